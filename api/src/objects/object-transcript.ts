/**
 * The transcripts of one claim's conversations, in its object's SQLite. A turn is written twice,
 * each time in one transaction: when it begins, the question and the reply marked 'running';
 * when it ends, the reply whole (text, status, usage) with its tool calls. A reply still
 * 'running' when the object starts again was cut off by a reset: `recoverCutTurns` marks it
 * interrupted, keeping the text it had streamed.
 */
import type { ConversationSummary, ToolCallRecord, Transcript, TranscriptMessage, Usage, Verification } from '@claims/shared';
import type { TurnBeginning, TurnEnding } from '../storage/conversations';
import type { HistoryRow } from '../storage/conversations';

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  capability: string | null;
  status: 'complete' | 'interrupted' | 'running';
  stop_reason: string | null;
  usage: string | null;
  verification: string | null;
  created_at: string;
  seq: number;
}

interface ToolCallRow {
  id: string;
  message_id: string;
  tool: string;
  arguments: string;
  result_preview: string;
  is_error: number;
  duration_ms: number;
  redacted: number;
}

export function hasConversation(sql: SqlStorage, id: string): { user_id: string; created_at: string } | undefined {
  return sql.exec<{ user_id: string; created_at: string }>('SELECT user_id, created_at FROM conversations WHERE id = ?', id).toArray()[0];
}

