import { describe, expect, it } from 'vitest';
import type { AnthropicResponseRound } from '../../test/fake-models/anthropic-server';
import { collect, failureOf, fakeModelServer, scenarioKey } from '../../test/fake-models/client';
import { createAnthropicProvider } from './anthropic';
import { providerContractTests, request } from '../../test/support/provider-contract-tests';
import { ANTHROPIC_THINKING_BUDGETS } from './thinking';
import type { ModelEvent, ModelMessage } from './types';

const fake = fakeModelServer('anthropic');

type Json = Record<string, any>;

// claude-3-5-haiku cannot think, so these rounds carry no thinking settings or blocks.
const provider = (apiKey: string, model = 'claude-3-5-haiku-20241022') => createAnthropicProvider({ apiKey, baseURL: fake.baseURL, model });

const run = (apiKey: string, req = request(), model?: string) => provider(apiKey, model).stream(req, new AbortController().signal);

const sentBody = async (key: string, index = 0): Promise<Json> => (await fake.requests(key))[index]?.body as Json;

describe('the Anthropic provider', () => {
  providerContractTests({
    fake,
    provider,
    keyVariable: 'ANTHROPIC_API_KEY',
    upstreamAuthWording: /invalid x-api-key/,
    // message_start, content_block_start and ping.
    eventsBeforeText: 3,
    unavailableStatus: 529,
  });

  it('sends the model, the output limit and the tools without $schema, and no thinking to a model that cannot think', async () => {
    const key = await fake.script(scenarioKey('text'), [{ type: 'response', text: ['The excess', ' is £250.'] }]);
    await collect(run(key));
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
        content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '{"excess":250}', is_error: false, cache_control: { type: 'ephemeral' } }],
      },
    ]);
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

  it.each([
    ['max_tokens', 'max_tokens'],
    ['model_context_window_exceeded', 'max_tokens'],
    ['refusal', 'refusal'],
    ['pause_turn', 'other'],
  ])('reports the stop reason %s as %s', async (wire, reason) => {
    const key = await fake.script(scenarioKey('stop'), [{ type: 'response', text: ['Cut'], stopReason: wire }]);
    expect((await collect(run(key))).at(-1)).toEqual({ type: 'stop', reason });
  });

  it('lets no tool be called when the request says toolChoice none, and leaves the choice to the model otherwise', async () => {
    const key = await fake.script(scenarioKey('tool-choice'), [
      { type: 'response', text: ['ok'] },
      { type: 'response', text: ['ok'] },
    ]);
    await collect(run(key, request({ toolChoice: 'none' })));
    await collect(run(key));
    expect((await sentBody(key, 0)).tool_choice).toEqual({ type: 'none' });
    expect((await sentBody(key, 1)).tool_choice).toBeUndefined();
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

    it('leaves out a whitespace-only text block when carrying a round back, which the API would refuse', async () => {
      const key = await fake.script(scenarioKey('thinking-blank-text'), [
        {
          type: 'response',
          thinking: { text: 'Read the schedule first.', signature: 'sig-w' },
          text: ['\n\n'],
          toolCalls: [{ id: 'toolu_w', name: 'read_policy', input: {} }],
        },
        { type: 'response', text: ['£250.'] },
        { type: 'response', text: ['Still £250.'] },
      ]);
      const model = 'claude-haiku-4-5';
      const first = await collect(run(key, request({ thinkingLevel: 'high' }), model));
      const stop = first.at(-1) as Extract<ModelEvent, { type: 'stop' }>;
      const toolResults: ModelMessage = { role: 'tool', results: [{ callId: 'toolu_w', content: '{}', isError: false }] };
      const assistant: ModelMessage = { role: 'assistant', text: '\n\n', toolCalls: [{ id: 'toolu_w', name: 'read_policy', input: {} }] };

      // As sent (thinking blocks, signatures and all) and as rebuilt without them.
      const replayed = await collect(
        run(
          key,
          request({
            thinkingLevel: 'high',
            messages: [{ role: 'user', text: 'Excess?' }, { ...assistant, ...(stop.providerState && { providerState: stop.providerState }) }, toolResults],
          }),
          model,
        ),
      );
      expect(replayed[0]).toEqual({ type: 'text', delta: '£250.' });
      expect((await sentBody(key, 1)).messages[1].content.map((block: { type: string }) => block.type)).toEqual(['thinking', 'tool_use']);
      const rebuilt = await collect(run(key, request({ messages: [{ role: 'user', text: 'Excess?' }, assistant, toolResults] }), 'claude-3-5-haiku-latest'));
      expect(rebuilt[0]).toEqual({ type: 'text', delta: 'Still £250.' });
      expect((await sentBody(key, 2)).messages[1].content.map((block: { type: string }) => block.type)).toEqual(['tool_use']);
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

  it('counts the keep-alive pings the API sends while the model is busy as signs of life', async () => {
    // Six pings 60 ms apart between two text deltas: 420 ms without content, never 200 ms of silence.
    const busy: AnthropicResponseRound = { type: 'response', text: ['Drafting', ' done.'], keepAlivePings: 6, eventDelayMs: 60 };
    const key = await fake.script(scenarioKey('pings'), [busy]);
    const quick = createAnthropicProvider({ apiKey: key, baseURL: fake.baseURL, model: 'claude-3-5-haiku-20241022', timeoutMs: 200 });
    const events = await collect(quick.stream(request(), new AbortController().signal));
    expect(events.filter((event) => event.type === 'text')).toEqual([
      { type: 'text', delta: 'Drafting' },
      { type: 'text', delta: ' done.' },
    ]);
    expect(events.at(-1)).toEqual({ type: 'stop', reason: 'end_turn' });
  });

  describe('failures', () => {
    it('reports an overloaded error event mid-stream as provider_unavailable', async () => {
      const key = await fake.script(scenarioKey('overloaded'), [
        { type: 'response', text: ['Half', ' an answer'], interrupt: { afterEvents: 4, with: 'overloaded' } },
      ]);
      const { error, before } = await failureOf(run(key));
      expect(before.filter((event) => event.type === 'text')).toEqual([{ type: 'text', delta: 'Half' }]);
      expect(error).toMatchObject({ code: 'provider_unavailable' });
    });

    it('yields the tokens message_start reported before the failure, since they were spent', async () => {
      const key = await fake.script(scenarioKey('usage-then-cut'), [
        { type: 'response', text: ['Half', ' an answer'], usage: { input: 640, cacheRead: 1200 }, interrupt: { afterEvents: 4, with: 'cut' } },
      ]);
      const { error, before } = await failureOf(run(key));
      expect(before.at(-1)).toEqual({ type: 'usage', usage: { inputTokens: 640, outputTokens: 1, cacheReadTokens: 1200, cacheWriteTokens: 0 } });
      expect(error).toMatchObject({ code: 'stream_interrupted' });
    });
  });
});
