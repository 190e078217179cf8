/**
 * What D1 records of a turn besides its transcript: the `capability.run` audit entry (dated when
 * the turn began) and which provider, model and prompt version write the answer
 * (storage/answer-models.ts). The object queues both in its own `turn_records` table in the same
 * commit as the turn's beginning, and sends them to D1 in one batch with the turn's model spend
 * after `done`: the turn's path to the model request and to `done` carries no D1 write of its
 * own for them, and a turn cut off by a reset still has them sent, by the next turn's end or the
 * object's alarm, whichever comes first (a claim may see no next turn).
 * Sending twice is harmless (the audit entry has a once-key, the writer row keeps the first).
 */
import { auditStatement } from '../audit/audit-log';
import type { SelectedProvider } from '../providers/select';
import { promptVersion } from '../prompt/prompt-version';
import { answerModelStatement, type AnswerModel } from '../storage/answer-models';
import type { TurnBeginning } from '../storage/conversations';

/** One turn's records, as queued. */
export interface TurnRecord {
  messageId: string;
  userId: string;
  claimId: string;
  conversationId: string;
  capability: string | null;
  /** When the turn began (ISO): the audit entry's time and the writer row's. */
  createdAt: string;
  writer: AnswerModel;
}

/** Which provider, model and prompt write the answer; offline answers name no model and no prompt. */
export async function answerWriter(beginning: TurnBeginning, selected: SelectedProvider, offline: boolean): Promise<AnswerModel> {
  if (offline || selected.name === 'offline') return { provider: 'offline', model: null, promptVersion: null };
  return { provider: selected.name, model: selected.model, promptVersion: await promptVersion(beginning.capability) };
}

/** What a record says of the turn itself, from its beginning. */
export function turnFactsOf(beginning: TurnBeginning): Omit<TurnRecord, 'writer'> {
  return {
    messageId: beginning.assistantMessageId,
    userId: beginning.userId,
    claimId: beginning.claimId,
    conversationId: beginning.conversationId,
    capability: beginning.capability,
    createdAt: beginning.createdAt,
  };
}

export const turnRecordOf = (beginning: TurnBeginning, writer: AnswerModel): TurnRecord => ({ ...turnFactsOf(beginning), writer });

/** Queues a turn's records; call it with the turn's beginning (no await between), so both commit together. */
export function queueTurnRecord(sql: SqlStorage, record: TurnRecord): void {
  sql.exec('INSERT OR REPLACE INTO turn_records (message_id, record) VALUES (?, ?)', record.messageId, JSON.stringify(record));
}

/** The queued records, but those of the turns in `running` (they are sent at their own end). */
export function queuedTurnRecords(sql: SqlStorage, running: ReadonlySet<string>): TurnRecord[] {
  return sql
    .exec<{ message_id: string; record: string }>('SELECT message_id, record FROM turn_records')
    .toArray()
    .filter((row) => !running.has(row.message_id))
    .map((row) => JSON.parse(row.record) as TurnRecord);
}

/** Forgets records D1 has taken. */
export function forgetTurnRecords(sql: SqlStorage, messageIds: readonly string[]): void {
  for (const id of messageIds) sql.exec('DELETE FROM turn_records WHERE message_id = ?', id);
}

/** The turn's `capability.run` entry; once per turn, so a record sent twice keeps one. */
export function turnAuditStatement(db: D1Database, record: Omit<TurnRecord, 'writer'>): D1PreparedStatement {
  return auditStatement(
    db,
    {
      userId: record.userId,
      action: 'capability.run',
      claimId: record.claimId,
      conversationId: record.conversationId,
      capability: record.capability,
      detail: { messageId: record.messageId },
      onceKey: `capability.run:${record.messageId}`,
    },
    new Date(record.createdAt),
  );
}

/** A record as D1 statements: the audit entry and the answer's writer. */
export function turnRecordStatements(db: D1Database, record: TurnRecord): D1PreparedStatement[] {
  return [turnAuditStatement(db, record), answerModelStatement(db, record.messageId, record.writer, record.createdAt)];
}
