/**
 * A per-user limit on chat turns over a sliding minute: at most CHAT_TURNS_PER_MINUTE turns
 * started in any 60 seconds. Each turn that starts is a row in D1 (durable, shared by every
 * isolate), written in the same transaction as the turn's beginning and only when it begins, so a
 * refused request (404, 429) counts for nothing. Over the limit answers 429 with Retry-After
 * before any stream starts. (A counter per fixed minute let 40 turns through in 1.8 s across a
 * minute's boundary with a limit of 20.)
 */
import { AppError } from '../errors';

export const RATE_WINDOW_MS = 60_000;

/** A condition for a WHERE clause, with its bound values. */
export interface RateGuard {
  sql: string;
  binds: (string | number)[];
}

/** What the limit needs to know before a turn: how many started in the last minute, and when a slot frees. */
export interface RecentTurns {
  count: number;
  /** When the turn that holds the oldest counted slot started (ms), or null under the limit. */
  blocking: number | null;
}

/** This user's turns in the minute before `now`, and the start of the `perMinute`-th newest. */
export function recentTurnsQuery(db: D1Database, userId: string, perMinute: number, now = Date.now()): D1PreparedStatement {
  return db
    .prepare(
      `SELECT COUNT(*) AS count,
              (SELECT started_at FROM turn_starts WHERE user_id = ?1 AND started_at > ?2
                ORDER BY started_at DESC LIMIT 1 OFFSET ?3 - 1) AS blocking
         FROM turn_starts WHERE user_id = ?1 AND started_at > ?2`,
    )
    .bind(userId, now - RATE_WINDOW_MS, perMinute);
}

/** "This user is under the limit", as SQL for the guarded inserts of a turn's beginning. */
export function underLimit(userId: string, perMinute: number, now = Date.now()): RateGuard {
  return {
    sql: '(SELECT COUNT(*) FROM turn_starts WHERE user_id = ? AND started_at > ?) < ?',
    binds: [userId, now - RATE_WINDOW_MS, perMinute],
  };
}

/** Counts a turn for the limit, only where `began` holds (the turn's beginning was written). */
export function recordTurnStartStatement(db: D1Database, userId: string, began: RateGuard, now = Date.now()): D1PreparedStatement {
  return db.prepare(`INSERT INTO turn_starts (user_id, started_at) SELECT ?, ? WHERE ${began.sql}`).bind(userId, now, ...began.binds);
}

/** Forgets turns older than the window; run off the hot path (with a turn's final write). */
export function pruneTurnStartsStatement(db: D1Database, now = Date.now()): D1PreparedStatement {
  return db.prepare('DELETE FROM turn_starts WHERE started_at <= ?').bind(now - RATE_WINDOW_MS);
}

/** Refuses with 429 and Retry-After (when the oldest counted turn leaves the window) once at the limit. */
export function assertWithinLimit(recent: RecentTurns, perMinute: number, now = Date.now()): void {
  if (recent.count < perMinute) return;
  const freesAt = (recent.blocking ?? now) + RATE_WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((freesAt - now) / 1000));
  throw new AppError(
    429,
    'rate_limited',
    `You have started ${perMinute} turns in the last 60 seconds, the most allowed. Wait ${retryAfter} seconds and try again.`,
    { retryAfterSeconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

/** Chat turns each user may start in any 60 seconds when CHAT_TURNS_PER_MINUTE is not set. */
export const DEFAULT_TURNS_PER_MINUTE = 20;
