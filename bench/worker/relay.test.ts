/** The bench Worker's routes, through the bench Worker itself (bench/wrangler.toml) on local D1. */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transcript } from '@claims/shared';
import { DEMO_CLAIMS } from '../../api/demo';
import type { Env } from '../../api/src/env';
import { fakeModelServer, scenarioKey } from '../../api/test/fake-models/client';
import { seedDemo } from '../../api/test/helpers';
import { names, readEvents, textOf } from '../../api/test/sse';
import bench from './index';
import { benchRelayEnabled } from './relay';

const anthropic = fakeModelServer('anthropic');

/** A request through the bench Worker with some vars changed; `settled` waits for what it finishes after answering. */
async function callWith(overrides: Partial<Env>, path: string, init: { method?: string; json?: unknown } = {}) {
  const headers = init.json === undefined ? undefined : { 'Content-Type': 'application/json' };
  const request = new Request(`http://localhost${path}`, {
    method: init.method,
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const ctx = createExecutionContext();
  const res = await bench.fetch(request, { ...env, ...overrides }, ctx);
  return { res, settled: () => waitOnExecutionContext(ctx) };
}
const call = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`));
const relay = (overrides: Partial<Env>, json: unknown = { message: 'Hello' }) =>
  callWith({ AUTH_MODE: 'dev', ...overrides }, '/api/bench/relay', { method: 'POST', json });

describe('POST /api/bench/relay', () => {
  beforeAll(seedDemo);

  it('is on only in dev sign-in', () => {
    expect(benchRelayEnabled({ AUTH_MODE: 'dev' } as never)).toBe(true);
    expect(benchRelayEnabled({ AUTH_MODE: 'access' } as never)).toBe(false);
    expect(benchRelayEnabled({} as never)).toBe(false);
  });

  it('is not there in Access sign-in: the request goes on to the production app, which asks for sign-in', async () => {
    const { res } = await relay({ AUTH_MODE: 'access' });
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
    const { res, settled } = await relay({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key });
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
    const vars = { MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key };
    const conversationsBefore = await env.DB.prepare('SELECT COUNT(*) AS n FROM conversations').first<{ n: number }>();

    const claimId = DEMO_CLAIMS[0]!.id;
    const stored = await relay(vars, { message: 'Store me', claimId });
    const events = await readEvents(stored.res);
    await stored.settled();
    expect(names(events)).toEqual(['conversation', 'activity', 'text', 'usage', 'done']);
    const conversationId = (events[0]!.data as { conversationId: string }).conversationId;
    const conversation = await env.DB.prepare('SELECT claim_id, user_id FROM conversations WHERE id = ?').bind(conversationId).first();
    expect(conversation).toEqual({ claim_id: claimId, user_id: 'bench-relay' });
    // The transcript, in the claim's object, read as the admin may read anyone's.
    const transcript = await (await call(`/api/conversations/${conversationId}`)).json<Transcript>();
    expect(transcript.messages.map(({ role, text, status }) => ({ role, text, status }))).toEqual([
      { role: 'user', text: 'Store me', status: 'complete' },
      { role: 'assistant', text: 'Stored.', status: 'complete' },
    ]);
    expect(transcript.messages.flatMap((m) => m.toolCalls.map((t) => ({ tool: t.tool })))).toEqual([{ tool: 'claim_metrics' }]);

    const plain = await relay(vars, { message: 'Do not store me' });
    expect(names(await readEvents(plain.res))).toEqual(['conversation', 'text', 'usage', 'done']);
    await plain.settled();
    const conversationsAfter = await env.DB.prepare('SELECT COUNT(*) AS n FROM conversations').first<{ n: number }>();
    expect(conversationsAfter!.n).toBe(conversationsBefore!.n + 1);
  });

  it('with a claimId that is not a claim, answers 404 as a turn would and stores nothing', async () => {
    const { res } = await relay({ ANTHROPIC_API_KEY: 'unused' }, { message: 'Hello', claimId: 'CLM-NOT-THERE' });
    expect(res.status).toBe(404);
  });

  it('refuses a body without a message, saying what to send', async () => {
    const { res } = await relay({ ANTHROPIC_API_KEY: 'unused' }, { text: 'Hello' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'bad_request', message: expect.stringContaining('"message"') } });
  });
});

describe('GET /api/bench/storage/:claimId', () => {
  beforeAll(seedDemo);

  it("says what the claim's object stores after a real chat turn through the production app", async () => {
    const claimId = DEMO_CLAIMS[2]!.id;
    const path = `/api/bench/storage/${claimId}`;
    await (await callWith({ AUTH_MODE: 'dev' }, `/api/claims/${claimId}/chat`, { method: 'POST', json: { message: 'Summarise the claim' } })).res.text();
    const { res } = await callWith({ AUTH_MODE: 'dev' }, path);
    expect(res.status).toBe(200);
    const figures = await res.json<{ databaseBytes: number; recordBytes: number; turns: number; messageBytes: number; eventBytes: number }>();
    expect(figures.turns).toBeGreaterThanOrEqual(1);
    expect(figures.recordBytes).toBeGreaterThan(1000);
    expect(figures.messageBytes).toBeGreaterThan('Summarise the claim'.length);
    expect(figures.eventBytes).toBeGreaterThan(0);
    expect(figures.databaseBytes).toBeGreaterThan(figures.recordBytes);
  });
});
