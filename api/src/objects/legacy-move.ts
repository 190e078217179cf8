/**
 * The move of conversations stored by earlier versions in D1 (`messages`, `tool_calls`) into the
 * claim's object, lazily: a conversation moves the first time it is read or continued, and all
 * of a claim's move when its conversations are listed. The object's copy is written first, in
 * one transaction; the D1 rows are deleted after. A crash between the two leaves both copies:
 * the next list moves it again, which changes nothing in the object (the same ids), and deletes
 * the D1 rows. Nothing is lost at any point. The directory row (D1 `conversations`) stays: it
 * routes a conversation id to its claim.
 */
import { loadTranscript } from '../storage/conversations';
import type { ConversationRef } from './claim-object';
import { writeToolCall } from './object-transcript';

/** Moves one conversation's messages, if D1 still has any. */
export async function moveLegacyConversation(db: D1Database, storage: DurableObjectStorage, conversation: ConversationRef): Promise<void> {
  const legacy = await loadTranscript(db, {
    id: conversation.id,
    claim_id: conversation.claimId,
    user_id: conversation.userId,
    created_at: conversation.createdAt,
    claim_team: null,
  });
  if (legacy.messages.length === 0) return;
  storage.transactionSync(() => {
    const sql = storage.sql;
    sql.exec('INSERT OR IGNORE INTO conversations (id, user_id, created_at) VALUES (?, ?, ?)', legacy.id, legacy.userId, legacy.createdAt);
    for (const [seq, m] of legacy.messages.entries()) {
      sql.exec(
        `INSERT OR IGNORE INTO messages (id, conversation_id, seq, role, text, capability, status, stop_reason, usage, verification, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        m.id,
        legacy.id,
        seq,
        m.role,
        m.text,
        m.capability,
        m.status,
        m.stopReason,
        m.usage ? JSON.stringify(m.usage) : null,
        m.verification ? JSON.stringify(m.verification) : null,
        m.createdAt,
      );
      for (const [callSeq, call] of m.toolCalls.entries()) writeToolCall(sql, m.id, callSeq, call, 'IGNORE');
    }
  });
  await db.batch([
    db.prepare('DELETE FROM tool_calls WHERE message_id IN (SELECT id FROM messages WHERE conversation_id = ?)').bind(legacy.id),
    db.prepare('DELETE FROM messages WHERE conversation_id = ?').bind(legacy.id),
  ]);
}

/** Moves every conversation of the claim that D1 still holds messages of. */
export async function moveLegacyConversations(db: D1Database, storage: DurableObjectStorage, claimId: string): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT id, claim_id, user_id, created_at FROM conversations c
        WHERE claim_id = ? AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id)`,
    )
    .bind(claimId)
    .all<{ id: string; claim_id: string; user_id: string; created_at: string }>();
  for (const row of results) {
    await moveLegacyConversation(db, storage, { id: row.id, claimId: row.claim_id, userId: row.user_id, createdAt: row.created_at });
  }
  return results.length;
}
