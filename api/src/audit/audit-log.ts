/**
 * The audit log in D1: append-only (triggers refuse UPDATE and DELETE, migration 0003), one row
 * per thing done, holding ids, versions and digests, never a claim's personal data. Writes that
 * change data go in the same transaction as the change; reads are recorded off the hot path
 * (`recordAudit`, after the answer), and a failure to record is logged.
 */
import type { AuditAction, AuditEntry, AuditPage, AuditQuery } from '@claims/shared';

export interface AuditRecord {
  userId: string;
  action: AuditAction;
  claimId?: string | null;
  conversationId?: string | null;
  capability?: string | null;
  detail?: Record<string, string | number | boolean | null>;
  /** Records the entry only once per key (a sign-in per Access session). */
  onceKey?: string;
}

const INSERT = `INSERT OR IGNORE INTO audit_log (at, user_id, action, claim_id, conversation_id, capability, detail, once_key)`;

const values = (entry: AuditRecord, at: Date): (string | null)[] => [
  at.toISOString(),
  entry.userId,
  entry.action,
  entry.claimId ?? null,
  entry.conversationId ?? null,
  entry.capability ?? null,
  entry.detail ? JSON.stringify(entry.detail) : null,
  entry.onceKey ?? null,
];

export function auditStatement(db: D1Database, entry: AuditRecord, at = new Date()): D1PreparedStatement {
  return db.prepare(`${INSERT} VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).bind(...values(entry, at));
}

/**
 * The entry for writing a claim record, to run in the write's transaction before it: an import
 * when there is no such claim yet, else a replace naming the version and digest it replaces.
 */
export function claimWriteAuditStatements(db: D1Database, userId: string, claimId: string, digest: string, at = new Date()): D1PreparedStatement[] {
  const when = at.toISOString();
  return [
    db
      .prepare(`${INSERT} SELECT ?, ?, 'claim.import', ?, NULL, NULL, json_object('digest', ?), NULL WHERE NOT EXISTS (SELECT 1 FROM claims WHERE id = ?)`)
      .bind(when, userId, claimId, digest, claimId),
    db
      .prepare(
        `${INSERT} SELECT ?, ?, 'claim.replace', id, NULL, NULL,
           json_object('version', version + 1, 'digest', ?, 'previousVersion', version, 'previousDigest', digest), NULL
           FROM claims WHERE id = ?`,
      )
      .bind(when, userId, digest, claimId),
  ];
}

/** Records an entry after the answer is sent (the request waits for nothing). */
export function recordAudit(db: D1Database, ctx: Pick<ExecutionContext, 'waitUntil'>, entry: AuditRecord): void {
  const written = auditStatement(db, entry)
    .run()
    .catch((err: Error) => console.error('writing an audit entry failed', { action: entry.action, message: String(err.message).slice(0, 160) }));
  ctx.waitUntil(written);
}

export interface AuditRow {
  id: number;
  at: string;
  user_id: string;
  action: AuditEntry['action'];
  claim_id: string | null;
  conversation_id: string | null;
  capability: string | null;
  detail: string | null;
}

export function auditEntryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    userId: row.user_id,
    action: row.action,
    claimId: row.claim_id,
    conversationId: row.conversation_id,
    capability: row.capability,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as AuditEntry['detail']),
  };
}

/** Entries matching `query`, newest first, a page at a time (`next`: the `before` of the next page). */
export async function queryAudit(db: D1Database, query: AuditQuery): Promise<AuditPage> {
  const conditions: string[] = [];
  const binds: (string | number)[] = [];
  const where = (condition: string, value: string | number | undefined) => {
    if (value === undefined) return;
    conditions.push(condition);
    binds.push(value);
  };
  where('user_id = ?', query.user);
  where('claim_id = ?', query.claim);
  where('action = ?', query.action);
  where('at >= ?', query.from);
  where('at < ?', query.to);
  where('id < ?', query.before);
  const limit = query.limit ?? 100;
  const sql = `SELECT id, at, user_id, action, claim_id, conversation_id, capability, detail FROM audit_log
    ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`;
  const { results } = await db
    .prepare(sql)
    .bind(...binds, limit + 1)
    .all<AuditRow>();
  const entries = results.slice(0, limit).map(auditEntryOf);
  return results.length > limit ? { entries, next: entries.at(-1)!.id } : { entries };
}
