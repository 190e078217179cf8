import { describe, expect, it, vi } from 'vitest';
import { collect, failureOf, fakeModelServer, scenarioKey } from '../../test/fake-models/client';
import { ProviderError } from '../errors';
import { createAnthropicProvider } from './anthropic';
import { ANTHROPIC_THINKING_BUDGETS } from './thinking';
import type { ModelEvent, ModelMessage, ModelRequest } from './types';

const fake = fakeModelServer('anthropic');

type Json = Record<string, any>;

const tools: ModelRequest['tools'] = [
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

const request = (overrides: Partial<ModelRequest> = {}): ModelRequest => ({
  system: { stable: 'You help UK claim handlers.', dynamic: 'Today is 2026-11-30.' },
  messages: [{ role: 'user', text: 'What is the excess?' }],
  tools,
  thinkingLevel: 'low',
  maxOutputTokens: 16_000,
  ...overrides,
});

// claude-3-5-haiku cannot think, so these rounds carry no thinking settings or blocks.
const provider = (apiKey: string, model = 'claude-3-5-haiku-20241022') =>
  createAnthropicProvider({ apiKey, baseURL: fake.baseURL, model });

const run = (apiKey: string, req = request(), model?: string) =>
  provider(apiKey, model).stream(req, new AbortController().signal);

const sentBody = async (key: string, index = 0): Promise<Json> => (await fake.requests(key))[index]?.body as Json;

describe('the Anthropic provider', () => {
  it('streams text deltas, then usage, then the stop reason', async () => {
    const key = await fake.script(scenarioKey('text'), [{ type: 'response', text: ['The excess', ' is £250.'] }]);
    const events = await collect(run(key));
    expect(events).toEqual([
      { type: 'text', delta: 'The excess' },
      { type: 'text', delta: ' is £250.' },
      { type: 'usage', usage: { inputTokens: 100, outputTokens: 20, cacheReadTokens: 0, cacheWriteTokens: 0 } },
      { type: 'stop', reason: 'end_turn' },
    ]);
    const body = await sentBody(key);
    expect(body).toMatchObject({ model: 'claude-3-5-haiku-20241022', stream: true, max_tokens: 16_000 });
    expect(body.thinking).toBeUndefined();
    expect(body.tools[0].input_schema).toEqual({
      type: 'object',
      properties: { section: { type: 'string' } },
      required: ['section'],
      additionalProperties: false,
    });
  });

  it('yields a tool call once its input is whole, and sends tool results back as tool_result blocks', async () => {
    const key = await fake.script(scenarioKey('tools'), [
      { type: 'response', text: ['Let me check.'], toolCalls: [{ id: 'toolu_1', name: 'read_policy', input: { section: 'excess' } }] },
      { type: 'response', text: ['The excess is £250.'] },
    ]);
    const first = await collect(run(key));
    expect(first).toContainEqual({ type: 'tool_call', call: { id: 'toolu_1', name: 'read_policy', input: { section: 'excess' } } });
    expect(first.at(-1)).toEqual({ type: 'stop', reason: 'tool_use' });

    const history: ModelMessage[] = [
      { role: 'user', text: 'What is the excess?' },
      { role: 'assistant', text: 'Let me check.', toolCalls: [{ id: 'toolu_1', name: 'read_policy', input: { section: 'excess' } }] },
      { role: 'tool', results: [{ callId: 'toolu_1', content: '{"excess":250}', isError: false }] },
    ];
    const second = await collect(run(key, request({ messages: history })));
    expect(second[0]).toEqual({ type: 'text', delta: 'The excess is £250.' });

    const body = await sentBody(key, 1);
    expect(body.messages).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'What is the excess?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Let me check.' },
          { type: 'tool_use', id: 'toolu_1', name: 'read_policy', input: { section: 'excess' } },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 'toolu_1', content: '{"excess":250}', is_error: false, cache_control: { type: 'ephemeral' } },
        ],
      },
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

  it('passes tool input that is not JSON on as the raw string', async () => {
    const key = await fake.script(scenarioKey('raw-input'), [
      { type: 'response', toolCalls: [{ id: 'toolu_r', name: 'read_policy', rawArguments: '{"section": ' }] },
    ]);
    const events = await collect(run(key));
    expect(events).toContainEqual({ type: 'tool_call', call: { id: 'toolu_r', name: 'read_policy', input: '{"section": ' } });
  });

  it('puts a user message that follows tool results into the same user turn', async () => {
    const key = await fake.script(scenarioKey('merge'), [{ type: 'response', text: ['ok'] }]);
    const history: ModelMessage[] = [
      { role: 'user', text: 'Read the policy.' },
      { role: 'assistant', text: '', toolCalls: [{ id: 'toolu_m', name: 'read_policy', input: { section: 'excess' } }] },
      { role: 'tool', results: [{ callId: 'toolu_m', content: '{}', isError: false }] },
      { role: 'user', text: 'And the limit?' },
    ];
    await collect(run(key, request({ messages: history })));
    const body = await sentBody(key);
    expect(body.messages).toHaveLength(3);
    expect(body.messages[2].content.map((block: Json) => block.type)).toEqual(['tool_result', 'text']);
  });

  it('marks a failed tool result with is_error', async () => {
    const key = await fake.script(scenarioKey('tool-error'), [{ type: 'response', text: ['Sorry.'] }]);
    const history: ModelMessage[] = [
      { role: 'user', text: 'Read the policy.' },
      { role: 'assistant', text: '', toolCalls: [{ id: 'toolu_9', name: 'read_policy', input: {} }] },
      { role: 'tool', results: [{ callId: 'toolu_9', content: 'section is required', isError: true }] },
    ];
    await collect(run(key, request({ messages: history })));
    const body = await sentBody(key);
    expect(body.messages[1].content).toEqual([{ type: 'tool_use', id: 'toolu_9', name: 'read_policy', input: {} }]);
    expect(body.messages[2].content[0]).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_9', is_error: true });
  });

  it('marks the stable and dynamic system blocks, the last tool and the conversation for caching', async () => {
    const key = await fake.script(scenarioKey('cache'), [{ type: 'response', text: ['ok'] }]);
    await collect(run(key));
    const body = await sentBody(key);
    expect(body.system).toEqual([
      { type: 'text', text: 'You help UK claim handlers.', cache_control: { type: 'ephemeral' } },
      { type: 'text', text: 'Today is 2026-11-30.', cache_control: { type: 'ephemeral' } },
    ]);
    expect(body.tools[0].cache_control).toBeUndefined();
    expect(body.tools[1].cache_control).toEqual({ type: 'ephemeral' });
    expect(body.messages.at(-1).content.at(-1).cache_control).toEqual({ type: 'ephemeral' });
  });

  it('maps usage, cache reads and cache writes included', async () => {
    const key = await fake.script(scenarioKey('usage'), [
      { type: 'response', text: ['ok'], usage: { input: 42, output: 7, cacheRead: 1800, cacheWrite: 350 } },
    ]);
    const events = await collect(run(key));
    expect(events).toContainEqual({
      type: 'usage',
      usage: { inputTokens: 42, outputTokens: 7, cacheReadTokens: 1800, cacheWriteTokens: 350 },
    });
  });

  describe('thinking', () => {
    it("gives a fixed-budget model the level's budget", async () => {
      const key = await fake.script(scenarioKey('budget'), [{ type: 'response', text: ['ok'] }]);
      await collect(run(key, request({ thinkingLevel: 'high' }), 'claude-haiku-4-5'));
      const body = await sentBody(key);
      expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: ANTHROPIC_THINKING_BUDGETS.high });
      expect(body.max_tokens).toBe(16_000);
    });

    it('gives an adaptive model the effort for the level', async () => {
      const key = await fake.script(scenarioKey('adaptive'), [{ type: 'response', text: ['ok'] }]);
      await collect(run(key, request({ thinkingLevel: 'medium' }), 'claude-sonnet-5-5'));
      const body = await sentBody(key);
      expect(body.thinking).toEqual({ type: 'adaptive' });
      expect(body.output_config).toEqual({ effort: 'medium' });
    });

    it('carries signed thinking blocks back into the next round of the tool loop', async () => {
      const key = await fake.script(scenarioKey('thinking-loop'), [
        {
          type: 'response',
          thinking: { text: 'The policy schedule lists the excess.', signature: 'sig-abc' },
          toolCalls: [{ id: 'toolu_t', name: 'read_policy', input: { section: 'schedule' } }],
        },
        { type: 'response', text: ['£250.'] },
      ]);
      const model = 'claude-haiku-4-5';
      const first = await collect(run(key, request({ thinkingLevel: 'high' }), model));
      const stop = first.at(-1) as Extract<ModelEvent, { type: 'stop' }>;
      expect(stop).toMatchObject({ type: 'stop', reason: 'tool_use' });
      expect(stop.providerState?.provider).toBe('anthropic');
      // Thinking is never shown: no text events come out of it.
      expect(first.filter((event) => event.type === 'text')).toEqual([]);

      const history: ModelMessage[] = [
        { role: 'user', text: 'What is the excess?' },
        {
          role: 'assistant',
          text: '',
          toolCalls: [{ id: 'toolu_t', name: 'read_policy', input: { section: 'schedule' } }],
          ...(stop.providerState && { providerState: stop.providerState }),
        },
        { role: 'tool', results: [{ callId: 'toolu_t', content: '{"excess":250}', isError: false }] },
      ];
      const second = await collect(run(key, request({ thinkingLevel: 'high', messages: history }), model));
      expect(second[0]).toEqual({ type: 'text', delta: '£250.' });
      const body = await sentBody(key, 1);
      expect(body.messages[1].content).toEqual([
        { type: 'thinking', thinking: 'The policy schedule lists the excess.', signature: 'sig-abc' },
        { type: 'tool_use', id: 'toolu_t', name: 'read_policy', input: { section: 'schedule' } },
      ]);
    });

    it('is rejected by the API when the thinking blocks are not carried back', async () => {
      const key = await fake.script(scenarioKey('thinking-lost'), [
        { type: 'response', thinking: { text: 'Check the schedule.', signature: 'sig-x' }, toolCalls: [{ id: 'toolu_x', name: 'read_policy', input: {} }] },
        { type: 'response', text: ['never sent'] },
      ]);
      const model = 'claude-haiku-4-5';
      await collect(run(key, request(), model));
      const history: ModelMessage[] = [
        { role: 'user', text: 'What is the excess?' },
        { role: 'assistant', text: '', toolCalls: [{ id: 'toolu_x', name: 'read_policy', input: {} }] },
        { role: 'tool', results: [{ callId: 'toolu_x', content: '{}', isError: false }] },
      ];
      const { error } = await failureOf(run(key, request({ messages: history }), model));
      expect(error).toMatchObject({ code: 'provider_error', upstreamStatus: 400 });
    });
  });

  describe('failures', () => {
    it('reports a refused key as provider_auth without retrying or quoting the key', async () => {
      const key = await fake.script(scenarioKey('auth'), [{ type: 'failure', status: 401 }]);
      const { error } = await failureOf(run(key));
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ code: 'provider_auth', upstreamStatus: 401 });
      expect((error as Error).message).toContain('ANTHROPIC_API_KEY');
      expect((error as Error).message).not.toContain(key);
      expect((error as Error).message).not.toContain('invalid x-api-key');
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

    it('reports 429s that outlast the retries as provider_rate_limited', async () => {
      const key = await fake.script(scenarioKey('429s'), [{ type: 'failure', status: 429 }], { loop: true });
      const { error } = await failureOf(run(key));
      expect(error).toMatchObject({ code: 'provider_rate_limited', upstreamStatus: 429 });
      expect(await fake.requests(key)).toHaveLength(3);
    });

    it('reports a 529 that outlasts the retries as provider_unavailable', async () => {
      const key = await fake.script(scenarioKey('529'), [{ type: 'failure', status: 529 }], { loop: true });
      const { error } = await failureOf(run(key));
      expect(error).toMatchObject({ code: 'provider_unavailable', upstreamStatus: 529 });
      expect(await fake.requests(key)).toHaveLength(3);
    });

    it('reports an overloaded error event mid-stream as provider_unavailable', async () => {
      const key = await fake.script(scenarioKey('overloaded'), [
        { type: 'response', text: ['Half', ' an answer'], interrupt: { afterEvents: 4, with: 'overloaded' } },
      ]);
      const { error, before } = await failureOf(run(key));
      expect(before).toEqual([{ type: 'text', delta: 'Half' }]);
      expect(error).toMatchObject({ code: 'provider_unavailable' });
    });

    it('reports a server error event mid-stream as stream_interrupted', async () => {
      const key = await fake.script(scenarioKey('500-mid'), [
        { type: 'response', text: ['Half', ' an answer'], interrupt: { afterEvents: 4, with: 'server_error' } },
      ]);
      const { error, before } = await failureOf(run(key));
      expect(before).toEqual([{ type: 'text', delta: 'Half' }]);
      expect(error).toMatchObject({ code: 'stream_interrupted' });
    });

    it.each(['cut', 'truncate'] as const)('reports a stream that is %s midway as stream_interrupted', async (how) => {
      const key = await fake.script(scenarioKey(`break-${how}`), [
        { type: 'response', text: ['Half', ' an', ' answer'], interrupt: { afterEvents: 5, with: how } },
      ]);
      const { error, before } = await failureOf(run(key));
      expect(before.map((event) => event.type)).toEqual(['text', 'text']);
      expect(error).toMatchObject({ code: 'stream_interrupted' });
    });

    it('ends promptly with aborted when the signal fires mid-stream, closing the upstream connection', async () => {
      const key = await fake.script(scenarioKey('abort'), [
        { type: 'response', text: ['First words', ' then silence'], interrupt: { afterEvents: 4, with: 'hang' } },
      ]);
      const controller = new AbortController();
      const iterator = provider(key).stream(request(), controller.signal)[Symbol.asyncIterator]();
      expect((await iterator.next()).value).toEqual({ type: 'text', delta: 'First words' });
      controller.abort();
      await expect(iterator.next()).rejects.toMatchObject({ code: 'aborted' });
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
  });
});
