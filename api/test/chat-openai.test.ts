/**
 * A chat turn through the Worker against a fake OpenAI-compatible server speaking real Chat
 * Completions chunks (and `[DONE]`), parsed by the real SDK: parallel tool calls, reasoning effort.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../demo';
import { fakeModelServer, scenarioKey, type FakeRound } from './fake-models/client';
import type { Transcript } from '@claims/shared';
import type { Env } from '../src/env';
import { call, callWith, seedDemo } from './helpers';
import { names, readEvents, textOf } from './sse';

const openai = fakeModelServer('openai');
const claim = DEMO_CLAIMS[0]!;

beforeAll(seedDemo);

async function openaiTurn(rounds: FakeRound[], body: Record<string, unknown>, model: string, vars: Partial<Env> = {}) {
  const key = await openai.script(scenarioKey('openai-chat'), rounds);
  const { res, settled } = await callWith({ MODEL_PROVIDER: 'openai', OPENAI_API_KEY: key, OPENAI_MODEL: model, ...vars }, `/api/claims/${claim.id}/chat`, {
    method: 'POST',
    json: body,
  });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  await settled();
  return { events, requests: await openai.requests(key) };
}

interface OpenAIBody {
  messages: { role: string; content?: string; tool_call_id?: string; tool_calls?: { id: string }[] }[];
  tools: { function: { name: string } }[];
  reasoning_effort?: string;
  max_tokens?: number;
  max_completion_tokens?: number;
  stream_options?: { include_usage?: boolean };
}

describe('chat turn with OpenAI-compatible servers', () => {
  it('runs parallel tool calls from one round and sends every result back', async () => {
    const { events, requests } = await openaiTurn(
      [
        {
          type: 'response',
          toolCalls: [
            { id: 'call_1', name: 'financial_summary', input: {} },
            { id: 'call_2', name: 'settlement_position', input: {} },
          ],
        },
        { type: 'response', text: ['The gap is shown above.'], usage: { input: 1200, output: 30, cacheRead: 800 } },
      ],
      { message: 'Where are we on settlement?', capability: 'settlement_review' },
      'gpt-5.1',
    );
    // The task's first calls (settlement_position, financial_summary) run before the model's.
    expect(events.filter((e) => e.event === 'activity').map((e) => (e.data as { tool: string }).tool)).toEqual([
      'settlement_position',
      'financial_summary',
      'financial_summary',
      'settlement_position',
    ]);
    expect(textOf(events)).toBe('The gap is shown above.');
    expect(names(events).slice(-3)).toEqual(['usage', 'verification', 'done']);
    expect(events.find((e) => e.event === 'usage')!.data).toMatchObject({ cacheReadTokens: 800 });

    const second = requests[1]!.body as OpenAIBody;
    const toolMessages = second.messages.filter((m) => m.role === 'tool');
    expect(toolMessages.map((m) => m.tool_call_id)).toEqual(['call_1', 'call_2']);
    expect(toolMessages[0]!.content).toContain('<claim_data tool="financial_summary">');
    const first = requests[0]!.body as OpenAIBody;
    expect(first.stream_options?.include_usage).toBe(true);
    // A reasoning model gets the capability's effort (settlement review is "high").
    expect(first.reasoning_effort).toBe('high');
  });

  it('sends no reasoning effort to a model that does not reason', async () => {
    const { requests } = await openaiTurn([{ type: 'response', text: ['Hello.'] }], { message: 'Hi', capability: 'claim_summary' }, 'gpt-4o');
    expect((requests[0]!.body as OpenAIBody).reasoning_effort).toBeUndefined();
  });

  it('asks for answers of up to MODEL_MAX_OUTPUT_TOKENS, for a local model with a small context', async () => {
    const standard = await openaiTurn([{ type: 'response', text: ['Hello.'] }], { message: 'Hi' }, 'gpt-4o');
    expect((standard.requests[0]!.body as OpenAIBody).max_tokens).toBe(16_000);
    const lowered = await openaiTurn([{ type: 'response', text: ['Hello.'] }], { message: 'Hi' }, 'gpt-4o', { MODEL_MAX_OUTPUT_TOKENS: '2048' });
    expect((lowered.requests[0]!.body as OpenAIBody).max_tokens).toBe(2048);
    const reasoning = await openaiTurn([{ type: 'response', text: ['Hello.'] }], { message: 'Hi' }, 'gpt-5.1', { MODEL_MAX_OUTPUT_TOKENS: '4096' });
    expect((reasoning.requests[0]!.body as OpenAIBody).max_completion_tokens).toBe(4096);
  });

  it("goes on after a reasoning model's tool round, carrying its reasoning back as DeepSeek's thinking mode requires", async () => {
    const { events, requests } = await openaiTurn(
      [
        {
          type: 'response',
          reasoning: { text: ['I need the ', 'financials.'] },
          toolCalls: [{ id: 'call_fin', name: 'financial_summary', input: {} }],
        },
        { type: 'response', reasoning: { text: ['Now answer.'] }, text: ['Outstanding is shown above.'] },
      ],
      { message: 'What is outstanding?' },
      'deepseek-v4-pro',
    );
    expect(names(events).at(-1)).toBe('done');
    // The handler sees the answer, never the reasoning.
    expect(textOf(events)).toBe('Outstanding is shown above.');
    const assistant = (requests[1]!.body as OpenAIBody).messages.find((m) => m.role === 'assistant') as Record<string, unknown>;
    expect(assistant.reasoning_content).toBe('I need the financials.');
  });

  it('says so when a reasoning model spends its whole allowance thinking, instead of an empty reply', async () => {
    const { events } = await openaiTurn(
      [{ type: 'response', reasoning: { text: ['Let me weigh ', 'every offer…'] }, stopReason: 'length' }],
      { message: 'Where are we on settlement?' },
      'deepseek-v4-pro',
    );
    expect((events.at(-1)!.data as { stopReason: string }).stopReason).toBe('max_tokens');
    expect(textOf(events)).toMatch(/cut off|stopped here/i);
  });

  describe('failures, end to end: one error event and the turn stored as interrupted', () => {
    async function failing(rounds: FakeRound[], model = 'gpt-5.1') {
      const { events } = await openaiTurn(rounds, { message: 'Summarise the claim' }, model);
      const { conversationId } = events[0]!.data as { conversationId: string };
      const transcript = await (await call(`/api/conversations/${conversationId}`)).json<Transcript>();
      const errors = events.filter((e) => e.event === 'error');
      expect(errors).toHaveLength(1);
      expect(names(events).at(-1)).toBe('error');
      return { error: errors[0]!.data as { code: string; message: string; retryable?: boolean }, events, reply: transcript.messages[1]! };
    }

    it('401: provider_auth, naming OPENAI_API_KEY', async () => {
      const { error, reply } = await failing([{ type: 'failure', status: 401 }]);
      expect(error).toMatchObject({ code: 'provider_auth', message: expect.stringContaining('OPENAI_API_KEY') });
      expect(reply).toMatchObject({ status: 'interrupted', text: '' });
    });

    it('429 every time: provider_rate_limited', async () => {
      const { error, reply } = await failing(Array(3).fill({ type: 'failure', status: 429 }));
      expect(error.code).toBe('provider_rate_limited');
      expect(reply.status).toBe('interrupted');
    });

    it('500 every time: provider_unavailable', async () => {
      const { error } = await failing(Array(3).fill({ type: 'failure', status: 500 }));
      expect(error.code).toBe('provider_unavailable');
    });

    it("400 from a server whose context cannot hold the answer's allowance: says which setting to lower", async () => {
      const message =
        "This model's maximum context length is 8192 tokens. However, you requested 20514 tokens (4514 in the messages, 16000 in the completion). Please reduce the length of the messages or completion.";
      const { error } = await failing(
        [{ type: 'failure', status: 400, body: { object: 'error', message, type: 'BadRequestError', param: null, code: 400 } }],
        'local-model',
      );
      expect(error).toMatchObject({ code: 'conversation_too_long', retryable: false });
      expect(error.message).toContain('MODEL_MAX_OUTPUT_TOKENS');
      expect(error.message).toContain('8192');
      expect(error.message).not.toContain('Please reduce');
    });

    it('a stream cut in half: stream_interrupted, with the text so far stored', async () => {
      const { error, events, reply } = await failing([{ type: 'response', text: ['Half ', 'a ', 'reply'], interrupt: { afterEvents: 3, with: 'cut' } }]);
      expect(error.code).toBe('stream_interrupted');
      expect(textOf(events).length).toBeGreaterThan(0);
      expect(reply).toMatchObject({ status: 'interrupted', text: textOf(events) });
    });
  });
});
