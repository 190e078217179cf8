/**
 * Test support for the provider tests: the request they send, and the cases every provider must
 * pass behind `ModelProvider` (see types.ts), run against each provider's fake server so that
 * the providers keep the same promises. Each provider's wire format is tested in its own file.
 */
import { expect, it, vi } from 'vitest';
import { collect, failureOf, scenarioKey, type FakeModelServer } from '../fake-models/client';
import { ProviderError } from '../../src/errors';
import type { ModelEvent, ModelProvider, ModelRequest } from '../../src/providers/types';

export const tools: ModelRequest['tools'] = [
  {
    name: 'read_policy',
    description: 'Reads a section of the policy.',
    parameters: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { section: { type: 'string' } },
      required: ['section'],
      additionalProperties: false,
    },
  },
  { name: 'list_payments', description: 'Lists the payments made.', parameters: { type: 'object', properties: {} } },
];

export const request = (overrides: Partial<ModelRequest> = {}): ModelRequest => ({
  system: { stable: 'You help UK claim handlers.', dynamic: 'Today is 2026-11-30.' },
  messages: [{ role: 'user', text: 'What is the excess?' }],
  tools,
  thinkingLevel: 'low',
  maxOutputTokens: 16_000,
  ...overrides,
});

export interface ProviderUnderTest {
  fake: FakeModelServer;
  /** The provider on the fake server, with its default test model. */
  provider: (apiKey: string) => ModelProvider;
  /** The setting a refused key's message names. */
  keyVariable: string;
  /** The fake's own wording for a refused key, which must never reach the handler. */
  upstreamAuthWording: RegExp;
  /** Wire events the fake sends before the first text delta, for placing a break after it. */
  eventsBeforeText: number;
  /** The status of the provider's "unavailable or overloaded" answer. */
  unavailableStatus: number;
}

/** A failed round's events other than usage, which a provider yields first when it had any. */
const withoutUsage = (events: ModelEvent[]): ModelEvent[] => events.filter((event) => event.type !== 'usage');

