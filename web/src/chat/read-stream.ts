/**
 * Reads a chat turn's Server-Sent Events from a `fetch` response body (EventSource cannot POST)
 * and yields them as typed stream events. Chunks may split lines, events and even UTF-8
 * characters anywhere; events the client does not know, or whose data does not match the
 * protocol, are skipped so a newer server cannot break an older page.
 */
import { createParser } from 'eventsource-parser';
import { parseStreamEvent, type StreamEvent } from '@claims/shared/wire';

/** `onId` hears each event's `id:` (the number to reattach after, as `Last-Event-ID`). */
export async function* readStream(body: ReadableStream<Uint8Array>, onId?: (id: string) => void): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: StreamEvent[] = [];
  const parser = createParser({
    onEvent(message) {
      if (message.id) onId?.(message.id);
      const event = parseStreamEvent(message.event, message.data);
      if (event) ready.push(event);
    },
  });

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* ready.splice(0);
    }
    parser.feed(decoder.decode());
    yield* ready.splice(0);
  } finally {
    // Runs when the consumer stops early too: give the connection back instead of leaving it open.
    reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
