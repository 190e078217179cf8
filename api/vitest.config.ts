import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineProject } from 'vitest/config';

export default defineProject(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: '../wrangler.toml' },
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, AUTH_MODE: 'dev', MODEL_PROVIDER: 'offline' },
        },
      }),
    ],
    test: {
      name: 'api',
      include: ['src/**/*.test.ts', 'demo/**/*.test.ts', 'test/**/*.test.ts'],
      setupFiles: ['./test/apply-migrations.ts'],
    },
  };
});
