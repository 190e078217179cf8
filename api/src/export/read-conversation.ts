/**
 * The one place the export reads a conversation: its directory row (owner, claim, the claim's
 * team now) and the whole stored transcript, tool calls redacted as stored. Swap this reader when
 * transcripts move to another store.
 */
import type { Transcript } from '@claims/shared';
import { findConversation, loadTranscript } from '../storage/conversations';
import { writesSettled } from '../storage/pending-writes';

export interface ConversationForExport {
  ownerId: string;
  /** Null when the claim is gone. */
  claimTeam: string | null;
  transcript: Transcript;
}

/** Reads the transcript only after `mayRead` allows the caller, so nobody's transcript is read for nothing. */
export async function readConversationForExport(
  db: D1Database,
  conversationId: string,
  mayRead: (conversation: { ownerId: string; claimTeam: string | null }) => boolean,
): Promise<ConversationForExport | undefined> {
  await writesSettled(conversationId);
  const row = await findConversation(db, conversationId);
  if (!row) return undefined;
  const conversation = { ownerId: row.user_id, claimTeam: row.claim_team };
  if (!mayRead(conversation)) return undefined;
  return { ...conversation, transcript: await loadTranscript(db, row) };
}
