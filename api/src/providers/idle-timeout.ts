/**
 * A bound on how long a model stream may stay silent. The SDKs' own timeout stops once the
 * response headers arrive, so a provider that goes quiet mid-answer would otherwise hold the turn
 * (and the handler's screen) open for ever: keep-alive comments keep the browser's connection up.
 * Every event the provider sends resets the clock, pings and thinking included.
 */
import { ProviderError } from '../errors';

/** Five minutes: longer than a reasoning model's silence before its first token. */
export const DEFAULT_MODEL_IDLE_TIMEOUT_MS = 300_000;

export const idleTimeoutError = (idleMs: number): ProviderError =>
  new ProviderError('stream_interrupted', `The model sent nothing for ${Math.round(idleMs / 1000)} seconds, so the answer was stopped. Try again.`);

/**
 * Yields `source`'s events; if none arrives within `idleMs` (time the caller spends on an event
 * does not count), calls `onIdle`, which must abort the request so the source ends, and throws
 * `idleTimeoutError`. One interval timer per stream rather than one per event: a stream has
 * hundreds of small events, and this sits on every one.
 */
export async function* untilIdle<T>(source: AsyncIterable<T>, idleMs: number, onIdle: () => void): AsyncGenerator<T> {
  let last = Date.now();
  /** False while the caller has an event: only waiting on the model counts. */
  let waiting = true;
  let idle = false;
  const watch = setInterval(
    () => {
      if (!waiting || Date.now() - last < idleMs) return;
      idle = true;
      clearInterval(watch);
      onIdle();
    },
    Math.max(10, Math.min(idleMs / 4, 5_000)),
  );
  try {
    for await (const event of source) {
      waiting = false;
      yield event;
      last = Date.now();
      waiting = true;
    }
  } catch (error) {
    throw idle ? idleTimeoutError(idleMs) : error;
  } finally {
    clearInterval(watch);
  }
  // An aborted SDK stream may simply end.
  if (idle) throw idleTimeoutError(idleMs);
}
