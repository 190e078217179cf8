/**
 * Conversations in D1. The `conversations` table is the directory: each conversation's id,
 * claim, owner and start, which routes an id to its claim's object and decides who may read it.
 * The transcripts themselves (messages, tool-call provenance) live in the claim's object
 * (objects/object-transcript.ts); `messages` and `tool_calls` here hold only what earlier versions
 * stored, read once by the move into the object (objects/legacy-move.ts), and the statements that
 * wrote them, kept so that the move's tests write exactly what those versions wrote.
 */
import type { ToolCallRecord, Transcript, TranscriptMessage, Usage, Verification } from '@claims/shared';

export interface ConversationRow {
  id: string;
  claim_id: string;
  user_id: string;
  created_at: string;
  /** The team the conversation's claim belongs to now (who may still see it); null if the claim is gone. */
  claim_team: string | null;
}

export interface TurnBeginning {
  conversationId: string;
  claimId: string;
  userId: string;
  /** True when this turn starts the conversation. */
  isNew: boolean;
  capability: string | null;
  userMessage: { id: string; text: string };
  assistantMessageId: string;
  createdAt: string;
}

export interface TurnEnding {
  assistantMessageId: string;
  text: string;
  status: 'complete' | 'interrupted';
  stopReason: string;
  usage: Usage | null;
  /** The figure check; absent for a reply that did not finish. */
  verification?: Verification | null;
  toolCalls: ToolCallRecord[];
}

export function conversationQuery(db: D1Database, id: string): D1PreparedStatement {
  return db
    .prepare(
      'SELECT conversations.*, claims.team AS claim_team FROM conversations LEFT JOIN claims ON claims.id = conversations.claim_id WHERE conversations.id = ?',
    )
    .bind(id);
}

export async function findConversation(db: D1Database, id: string): Promise<ConversationRow | undefined> {
  return (await conversationQuery(db, id).first<ConversationRow>()) ?? undefined;
}

export interface HistoryRow {
  role: 'user' | 'assistant';
  text: string;
  status: string;
  seq: number;
}

/**
 * The latest messages of a conversation (at most `limit`), newest first; the replay keeps only
 * what fits its budget, so older ones need not be read. Reverse the rows for oldest first.
 */
export function historyQuery(db: D1Database, conversationId: string, limit: number): D1PreparedStatement {
  return db.prepare('SELECT role, text, status, seq FROM messages WHERE conversation_id = ? ORDER BY seq DESC LIMIT ?').bind(conversationId, limit);
}

/** A SQL condition with its parameters, e.g. "the caller may see this claim". */
export interface SqlGuard {
  sql: string;
  binds: unknown[];
}

/**
 * The statements that write the start of a turn: the conversation when new, the user's message
 * and a reply marked interrupted. Each inserts only where `guard` holds, so they can share a
 * transaction with the checks that decide whether the turn may begin at all.
 */
export function beginTurnStatements(db: D1Database, turn: TurnBeginning, guard: SqlGuard): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  if (turn.isNew) {
    statements.push(
      db
        .prepare(`INSERT INTO conversations (id, claim_id, user_id, created_at) SELECT ?, ?, ?, ? WHERE ${guard.sql}`)
        .bind(turn.conversationId, turn.claimId, turn.userId, turn.createdAt, ...guard.binds),
    );
  }
  // The conversation must be this user's and about this claim (new ones were just inserted).
  const owned = 'EXISTS (SELECT 1 FROM conversations WHERE id = ? AND user_id = ? AND claim_id = ?)';
  // Sequence numbers come from the table inside the transaction, so turns cannot interleave.
  const insert = `INSERT INTO messages (id, conversation_id, seq, role, text, capability, status, stop_reason, usage, created_at)
    SELECT ?, ?, (SELECT COALESCE(MAX(seq), -1) + 1 FROM messages WHERE conversation_id = ?), ?, ?, ?, ?, NULL, NULL, ?
    WHERE ${guard.sql} AND ${owned}`;
  const message = (id: string, role: 'user' | 'assistant', text: string, status: 'complete' | 'interrupted') =>
    db
      .prepare(insert)
      .bind(
        id,
        turn.conversationId,
        turn.conversationId,
        role,
        text,
        turn.capability,
        status,
        turn.createdAt,
        ...guard.binds,
        turn.conversationId,
        turn.userId,
        turn.claimId,
      );
  statements.push(message(turn.userMessage.id, 'user', turn.userMessage.text, 'complete'), message(turn.assistantMessageId, 'assistant', '', 'interrupted'));
  return statements;
}

