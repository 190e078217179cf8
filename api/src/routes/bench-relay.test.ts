import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../../demo';
import { fakeModelServer, scenarioKey } from '../../test/fake-models/client';
import { callWith, seedDemo } from '../../test/helpers';
import { names, readEvents, textOf } from '../../test/sse';
import { benchRelayEnabled } from './bench-relay';

const anthropic = fakeModelServer('anthropic');
const relay = (overrides: Record<string, string>, json: unknown = { message: 'Hello' }) =>
  callWith({ AUTH_MODE: 'dev', ...overrides }, '/api/bench/relay', { method: 'POST', json });

describe('POST /api/bench/relay', () => {
  beforeAll(seedDemo);

  it('is on only with BENCH_BASELINE_ROUTE "on" in dev sign-in', () => {
    expect(benchRelayEnabled({ BENCH_BASELINE_ROUTE: 'on', AUTH_MODE: 'dev' } as never)).toBe(true);
    expect(benchRelayEnabled({ BENCH_BASELINE_ROUTE: 'on', AUTH_MODE: 'access' } as never)).toBe(false);
    expect(benchRelayEnabled({ BENCH_BASELINE_ROUTE: 'on' } as never)).toBe(false);
    expect(benchRelayEnabled({ BENCH_BASELINE_ROUTE: 'yes', AUTH_MODE: 'dev' } as never)).toBe(false);
    expect(benchRelayEnabled({ AUTH_MODE: 'dev' } as never)).toBe(false);
  });

  it('is not there when switched off: a signed-in caller gets the 404 of any unknown endpoint', async () => {
    const { res } = await relay({});
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('is not there in Access sign-in even when switched on: sign-in is asked for first', async () => {
    const { res } = await relay({ BENCH_BASELINE_ROUTE: 'on', AUTH_MODE: 'access' });
    expect(res.status).not.toBe(200);
    expect(res.headers.get('content-type')).not.toContain('text/event-stream');
  });

  it('relays a two-round model stream as the chat events, with no tools run', async () => {
    const key = await anthropic.script(scenarioKey('relay'), [
      {
        type: 'response',
        toolCalls: [
          { name: 'claim_metrics', input: {} },
          { name: 'get_claim_section', input: { section: 'overview' } },
        ],
      },
      { type: 'response', text: ['All ', 'clear.'], usage: { input: 10, output: 5 } },
    ]);
    const { res, settled } = await relay({ BENCH_BASELINE_ROUTE: 'on', MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    await settled();
    expect(names(events)).toEqual(['conversation', 'activity', 'activity', 'text', 'text', 'usage', 'done']);
    expect(events.every((e) => e.typed !== undefined)).toBe(true);
    expect(textOf(events)).toBe('All clear.');
    const requests = await anthropic.requests(key);
    expect(requests).toHaveLength(2);
    // No claim, no prompt, no tools: only the message goes to the model.
    expect(requests[0]!.body).not.toHaveProperty('tools');
    expect(requests[0]!.body).not.toHaveProperty('system');
  });

  it('with a claimId, stores the relayed turn as a chat turn would, and nothing without one', async () => {
    const key = await anthropic.script(scenarioKey('relay-stored'), [
      { type: 'response', toolCalls: [{ name: 'claim_metrics', input: {} }] },
      { type: 'response', text: ['Stored.'], usage: { input: 10, output: 2 } },
      { type: 'response', text: ['Not stored.'], usage: { input: 10, output: 2 } },
    ]);
    const vars = { BENCH_BASELINE_ROUTE: 'on', MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key };
    const conversationsBefore = await env.DB.prepare('SELECT COUNT(*) AS n FROM conversations').first<{ n: number }>();

    const claimId = DEMO_CLAIMS[0]!.id;
    const stored = await relay(vars, { message: 'Store me', claimId });
    const events = await readEvents(stored.res);
    await stored.settled();
    expect(names(events)).toEqual(['conversation', 'activity', 'text', 'usage', 'done']);
    const conversationId = (events[0]!.data as { conversationId: string }).conversationId;
    const conversation = await env.DB.prepare('SELECT claim_id, user_id FROM conversations WHERE id = ?').bind(conversationId).first();
    expect(conversation).toEqual({ claim_id: claimId, user_id: 'bench-relay' });
    const { results: messages } = await env.DB.prepare('SELECT role, text, status FROM messages WHERE conversation_id = ? ORDER BY seq')
      .bind(conversationId)
      .all();
    expect(messages).toEqual([
      { role: 'user', text: 'Store me', status: 'complete' },
      { role: 'assistant', text: 'Stored.', status: 'complete' },
    ]);
    const toolCalls = await env.DB.prepare('SELECT tool FROM tool_calls tc JOIN messages m ON m.id = tc.message_id WHERE m.conversation_id = ?')
      .bind(conversationId)
      .all();
    expect(toolCalls.results).toEqual([{ tool: 'claim_metrics' }]);

    const plain = await relay(vars, { message: 'Do not store me' });
    expect(names(await readEvents(plain.res))).toEqual(['conversation', 'text', 'usage', 'done']);
    await plain.settled();
    const conversationsAfter = await env.DB.prepare('SELECT COUNT(*) AS n FROM conversations').first<{ n: number }>();
    expect(conversationsAfter!.n).toBe(conversationsBefore!.n + 1);
  });

  it('with a claimId that is not a claim, answers 404 as a turn would and stores nothing', async () => {
    const { res } = await relay({ BENCH_BASELINE_ROUTE: 'on', ANTHROPIC_API_KEY: 'unused' }, { message: 'Hello', claimId: 'CLM-NOT-THERE' });
    expect(res.status).toBe(404);
  });

  it('refuses a body without a message, saying what to send', async () => {
    const { res } = await relay({ BENCH_BASELINE_ROUTE: 'on', ANTHROPIC_API_KEY: 'unused' }, { text: 'Hello' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'bad_request', message: expect.stringContaining('"message"') } });
  });
});
