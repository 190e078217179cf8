/** The Worker entry point. */
import { createApp } from './app';
import { assertCatalogueMatches } from './capabilities/registry';

// At start-up: a capability on one side only, or a playbook missing, fails the deploy loudly.
assertCatalogueMatches();

const app = createApp();

export default app;
