/**
 * Claims stored before the index tables existed are listed in `claim_index_pending` by migration
 * 0005; this derives their facts before the first read that needs them. Once an isolate has seen
 * the list empty it never looks again: every claim stored since is indexed in its own write.
 * The record is read through the claim's object: once a claim has been opened, D1 no longer holds it.
 */
import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { claimObject } from '../objects/object-answers';
import { claimIndexStatements } from './claim-index';
import { claimHeadQuery, type ClaimHead } from './claims';

type IndexEnv = Pick<Env, 'DB' | 'CLAIMS'>;

/** The claim's record and version as stored now, or undefined when the claim is gone. */
async function currentRecord(env: IndexEnv, claimId: string) {
  const head = await claimHeadQuery(env.DB, claimId).first<ClaimHead>();
  if (!head) return undefined;
  const answer = await claimObject(env as Env, claimId).claimRecord({ claimId, team: head.team, version: head.version });
  if ('refused' in answer) throw new Error(answer.refused.message);
  return { record: answer.ok, version: head.version };
}

/** Claims indexed per round trip for the pending list. */
const ROUND = 25;

let drained = false;

export async function backfillClaimIndex(env: IndexEnv): Promise<number> {
  const db = env.DB;
  if (drained) return 0;
  let indexed = 0;
  let failed = 0;
  let after = '';
  for (;;) {
    const { results } = await db
      .prepare('SELECT claim_id FROM claim_index_pending WHERE claim_id > ? ORDER BY claim_id LIMIT ?')
      .bind(after, ROUND)
      .all<{ claim_id: string }>();
    if (results.length === 0) break;
    for (const { claim_id: id } of results) {
      after = id;
      try {
        const stored = await currentRecord(env, id);
        if (!stored) {
          await db.prepare('DELETE FROM claim_index_pending WHERE claim_id = ?').bind(id).run();
          continue;
        }
        // Guarded by the version read: a claim replaced meanwhile was indexed by its own write.
        await db.batch(claimIndexStatements(db, stored.record, { version: stored.version }));
        indexed += 1;
      } catch (error) {
        // A damaged record stays pending (and out of the index) until it is imported again.
        failed += 1;
        console.error('claim index backfill failed', { claim: id, message: String((error as Error).message).slice(0, 160) });
      }
    }
  }
  drained = failed === 0;
  return indexed;
}

/** For the routes that read the index: the backfill, when there is one to do, comes first. */
export const withClaimIndex: MiddlewareHandler<{ Bindings: IndexEnv }> = async (c, next) => {
  await backfillClaimIndex(c.env);
  await next();
};

/** Tests only: look at the pending list again, as a fresh isolate would. */
export function forgetBackfillForTests(): void {
  drained = false;
}
