/**
 * Writes the chat stream's events: `event: <name>`, one JSON object in `data:`, and an
 * increasing `id:` so a client can tell events apart and spot a gap.
 */
import type { SSEStreamingApi } from 'hono/streaming';
import type { StreamEvent } from '@claims/shared';

export type EmitEvent = (event: StreamEvent) => Promise<void>;

export function createEventWriter(stream: SSEStreamingApi): EmitEvent {
  let id = 0;
  return async (event) => {
    // Once the browser has gone there is no one to write to; the turn still runs to its end.
    if (stream.aborted || stream.closed) return;
    await stream.writeSSE({ event: event.event, data: JSON.stringify(event.data), id: String(++id) });
  };
}
