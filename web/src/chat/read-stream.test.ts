import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@claims/shared/wire';
import { readStream } from './read-stream';

/** A response body that delivers exactly these chunks, one read each. */
function bodyOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of readStream(body)) events.push(event);
  return events;
}

const sse = (event: string, data: unknown, id = 1): string => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

const wholeTurn =
  sse('conversation', { conversationId: 'cv1', capability: 'policy_validation' }, 1) +
  sse('activity', { id: 'a1', tool: 'check_policy_in_force', label: 'Checking the policy dates…' }, 2) +
  sse('text', { delta: 'Cover was in force ' }, 3) +
  sse('client_action', { type: 'highlight_panel', panel: 'policy' }, 4) +
  sse('text', { delta: 'on 14 March 2026 [doc:d3].' }, 5) +
  sse('usage', { inputTokens: 1200, outputTokens: 85, cacheReadTokens: 0, cacheWriteTokens: 0 }, 6) +
  sse('done', { messageId: 'm2', stopReason: 'end_turn' }, 7);

const expectedTurn: StreamEvent[] = [
  { event: 'conversation', data: { conversationId: 'cv1', capability: 'policy_validation' } },
  { event: 'activity', data: { id: 'a1', tool: 'check_policy_in_force', label: 'Checking the policy dates…' } },
  { event: 'text', data: { delta: 'Cover was in force ' } },
  { event: 'client_action', data: { type: 'highlight_panel', panel: 'policy' } },
  { event: 'text', data: { delta: 'on 14 March 2026 [doc:d3].' } },
  { event: 'usage', data: { inputTokens: 1200, outputTokens: 85, cacheReadTokens: 0, cacheWriteTokens: 0 } },
  { event: 'done', data: { messageId: 'm2', stopReason: 'end_turn' } },
];

describe('readStream', () => {
  it('yields every event of a turn delivered in one chunk, in order', async () => {
    expect(await collect(bodyOf([wholeTurn]))).toEqual(expectedTurn);
  });

  it('reassembles events split mid-line and mid-event across chunks', async () => {
    // Cut the stream every 7 bytes: fields, JSON and blank lines all end up split.
    const bytes = new TextEncoder().encode(wholeTurn);
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < bytes.length; i += 7) chunks.push(bytes.slice(i, i + 7));
    expect(await collect(bodyOf(chunks))).toEqual(expectedTurn);
  });

  it('keeps a multi-byte character intact when a chunk ends inside it', async () => {
    const bytes = new TextEncoder().encode(sse('text', { delta: 'Excess £250' }));
    const pound = bytes.indexOf(0xc2); // first byte of "£"
    const events = await collect(bodyOf([bytes.slice(0, pound + 1), bytes.slice(pound + 1)]));
    expect(events).toEqual([{ event: 'text', data: { delta: 'Excess £250' } }]);
  });

  it('accepts CRLF line endings', async () => {
    const crlf = sse('text', { delta: 'hi' }).replace(/\n/g, '\r\n');
    expect(await collect(bodyOf([crlf]))).toEqual([{ event: 'text', data: { delta: 'hi' } }]);
  });

  it('yields an error event, after which the stream ends', async () => {
    const body = bodyOf([
      sse('conversation', { conversationId: 'cv1', capability: null }),
      sse('text', { delta: 'Partial' }),
      sse('error', { code: 'provider_unavailable', message: 'The model service is unavailable.' }),
    ]);
    const events = await collect(body);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'provider_unavailable', message: 'The model service is unavailable.' },
    });
    expect(events).toHaveLength(3);
  });

  it('skips unknown events, comments, events without a name and malformed data', async () => {
    const body = bodyOf([
      ': keep-alive\n\n',
      sse('thinking', { delta: 'secret' }),
      `data: {"delta":"no event name"}\n\n`,
      'event: text\ndata: {not json\n\n',
      sse('text', { wrong: 'shape' }),
      sse('client_action', { type: 'highlight_panel', panel: 'not-a-panel' }),
      sse('text', { delta: 'kept' }),
    ]);
    expect(await collect(body)).toEqual([{ event: 'text', data: { delta: 'kept' } }]);
  });

  it('drops a final event that was never terminated by a blank line', async () => {
    const body = bodyOf([sse('text', { delta: 'a' }), 'event: text\ndata: {"delta":"cut off"}']);
    expect(await collect(body)).toEqual([{ event: 'text', data: { delta: 'a' } }]);
  });

  it('yields events as they arrive rather than waiting for the end', async () => {
    let push!: (chunk: string) => void;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => controller.enqueue(encoder.encode(chunk));
      },
    });
    const iterator = readStream(body);
    push(sse('text', { delta: 'first' }));
    const first = await iterator.next();
    expect(first.value).toEqual({ event: 'text', data: { delta: 'first' } });
    await iterator.return(undefined);
  });

  it('rejects when the request is aborted mid-stream', async () => {
    const controller = new AbortController();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(encoder.encode(sse('text', { delta: 'first' })));
        controller.signal.addEventListener('abort', () => c.error(new DOMException('Aborted', 'AbortError')));
      },
    });
    const iterator = readStream(body);
    await iterator.next();
    const pending = iterator.next();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
