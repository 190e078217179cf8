import { describe, expect, it } from 'vitest';
import { collect, failureOf, fakeModelServer, scenarioKey } from '../../test/fake-models/client';
import { createOpenAIProvider } from './openai';
import { providerContractTests, request } from '../../test/support/provider-contract-tests';
import type { ModelEvent, ModelMessage } from './types';

const fake = fakeModelServer('openai');

type Json = Record<string, any>;

const provider = (apiKey: string, model = 'gpt-4o') => createOpenAIProvider({ apiKey, baseURL: fake.baseURL, model });

const run = (apiKey: string, req = request(), model?: string) => provider(apiKey, model).stream(req, new AbortController().signal);

const sentBody = async (key: string, index = 0): Promise<Json> => (await fake.requests(key))[index]?.body as Json;

describe('the OpenAI provider', () => {
  providerContractTests({
    fake,
    provider,
    keyVariable: 'OPENAI_API_KEY',
    upstreamAuthWording: /sk-fake|Incorrect API key/,
    // The chunk that opens the assistant's message.
    eventsBeforeText: 1,
    unavailableStatus: 503,
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
    const key = await fake.script(scenarioKey('usage'), [{ type: 'response', text: ['ok'], usage: { input: 80, cacheRead: 1920, output: 12 } }]);
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

  it.each(['index-zero', 'no-index'] as const)(
    'keeps parallel calls apart by id when the server sends them whole with %s, as Ollama does',
    async (toolCallQuirk) => {
      const key = await fake.script(scenarioKey(toolCallQuirk), [
        {
          type: 'response',
          toolCallQuirk,
          toolCalls: [
            { id: 'call_x', name: 'read_policy', input: { section: 'excess' } },
            { id: 'call_y', name: 'list_payments', input: {} },
          ],
        },
      ]);
      const events = await collect(run(key));
      expect(events.filter((event) => event.type === 'tool_call')).toEqual([
        { type: 'tool_call', call: { id: 'call_x', name: 'read_policy', input: { section: 'excess' } } },
        { type: 'tool_call', call: { id: 'call_y', name: 'list_payments', input: {} } },
      ]);
      expect(events.at(-1)).toEqual({ type: 'stop', reason: 'tool_use' });
    },
  );

  it('gives calls a server sent without ids an id of their own, never repeated in a later round', async () => {
    const round = {
      type: 'response' as const,
      toolCallQuirk: 'no-id' as const,
      toolCalls: [
        { name: 'read_policy', input: {} },
        { name: 'list_payments', input: {} },
      ],
    };
    const key = await fake.script(scenarioKey('no-id'), [round, round]);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      for (const event of await collect(run(key))) if (event.type === 'tool_call') ids.push(event.call.id);
    }
    expect(ids).toHaveLength(4);
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(4);
  });

  it('keeps one call whole when the server sends a fresh id with every delta', async () => {
    const key = await fake.script(scenarioKey('id-per-delta'), [
      {
        type: 'response',
        toolCallQuirk: 'id-per-delta',
        toolCalls: [
          { name: 'read_policy', input: { section: 'excess', note: 'a longer argument to split' } },
          { name: 'list_payments', input: { from: '2026-01-01' } },
        ],
      },
    ]);
    const events = await collect(run(key));
    expect(events.filter((event) => event.type === 'tool_call')).toMatchObject([
      { type: 'tool_call', call: { name: 'read_policy', input: { section: 'excess', note: 'a longer argument to split' } } },
      { type: 'tool_call', call: { name: 'list_payments', input: { from: '2026-01-01' } } },
    ]);
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

  it('lets no tool be called when the request says toolChoice none, and leaves the choice to the model otherwise', async () => {
    const key = await fake.script(scenarioKey('tool-choice'), [
      { type: 'response', text: ['ok'] },
      { type: 'response', text: ['ok'] },
    ]);
    await collect(run(key, request({ toolChoice: 'none' })));
    await collect(run(key));
    expect((await sentBody(key, 0)).tool_choice).toBe('none');
    expect((await sentBody(key, 1)).tool_choice).toBeUndefined();
  });

  describe('compatible servers that reason', () => {
    const callHistory = (stop: ModelEvent | undefined, call: { id: string; input: unknown }): ModelMessage[] => [
      { role: 'user', text: 'What is the excess?' },
      {
        role: 'assistant',
        text: '',
        toolCalls: [{ id: call.id, name: 'read_policy', input: call.input }],
        ...(stop?.type === 'stop' && stop.providerState && { providerState: stop.providerState }),
      },
      { role: 'tool', results: [{ callId: call.id, content: '{"excess":250}', isError: false }] },
    ];

    it.each(['reasoning_content', 'reasoning'] as const)(
      "carries a tool round's %s back with its calls, which DeepSeek's thinking mode refuses to go on without",
      async (field) => {
        const key = await fake.script(scenarioKey(`reasoning-${field}`), [
          {
            type: 'response',
            reasoning: { text: ['The excess is in ', 'the schedule.'], field },
            toolCalls: [{ id: 'call_r', name: 'read_policy', input: { section: 'excess' } }],
          },
          { type: 'response', text: ['The excess is £250.'] },
        ]);
        const first = await collect(run(key, request(), 'deepseek-v4-pro'));
        // The reasoning is not the answer: the handler is not shown it.
        expect(first.filter((event) => event.type === 'text')).toEqual([]);
        const second = await collect(
          run(key, request({ messages: callHistory(first.at(-1), { id: 'call_r', input: { section: 'excess' } }) }), 'deepseek-v4-pro'),
        );
        expect(second[0]).toEqual({ type: 'text', delta: 'The excess is £250.' });
        const assistant = (await sentBody(key, 1)).messages[2];
        expect(assistant).toMatchObject({ role: 'assistant', [field]: 'The excess is in the schedule.' });
      },
    );

    it('hides thinking a server leaves in the answer as a <think> block, as vLLM does without a reasoning parser', async () => {
      const key = await fake.script(scenarioKey('think-tags'), [
        { type: 'response', text: ['<think>\nThey want', ' the excess.</think>\n\n', 'The excess ', 'is £250.'] },
      ]);
      const events = await collect(run(key, request(), 'Qwen/Qwen3-32B'));
      const text = events.flatMap((event) => (event.type === 'text' ? [event.delta] : [])).join('');
      expect(text).toBe('The excess is £250.');
    });

    it("carries a call's extra_content (Gemini's thought signature) back unchanged", async () => {
      const signature = { google: { thought_signature: 'c2lnbmVkLXRob3VnaHQ=' } };
      const key = await fake.script(scenarioKey('thought-signature'), [
        { type: 'response', toolCalls: [{ id: 'call_g', name: 'read_policy', input: { section: 'excess' }, extraContent: signature }] },
        { type: 'response', text: ['The excess is £250.'] },
      ]);
      const first = await collect(run(key, request(), 'gemini-3-pro-preview'));
      const second = await collect(
        run(key, request({ messages: callHistory(first.at(-1), { id: 'call_g', input: { section: 'excess' } }) }), 'gemini-3-pro-preview'),
      );
      expect(second[0]).toEqual({ type: 'text', delta: 'The excess is £250.' });
      expect((await sentBody(key, 1)).messages[2].tool_calls[0].extra_content).toEqual(signature);
    });
  });

  describe('failures', () => {
    it('names the model when the server does not know it', async () => {
      const key = await fake.script(scenarioKey('404'), [{ type: 'failure', status: 404 }]);
      const { error } = await failureOf(run(key, request(), 'gpt-nonexistent'));
      expect(error).toMatchObject({ code: 'provider_misconfigured', upstreamStatus: 404 });
      expect((error as Error).message).toContain('"gpt-nonexistent"');
      expect((error as Error).message).toContain('OPENAI_MODEL');
    });
  });
});
