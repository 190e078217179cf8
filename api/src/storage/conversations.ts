/**
 * The transcript in D1: conversations, messages and tool-call provenance. The server is the only
 * source of earlier turns. A turn is written in one batch (one transaction) when it ends, so it
 * is stored whole (complete, or marked interrupted) and never half-written.
 */
import type { ToolCallRecord, Transcript, TranscriptMessage, Usage } from '@claims/shared';

export interface ConversationRow {
  id: string;
  claim_id: string;
  user_id: string;
  created_at: string;
}

export interface StoredTurn {
  conversationId: string;
  claimId: string;
  userId: string;
  /** True when this turn starts the conversation. */
  isNew: boolean;
  capability: string | null;
  userMessage: { id: string; text: string; createdAt: string };
  assistantMessage: {
    id: string;
    text: string;
    status: 'complete' | 'interrupted';
    stopReason: string;
    usage: Usage | null;
    createdAt: string;
  };
  toolCalls: ToolCallRecord[];
}

export function conversationQuery(db: D1Database, id: string): D1PreparedStatement {
  return db.prepare('SELECT * FROM conversations WHERE id = ?').bind(id);
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
export function historyQuery(db: D1Database, conversationId: string, limit = 100): D1PreparedStatement {
  return db
    .prepare('SELECT role, text, status, seq FROM messages WHERE conversation_id = ? ORDER BY seq DESC LIMIT ?')
    .bind(conversationId, limit);
}

/** Writes one whole turn: the user's message, the assistant's reply and its tool calls. */
export async function storeTurn(db: D1Database, turn: StoredTurn): Promise<void> {
  const a = turn.assistantMessage;
  const statements: D1PreparedStatement[] = [];
  if (turn.isNew) {
    statements.push(
      db
        .prepare('INSERT INTO conversations (id, claim_id, user_id, created_at) VALUES (?, ?, ?, ?)')
        .bind(turn.conversationId, turn.claimId, turn.userId, turn.userMessage.createdAt),
    );
  }
  // Sequence numbers come from the table inside the same transaction, so two turns racing on one
  // conversation cannot interleave or collide.
  const nextSeq = `(SELECT COALESCE(MAX(seq), -1) + 1 FROM messages WHERE conversation_id = ?)`;
  statements.push(
    db
      .prepare(
        `INSERT INTO messages (id, conversation_id, seq, role, text, capability, status, stop_reason, usage, created_at)
         VALUES (?, ?, ${nextSeq}, 'user', ?, ?, 'complete', NULL, NULL, ?)`,
      )
      .bind(turn.userMessage.id, turn.conversationId, turn.conversationId, turn.userMessage.text, turn.capability, turn.userMessage.createdAt),
    db
      .prepare(
        `INSERT INTO messages (id, conversation_id, seq, role, text, capability, status, stop_reason, usage, created_at)
         VALUES (?, ?, ${nextSeq}, 'assistant', ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        a.id,
        turn.conversationId,
        turn.conversationId,
        a.text,
        turn.capability,
        a.status,
        a.stopReason,
        a.usage ? JSON.stringify(a.usage) : null,
        a.createdAt,
      ),
    ...turn.toolCalls.map((t, seq) =>
      db
        .prepare(
          `INSERT INTO tool_calls (id, message_id, seq, tool, arguments, result_preview, is_error, duration_ms, redacted)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(t.id, a.id, seq, t.tool, t.arguments, t.resultPreview, t.isError ? 1 : 0, t.durationMs, t.redacted ? 1 : 0),
    ),
  );
  await db.batch(statements);
}

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  capability: string | null;
  status: 'complete' | 'interrupted';
  stop_reason: string | null;
  usage: string | null;
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

/** The whole stored transcript of a conversation. */
export async function loadTranscript(db: D1Database, conversation: ConversationRow): Promise<Transcript> {
  const [messages, calls] = await db.batch([
    db.prepare('SELECT * FROM messages WHERE conversation_id = ? ORDER BY seq').bind(conversation.id),
    db
      .prepare(
        `SELECT t.* FROM tool_calls t JOIN messages m ON m.id = t.message_id
         WHERE m.conversation_id = ? ORDER BY m.seq, t.seq`,
      )
      .bind(conversation.id),
  ]);
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
    toolCalls: callsByMessage.get(m.id) ?? [],
  }));
  return {
    id: conversation.id,
    claimId: conversation.claim_id,
    userId: conversation.user_id,
    createdAt: conversation.created_at,
    messages: out,
  };
}