/** The question and a 'running' reply, after the conversation's last message. */
export function beginTurn(storage: DurableObjectStorage, turn: TurnBeginning): void {
  storage.transactionSync(() => {
    const sql = storage.sql;
    sql.exec('INSERT OR IGNORE INTO conversations (id, user_id, created_at) VALUES (?, ?, ?)', turn.conversationId, turn.userId, turn.createdAt);
    const next = sql.exec<{ n: number }>('SELECT COALESCE(MAX(seq), -1) + 1 AS n FROM messages WHERE conversation_id = ?', turn.conversationId).one().n;
    const insert = `INSERT INTO messages (id, conversation_id, seq, role, text, capability, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;
    sql.exec(insert, turn.userMessage.id, turn.conversationId, next, 'user', turn.userMessage.text, turn.capability, 'complete', turn.createdAt);
    sql.exec(insert, turn.assistantMessageId, turn.conversationId, next + 1, 'assistant', '', turn.capability, 'running', turn.createdAt);
  });
}

/** One tool call's provenance; `IGNORE` keeps a row already there (a move repeated), `REPLACE` overwrites it. */
export function writeToolCall(sql: SqlStorage, messageId: string, seq: number, call: ToolCallRecord, onConflict: 'IGNORE' | 'REPLACE'): void {
  sql.exec(
    `INSERT OR ${onConflict} INTO tool_calls (message_id, seq, id, tool, arguments, result_preview, is_error, duration_ms, redacted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    messageId,
    seq,
    call.id,
    call.tool,
    call.arguments,
    call.resultPreview,
    call.isError ? 1 : 0,
    call.durationMs,
    call.redacted ? 1 : 0,
  );
}

/** The reply whole, with its tool calls' provenance. */
export function finishTurn(storage: DurableObjectStorage, turn: TurnEnding): void {
  storage.transactionSync(() => {
    const sql = storage.sql;
    sql.exec(
      'UPDATE messages SET text = ?, status = ?, stop_reason = ?, usage = ?, verification = ? WHERE id = ?',
      turn.text,
      turn.status,
      turn.stopReason,
      turn.usage ? JSON.stringify(turn.usage) : null,
      turn.verification ? JSON.stringify(turn.verification) : null,
      turn.assistantMessageId,
    );
    for (const [seq, call] of turn.toolCalls.entries()) writeToolCall(sql, turn.assistantMessageId, seq, call, 'REPLACE');
  });
}

/** Replies left 'running' by a reset: interrupted, with the text their stream had carried. */
export function recoverCutTurns(storage: DurableObjectStorage): number {
  const sql = storage.sql;
  const cut = sql.exec<{ id: string }>(`SELECT id FROM messages WHERE status = 'running'`).toArray();
  for (const { id } of cut) {
    const text = sql
      .exec<{ data: string }>(`SELECT data FROM turn_events WHERE message_id = ? AND event = 'text' ORDER BY seq`, id)
      .toArray()
      .map((row) => (JSON.parse(row.data) as { delta: string }).delta)
      .join('');
    sql.exec(`UPDATE messages SET status = 'interrupted', stop_reason = 'reset', text = ? WHERE id = ?`, text, id);
  }
  return cut.length;
}

/** The latest messages (at most `limit`), oldest first, for the replay to the model. */
export function recentHistory(sql: SqlStorage, conversationId: string, limit: number): HistoryRow[] {
  return sql
    .exec<HistoryRow & Record<string, string | number>>(
      'SELECT role, text, status, seq FROM messages WHERE conversation_id = ? ORDER BY seq DESC LIMIT ?',
      conversationId,
      limit,
    )
    .toArray()
    .reverse();
}

/** Which messages to read: the latest `limit` (all when absent) before message `before`. */
export interface TranscriptPage {
  limit?: number;
  before?: string;
}

/** The page named a message not in the conversation (a 400 for the caller). */
export class UnknownMessageError extends Error {
  override readonly name = 'UnknownMessageError';
}

export function readTranscript(
  sql: SqlStorage,
  conversation: { id: string; claimId: string; userId: string; createdAt: string },
  page: TranscriptPage = {},
): Transcript {
  let beforeSeq = Number.MAX_SAFE_INTEGER;
  if (page.before !== undefined) {
    const found = sql.exec<{ seq: number }>('SELECT seq FROM messages WHERE conversation_id = ? AND id = ?', conversation.id, page.before).toArray()[0];
    if (!found) throw new UnknownMessageError(`No message "${page.before}" in this conversation`);
    beforeSeq = found.seq;
  }
  const rows = sql
    .exec<MessageRow & Record<string, string | number | null>>(
      'SELECT * FROM messages WHERE conversation_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?',
      conversation.id,
      beforeSeq,
      page.limit ?? -1,
    )
    .toArray()
    .reverse();
  const earlier = sql
    .exec<{ n: number }>('SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ? AND seq < ?', conversation.id, rows[0]?.seq ?? beforeSeq)
    .one().n;
  const callsByMessage = new Map<string, ToolCallRecord[]>();
  if (rows.length > 0) {
    const calls = sql
      .exec<ToolCallRow & Record<string, string | number>>(
        `SELECT t.* FROM tool_calls t JOIN messages m ON m.id = t.message_id
          WHERE m.conversation_id = ? AND m.seq >= ? AND m.seq < ? ORDER BY m.seq, t.seq`,
        conversation.id,
        rows[0]!.seq,
        beforeSeq,
      )
      .toArray();
    for (const row of calls) {
      const list = callsByMessage.get(row.message_id) ?? [];
      list.push({
        id: row.id,
        tool: row.tool,
        arguments: row.arguments,
        resultPreview: row.result_preview,
        isError: row.is_error === 1,
        durationMs: row.duration_ms,
        redacted: row.redacted === 1,
      });
      callsByMessage.set(row.message_id, list);
    }
  }
  const messages: TranscriptMessage[] = rows.map((m) => ({
    id: m.id,
    role: m.role,
    text: m.text,
    capability: m.capability,
    status: m.status,
    stopReason: m.stop_reason,
    createdAt: m.created_at,
    usage: m.usage ? (JSON.parse(m.usage) as Usage) : null,
    verification: m.verification ? (JSON.parse(m.verification) as Verification) : null,
    toolCalls: callsByMessage.get(m.id) ?? [],
  }));
  return { ...conversation, messages, earlierMessages: earlier };
}

/** The conversations on this claim, newest first: all of them, or one user's. */
export function listConversations(sql: SqlStorage, claimId: string, userId: string | undefined): ConversationSummary[] {
  const rows = sql
    .exec<{ id: string; user_id: string; created_at: string; first_question: string | null; messages: number; last_at: string | null; running: number }>(
      `SELECT c.id, c.user_id, c.created_at,
              (SELECT text FROM messages WHERE conversation_id = c.id AND role = 'user' ORDER BY seq LIMIT 1) AS first_question,
              (SELECT COUNT(*) FROM messages WHERE conversation_id = c.id) AS messages,
              (SELECT MAX(created_at) FROM messages WHERE conversation_id = c.id) AS last_at,
              EXISTS (SELECT 1 FROM messages WHERE conversation_id = c.id AND status = 'running') AS running
         FROM conversations c
        WHERE ?1 IS NULL OR c.user_id = ?1
        ORDER BY c.created_at DESC, c.id`,
      userId ?? null,
    )
    .toArray();
  return rows
    .filter((row) => row.messages > 0)
    .map((row) => ({
      id: row.id,
      claimId,
      userId: row.user_id,
      createdAt: row.created_at,
      lastMessageAt: row.last_at ?? row.created_at,
      firstQuestion: (row.first_question ?? '').slice(0, 200),
      messages: row.messages,
      running: row.running === 1,
    }));
}