/** The statements that write the end of a turn: the reply whole, with its tool calls' provenance. */
export function finishTurnStatements(db: D1Database, turn: TurnEnding): D1PreparedStatement[] {
  return [
    db
      .prepare('UPDATE messages SET text = ?, status = ?, stop_reason = ?, usage = ?, verification = ? WHERE id = ?')
      .bind(
        turn.text,
        turn.status,
        turn.stopReason,
        turn.usage ? JSON.stringify(turn.usage) : null,
        turn.verification ? JSON.stringify(turn.verification) : null,
        turn.assistantMessageId,
      ),
    ...turn.toolCalls.map((t, seq) =>
      db
        .prepare(
          `INSERT INTO tool_calls (id, message_id, seq, tool, arguments, result_preview, is_error, duration_ms, redacted)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(t.id, turn.assistantMessageId, seq, t.tool, t.arguments, t.resultPreview, t.isError ? 1 : 0, t.durationMs, t.redacted ? 1 : 0),
    ),
  ];
}

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  capability: string | null;
  status: 'complete' | 'interrupted';
  stop_reason: string | null;
  usage: string | null;
  verification: string | null;
  created_at: string;
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

/** Which messages to read: the latest `limit` (all when absent) before message `before`. */
export interface TranscriptPage {
  limit?: number;
  before?: string;
}

/** A page names a message that is not in the conversation (the caller's mistake: a 400). */
export class UnknownMessageError extends Error {
  override readonly name = 'UnknownMessageError';
}

/**
 * A stored transcript: the whole of it, or one page, oldest first, with how many messages come
 * before the page. All in one batch, so the page, its count and its tool calls agree.
 */
export async function loadTranscript(db: D1Database, conversation: ConversationRow, page: TranscriptPage = {}): Promise<Transcript> {
  // ?1 the conversation, ?2 the message to page back from (or null: from the end), ?3 the limit (-1: none).
  const cursor = 'COALESCE((SELECT seq FROM messages WHERE conversation_id = ?1 AND id = ?2), 9223372036854775807)';
  const pageIds = `SELECT id FROM messages WHERE conversation_id = ?1 AND seq < ${cursor} ORDER BY seq DESC LIMIT ?3`;
  const binds = [conversation.id, page.before ?? null, page.limit ?? -1];
  const [found, before, messages, calls] = await db.batch([
    db.prepare('SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?1 AND id = ?2').bind(...binds.slice(0, 2)),
    db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?1 AND seq < ${cursor}`).bind(...binds.slice(0, 2)),
    db.prepare(`SELECT * FROM messages WHERE id IN (${pageIds}) ORDER BY seq`).bind(...binds),
    db
      .prepare(
        `SELECT t.* FROM tool_calls t JOIN messages m ON m.id = t.message_id
         WHERE m.id IN (${pageIds}) ORDER BY m.seq, t.seq`,
      )
      .bind(...binds),
  ]);
  if (page.before !== undefined && (found?.results[0] as { n: number } | undefined)?.n !== 1) {
    throw new UnknownMessageError(`No message "${page.before}" in this conversation`);
  }
  const callsByMessage = new Map<string, ToolCallRecord[]>();
  for (const row of (calls?.results ?? []) as ToolCallRow[]) {
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
  const out: TranscriptMessage[] = ((messages?.results ?? []) as MessageRow[]).map((m) => ({
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
  return {
    id: conversation.id,
    claimId: conversation.claim_id,
    userId: conversation.user_id,
    createdAt: conversation.created_at,
    messages: out,
    earlierMessages: ((before?.results[0] as { n: number } | undefined)?.n ?? 0) - out.length,
  };
}
