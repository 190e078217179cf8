/**
 * Everything a chat turn must know from D1 before it may start, in one round trip (one batch):
 * the claim's team and version, this user's turn count for the minute, and, when continuing,
 * the conversation and its latest messages. Refusals (404, 429) are thrown from here.
 */
import { canSeeTeam } from '../auth/permissions';
import { notFound } from '../errors';
import { assertWithinLimit, chatTurnStatements } from '../http/rate-limit';
import { claimHeadQuery, resolveClaim, type ClaimHead, type StoredClaim } from '../storage/claims';
import { conversationQuery, historyQuery, type ConversationRow, type HistoryRow } from '../storage/conversations';
import { writesSettled } from '../storage/pending-writes';
import type { StoredUser } from '../storage/users';

export interface TurnStart {
  stored: StoredClaim;
  history: HistoryRow[];
}

export async function startTurn(
  db: D1Database,
  request: { claimId: string; user: StoredUser; conversationId: string | undefined; turnsPerMinute: number },
): Promise<TurnStart> {
  const { claimId, user, conversationId } = request;
  // A turn of this conversation still being written here is finished first, so it replays whole.
  if (conversationId) await writesSettled(conversationId);
  const now = Date.now();
  const statements = [claimHeadQuery(db, claimId), ...chatTurnStatements(db, user.id, now)];
  if (conversationId) statements.push(conversationQuery(db, conversationId), historyQuery(db, conversationId));
  const [head, , counted, conversation, history] = await db.batch(statements);

  const claimHead = head?.results[0] as ClaimHead | undefined;
  if (!claimHead || !canSeeTeam(user, claimHead.team)) throw notFound('That claim');
  if (conversationId) {
    const row = conversation?.results[0] as ConversationRow | undefined;
    // Another user's conversation, or one about another claim, is not found.
    if (!row || row.user_id !== user.id || row.claim_id !== claimId) throw notFound('That conversation');
  }
  assertWithinLimit((counted?.results[0] as { count: number } | undefined)?.count ?? 0, request.turnsPerMinute, now);

  const stored = await resolveClaim(db, claimId, claimHead);
  if (!stored) throw notFound('That claim');
  return { stored, history: ((history?.results ?? []) as HistoryRow[]).reverse() };
}
