/**
 * Who may read a conversation as a document, or rate its answers: its owner while they may see
 * the claim, and those who oversee the claim's team (auth/oversight.ts). Anyone else is answered
 * exactly as if it did not exist.
 */
import { canSeeTeam } from './permissions';
import { oversees } from './oversight';
import type { StoredUser } from '../storage/users';

export function mayReadConversation(user: StoredUser, conversation: { ownerId: string; claimTeam: string | null }): boolean {
  const team = conversation.claimTeam;
  if (team === null) return false;
  return (conversation.ownerId === user.id && canSeeTeam(user, team)) || oversees(user, team);
}
