/**
 * A per-user limit on chat turns: a counter per user per minute in D1 (durable, shared by every
 * isolate). Over the limit answers 429 with Retry-After before any stream starts.
 */
import { AppError } from '../errors';

const WINDOW_MS = 60_000;

export async function takeChatTurn(db: D1Database, userId: string, perMinute: number, now = Date.now()): Promise<void> {
  const window = Math.floor(now / WINDOW_MS);
  const [, counted] = await db.batch([
    db.prepare('DELETE FROM rate_windows WHERE window_start < ?').bind(window - 1),
    db
      .prepare(
        `INSERT INTO rate_windows (user_id, window_start, count) VALUES (?, ?, 1)
         ON CONFLICT (user_id, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
      )
      .bind(userId, window),
  ]);
  const count = (counted?.results[0] as { count: number } | undefined)?.count ?? 0;
  if (count > perMinute) {
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
    throw new AppError(
      429,
      'rate_limited',
      `You have started ${perMinute} turns in the last minute. Wait ${retryAfter} seconds and try again.`,
      { retryAfterSeconds: retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
}

/** The configured limit (CHAT_TURNS_PER_MINUTE), 20 by default. */
export function chatTurnsPerMinute(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 20;
}
