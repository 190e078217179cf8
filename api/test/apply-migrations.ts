// Setup files run outside isolated storage and may run more than once; applyD1Migrations only
// applies what has not been applied yet.
import { applyD1Migrations, env } from 'cloudflare:test';

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
