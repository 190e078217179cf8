/** Reads a chat response's Server-Sent Events in tests, with the same parser the browser uses. */
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { parseStreamEvent, type StreamEvent } from '@claims/shared';

export interface ReceivedEvent {
  event: string;
  data: unknown;
  id: string | undefined;
  /** The typed event, or undefined when it does not match the protocol's schema. */
  typed: StreamEvent | undefined;
}

const received = (e: EventSourceMessage): ReceivedEvent => ({
  event: e.event ?? 'message',
  data: JSON.parse(e.data),
  id: e.id,
  typed: parseStreamEvent(e.event, e.data),
});

/** Reads the whole stream. */
export async function readEvents(res: Response): Promise<ReceivedEvent[]> {
  const events: ReceivedEvent[] = [];
  const parser = createParser({ onEvent: (e) => events.push(received(e)) });
  parser.feed(await res.text());
  return events;
}

/** Reads events as they arrive until `until` says stop; returns those read and the reader. */
export async function readUntil(
  res: Response,
  until: (event: ReceivedEvent) => boolean,
): Promise<{ events: ReceivedEvent[]; reader: ReadableStreamDefaultReader<Uint8Array> }> {
  const events: ReceivedEvent[] = [];
  let stop = false;
  const parser = createParser({
    onEvent: (e) => {
      const event = received(e);
      events.push(event);
      if (until(event)) stop = true;
    },
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  while (!stop) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return { events, reader };
}

export const names = (events: ReceivedEvent[]) => events.map((e) => e.event);
export const textOf = (events: ReceivedEvent[]) =>
  events
    .filter((e) => e.event === 'text')
    .map((e) => (e.data as { delta: string }).delta)
    .join('');

/** Reads what is left of a stream `readUntil` stopped reading, to its end. */
export async function readRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<ReceivedEvent[]> {
  const events: ReceivedEvent[] = [];
  const parser = createParser({ onEvent: (e) => events.push(received(e)) });
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return events;
}
