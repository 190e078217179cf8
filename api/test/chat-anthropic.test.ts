/**
 * A chat turn through the Worker against a fake Anthropic server speaking the real Messages SSE
 * wire format, parsed by the real SDK: tool rounds, screen actions, caching, thinking, history.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transcript } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { ANTHROPIC_THINKING_BUDGETS } from '../src/providers/thinking';
import { DEFAULT_TURN_LIMITS } from '../src/turn/run-turn';
import { fakeModelServer, scenarioKey, type FakeRound } from './fake-models/client';
import { call, callWith, seedDemo } from './helpers';
import { names, readEvents, textOf } from './sse';

const anthropic = fakeModelServer('anthropic');
const claim = DEMO_CLAIMS[0]!;

beforeAll(seedDemo);

async function anthropicTurn(rounds: FakeRound[], body: Record<string, unknown>, model = 'claude-sonnet-4-5') {
  const key = await anthropic.script(scenarioKey('anthropic-chat'), rounds);
  const { res, settled } = await callWith({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key, ANTHROPIC_MODEL: model }, `/api/claims/${claim.id}/chat`, {
    method: 'POST',
    json: body,
  });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  await settled();
  return { events, requests: await anthropic.requests(key) };
}

interface AnthropicBody {
  system: { text: string; cache_control?: unknown }[];
  tools: { name: string; cache_control?: unknown }[];
  messages: { role: string; content: string | { type: string; text?: string; content?: string; tool_use_id?: string; is_error?: boolean }[] }[];
  thinking?: { type: string; budget_tokens?: number };
}

describe('chat turn with Anthropic', () => {
  it('runs a quick action with two tool rounds, then streams the answer', async () => {
    const { events, requests } = await anthropicTurn(
      [
        { type: 'response', text: ['Checking cover first.'], toolCalls: [{ id: 'toolu_1', name: 'check_policy_in_force', input: {} }] },
        { type: 'response', toolCalls: [{ id: 'toolu_2', name: 'get_claim_section', input: { section: 'policy' } }] },
        { type: 'response', text: ['The policy was ', 'in force [doc:x].'], usage: { input: 900, output: 40, cacheRead: 700, cacheWrite: 100 } },
      ],
      { message: 'Validate the policy', capability: 'policy_validation', canActOnScreen: true },
    );
    // The task's first call runs before the first model request; then the model's own two rounds.
    expect(names(events)).toEqual(['conversation', 'activity', 'text', 'activity', 'activity', 'text', 'text', 'usage', 'verification', 'done']);
    expect(textOf(events)).toBe('Checking cover first.\n\nThe policy was in force [doc:x].');
    expect(events.filter((e) => e.event === 'activity').map((e) => (e.data as { tool: string }).tool)).toEqual([
      'check_policy_in_force',
      'check_policy_in_force',
      'get_claim_section',
    ]);
    // Usage is summed over the three rounds, cache tokens included.
    const usage = events.find((e) => e.event === 'usage')!.data as Record<string, number>;
    expect(usage.cacheReadTokens).toBeGreaterThanOrEqual(700);
    expect(usage.cacheWriteTokens).toBeGreaterThanOrEqual(100);
    expect(usage.outputTokens).toBeGreaterThanOrEqual(40);

    expect(requests).toHaveLength(3);
    const [first, , third] = requests.map((r) => r.body as AnthropicBody);
    // The stable system prefix and the task are separate cached blocks; the tool list is cached.
    expect(first!.system).toHaveLength(2);
    expect(first!.system.every((b) => b.cache_control)).toBe(true);
    expect(first!.system[1]!.text).toContain('## Task: Validate the policy');
    expect(first!.tools.at(-1)!.cache_control).toBeTruthy();
    expect(first!.tools.map((t) => t.name)).toContain('highlight_panel');
    // The tool results went back as delimited claim data.
    const results = third!.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).filter((b) => b.type === 'tool_result');
    expect(results.map((r) => r.tool_use_id)).toEqual(['toolu_1', 'toolu_2']);
    expect(JSON.stringify(results[0]!.content)).toContain('<claim_data tool=\\"check_policy_in_force\\">');
  });

  it("applies the capability's thinking level: high for policy validation", async () => {
    const { requests } = await anthropicTurn(
      [{ type: 'response', text: ['Done.'] }],
      { message: 'Validate the policy', capability: 'policy_validation' },
      'claude-sonnet-4-5',
    );
    const body = requests[0]!.body as AnthropicBody;
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: ANTHROPIC_THINKING_BUDGETS.high });
  });

  it('emits client_action for highlight_panel only when the caller can act on the screen', async () => {
    const round: FakeRound = { type: 'response', toolCalls: [{ name: 'highlight_panel', input: { panel: 'financials' } }] };
    const done: FakeRound = { type: 'response', text: ['See the financials.'] };

    const withScreen = await anthropicTurn([round, done], { message: 'Show me the money', canActOnScreen: true });
    expect(withScreen.events.filter((e) => e.event === 'client_action').map((e) => e.data)).toEqual([{ type: 'highlight_panel', panel: 'financials' }]);

    const without = await anthropicTurn([round, done], { message: 'Show me the money' });
    expect(names(without.events)).not.toContain('client_action');
    const offered = (without.requests[0]!.body as AnthropicBody).tools.map((t) => t.name);
    expect(offered).not.toContain('highlight_panel');
    // The model called a tool it was not offered: it reads an error and carries on.
    const second = without.requests[1]!.body as AnthropicBody;
    const result = second.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).find((b) => b.type === 'tool_result');
    expect(result?.is_error).toBe(true);
    expect(names(without.events).at(-1)).toBe('done');
  });

  it('tells the model about an unknown tool, a bad input and a tool that throws, and the turn still finishes', async () => {
    const { events, requests } = await anthropicTurn(
      [
        {
          type: 'response',
          toolCalls: [
            { id: 'toolu_a', name: 'approve_payment', input: { amount: 100 } },
            { id: 'toolu_b', name: 'get_document', input: { documentId: 42 } },
            // build_timeline throws for a range that ends before it starts.
            { id: 'toolu_c', name: 'build_timeline', input: { from: '2026-12-01', to: '2026-01-01' } },
          ],
        },
        { type: 'response', text: ['I could not do that.'] },
      ],
      { message: 'Pay the claimant' },
    );
    expect(names(events).at(-1)).toBe('done');
    const results = (requests[1]!.body as AnthropicBody).messages
      .flatMap((m) => (Array.isArray(m.content) ? m.content : []))
      .filter((b) => b.type === 'tool_result');
    expect(results.map((r) => r.is_error)).toEqual([true, true, true]);
    expect(JSON.stringify(results[0])).toMatch(/Tool failed: .*approve_payment/);
    expect(JSON.stringify(results[1])).toMatch(/Tool failed: .*documentId/);
    expect(JSON.stringify(results[2])).toMatch(/Tool failed: .*swap them/);
  });

  it('sends no text block of only whitespace back with a tool call, which the Messages API refuses', async () => {
    const { events, requests } = await anthropicTurn(
      [
        { type: 'response', text: ['\n\n'], toolCalls: [{ id: 'toolu_ws', name: 'claim_metrics', input: {} }] },
        { type: 'response', text: ['Open for a while.'] },
      ],
      { message: 'How old is the claim?' },
    );
    expect(names(events).at(-1)).toBe('done');
    const assistant = (requests[1]!.body as AnthropicBody).messages.find((m) => m.role === 'assistant')!;
    const blocks = Array.isArray(assistant.content) ? assistant.content : [];
    expect(blocks.map((b) => b.type)).toContain('tool_use');
    for (const block of blocks.filter((b) => b.type === 'text')) expect(block.text?.trim()).toBeTruthy();
  });

  it('replays the stored conversation to the model on the next turn', async () => {
    const first = await anthropicTurn([{ type: 'response', text: ['The loss was a collision.'] }], { message: 'What happened?' });
    const { conversationId } = first.events[0]!.data as { conversationId: string };
    const second = await anthropicTurn([{ type: 'response', text: ['On the loss date.'] }], { message: 'When?', conversationId });
    const messages = (second.requests[0]!.body as AnthropicBody).messages.map((m) => [
      m.role,
      typeof m.content === 'string' ? m.content : m.content.map((b) => b.text ?? '').join(''),
    ]);
    expect(messages).toEqual([
      ['user', 'What happened?'],
      ['assistant', 'The loss was a collision.'],
      ['user', 'When?'],
    ]);
    const transcript = await (await call(`/api/conversations/${conversationId}`)).json<Transcript>();
    expect(transcript.messages.map((m) => m.text)).toEqual(['What happened?', 'The loss was a collision.', 'When?', 'On the loss date.']);
  });

  it('says so when the answer is cut off at the output limit, on screen and on record', async () => {
    const { events } = await anthropicTurn([{ type: 'response', text: ['The timeline begins on 2 October, when', ' the insured'], stopReason: 'max_tokens' }], {
      message: 'Build a chronology',
    });
    expect((events.at(-1)!.data as { stopReason: string }).stopReason).toBe('max_tokens');
    const shown = textOf(events);
    expect(shown.startsWith('The timeline begins on 2 October, when the insured\n\n')).toBe(true);
    expect(shown).toMatch(/cut off|stopped here/i);
    const { conversationId } = events[0]!.data as { conversationId: string };
    const transcript = await (await call(`/api/conversations/${conversationId}`)).json<Transcript>();
    expect(transcript.messages[1]).toMatchObject({ text: shown, stopReason: 'max_tokens' });
  });

  it('says the model declined rather than showing an empty reply', async () => {
    const { events } = await anthropicTurn([{ type: 'response', text: [], stopReason: 'refusal' }], { message: 'Write it anyway' });
    expect(names(events).at(-1)).toBe('done');
    expect(textOf(events)).toMatch(/declined/i);
  });

  it('asks for the answer without tools in the last round, so the handler gets one instead of an error', async () => {
    const loop: FakeRound = { type: 'response', toolCalls: [{ name: 'claim_metrics', input: {} }] };
    const answer: FakeRound = { type: 'response', text: ['From what I found: the claim has been open 40 days.'] };
    const { events, requests } = await anthropicTurn([...Array(7).fill(loop), answer], { message: 'Keep going' });
    expect(requests).toHaveLength(DEFAULT_TURN_LIMITS.maxRounds);
    const bodies = requests.map((r) => r.body as AnthropicBody & { tool_choice?: unknown });
    expect(bodies.slice(0, -1).map((b) => b.tool_choice)).toEqual(Array(7).fill(undefined));
    expect(bodies.at(-1)!.tool_choice).toEqual({ type: 'none' });
    // The model is told why, after the last results.
    const lastTurn = bodies.at(-1)!.messages.at(-1)!;
    expect(JSON.stringify(lastTurn.content)).toMatch(/no more tools/i);
    expect(names(events).at(-1)).toBe('done');
    expect(textOf(events)).toBe('From what I found: the claim has been open 40 days.');
    const { conversationId } = events[0]!.data as { conversationId: string };
    const transcript = await (await call(`/api/conversations/${conversationId}`)).json<Transcript>();
    expect(transcript.messages[1]).toMatchObject({ status: 'complete', stopReason: 'end_turn' });
    expect(transcript.messages[1]!.toolCalls).toHaveLength(7);
  });

  it('stops with turn_limit, storing the turn as interrupted, when the model calls tools in its last round all the same', async () => {
    const loop: FakeRound = { type: 'response', toolCalls: [{ name: 'claim_metrics', input: {} }] };
    const { events, requests } = await anthropicTurn(Array(8).fill(loop), { message: 'Keep going' });
    expect(requests).toHaveLength(8);
    const error = events.find((e) => e.event === 'error')!.data as { code: string; message: string };
    expect(error.code).toBe('turn_limit');
    expect(names(events)).not.toContain('done');
    const { conversationId } = events[0]!.data as { conversationId: string };
    const transcript = await (await call(`/api/conversations/${conversationId}`)).json<Transcript>();
    expect(transcript.messages[1]).toMatchObject({ role: 'assistant', status: 'interrupted', stopReason: 'turn_limit' });
    // The calls of the last round are not run: nothing would read their results.
    expect(transcript.messages[1]!.toolCalls).toHaveLength(7);
  });

  it('runs no more than the bound on tool calls in one turn, tells the model the rest were not run, and asks for the answer', async () => {
    const calls = Array.from({ length: 40 }, (_, i) => ({ id: `toolu_${i}`, name: 'claim_metrics', input: {} }));
    const { events, requests } = await anthropicTurn(
      [
        { type: 'response', toolCalls: calls },
        { type: 'response', text: ['Open 40 days.'] },
      ],
      { message: 'Everything, many times' },
    );
    expect(events.filter((e) => e.event === 'activity')).toHaveLength(DEFAULT_TURN_LIMITS.maxToolCalls);
    expect(names(events).at(-1)).toBe('done');
    const second = requests[1]!.body as AnthropicBody & { tool_choice?: unknown };
    expect(second.tool_choice).toEqual({ type: 'none' });
    const results = second.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).filter((b) => b.type === 'tool_result');
    expect(results).toHaveLength(40);
    expect(results.slice(0, 32).every((r) => !r.is_error)).toBe(true);
    expect(results.slice(32).every((r) => r.is_error && /Tool failed: .*limit of 32 tool calls/.test(JSON.stringify(r.content)))).toBe(true);
  });
});
