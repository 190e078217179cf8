import { describe, expect, it, vi } from 'vitest';
import { collect, failureOf, fakeModelServer, scenarioKey } from '../../test/fake-models/client';
import { ProviderError } from '../errors';
import { createOpenAIProvider } from './openai';
import type { ModelMessage, ModelRequest } from './types';

const fake = fakeModelServer('openai');

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
  thinkingLevel: 'high',
  maxOutputTokens: 16_000,
  ...overrides,
});

const provider = (apiKey: string, model = 'gpt-4o') => createOpenAIProvider({ apiKey, baseURL: fake.baseURL, model });

const run = (apiKey: string, req = request(), model?: string) =>
  provider(apiKey, model).stream(req, new AbortController().signal);

const sentBody = async (key: string, index = 0): Promise<Json> => (await fake.requests(key))[index]?.body as Json;

describe('the OpenAI provider', () => {
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

  it('sends one system message, the tools without $schema, and asks for usage in the stream', async () => {
    const key = await fake.script(scenarioKey('request'), [{ type: 'response', text: ['ok'] }]);
    await collect(run(key));
    const body = await sentBody(key);
    expect(body).toMatchObject({ model: 'gpt-4o', stream: true, stream_options: { include_usage: true } });
    expect(body.messages).toEqual([
      { role: 'system', content: 'You help UK claim handlers.\n\nToday is 2026-11-30.' },
      { role: 'user', content: 'What is the excess?' },
    ]);
    expect(body.tools[0]).toEqual({
      type: 'function',
      function: {
        name: 'read_policy',
        description: 'Reads a section of the policy.',
        parameters: { type: 'object', properties: { section: { type: 'string' } }, required: ['section'], additionalProperties: false },
      },
    });
  });

  it('maps cached prompt tokens to cache reads, counted once', async () => {
    const key = await fake.script(scenarioKey('usage'), [
      { type: 'response', text: ['ok'], usage: { input: 80, cacheRead: 1920, output: 12 } },
    ]);
    const events = await collect(run(key));
    expect(events).toContainEqual({
      type: 'usage',
      usage: { inputTokens: 80, outputTokens: 12, cacheReadTokens: 1920, cacheWriteTokens: 0 },
    });
  });

  it('yields a tool call round, then sends the calls and their results back', async () => {
    const key = await fake.script(scenarioKey('tools'), [
      { type: 'response', toolCalls: [{ id: 'call_1', name: 'read_policy', input: { section: 'excess' } }] },
      { type: 'response', text: ['The excess is £250.'] },
    ]);
    const first = await collect(run(key));
    expect(first.filter((event) => event.type !== 'usage')).toEqual([
      { type: 'tool_call', call: { id: 'call_1', name: 'read_policy', input: { section: 'excess' } } },
      { type: 'stop', reason: 'tool_use' },
    ]);

    const history: ModelMessage[] = [
      { role: 'user', text: 'What is the excess?' },
      { role: 'assistant', text: '', toolCalls: [{ id: 'call_1', name: 'read_policy', input: { section: 'excess' } }] },
      { role: 'tool', results: [{ callId: 'call_1', content: '{"excess":250}', isError: false }] },
    ];
    const second = await collect(run(key, request({ messages: history })));
    expect(second[0]).toEqual({ type: 'text', delta: 'The excess is £250.' });
    const body = await sentBody(key, 1);
    expect(body.messages.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'read_policy', arguments: '{"section":"excess"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_1', content: '{"excess":250}' },
    ]);
  });

  it('accumulates parallel tool calls by index and yields each whole', async () => {
    const key = await fake.script(scenarioKey('parallel'), [
      {
        type: 'response',
        text: ['Checking both.'],
        toolCalls: [
          { id: 'call_a', name: 'read_policy', input: { section: 'excess', note: 'a longer argument to split' } },
          { id: 'call_b', name: 'list_payments', input: {} },
        ],
      },
    ]);
    const events = await collect(run(key));
    expect(events.filter((event) => event.type === 'tool_call')).toEqual([
      { type: 'tool_call', call: { id: 'call_a', name: 'read_policy', input: { section: 'excess', note: 'a longer argument to split' } } },
      { type: 'tool_call', call: { id: 'call_b', name: 'list_payments', input: {} } },
    ]);
    expect(events.at(-1)).toEqual({ type: 'stop', reason: 'tool_use' });
  });

  it('passes malformed arguments on as the raw string, for the tool runner to reject', async () => {
    const key = await fake.script(scenarioKey('malformed'), [
      { type: 'response', toolCalls: [{ id: 'call_m', name: 'read_policy', rawArguments: '{"section": "exc' }] },
    ]);
    const events = await collect(run(key));
    expect(events).toContainEqual({ type: 'tool_call', call: { id: 'call_m', name: 'read_policy', input: '{"section": "exc' } });
  });

  it('treats calls that finish with "stop", as some compatible servers send, as a tool round', async () => {
    const key = await fake.script(scenarioKey('ollama-stop'), [
      { type: 'response', toolCalls: [{ id: 'call_o', name: 'list_payments', input: {} }], stopReason: 'stop' },
    ]);
    const events = await collect(run(key));
    expect(events.at(-1)).toEqual({ type: 'stop', reason: 'tool_use' });
  });

  it('says a failed tool result is an error in its content', async () => {
    const key = await fake.script(scenarioKey('tool-error'), [{ type: 'response', text: ['Sorry.'] }]);
    const history: ModelMessage[] = [
      { role: 'user', text: 'Read it.' },
      { role: 'assistant', text: 'Reading.', toolCalls: [{ id: 'call_e', name: 'read_policy', input: {} }] },
      { role: 'tool', results: [{ callId: 'call_e', content: 'section is required', isError: true }] },
    ];
    await collect(run(key, request({ messages: history })));
    const body = await sentBody(key);
    expect(body.messages[2]).toMatchObject({ role: 'assistant', content: 'Reading.' });
    expect(body.messages[3]).toEqual({ role: 'tool', tool_call_id: 'call_e', content: 'Error: section is required' });
  });

  describe('reasoning', () => {
    it.each(['o4-mini', 'gpt-5.5', 'gpt-6-sol'])('gives reasoning model %s the effort for the level', async (model) => {
      const key = await fake.script(scenarioKey('reasoning'), [{ type: 'response', text: ['ok'] }]);
      await collect(run(key, request({ thinkingLevel: 'high' }), model));
      const body = await sentBody(key);
      expect(body.reasoning_effort).toBe('high');
      expect(body.max_completion_tokens).toBe(16_000);
      expect(body.max_tokens).toBeUndefined();
    });

    it.each(['gpt-4o', 'gpt-4.1-mini', 'llama3.1:8b'])('sends no reasoning_effort to %s', async (model) => {
      const key = await fake.script(scenarioKey('plain'), [{ type: 'response', text: ['ok'] }]);
      await collect(run(key, request({ thinkingLevel: 'high' }), model));
      const body = await sentBody(key);
      expect(body.reasoning_effort).toBeUndefined();
      expect(body.max_tokens).toBe(16_000);
    });
  });

  describe('failures', () => {
    it('reports a refused key as provider_auth without quoting the key or the upstream message', async () => {
      const key = await fake.script(scenarioKey('auth'), [{ type: 'failure', status: 401 }]);
      const { error } = await failureOf(run(key));
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).toMatchObject({ code: 'provider_auth', upstreamStatus: 401 });
      expect((error as Error).message).toContain('OPENAI_API_KEY');
      expect((error as Error).message).not.toMatch(/sk-fake|Incorrect API key/);
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

    it('reports a 503 that outlasts the retries as provider_unavailable', async () => {
      const key = await fake.script(scenarioKey('503'), [{ type: 'failure', status: 503 }], { loop: true });
      const { error } = await failureOf(run(key));
      expect(error).toMatchObject({ code: 'provider_unavailable', upstreamStatus: 503 });
      expect(await fake.requests(key)).toHaveLength(3);
    });

    it('names the model when the server does not know it', async () => {
      const key = await fake.script(scenarioKey('404'), [{ type: 'failure', status: 404 }]);
      const { error } = await failureOf(run(key, request(), 'gpt-nonexistent'));
      expect(error).toMatchObject({ code: 'provider_error', upstreamStatus: 404 });
      expect((error as Error).message).toContain('"gpt-nonexistent"');
      expect((error as Error).message).toContain('OPENAI_MODEL');
    });

    it('reports a server error mid-stream as stream_interrupted', async () => {
      const key = await fake.script(scenarioKey('500-mid'), [
        { type: 'response', text: ['Half', ' an answer'], interrupt: { afterEvents: 2, with: 'server_error' } },
      ]);
      const { error, before } = await failureOf(run(key));
      expect(before).toEqual([{ type: 'text', delta: 'Half' }]);
      expect(error).toMatchObject({ code: 'stream_interrupted' });
    });

    it.each(['cut', 'truncate'] as const)('reports a stream that is %s midway as stream_interrupted', async (how) => {
      const key = await fake.script(scenarioKey(`break-${how}`), [
        { type: 'response', text: ['Half', ' an', ' answer'], interrupt: { afterEvents: 3, with: how } },
      ]);
      const { error, before } = await failureOf(run(key));
      expect(before.map((event) => event.type)).toEqual(['text', 'text']);
      expect(error).toMatchObject({ code: 'stream_interrupted' });
    });

    it('ends promptly with aborted when the signal fires mid-stream, closing the upstream connection', async () => {
      const key = await fake.script(scenarioKey('abort'), [
        { type: 'response', text: ['First words', ' then silence'], interrupt: { afterEvents: 2, with: 'hang' } },
      ]);
      const controller = new AbortController();
      const iterator = provider(key).stream(request(), controller.signal)[Symbol.asyncIterator]();
      expect((await iterator.next()).value).toEqual({ type: 'text', delta: 'First words' });
      controller.abort();
      await expect(iterator.next()).rejects.toMatchObject({ code: 'aborted' });
      await vi.waitFor(async () => expect((await fake.requests(key))[0]?.closedEarly).toBe(true));
    });

    it('ends with aborted when the signal fires before the server answers', async () => {
      const key = await fake.script(scenarioKey('abort-early'), [{ type: 'hang' }]);
      const controller = new AbortController();
      const round = collect(provider(key).stream(request(), controller.signal));
      await vi.waitFor(async () => expect(await fake.requests(key)).toHaveLength(1));
      controller.abort();
      await expect(round).rejects.toMatchObject({ code: 'aborted' });
      await vi.waitFor(async () => expect((await fake.requests(key))[0]?.closedEarly).toBe(true));
    });
  });
});
