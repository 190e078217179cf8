/**
 * Erasing a claim (`DELETE /api/claims/:id`, UK GDPR Art. 17): its record, its conversations and
 * every row derived from them. Two writes, in this order (docs/ARCHITECTURE.md):
 *
 * 1. D1, one transaction: the audit entry (claim id, the version and digest erased, counts), the
 *    erasure's row in `claim_erasures`, and the deletion of the directory row, the inbox, the
 *    index rows (list, queue, search, linked claims), the conversation directory, feedback,
 *    answer provenance and any transcript rows an earlier version left in D1. From here nothing
 *    of the claim is readable: every endpoint looks the claim or conversation up in D1 first.
 * 2. The claim's object deletes all its storage; then `claim_erasures.object_cleared_at` is set.
 *
 * A crash between the two leaves the object's storage unreadable but not yet deleted, and the
 * erasure's row without `object_cleared_at`: a repeated DELETE, an import of the same id and the
 * scheduled job each finish it (the object's deletion is safe to repeat).
 */
import type { Env } from '../env';
import { auditStatement } from '../audit/audit-log';
import { claimObject } from '../objects/object-answers';

export interface ErasedClaim {
  id: string;
  /** The version of the record erased. */
  version: number;
  /** The SHA-256 of the record erased (null for a record stored before digests were kept). */
  digest: string | null;
  /** True when an earlier request had already erased it (this one finished any step left). */
  alreadyErased: boolean;
}

/** D1's part: every row of the claim, with the audit entry and the erasure's row, in one transaction. */
function eraseStatements(db: D1Database, claimId: string, userId: string, messageIds: string[], at: Date): D1PreparedStatement[] {
  const when = at.toISOString();
  const ofClaim = 'SELECT id FROM conversations WHERE claim_id = ?1';
  const legacyMessages = `SELECT id FROM messages WHERE conversation_id IN (${ofClaim})`;
  const statement = (sql: string, ...binds: unknown[]) => db.prepare(sql).bind(claimId, ...binds);
  return [
    db
      .prepare(
        `INSERT INTO audit_log (at, user_id, action, claim_id, detail)
         SELECT ?, ?, 'claim.erase', id, json_object('version', version, 'digest', digest,
           'conversations', (SELECT COUNT(*) FROM conversations WHERE claim_id = ?3),
           'feedback', (SELECT COUNT(*) FROM feedback WHERE claim_id = ?3)) FROM claims WHERE id = ?3`,
      )
      .bind(when, userId, claimId),
    statement(
      `INSERT INTO claim_erasures (claim_id, version, digest, erased_at, erased_by, object_cleared_at)
       SELECT id, version, digest, ?2, ?3, NULL FROM claims WHERE id = ?1
       ON CONFLICT (claim_id) DO UPDATE SET version = excluded.version, digest = excluded.digest,
         erased_at = excluded.erased_at, erased_by = excluded.erased_by, object_cleared_at = NULL`,
      when,
      userId,
    ),
    statement(
      `DELETE FROM answer_models WHERE message_id IN (SELECT value FROM json_each(?2)) OR message_id IN (${legacyMessages})`,
      JSON.stringify(messageIds),
    ),
    statement(`DELETE FROM tool_calls WHERE message_id IN (${legacyMessages})`),
    statement(`DELETE FROM messages WHERE conversation_id IN (${ofClaim})`),
    statement(`DELETE FROM feedback WHERE claim_id = ?1 OR conversation_id IN (${ofClaim})`),
    statement('DELETE FROM conversations WHERE claim_id = ?1'),
    ...['claim_facts', 'claim_deadlines', 'claim_terms', 'claim_contacts', 'claim_index_pending', 'claim_chunks'].map((table) =>
      statement(`DELETE FROM ${table} WHERE claim_id = ?1`),
    ),
    statement('DELETE FROM claims WHERE id = ?1'),
  ];
}

/** The object's part, then the mark that it is done. */
async function clearObject(env: Pick<Env, 'DB' | 'CLAIMS'>, claimId: string): Promise<void> {
  await claimObject(env as Env, claimId).eraseAll();
  await env.DB.prepare('UPDATE claim_erasures SET object_cleared_at = ? WHERE claim_id = ?').bind(new Date().toISOString(), claimId).run();
}

/** Erases the claim; undefined when there is no such claim and none was erased. */
export async function eraseClaim(env: Env, claimId: string, userId: string, at = new Date()): Promise<ErasedClaim | undefined> {
  const erased = await eraseClaimRows(env, claimId, userId, at);
  if (erased) await clearObject(env, claimId);
  return erased;
}

/**
 * The first write alone (D1): what a crash right after it leaves. For a claim erased before, only
 * an audit entry saying the erasure was asked for again.
 */
export async function eraseClaimRows(env: Env, claimId: string, userId: string, at = new Date()): Promise<ErasedClaim | undefined> {
  const db = env.DB;
  const [head, earlier] = await db.batch<{ version: number; digest: string | null }>([
    db.prepare('SELECT version, digest FROM claims WHERE id = ?').bind(claimId),
    db.prepare('SELECT version, digest FROM claim_erasures WHERE claim_id = ?').bind(claimId),
  ]);
  const current = head?.results[0];
  const erased = earlier?.results[0];
  if (current) {
    // The ids of the answers the object holds, for their provenance rows in D1.
    const messageIds = await claimObject(env, claimId).erasureMessageIds();
    const results = await db.batch(eraseStatements(db, claimId, userId, messageIds, at));
    if (results[0]?.meta.changes) return { id: claimId, version: current.version, digest: current.digest, alreadyErased: false };
    // Another request erased it between the read and the batch: this one is a repeat.
    return eraseClaimRows(env, claimId, userId, at);
  }
  if (!erased) return undefined;
  await auditStatement(db, { userId, action: 'claim.erase', claimId, detail: { version: erased.version, digest: erased.digest, repeated: true } }, at).run();
  return { id: claimId, version: erased.version, digest: erased.digest, alreadyErased: true };
}

/** An erasure a crash cut short, finished (before an import of the same id). */
export async function finishErasureOf(env: Env, claimId: string): Promise<void> {
  const pending = await env.DB.prepare('SELECT 1 AS n FROM claim_erasures WHERE claim_id = ? AND object_cleared_at IS NULL').bind(claimId).first();
  if (pending) await clearObject(env, claimId);
}

/** Erasures a crash cut short, finished (by the scheduled job); how many. */
export async function finishPendingErasures(env: Env, limit: number): Promise<number> {
  const { results } = await env.DB.prepare('SELECT claim_id FROM claim_erasures WHERE object_cleared_at IS NULL LIMIT ?')
    .bind(limit)
    .all<{ claim_id: string }>();
  for (const { claim_id: claimId } of results) await clearObject(env, claimId);
  return results.length;
}
