/**
 * A per-user limit on chat turns: a counter per user per minute in D1 (durable, shared by every
 * isolate). Over the limit answers 429 with Retry-After before any stream starts.
 */
import { AppError } from '../errors';

const WINDOW_MS = 60_000;

/** The minute window a moment falls in. */
export const rateWindow = (now: number): number => Math.floor(now / WINDOW_MS);

/** Counts one more turn for this user in this minute, returning the count. */
export function countTurnStatement(db: D1Database, userId: string, now = Date.now()): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_windows (user_id, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (user_id, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(userId, rateWindow(now));
}

/** Forgets finished minutes; run off the hot path (with a turn's final write). */
export function pruneRateWindowsStatement(db: D1Database, now = Date.now()): D1PreparedStatement {
  return db.prepare('DELETE FROM rate_windows WHERE window_start < ?').bind(rateWindow(now) - 1);
}

/** Refuses with 429 and Retry-After when `count` turns this minute is over the limit. */
export function assertWithinLimit(count: number, perMinute: number, now = Date.now()): void {
  if (count <= perMinute) return;
  const window = rateWindow(now);
  const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
  throw new AppError(
    429,
    'rate_limited',
    `You have started ${perMinute} turns in the last minute. Wait ${retryAfter} seconds and try again.`,
    { retryAfterSeconds: retryAfter },
    { 'Retry-After': String(retryAfter) },
  );
}

/** Chat turns each user may start per minute when CHAT_TURNS_PER_MINUTE is not set. */
export const DEFAULT_TURNS_PER_MINUTE = 20;
