/**
 * The bench Worker (bench/wrangler.toml, started by `npm run bench` and `npm run bench:scale`): the
 * production app as it deploys, plus the baseline relay, the storage figures and the timed claim
 * store (store-claim.ts) under /api/bench. Nothing here ships:
 * the production entry (api/src/index.ts) has no bench route and no bench switch.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../api/src/app-env';
import { AppError } from '../../api/src/errors';
import production from '../../api/src/index';
import { benchRelayRoutes } from './relay';
import { benchBreakdownRoutes } from './turn-breakdown';
import { benchStoreRoutes } from './store-claim';

const bench = new Hono<AppEnv>({ strict: false });
bench.route('/api', benchRelayRoutes);
bench.route('/api', benchStoreRoutes);
bench.route('/api', benchBreakdownRoutes);
// Everything else, and a bench route that steps aside (`next()`), is the production app's.
bench.all('*', (c) => production.fetch(c.req.raw, c.env, c.executionCtx));
bench.onError((err, c) => {
  if (err instanceof AppError) return c.json(err.toBody(), err.status, err.headers);
  throw err;
});

export default bench;

// bench/wrangler.toml binds CLAIMS to this class: the production object with the bench's methods.
export { BenchClaimObject } from './bench-claim-object';
