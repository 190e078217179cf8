/** The Worker entry point: HTTP (the app) and the scheduled retention job (a Cron Trigger). */
import { createApp } from './app';
import { assertCatalogueMatches } from './capabilities/registry';
import type { Env } from './env';
import { runRetention } from './retention/retention-job';

// At start-up: a capability on one side only, or a playbook missing, fails the deploy loudly.
assertCatalogueMatches();

const app = createApp();

export default {
  fetch: app.fetch,
  /** Deletes conversations past RETENTION_DAYS (retention/retention-job.ts); the cron is in wrangler.toml. */
  async scheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
    const report = await runRetention(env, new Date(controller.scheduledTime));
    console.log('retention run', report);
  },
} satisfies ExportedHandler<Env>;

// The Durable Object class wrangler.toml binds as CLAIMS (one per claim).
export { ClaimObject } from './objects/claim-object';
