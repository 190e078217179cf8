/**
 * `PUT /api/bench/store/:claimId?store=with-index|alone|nothing`: what storing a claim costs
 * inside the Worker, for the scale bench (`npm run bench:scale`). The body is the claim's record
 * (not validated: the bench sends its own claims). `with-index` stores it as `PUT /api/claims/:id`
 * does, through `putClaim` (directory row, digest, chunks and the claim's index, in one batch);
 * `alone` stores only the record's statements in one batch, as a claim was stored before the
 * index; `nothing` reads the body and stores nothing, the request's own cost. No sign-in, no
 * audit entry. On only in dev sign-in, as the relay: otherwise the production app answers.
 *
 * Timed here rather than through wrangler's platform proxy from Node: there every `prepare` and
 * `bind` is a round trip to workerd of its own, so the figure counted statements, not work.
 */
import { Hono } from 'hono';
import type { ClaimRecord } from '@claims/shared';
import type { AppEnv } from '../../api/src/app-env';
import { AppError } from '../../api/src/errors';
import { claimRecordStatements, putClaim, recordDigest } from '../../api/src/storage/claims';
import { benchRelayEnabled } from './relay';

export const STORE_MODES = ['with-index', 'alone', 'nothing'] as const;
export type StoreMode = (typeof STORE_MODES)[number];

/** Stores the record alone: its directory row, digest and chunks, and the same existence read as putClaim. */
async function storeAlone(db: D1Database, record: ClaimRecord): Promise<{ created: boolean }> {
  const json = JSON.stringify(record);
  const [existing] = await db.batch([
    db.prepare('SELECT 1 FROM claims WHERE id = ?').bind(record.id),
    ...claimRecordStatements(db, record, json, await recordDigest(json), new Date()),
  ]);
  return { created: existing?.results.length === 0 };
}

export const benchStoreRoutes = new Hono<AppEnv>().put('/bench/store/:claimId', async (c, next) => {
  if (!benchRelayEnabled(c.env)) return next();
  const mode = c.req.query('store') as StoreMode | undefined;
  if (!mode || !STORE_MODES.includes(mode)) throw new AppError(400, 'bad_request', `Set store to one of: ${STORE_MODES.join(', ')}.`);
  const record = (await c.req.json().catch(() => undefined)) as ClaimRecord | undefined;
  if (record?.id !== c.req.param('claimId')) throw new AppError(400, 'bad_request', "Send the claim's record as JSON, with the id in the path.");
  if (mode === 'nothing') return c.json({ stored: false });
  const { created } = mode === 'with-index' ? await putClaim(c.env.DB, record) : await storeAlone(c.env.DB, record);
  return c.json({ stored: true, created });
});