/** Registers the shared cases in the caller's `describe`. */
export function providerContractTests(under: ProviderUnderTest): void {
  const { fake, provider } = under;
  const run = (key: string) => provider(key).stream(request(), new AbortController().signal);
  /** A break after the preamble and `textEvents` text deltas. */
  const after = (textEvents: number) => under.eventsBeforeText + textEvents;

  it('streams text deltas, then usage, then the stop reason', async () => {
    const key = await fake.script(scenarioKey('text'), [{ type: 'response', text: ['The excess', ' is £250.'] }]);
    const events = await collect(run(key));
    expect(events).toEqual([
      { type: 'text', delta: 'The excess' },
      { type: 'text', delta: ' is £250.' },
      { type: 'usage', usage: { inputTokens: 100, outputTokens: 20, cacheReadTokens: 0, cacheWriteTokens: 0 } },
      { type: 'stop', reason: 'end_turn' },
    ]);
  });

  it('yields text as it arrives, and closes the upstream request when the caller stops early', async () => {
    const key = await fake.script(scenarioKey('live'), [{ type: 'response', text: ['First', ' second', ' third'], eventDelayMs: 40 }]);
    const iterator = run(key)[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({ type: 'text', delta: 'First' });
    expect((await fake.requests(key))[0]?.endedAt).toBeNull();
    await iterator.return?.();
    await vi.waitFor(async () => expect((await fake.requests(key))[0]?.closedEarly).toBe(true));
  });

  it.each(['{"section": ', '{"section": "exc'])('passes tool input that is not JSON (%s) on as the raw string, for the tool runner to reject', async (raw) => {
    const key = await fake.script(scenarioKey('raw-input'), [{ type: 'response', toolCalls: [{ id: 'call_raw', name: 'read_policy', rawArguments: raw }] }]);
    const events = await collect(run(key));
    expect(events).toContainEqual({ type: 'tool_call', call: { id: 'call_raw', name: 'read_policy', input: raw } });
  });

  it('reports a refused key as provider_auth without retrying or quoting the key or the upstream message', async () => {
    const key = await fake.script(scenarioKey('auth'), [{ type: 'failure', status: 401 }]);
    const { error } = await failureOf(run(key));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: 'provider_auth', upstreamStatus: 401 });
    expect((error as Error).message).toContain(under.keyVariable);
    expect((error as Error).message).not.toContain(key);
    expect((error as Error).message).not.toMatch(under.upstreamAuthWording);
    expect(await fake.requests(key)).toHaveLength(1);
  });

  it('retries a 429 and then streams the answer', async () => {
    const key = await fake.script(scenarioKey('429'), [
      { type: 'failure', status: 429 },
      { type: 'response', text: ['After the wait.'] },
    ]);
    const events = await collect(run(key));
    expect(events[0]).toEqual({ type: 'text', delta: 'After the wait.' });
    expect((await fake.requests(key)).map((r) => r.status)).toEqual([429, 200]);
  });

  it.each([
    [429, 'provider_rate_limited'],
    [under.unavailableStatus, 'provider_unavailable'],
  ])('reports %i answers that outlast the retries as %s', async (status, code) => {
    const key = await fake.script(scenarioKey(String(status)), [{ type: 'failure', status }], { loop: true });
    const { error } = await failureOf(run(key));
    expect(error).toMatchObject({ code, upstreamStatus: status });
    expect(await fake.requests(key)).toHaveLength(3);
  });

  it('reports a server error mid-stream as stream_interrupted', async () => {
    const key = await fake.script(scenarioKey('500-mid'), [
      { type: 'response', text: ['Half', ' an answer'], interrupt: { afterEvents: after(1), with: 'server_error' } },
    ]);
    const { error, before } = await failureOf(run(key));
    expect(withoutUsage(before)).toEqual([{ type: 'text', delta: 'Half' }]);
    expect(error).toMatchObject({ code: 'stream_interrupted' });
  });

  it.each(['cut', 'truncate'] as const)('reports a stream that is %s midway as stream_interrupted', async (how) => {
    const key = await fake.script(scenarioKey(`break-${how}`), [
      { type: 'response', text: ['Half', ' an', ' answer'], interrupt: { afterEvents: after(2), with: how } },
    ]);
    const { error, before } = await failureOf(run(key));
    expect(withoutUsage(before).map((event) => event.type)).toEqual(['text', 'text']);
    expect(error).toMatchObject({ code: 'stream_interrupted' });
  });

  it('ends promptly with aborted when the signal fires mid-stream, closing the upstream connection', async () => {
    const key = await fake.script(scenarioKey('abort'), [
      { type: 'response', text: ['First words', ' then silence'], interrupt: { afterEvents: after(1), with: 'hang' } },
    ]);
    const controller = new AbortController();
    const iterator = provider(key).stream(request(), controller.signal)[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({ type: 'text', delta: 'First words' });
    controller.abort();
    const rest = collect({ [Symbol.asyncIterator]: () => iterator });
    await expect(rest).rejects.toMatchObject({ code: 'aborted' });
    await vi.waitFor(async () => expect((await fake.requests(key))[0]?.closedEarly).toBe(true));
  });

  it('ends with aborted when the signal fires before the provider answers', async () => {
    const key = await fake.script(scenarioKey('abort-early'), [{ type: 'hang' }]);
    const controller = new AbortController();
    const round = collect(provider(key).stream(request(), controller.signal));
    await vi.waitFor(async () => expect(await fake.requests(key)).toHaveLength(1));
    controller.abort();
    await expect(round).rejects.toMatchObject({ code: 'aborted' });
    await vi.waitFor(async () => expect((await fake.requests(key))[0]?.closedEarly).toBe(true));
  });

  it('does not call the provider when the signal has already fired', async () => {
    const key = await fake.script(scenarioKey('pre-aborted'), [{ type: 'response', text: ['no'] }]);
    const events: ModelEvent[] = [];
    await expect(
      (async () => {
        for await (const event of provider(key).stream(request(), AbortSignal.abort())) events.push(event);
      })(),
    ).rejects.toMatchObject({ code: 'aborted' });
    expect(await fake.requests(key)).toEqual([]);
  });
}
