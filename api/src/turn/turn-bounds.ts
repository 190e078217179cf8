/**
 * The bounds on one turn's answer, whatever the model does: its length (an endless stream stored
 * 58,685 characters, and one 5 MB delta was stored whole) and its wall time. Each ends the turn
 * with an error the handler can act on, keeping the answer so far, and keeps the stored reply far
 * below a D1 row (2 MB) or a stored value's limit.
 */
import { wholeCharacterEnd } from '@claims/shared';
import { numberSetting, type Env } from '../env';
import { AppError } from '../errors';

export interface TurnBounds {
  /** The longest reply, in characters (UTF-16 units), the text of every round together. */
  maxReplyChars: number;
  /** How long a turn may run, from its first model request to its last event. */
  maxDurationMs: number;
}

/** About 25,000 words (a 16,000-token answer is about 64,000 characters); at most 300 KB of UTF-8. */
export const DEFAULT_MAX_REPLY_CHARS = 100_000;
/** Ten minutes: a reasoning model's several rounds fit; a stream that never ends does not. */
export const DEFAULT_MAX_TURN_MS = 600_000;

export function turnBounds(env: Pick<Env, 'MODEL_MAX_REPLY_CHARS' | 'TURN_MAX_DURATION_MS'>): TurnBounds {
  return {
    maxReplyChars: numberSetting(env.MODEL_MAX_REPLY_CHARS, DEFAULT_MAX_REPLY_CHARS, { min: 1000, integer: true }),
    maxDurationMs: numberSetting(env.TURN_MAX_DURATION_MS, DEFAULT_MAX_TURN_MS, { min: 1000 }),
  };
}

export const replyTooLongError = (maxChars: number): AppError =>
  new AppError(
    502,
    'reply_too_long',
    `The answer reached the longest reply allowed (${maxChars.toLocaleString('en-GB')} characters) and was cut off there. Ask for less at once, such as one section or one document at a time.`,
  );

export const turnTimeoutError = (maxMs: number): AppError => {
  const minutes = maxMs / 60_000;
  const seconds = Math.round(maxMs / 1000);
  const limit = minutes >= 1 ? `${Math.round(minutes * 10) / 10} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`;
  return new AppError(
    504,
    'turn_timeout',
    `The answer took longer than the ${limit} a turn may take, so it was stopped. Ask a narrower question, or try again.`,
  );
};

/**
 * How much of `delta` fits after `sofar` characters: all of it, or a prefix that does not split a
 * character (`cut` set when something was left out).
 */
export function fitDelta(sofar: number, delta: string, maxChars: number): { kept: string; cut: boolean } {
  const room = maxChars - sofar;
  if (delta.length <= room) return { kept: delta, cut: false };
  if (room <= 0) return { kept: '', cut: true };
  return { kept: delta.slice(0, wholeCharacterEnd(delta, room)), cut: true };
}

/** A signal that fires after `ms` as well as when `signal` does; `stop` clears the timer. */
export function withDeadline(signal: AbortSignal, ms: number): { signal: AbortSignal; expired: () => boolean; stop: () => void } {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error('turn deadline')), ms);
  return {
    signal: AbortSignal.any([signal, deadline.signal]),
    expired: () => deadline.signal.aborted,
    stop: () => clearTimeout(timer),
  };
}
