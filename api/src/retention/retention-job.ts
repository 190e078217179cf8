/**
 * The retention job (the Worker's `scheduled` handler, a Cron Trigger in wrangler.toml): deletes
 * conversations whose last message is more than `RETENTION_DAYS` (default 730) days old.
 *
 * The D1 conversation directory names the candidates: those whose last message, as last seen, or
 * else whose start, is before the cutoff. Each claim's object is asked about its candidates: it
 * deletes those whose last message really is older (messages, tool calls, stream events; one
 * transaction) and answers the ids it deleted and the last message time of those it kept. Then
 * D1, one batch per claim: the directory rows and the rows derived from them (feedback, answer
 * provenance) go, and the kept ones' last message time is noted, so they are not asked about again
 * until that is old. A crash after the object's delete leaves directory rows with nothing behind
 * them (read as empty conversations); the next run deletes them. One audit entry per run, with
 * counts only. It also finishes any claim erasure a crash cut short.
 */
import type { Env } from '../env';
import { numberSetting } from '../env';
import { auditStatement } from '../audit/audit-log';
import type { ConversationRef } from '../objects/claim-object';
import { claimObject } from '../objects/object-answers';
import { finishPendingErasures } from './claim-erasure';

export const DEFAULT_RETENTION_DAYS = 730;
/** Claims visited per run (each one RPC and one D1 batch), within a scheduled run's subrequest limit; the rest wait for the next run. */
export const CLAIMS_PER_RUN = 200;
/** Candidate conversations read per run, oldest first (the index `conversations_age`). */
const CONVERSATIONS_PER_RUN = 5000;
const DAY_MS = 86_400_000;
/** Who the audit log names for the job. */
export const RETENTION_USER = 'system:retention';

export interface RetentionReport {
  retentionDays: number;
  cutoff: string;
  /** Conversations deleted (in their objects and the directory). */
  conversations: number;
  messages: number;
  feedback: number;
  claims: number;
  /** Candidates whose last message turned out to be recent. */
  kept: number;
  /** Claims whose object could not be reached this run (tried again next run). */
  failedClaims: number;
  erasuresFinished: number;
}

interface CandidateRow {
  id: string;
  claim_id: string;
  user_id: string;
  created_at: string;
}

export async function runRetention(env: Env, now: Date): Promise<RetentionReport> {
  const db = env.DB;
  const retentionDays = numberSetting(env.RETENTION_DAYS, DEFAULT_RETENTION_DAYS, { min: 1, integer: true });
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const report: RetentionReport = {
    retentionDays,
    cutoff,
    conversations: 0,
    messages: 0,
    feedback: 0,
    claims: 0,
    kept: 0,
    failedClaims: 0,
    erasuresFinished: 0,
  };
  report.erasuresFinished = await finishPendingErasures(env, CLAIMS_PER_RUN);

  const { results } = await db
    .prepare(
      `SELECT id, claim_id, user_id, created_at FROM conversations
        WHERE COALESCE(last_message_at, created_at) < ? ORDER BY COALESCE(last_message_at, created_at) LIMIT ?`,
    )
    .bind(cutoff, CONVERSATIONS_PER_RUN)
    .all<CandidateRow>();
  const byClaim = new Map<string, ConversationRef[]>();
  for (const row of results) {
    const list = byClaim.get(row.claim_id) ?? [];
    list.push({ id: row.id, claimId: row.claim_id, userId: row.user_id, createdAt: row.created_at });
    byClaim.set(row.claim_id, list);
  }

  for (const [claimId, candidates] of [...byClaim].slice(0, CLAIMS_PER_RUN)) {
    try {
      const expiry = await claimObject(env, claimId).expire(candidates, cutoff);
      const erasedIds = JSON.stringify(expiry.erased.map((e) => e.conversationId));
      const messageIds = JSON.stringify(expiry.erased.flatMap((e) => e.messageIds));
      const kept = JSON.stringify(expiry.kept.map((k) => ({ id: k.conversationId, at: k.lastMessageAt })));
      const [, feedback] = await db.batch([
        db.prepare('DELETE FROM answer_models WHERE message_id IN (SELECT value FROM json_each(?))').bind(messageIds),
        db.prepare('DELETE FROM feedback WHERE conversation_id IN (SELECT value FROM json_each(?))').bind(erasedIds),
        db.prepare('DELETE FROM conversations WHERE id IN (SELECT value FROM json_each(?))').bind(erasedIds),
        db
          .prepare(
            `UPDATE conversations SET last_message_at = (SELECT json_extract(value, '$.at') FROM json_each(?1) WHERE json_extract(value, '$.id') = conversations.id)
              WHERE id IN (SELECT json_extract(value, '$.id') FROM json_each(?1))`,
          )
          .bind(kept),
      ]);
      report.conversations += expiry.erased.length;
      report.messages += expiry.erased.reduce((sum, e) => sum + e.messageIds.length, 0);
      report.feedback += feedback?.meta.changes ?? 0;
      report.kept += expiry.kept.length;
      if (expiry.erased.length > 0) report.claims += 1;
    } catch (err) {
      report.failedClaims += 1;
      console.error('retention failed for a claim', { claim: claimId, message: String((err as Error).message).slice(0, 160) });
    }
  }

  const { cutoff: at, ...counts } = report;
  await auditStatement(db, { userId: RETENTION_USER, action: 'conversation.erase', detail: { ...counts, cutoff: at } }).run();
  return report;
}
