/**
 * Which conversation each claim had open in this browser tab, so going back to the list, Back
 * and Forward, or a reload (even mid-turn) returns to the conversation rather than an empty pane.
 * Kept in sessionStorage: per tab, like the history it goes with, and gone when the tab closes.
 * The server keeps the transcript itself (`GET /api/conversations/:id`).
 */
import { ID_PATTERN } from '@claims/shared/primitives';
import { getDevUser } from '../api/dev-user';

const PREFIX = 'claims.conversation';
/** Saved after New conversation: this tab chose a fresh one, so it does not reopen the latest. */
const FRESH = '(new)';

/** One entry per signed-in dev user and claim: another user cannot read this one's conversation. */
function storageKey(claimId: string): string {
  return `${PREFIX}:${getDevUser() ?? ''}:${claimId}`;
}

/** The id saved for this claim; a value that is not an id (edited, cut short) is forgotten. */
export function savedConversationId(claimId: string): string | null {
  try {
    const saved = sessionStorage.getItem(storageKey(claimId));
    if (saved === FRESH) return null;
    if (saved === null || ID_PATTERN.test(saved)) return saved;
    // Sent, it would have every question of the claim refused until New conversation.
    sessionStorage.removeItem(storageKey(claimId));
    return null;
  } catch {
    return null; // storage blocked: every visit starts a new conversation
  }
}

/** Whether this tab has opened or started a conversation on the claim (else it may reopen the latest). */
export function tabHasChosen(claimId: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(claimId)) !== null;
  } catch {
    return true;
  }
}

/** Saves the open conversation; null after New conversation, or when it can no longer be read. */
export function saveConversationId(claimId: string, conversationId: string | null): void {
  try {
    sessionStorage.setItem(storageKey(claimId), conversationId ?? FRESH);
  } catch {
    // Not remembered: leaving the claim starts a new conversation next time.
  }
}
