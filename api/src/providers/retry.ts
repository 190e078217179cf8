/**
 * Retries of a model request before its answer starts, kept here rather than in the SDKs. The SDKs
 * wait out any Retry-After the provider sends (a 429 with `Retry-After: 120` held a turn four
 * minutes on keep-alives) and give each attempt its own timeout (three silent attempts took three
 * idle limits). Here a wait longer than `maxWaitMs` ends the turn at once, and the model's idle
 * limit is one deadline shared by every attempt and every wait between them.
 */
import { isApiError, isConnectionError, isTimeout, retryAfterMs } from './sdk-errors';

/** The longest wait for the provider worth holding a handler's turn for (longer ones end it). */
export const MAX_PROVIDER_WAIT_MS = 10_000;

export interface RetryPolicy {
  /** Attempts after the first (the SDKs' default: 2). */
  maxRetries: number;
  /** The model's idle limit: every attempt and wait together must fit in it. */
  idleMs: number;
  maxWaitMs: number;
}

/** What one attempt is given: its caller's signal, and the time left before the idle limit. */
export interface AttemptOptions {
  signal: AbortSignal;
  timeout: number;
  maxRetries: 0;
}

/** The SDKs' backoff without jitter: 0.5 s, 1 s, 2 s… */
const backoffMs = (retry: number): number => Math.min(500 * 2 ** retry, 8_000);

/** How long to wait before retrying after `error`, or null when it is not worth retrying. */
function waitBefore(error: unknown, retry: number): number | null {
  // A timeout has used up the idle limit; nothing is left to retry in.
  if (isTimeout(error)) return null;
  if (isApiError(error)) {
    const status = error.status;
    const told = error.headers?.get('x-should-retry');
    if (told === 'false') return null;
    const retryable = told === 'true' || status === 408 || status === 409 || status === 429 || (status !== undefined && status >= 500);
    if (!retryable) return null;
    return retryAfterMs(error.headers) ?? backoffMs(retry);
  }
  return isConnectionError(error) ? backoffMs(retry) : null;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs `attempt` until it answers, retrying what the provider says may be retried while the wait
 * is short and fits before the idle deadline; otherwise throws the last error (which says when to
 * try again, see errors.ts).
 */
export async function withRetries<T>(attempt: (options: AttemptOptions) => Promise<T>, policy: RetryPolicy, signal: AbortSignal): Promise<T> {
  const deadline = Date.now() + policy.idleMs;
  for (let retry = 0; ; retry++) {
    try {
      return await attempt({ signal, timeout: Math.max(1, deadline - Date.now()), maxRetries: 0 });
    } catch (error) {
      if (signal.aborted || retry >= policy.maxRetries) throw error;
      const wait = waitBefore(error, retry);
      if (wait === null || wait > policy.maxWaitMs || Date.now() + wait >= deadline) throw error;
      await sleep(wait, signal);
      if (signal.aborted) throw error;
    }
  }
}
