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
  new ProviderError(
    'stream_interrupted',
    `The model sent nothing for ${Math.round(idleMs / 1000)} seconds, so the answer was stopped. Try again.`,
  );

/**
 * Yields `source`'s events; if none arrives within `idleMs`, calls `onIdle` (which should abort
 * the request) and throws `idleTimeoutError`.
 */
export async function* untilIdle<T>(source: AsyncIterable<T>, idleMs: number, onIdle: () => void): AsyncGenerator<T> {
  const events = source[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      const next = events.next();
      // Once the request is aborted the pending read rejects; nothing is waiting for it then.
      next.catch(() => undefined);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const idle = new Promise<'idle'>((resolve) => {
        timer = setTimeout(() => resolve('idle'), idleMs);
      });
      const result = await Promise.race([next, idle]).finally(() => clearTimeout(timer));
      if (result === 'idle') {
        onIdle();
        throw idleTimeoutError(idleMs);
      }
      if (result.done) {
        finished = true;
        return;
      }
      yield result.value;
    }
  } finally {
    // A caller that stops early (or a silent stream) closes the source, which ends the request.
    if (!finished) void events.return?.()?.catch(() => undefined);
  }
}
