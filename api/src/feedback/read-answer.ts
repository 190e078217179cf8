/**
 * The one place feedback reads an answer from the transcript store: the answer's conversation
 * (owner, claim and the claim's team now) and the message itself (role, status, capability), with
 * the provider and model that wrote it: from the stored message when it records them, else from
 * what its turn recorded (storage/answer-models.ts). Swap this reader when transcripts move.
 */
import { findConversation } from '../storage/conversations';

export interface AnsweredConversation {
  id: string;
  claimId: string;
  ownerId: string;
  /** Null when the claim is gone. */
  claimTeam: string | null;
}

export interface StoredAnswer {
  id: string;
  role: 'user' | 'assistant';
  status: string;
  capability: string | null;
  provider: string | null;
  model: string | null;
}

interface AnswerRow {
  id: string;
  role: 'user' | 'assistant';
  status: string;
  capability: string | null;
  provider?: string | null;
  model?: string | null;
  turn_provider: string | null;
  turn_model: string | null;
}

/** The answer `messageId` in conversation `conversationId`, or undefined when either is missing. */
export async function readAnswer(
  db: D1Database,
  conversationId: string,
  messageId: string,
): Promise<{ conversation: AnsweredConversation; message: StoredAnswer } | undefined> {
  const conversation = await findConversation(db, conversationId);
  if (!conversation) return undefined;
  const row = await db
    .prepare(
      `SELECT m.*, a.provider AS turn_provider, a.model AS turn_model FROM messages m
       LEFT JOIN answer_models a ON a.message_id = m.id WHERE m.id = ? AND m.conversation_id = ?`,
    )
    .bind(messageId, conversationId)
    .first<AnswerRow>();
  if (!row) return undefined;
  // A message that records its provider speaks for itself; otherwise the turn's record does.
  const recorded = row.provider != null;
  return {
    conversation: { id: conversation.id, claimId: conversation.claim_id, ownerId: conversation.user_id, claimTeam: conversation.claim_team },
    message: {
      id: row.id,
      role: row.role,
      status: row.status,
      capability: row.capability,
      provider: recorded ? (row.provider ?? null) : row.turn_provider,
      model: recorded ? (row.model ?? null) : row.turn_model,
    },
  };
}
