/**
 * The start of a chat turn in one D1 round trip (one batch, one transaction): the claim's team
 * and version, this user's turns in the last minute, when continuing the conversation and its
 * latest messages, and the turn's beginning in the transcript, written only where the same
 * transaction finds the caller may see the claim, is within the rate limit and owns the
 * conversation. The turn counts toward the rate limit only once its beginning is written.
 * Refusals (404, 429) are thrown from here, and leave nothing written.
 */
import { canSeeTeam, visibleTeams } from '../auth/permissions';
import { notFound } from '../errors';
import { assertWithinLimit, recentTurnsQuery, recordTurnStartStatement, underLimit, type RecentTurns } from '../http/rate-limit';
import { claimHeadQuery, resolveClaim, teamCondition, type ClaimHead, type StoredClaim } from '../storage/claims';
import {
  beginTurnStatements,
  conversationQuery,
  historyQuery,
  type ConversationRow,
  type HistoryRow,
  type SqlGuard,
  type TurnBeginning,
} from '../storage/conversations';
import { writesSettled } from '../storage/pending-writes';
import { MAX_HISTORY_MESSAGES } from './history';
import type { StoredUser } from '../storage/users';

export interface TurnStartRequest {
  claimId: string;
  user: StoredUser;
  turnsPerMinute: number;
  /** The transcript rows to write if the turn may begin. */
  beginning: TurnBeginning;
  /** Set when continuing a conversation. */
  conversationId: string | undefined;
}

export interface TurnStart {
  stored: StoredClaim;
  history: HistoryRow[];
}

/** "The caller may see the claim and is within the limit", as SQL for the guarded inserts. */
function mayBegin(request: TurnStartRequest, now: number): SqlGuard {
  const team = teamCondition(visibleTeams(request.user));
  const limit = underLimit(request.user.id, request.turnsPerMinute, now);
  return {
    sql: `EXISTS (SELECT 1 FROM claims WHERE id = ?${team.sql}) AND ${limit.sql}`,
    binds: [request.claimId, ...team.binds, ...limit.binds],
  };
}

export async function startTurn(db: D1Database, request: TurnStartRequest): Promise<TurnStart> {
  const { claimId, user, conversationId } = request;
  // A turn of this conversation still being written here is finished first, so it replays whole.
  if (conversationId) await writesSettled(conversationId);
  const now = Date.now();
  const reads = [claimHeadQuery(db, claimId), recentTurnsQuery(db, user.id, request.turnsPerMinute, now)];
  if (conversationId) reads.push(conversationQuery(db, conversationId), historyQuery(db, conversationId, MAX_HISTORY_MESSAGES + 1));
  // The reply's row exists only when every guard held: that is a turn that began.
  const began = { sql: 'EXISTS (SELECT 1 FROM messages WHERE id = ?)', binds: [request.beginning.assistantMessageId] };
  const results = await db.batch([
    ...reads,
    ...beginTurnStatements(db, request.beginning, mayBegin(request, now)),
    recordTurnStartStatement(db, user.id, began, now),
  ]);
  const [head, counted, conversation, history] = results;

  const claimHead = head?.results[0] as ClaimHead | undefined;
  if (!claimHead || !canSeeTeam(user, claimHead.team)) throw notFound('That claim');
  if (conversationId) {
    const row = conversation?.results[0] as ConversationRow | undefined;
    // Another user's conversation, or one about another claim, is not found.
    if (!row || row.user_id !== user.id || row.claim_id !== claimId) throw notFound('That conversation');
  }
  assertWithinLimit((counted?.results[0] as RecentTurns | undefined) ?? { count: 0, blocking: null }, request.turnsPerMinute, now);

  const stored = await resolveClaim(db, claimId, claimHead);
  if (!stored) throw notFound('That claim');
  return { stored, history: conversationId ? ((history?.results ?? []) as HistoryRow[]).reverse() : [] };
}
