/**
 * The one place the export reads a conversation: its directory row in D1 (owner, claim, the
 * claim's team now) and the whole transcript from the claim's object, tool calls redacted as
 * stored.
 */
import type { Transcript } from '@claims/shared';
import type { Env } from '../env';
import { claimObject, unwrap } from '../objects/object-answers';
import { findConversation } from '../storage/conversations';

export interface ConversationForExport {
  ownerId: string;
  /** Null when the claim is gone. */
  claimTeam: string | null;
  transcript: Transcript;
}

/** Reads the transcript only after `mayRead` allows the caller, so nobody's transcript is read for nothing. */
export async function readConversationForExport(
  env: Env,
  conversationId: string,
  mayRead: (conversation: { ownerId: string; claimTeam: string | null }) => boolean,
): Promise<ConversationForExport | undefined> {
  const row = await findConversation(env.DB, conversationId);
  if (!row) return undefined;
  const conversation = { ownerId: row.user_id, claimTeam: row.claim_team };
  if (!mayRead(conversation)) return undefined;
  const ref = { id: row.id, claimId: row.claim_id, userId: row.user_id, createdAt: row.created_at };
  return { ...conversation, transcript: unwrap(await claimObject(env, row.claim_id).transcript(ref, {})) };
}
