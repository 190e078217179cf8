/**
 * The one place feedback reads an answer: the answer's conversation from the D1 directory (owner,
 * claim and the claim's team now), the message itself from the claim's object (role, status,
 * capability), and the provider, model and prompt version its turn recorded in D1 (storage/answer-models.ts).
 */
import type { Env } from '../env';
import { claimObject } from '../objects/object-answers';
import { readAnswerModels } from '../storage/answer-models';
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
  promptVersion: string | null;
}

/** The answer `messageId` in conversation `conversationId`, or undefined when either is missing. */
export async function readAnswer(
  env: Env,
  conversationId: string,
  messageId: string,
): Promise<{ conversation: AnsweredConversation; message: StoredAnswer } | undefined> {
  const conversation = await findConversation(env.DB, conversationId);
  if (!conversation) return undefined;
  const ref = { id: conversation.id, claimId: conversation.claim_id, userId: conversation.user_id, createdAt: conversation.created_at };
  const answer = await claimObject(env, conversation.claim_id).transcript(ref, {});
  if ('refused' in answer) return undefined;
  const message = answer.ok.messages.find((m) => m.id === messageId);
  if (!message) return undefined;
  const writer = (await readAnswerModels(env.DB, [messageId])).get(messageId);
  return {
    conversation: { id: conversation.id, claimId: conversation.claim_id, ownerId: conversation.user_id, claimTeam: conversation.claim_team },
    message: {
      id: message.id,
      role: message.role,
      status: message.status,
      capability: message.capability,
      provider: writer?.provider ?? null,
      model: writer?.model ?? null,
      promptVersion: writer?.promptVersion ?? null,
    },
  };
}
