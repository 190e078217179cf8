/**
 * The Worker's half of starting a chat turn, in one D1 round trip (one batch, one transaction):
 * the claim's directory row (team and version), this user's turns in the last minute, the
 * conversation's directory row when continuing one, or (for a new one) its directory row written
 * where the same transaction finds the caller may see the claim and is within the rate limit.
 * The turn counts toward the rate limit only where it may begin (a refusal counts for nothing).
 * Refusals (404, 403, 429) are thrown from here. The transcript itself is the claim object's
 * (objects/claim-object.ts), which is called next; the order of writes is in docs/ARCHITECTURE.md.
 */
import { canSeeTeam, visibleTeams } from '../auth/permissions';
import { AppError, notFound } from '../errors';
import {
  assertWithinLimit,
  pruneTurnStartsStatement,
  recentTurnsQuery,
  recordTurnStartStatement,
  underLimit,
  type RateGuard,
  type RecentTurns,
} from '../http/rate-limit';
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
  /** When the turn was counted toward the rate limit (its `turn_starts` row). */
  countedAt: number;
}

/** "The caller may see the claim and is within the limit", as SQL. */
function mayBegin(request: TurnStartRequest, now: number): RateGuard {
  const team = teamCondition(visibleTeams(request.user));
  const limit = underLimit(request.user.id, request.turnsPerMinute, now);
  return {
    sql: `EXISTS (SELECT 1 FROM claims WHERE id = ?${team.sql}) AND ${limit.sql}`,
    binds: [request.claimId, ...team.binds, ...limit.binds],
  };
}

/** The new conversation's directory row, where the turn may begin. */
function directoryInsert(db: D1Database, turn: TurnBeginning, guard: RateGuard): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO conversations (id, claim_id, user_id, created_at) SELECT ?, ?, ?, ? WHERE ${guard.sql}`)
    .bind(turn.conversationId, turn.claimId, turn.userId, turn.createdAt, ...guard.binds);
}

/** The turn begins where it may and the conversation (new or continued) is the caller's, on this claim. */
function began(request: TurnStartRequest, now: number): RateGuard {
  const guard = mayBegin(request, now);
  const turn = request.beginning;
  return {
    sql: `${guard.sql} AND EXISTS (SELECT 1 FROM conversations WHERE id = ? AND claim_id = ? AND user_id = ?)`,
    binds: [...guard.binds, turn.conversationId, request.claimId, request.user.id],
  };
}

export async function startTurn(db: D1Database, request: TurnStartRequest): Promise<TurnStart> {
  const { claimId, user, conversationId } = request;
  const now = Date.now();
  const results = await db.batch([
    claimHeadQuery(db, claimId),
    recentTurnsQuery(db, user.id, request.turnsPerMinute, now),
    conversationId ? conversationQuery(db, conversationId) : directoryInsert(db, request.beginning, mayBegin(request, now)),
    recordTurnStartStatement(db, user.id, began(request, now), now),
    // Turns older than the minute are forgotten in the same round trip.
    pruneTurnStartsStatement(db, now),
  ]);
  const [head, counted, conversation] = results;

  const claimHead = head?.results[0] as ClaimHead | undefined;
  if (!claimHead || !canSeeTeam(user, claimHead.team)) throw notFound('That claim');
  if (conversationId) {
    const row = conversation?.results[0] as ConversationRow | undefined;
    // One about another claim, or one the caller may not even read, is not found.
    if (!row || row.claim_id !== claimId) throw notFound('That conversation');
    if (row.user_id !== user.id) {
      if (user.role === 'handler') throw notFound('That conversation');
      throw new AppError(
        403,
        'forbidden',
        'You may read this conversation, but only the handler who started it may continue it. Start a new conversation to ask your own question.',
      );
    }
  }
  assertWithinLimit((counted?.results[0] as RecentTurns | undefined) ?? { count: 0, blocking: null }, request.turnsPerMinute, now);
  return { head: claimHead, countedAt: now };
}

/**
 * Takes back what startTurn wrote, for a turn the claim's object then refused (a record it cannot
 * read, a turn already running): the turn's count toward the rate limit and, for a new
 * conversation, its directory row. The object wrote nothing, so nothing of the turn remains.
 */
export async function undoTurnStart(db: D1Database, request: TurnStartRequest, start: TurnStart): Promise<void> {
  const turn = request.beginning;
  const statements = [
    db
      .prepare('DELETE FROM turn_starts WHERE rowid = (SELECT rowid FROM turn_starts WHERE user_id = ? AND started_at = ? LIMIT 1)')
      .bind(request.user.id, start.countedAt),
  ];
  if (!request.conversationId) {
    statements.push(
      db
        .prepare('DELETE FROM conversations WHERE id = ? AND claim_id = ? AND user_id = ? AND created_at = ?')
        .bind(turn.conversationId, turn.claimId, turn.userId, turn.createdAt),
    );
  }
  await db.batch(statements);
}
