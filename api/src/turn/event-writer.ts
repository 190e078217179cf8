/**
 * Writes the chat stream's events: `event: <name>`, one JSON object in `data:`, and an
 * increasing `id:` so a client can tell events apart and spot a gap.
 *
 * While a turn runs, a comment line (`: keep-alive`) goes out at an interval. Clients ignore
 * it; it keeps proxies from closing a quiet stream (a model thinking for a minute), and it is how
 * the runtime notices a browser that has gone: the runtime only finds the connection closed
 * when it tries to write to it, and then cancels the stream, which aborts the turn.
 */
import type { SSEStreamingApi } from 'hono/streaming';
import type { StreamEvent } from '@claims/shared';

export type EmitEvent = (event: StreamEvent) => Promise<void>;

export const DEFAULT_KEEP_ALIVE_MS = 10_000;

export function createEventWriter(stream: SSEStreamingApi): EmitEvent {
  let id = 0;
  return async (event) => {
    // Once the browser has gone there is no one to write to; the turn still runs to its end.
    if (stream.aborted || stream.closed) return;
    await stream.writeSSE({ event: event.event, data: JSON.stringify(event.data), id: String(++id) });
  };
}

/** Starts the keep-alive comments; returns the function that stops them. */
export function startKeepAlive(stream: SSEStreamingApi, intervalMs: number): () => void {
  const timer = setInterval(() => {
    if (stream.aborted || stream.closed) return;
    void stream.write(': keep-alive\n\n');
  }, intervalMs);
  return () => clearInterval(timer);
}
