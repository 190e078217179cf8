/** The Worker entry point. */
import { createApp } from './app';
import { assertCatalogueMatches } from './capabilities/registry';

// At start-up: a capability on one side only, or a playbook missing, fails the deploy loudly.
assertCatalogueMatches();

const app = createApp();

export default app;

// The Durable Object class wrangler.toml binds as CLAIMS (one per claim).
export { ClaimObject } from './objects/claim-object';
