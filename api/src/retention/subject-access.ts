/**
 * Everything held about one claim, for a subject access request (`GET /api/claims/:id/export`):
 * the record at the directory's version, every conversation whole from the claim's object, the
 * provenance of each answer, the feedback on them and the audit entries naming the claim. The
 * export is itself audited (`claim.export`) before it is read, so the document lists its own entry.
 */
import type { AnswerProvenance, SubjectAccessExport } from '@claims/shared';
import { auditEntryOf, auditStatement, type AuditRow } from '../audit/audit-log';
import type { Env } from '../env';
import { claimObject, unwrap } from '../objects/object-answers';
import type { ClaimHead } from '../storage/claims';
import type { StoredUser } from '../storage/users';

/** The document, or undefined when there is no such claim (never imported, or erased). */
export async function subjectAccessExport(env: Env, claimId: string, admin: StoredUser, now = new Date()): Promise<SubjectAccessExport | undefined> {
  const db = env.DB;
  const head = await db.prepare('SELECT team, version, digest FROM claims WHERE id = ?').bind(claimId).first<ClaimHead & { digest: string | null }>();
  if (!head) return undefined;
  const object = claimObject(env, claimId);
  const record = unwrap(await object.claimRecord({ claimId, team: head.team, version: head.version }));
  const conversations = await object.subjectAccess(claimId);
  await auditStatement(
    db,
    { userId: admin.id, action: 'claim.export', claimId, detail: { version: head.version, conversations: conversations.length } },
    now,
  ).run();
  const messageIds = conversations.flatMap((c) => c.messages.filter((m) => m.role === 'assistant').map((m) => m.id));
  const [answers, feedback, audit] = await db.batch([
    db
      .prepare(
        `SELECT message_id AS messageId, provider, model, prompt_version AS promptVersion, created_at AS recordedAt
           FROM answer_models WHERE message_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, message_id`,
      )
      .bind(JSON.stringify(messageIds)),
    db
      .prepare(
        `SELECT message_id AS messageId, conversation_id AS conversationId, user_id AS userId, rating, reason, note, given_at AS givenAt
           FROM feedback WHERE claim_id = ? ORDER BY given_at, message_id, user_id`,
      )
      .bind(claimId),
    db.prepare('SELECT id, at, user_id, action, claim_id, conversation_id, capability, detail FROM audit_log WHERE claim_id = ? ORDER BY id').bind(claimId),
  ]);
  return {
    claimId,
    exportedAt: now.toISOString(),
    exportedBy: admin.id,
    version: head.version,
    digest: head.digest,
    record,
    conversations,
    answers: (answers?.results ?? []) as AnswerProvenance[],
    feedback: (feedback?.results ?? []) as SubjectAccessExport['feedback'],
    audit: ((audit?.results ?? []) as AuditRow[]).map(auditEntryOf),
  };
}
