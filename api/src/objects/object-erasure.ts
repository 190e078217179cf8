/**
 * Deleting what a claim's object holds: conversations past retention (each with its messages,
 * tool calls and stream events, in one transaction), and the message ids the Worker needs to
 * delete the rows derived from them in D1 (`answer_models`). Erasing the whole object is
 * `deleteAll()` in claim-object.ts.
 */
import type { Transcript } from '@claims/shared';
import { readTranscript } from './object-transcript';

/** What the retention job learns about one conversation it asked about. */
export interface ExpiryResult {
  /** Deleted here: the conversation ids and the ids of their messages. */
  erased: { conversationId: string; messageIds: string[] }[];
  /** Kept, with their last message's time (the directory keeps it, so they are not asked about again until it is old). */
  kept: { conversationId: string; lastMessageAt: string }[];
}

/** The time of the conversation's last message; undefined when it has none. */
export function lastMessageAt(sql: SqlStorage, conversationId: string): string | undefined {
  return sql.exec<{ at: string | null }>('SELECT MAX(created_at) AS at FROM messages WHERE conversation_id = ?', conversationId).one().at ?? undefined;
}

/**
 * Deletes each of `conversationIds` whose last message is older than `cutoff` (an ISO time) and
 * none of `running`; a conversation with no message here (its directory row is all there is)
 * counts as erased. One transaction: a crash leaves every conversation whole or gone.
 */
export function expireConversations(storage: DurableObjectStorage, conversationIds: string[], cutoff: string, running: Set<string>): ExpiryResult {
  const result: ExpiryResult = { erased: [], kept: [] };
  storage.transactionSync(() => {
    const sql = storage.sql;
    for (const conversationId of conversationIds) {
      const last = lastMessageAt(sql, conversationId);
      if (running.has(conversationId) || (last !== undefined && last >= cutoff)) {
        result.kept.push({ conversationId, lastMessageAt: last ?? new Date().toISOString() });
        continue;
      }
      const messageIds = sql
        .exec<{ id: string }>('SELECT id FROM messages WHERE conversation_id = ?', conversationId)
        .toArray()
        .map((row) => row.id);
      sql.exec('DELETE FROM turn_events WHERE message_id IN (SELECT id FROM messages WHERE conversation_id = ?)', conversationId);
      sql.exec('DELETE FROM tool_calls WHERE message_id IN (SELECT id FROM messages WHERE conversation_id = ?)', conversationId);
      sql.exec('DELETE FROM messages WHERE conversation_id = ?', conversationId);
      sql.exec('DELETE FROM conversations WHERE id = ?', conversationId);
      result.erased.push({ conversationId, messageIds });
    }
  });
  return result;
}

/** Every message id the object holds (for erasing the claim's `answer_models` rows in D1). */
export function allMessageIds(sql: SqlStorage): string[] {
  return sql
    .exec<{ id: string }>('SELECT id FROM messages')
    .toArray()
    .map((row) => row.id);
}

/** Every conversation the object holds, whole (messages and tool calls as stored), oldest first. */
export function allTranscripts(sql: SqlStorage, claimId: string): Transcript[] {
  return sql
    .exec<{ id: string; user_id: string; created_at: string }>('SELECT id, user_id, created_at FROM conversations ORDER BY created_at, id')
    .toArray()
    .map((row) => readTranscript(sql, { id: row.id, claimId, userId: row.user_id, createdAt: row.created_at }));
}
