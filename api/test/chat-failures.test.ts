/**
 * Failing providers, Stop and going browsers: a failure or Stop ends the stream with one clear
 * `error` event, a browser leaving only detaches it, and the stored transcript stays consistent.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transcript } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { fakeModelServer, scenarioKey, type FakeRound } from './fake-models/client';
import { call, callWith, seedDemo } from './helpers';
import { names, readEvents, readRest, readUntil, textOf } from './sse';

const anthropic = fakeModelServer('anthropic');
const claim = DEMO_CLAIMS[0]!;
const chatPath = `/api/claims/${claim.id}/chat`;

beforeAll(seedDemo);

async function scripted(rounds: FakeRound[]) {
  const key = await anthropic.script(scenarioKey('failures'), rounds);
  return { key, env: { MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key, ANTHROPIC_MODEL: 'claude-sonnet-4-5' } };
}

async function transcriptOf(conversationId: string): Promise<Transcript> {
  const res = await call(`/api/conversations/${conversationId}`);
  expect(res.status).toBe(200);
  return res.json<Transcript>();
}

async function failingTurn(rounds: FakeRound[]) {
  const { env, key } = await scripted(rounds);
  const { res, settled } = await callWith(env, chatPath, { method: 'POST', json: { message: 'Summarise the claim' } });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  await settled();
  const { conversationId } = events[0]!.data as { conversationId: string };
  return { events, transcript: await transcriptOf(conversationId), requests: await anthropic.requests(key) };
}

function errorOf(events: { event: string; data: unknown }[]) {
  const errors = events.filter((e) => e.event === 'error');
  expect(errors).toHaveLength(1);
  expect(events.at(-1)?.event).toBe('error');
  return errors[0]!.data as { code: string; message: string; retryable?: boolean };
}

describe('whether the error event offers a retry (retryable, from the code)', () => {
  it.each([
    ['a refused key', [{ type: 'failure', status: 401 }], 'provider_auth', false],
    ['a model the provider does not offer', [{ type: 'failure', status: 404 }], 'provider_misconfigured', false],
    ['a conversation too long for the model', [{ type: 'failure', status: 413 }], 'conversation_too_long', false],
    ['a request the provider rejected', [{ type: 'failure', status: 400 }], 'provider_error', true],
    ['a provider down every time', Array(3).fill({ type: 'failure', status: 500 }), 'provider_unavailable', true],
    ['a provider limiting us every time', Array(3).fill({ type: 'failure', status: 429 }), 'provider_rate_limited', true],
    ['a stream cut in half', [{ type: 'response', text: ['Half ', 'a ', 'reply'], interrupt: { afterEvents: 4, with: 'cut' } }], 'stream_interrupted', true],
  ] as [string, FakeRound[], string, boolean][])('%s: %s, retryable %s', async (_what, rounds, code, retryable) => {
    const { events } = await failingTurn(rounds);
    expect(errorOf(events)).toMatchObject({ code, retryable });
  });
});

describe('provider failures', () => {
  it('401: a clear provider_auth error, no key in it, and an interrupted turn', async () => {
    const { events, transcript } = await failingTurn([{ type: 'failure', status: 401 }]);
    const error = errorOf(events);
    expect(error.code).toBe('provider_auth');
    expect(error.message).toMatch(/ANTHROPIC_API_KEY/);
    expect(error.message).not.toMatch(/test-failures/);
    expect(transcript.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'interrupted'],
    ]);
  });

  it('429 then success: the SDK retries before the stream, and the turn completes', async () => {
    const { events, transcript, requests } = await failingTurn([
      { type: 'failure', status: 429 },
      { type: 'response', text: ['All good.'] },
    ]);
    expect(requests).toHaveLength(2);
    expect(names(events).at(-1)).toBe('done');
    expect(textOf(events)).toBe('All good.');
    expect(transcript.messages[1]).toMatchObject({ status: 'complete', text: 'All good.' });
  });

  it('429 every time: provider_rate_limited', async () => {
    const { events } = await failingTurn(Array(3).fill({ type: 'failure', status: 429 }));
    expect(errorOf(events).code).toBe('provider_rate_limited');
  });

  it('429 every time with retry-after: says when to try again', async () => {
    const { events } = await failingTurn(Array(3).fill({ type: 'failure', status: 429, headers: { 'retry-after': '120' } }));
    expect(errorOf(events)).toMatchObject({ code: 'provider_rate_limited', message: expect.stringContaining('in about 2 minutes') });
  });

  it('500 every time: provider_unavailable', async () => {
    const { events } = await failingTurn(Array(3).fill({ type: 'failure', status: 500 }));
    expect(errorOf(events).code).toBe('provider_unavailable');
  });

  it('an error mid-stream after some text: the text so far is kept and the turn is interrupted', async () => {
    const { events, transcript } = await failingTurn([
      { type: 'response', text: ['The claim ', 'concerns ', 'a collision'], interrupt: { afterEvents: 5, with: 'server_error' } },
    ]);
    const error = errorOf(events);
    expect(['provider_unavailable', 'stream_interrupted', 'provider_error']).toContain(error.code);
    const partial = textOf(events);
    expect(partial.length).toBeGreaterThan(0);
    expect(transcript.messages[1]).toMatchObject({ status: 'interrupted', text: partial });
  });

  it('counts the tokens of a round that broke off in the usage sent before the error and stored', async () => {
    const { events, transcript } = await failingTurn([
      { type: 'response', toolCalls: [{ id: 'toolu_u', name: 'claim_metrics', input: {} }], usage: { input: 100, output: 20 } },
      { type: 'response', text: ['The claim ', 'has been open'], usage: { input: 500, cacheRead: 900 }, interrupt: { afterEvents: 5, with: 'overloaded' } },
    ]);
    expect(names(events).slice(-2)).toEqual(['usage', 'error']);
    // The second round's input was read (message_start says so) before the stream broke.
    const usage = events.at(-2)!.data as { inputTokens: number; cacheReadTokens: number };
    expect(usage).toMatchObject({ inputTokens: 600, cacheReadTokens: 900 });
    expect(transcript.messages[1]!.usage).toMatchObject({ inputTokens: 600, cacheReadTokens: 900 });
  });

  it('a stream cut in half: stream_interrupted', async () => {
    const { events, transcript } = await failingTurn([{ type: 'response', text: ['Half ', 'a ', 'reply'], interrupt: { afterEvents: 4, with: 'cut' } }]);
    expect(errorOf(events).code).toBe('stream_interrupted');
    expect(transcript.messages[1]?.status).toBe('interrupted');
  });

  it('overloaded mid-stream: provider_unavailable', async () => {
    const { events } = await failingTurn([{ type: 'response', text: ['x'], interrupt: { afterEvents: 2, with: 'overloaded' } }]);
    expect(errorOf(events).code).toBe('provider_unavailable');
  });
});

describe('logs', () => {
  it('carry codes and ids, never the API key, the prompt or claim text, whatever fails', async () => {
    const logged: unknown[][] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args)),
    );
    try {
      for (const rounds of [
        [{ type: 'failure', status: 401 }],
        [{ type: 'failure', status: 400, message: `prompt is too long: ${claim.loss.description}` }],
        Array(3).fill({ type: 'failure', status: 500 }),
        [{ type: 'response', text: ['Half ', 'a reply'], interrupt: { afterEvents: 4, with: 'cut' } }],
      ] as FakeRound[][]) {
        const { events, transcript } = await failingTurn(rounds);
        expect(names(events).at(-1)).toBe('error');
        expect(transcript.messages[1]?.status).toBe('interrupted');
      }
      const text = JSON.stringify(logged);
      expect(logged.length).toBeGreaterThan(0);
      expect(text).not.toMatch(/test-failures-\d+-/);
      expect(text).not.toContain(claim.loss.description.slice(0, 40));
      expect(text).not.toContain('Summarise the claim');
      const policyholder = claim.parties.find((p) => p.id === claim.policy.holderPartyId)!;
      expect(text).not.toContain(policyholder.name);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('a model that goes silent', () => {
  it('ends the turn after MODEL_IDLE_TIMEOUT_MS with stream_interrupted, keeping the text so far, and closes the request', async () => {
    const { env, key } = await scripted([{ type: 'response', text: ['Checking the ', 'policy'], interrupt: { afterEvents: 5, with: 'hang' } }]);
    const { res, settled } = await callWith({ ...env, MODEL_IDLE_TIMEOUT_MS: '1000' }, chatPath, { method: 'POST', json: { message: 'Summarise the claim' } });
    const events = await readEvents(res);
    await settled();
    const error = errorOf(events);
    expect(error).toMatchObject({ code: 'stream_interrupted', message: expect.stringContaining('sent nothing for 1 seconds') });
    const partial = textOf(events);
    expect(partial.length).toBeGreaterThan(0);
    const { conversationId } = events[0]!.data as { conversationId: string };
    expect((await transcriptOf(conversationId)).messages[1]).toMatchObject({ status: 'interrupted', text: partial });
    await vi.waitFor(async () => expect((await anthropic.requests(key))[0]?.closedEarly).toBe(true));
  });
});

const stop = (conversationId: string) => call(`/api/conversations/${conversationId}/stop`, { method: 'POST' });

describe('Stop, and the browser going away', () => {
  it('Stop aborts the upstream model request, ends every attached stream, and the stored reply says it was stopped', async () => {
    const { env, key } = await scripted([{ type: 'response', text: ['Thinking about it'], interrupt: { afterEvents: 4, with: 'hang' } }]);
    const { res, settled } = await callWith(env, chatPath, { method: 'POST', json: { message: 'Summarise the claim' } });
    const { events, reader } = await readUntil(res, (e) => e.event === 'text');
    const { conversationId } = events[0]!.data as { conversationId: string };
    const stopped = await stop(conversationId);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ stopped: true });
    // The rest of the stream: one error saying it was stopped, then the end.
    const rest = await readRest(reader);
    expect(rest.map((e) => e.event)).toEqual(['error']);
    expect(rest[0]!.data).toMatchObject({ code: 'aborted', retryable: true });
    await settled();

    // The fake server notes the closed connection as it happens; give it a moment.
    await vi.waitFor(async () => expect((await anthropic.requests(key))[0]?.closedEarly).toBe(true));
    const transcript = await transcriptOf(conversationId);
    expect(transcript.messages[1]).toMatchObject({ status: 'interrupted', stopReason: 'stopped' });
    expect(transcript.messages[1]!.text).toContain('Thinking');
    // Nothing is left to stop.
    expect(await (await stop(conversationId)).json()).toEqual({ stopped: false });
  });

  it('Stop mid tool round: the model request under way is cancelled, none follows, and the calls made stay on record', async () => {
    const { env, key } = await scripted([
      { type: 'response', text: ['Checking the policy.'], toolCalls: [{ id: 'toolu_mid', name: 'check_policy_in_force', input: {} }] },
      { type: 'response', text: ['It was in force', ' on the day.'], interrupt: { afterEvents: 4, with: 'hang' } },
      { type: 'response', text: ['Never asked for.'] },
    ]);
    const { res, settled } = await callWith(env, chatPath, { method: 'POST', json: { message: 'Was the policy in force?' } });
    const { events, reader } = await readUntil(res, (e) => e.event === 'activity');
    const { conversationId } = events[0]!.data as { conversationId: string };
    await stop(conversationId);
    await reader.cancel().catch(() => undefined);
    await settled();

    await vi.waitFor(async () => {
      const requests = await anthropic.requests(key);
      expect(requests.every((r) => r.endedAt !== null)).toBe(true);
      expect(requests.length).toBeLessThanOrEqual(2);
      if (requests[1]) expect(requests[1].closedEarly).toBe(true);
    });
    await vi.waitFor(async () => expect((await transcriptOf(conversationId)).messages[1]).toMatchObject({ status: 'interrupted', stopReason: 'stopped' }));
    const reply = (await transcriptOf(conversationId)).messages[1]!;
    expect(reply.toolCalls.map((c) => c.tool)).toEqual(['check_policy_in_force']);
    expect(reply.text.startsWith('Checking the policy.')).toBe(true);
  });

  it('a browser going away (its request aborted, its body cancelled) only detaches it: the turn runs on and is stored whole', async () => {
    const { env, key } = await scripted([{ type: 'response', text: ['Reading ', 'the ', 'file ', 'through.'], eventDelayMs: 40 }]);
    const browser = new AbortController();
    const { res, settled } = await callWith(env, chatPath, { method: 'POST', json: { message: 'Summarise the claim' }, signal: browser.signal });
    const { events, reader } = await readUntil(res, (e) => e.event === 'text');
    const { conversationId } = events[0]!.data as { conversationId: string };
    browser.abort();
    await reader.cancel().catch(() => undefined);
    await settled();
    await vi.waitFor(
      async () => expect((await transcriptOf(conversationId)).messages[1]).toMatchObject({ status: 'complete', text: 'Reading the file through.' }),
      {
        timeout: 5000,
      },
    );
    expect((await anthropic.requests(key))[0]?.closedEarly).toBe(false);
  });

  it('keeps a quiet stream alive with comments, which clients ignore', async () => {
    const { env } = await scripted([{ type: 'response', text: ['Slow ', 'answer.'], eventDelayMs: 120 }]);
    const { res, settled } = await callWith({ ...env, SSE_KEEP_ALIVE_MS: '100' }, chatPath, {
      method: 'POST',
      json: { message: 'Take your time' },
    });
    const raw = await res.text();
    await settled();
    expect(raw).toContain(': keep-alive\n\n');
    const events = await readEvents(new Response(raw));
    expect(textOf(events)).toBe('Slow answer.');
    expect(names(events).at(-1)).toBe('done');
  });

  it('is on record as running from the moment it starts, and as stopped once stopped', async () => {
    const { env } = await scripted([{ type: 'response', text: ['Working on it'], interrupt: { afterEvents: 4, with: 'hang' } }]);
    const { res, settled } = await callWith(env, chatPath, { method: 'POST', json: { message: 'Summarise the claim' } });
    const { events, reader } = await readUntil(res, (e) => e.event === 'text');
    const { conversationId } = events[0]!.data as { conversationId: string };
    const during = await transcriptOf(conversationId);
    expect(during.messages.map((m) => [m.role, m.status, m.text])).toEqual([
      ['user', 'complete', 'Summarise the claim'],
      ['assistant', 'running', ''],
    ]);
    await stop(conversationId);
    await reader.cancel().catch(() => undefined);
    await settled();
    await vi.waitFor(async () => expect((await transcriptOf(conversationId)).messages[1]).toMatchObject({ status: 'interrupted', text: 'Working on it' }));
  });
});
