/**
 * The Worker's half of starting a chat turn, in one D1 round trip (one batch, one transaction):
 * the claim's directory row (team and version), this user's turn count for the minute, the
 * conversation's directory row when continuing one, or (for a new one) its directory row written
 * where the same transaction finds the caller may see the claim and is within the rate limit.
 * Refusals (404, 403, 429) are thrown from here. The transcript itself is the claim object's
 * (objects/claim-object.ts), which is called next; the order of writes is in docs/ARCHITECTURE.md.
 */
import { canSeeTeam, visibleTeams } from '../auth/permissions';
import { AppError, notFound } from '../errors';
import { assertWithinLimit, countTurnStatement, pruneRateWindowsStatement, rateWindow } from '../http/rate-limit';
import { claimHeadQuery, teamCondition, type ClaimHead } from '../storage/claims';
import { conversationQuery, type ConversationRow, type TurnBeginning } from '../storage/conversations';
import type { StoredUser } from '../storage/users';

export interface TurnStartRequest {
  claimId: string;
  user: StoredUser;
  turnsPerMinute: number;
  /** The turn's ids and time; its conversation's directory row is written when it is new. */
  beginning: TurnBeginning;
  /** Set when continuing a conversation. */
  conversationId: string | undefined;
}

export interface TurnStart {
  head: ClaimHead;
}

/** The new conversation's directory row, where the caller may see the claim and is within the limit. */
function directoryInsert(db: D1Database, request: TurnStartRequest, window: number): D1PreparedStatement {
  const team = teamCondition(visibleTeams(request.user));
  const turn = request.beginning;
  return db
    .prepare(
      `INSERT INTO conversations (id, claim_id, user_id, created_at) SELECT ?, ?, ?, ?
        WHERE EXISTS (SELECT 1 FROM claims WHERE id = ?${team.sql})
          AND (SELECT count FROM rate_windows WHERE user_id = ? AND window_start = ?) <= ?`,
    )
    .bind(turn.conversationId, turn.claimId, turn.userId, turn.createdAt, request.claimId, ...team.binds, request.user.id, window, request.turnsPerMinute);
}

export async function startTurn(db: D1Database, request: TurnStartRequest): Promise<TurnStart> {
  const { claimId, user, conversationId } = request;
  const now = Date.now();
  const statements = [claimHeadQuery(db, claimId), countTurnStatement(db, user.id, now)];
  statements.push(conversationId ? conversationQuery(db, conversationId) : directoryInsert(db, request, rateWindow(now)));
  // Finished minutes are forgotten in the same round trip.
  statements.push(pruneRateWindowsStatement(db, now));
  const [head, counted, conversation] = await db.batch(statements);

  const claimHead = head?.results[0] as ClaimHead | undefined;
  if (!claimHead || !canSeeTeam(user, claimHead.team)) throw notFound('That claim');
  if (conversationId) {
    const row = conversation?.results[0] as ConversationRow | undefined;
    // One about another claim, or one the caller may not even read, is not found.
    if (!row || row.claim_id !== claimId) throw notFound('That conversation');
    if (row.user_id !== user.id) {
      if (user.role === 'handler') throw notFound('That conversation');
      throw new AppError(403, 'forbidden', 'You may read this conversation, but only the handler who started it may continue it. Start a new conversation to ask your own question.');
    }
  }
  assertWithinLimit((counted?.results[0] as { count: number } | undefined)?.count ?? 0, request.turnsPerMinute, now);
  return { head: claimHead };
}
