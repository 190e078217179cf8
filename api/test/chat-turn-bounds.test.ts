/**
 * A model that will not stop: the reply is cut at MODEL_MAX_REPLY_CHARS and the turn at
 * TURN_MAX_DURATION_MS, each with a clear error, the answer so far kept, and the stored reply
 * within bounds (one 5 MB delta was once streamed, marked done and stored whole).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transcript } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import type { Env } from '../src/env';
import { DEFAULT_MAX_REPLY_CHARS } from '../src/turn/turn-bounds';
import { fakeModelServer, scenarioKey, type FakeRound } from './fake-models/client';
import { call, callWith, seedDemo } from './helpers';
import { names, readEvents, textOf } from './sse';

const claim = DEMO_CLAIMS[0]!;
beforeAll(seedDemo);

const PROVIDERS = [
  {
    provider: 'anthropic',
    vars: (key: string): Partial<Env> => ({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key, ANTHROPIC_MODEL: 'claude-sonnet-4-5' }),
  },
  { provider: 'openai', vars: (key: string): Partial<Env> => ({ MODEL_PROVIDER: 'openai', OPENAI_API_KEY: key, OPENAI_MODEL: 'gpt-4.1' }) },
] as const;

describe.each(PROVIDERS)('bounds on a $provider answer', ({ provider, vars }) => {
  const fake = fakeModelServer(provider);

  async function turn(rounds: FakeRound[], extra: Partial<Env> = {}) {
    const key = await fake.script(scenarioKey(`bounds-${provider}`), rounds);
    const { res, settled } = await callWith({ ...vars(key), ...extra }, `/api/claims/${claim.id}/chat`, {
      method: 'POST',
      json: { message: 'Summarise the claim' },
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    await settled();
    const { conversationId } = events[0]!.data as { conversationId: string };
    const transcript = await (await call(`/api/conversations/${conversationId}`)).json<Transcript>();
    return { events, reply: transcript.messages[1]!, key };
  }

  it('cuts one 5 MB delta at the default cap, ends with reply_too_long and stores what was sent', async () => {
    const { events, reply } = await turn([{ type: 'response', text: [`Long. ${'x'.repeat(5_000_000)}`] }]);
    const sent = textOf(events);
    expect(sent.length).toBe(DEFAULT_MAX_REPLY_CHARS);
    expect(names(events)).not.toContain('done');
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'reply_too_long', message: expect.stringContaining('100,000 characters') } });
    expect(reply).toMatchObject({ status: 'interrupted', text: sent });
  });

  it('cuts many deltas at MODEL_MAX_REPLY_CHARS without splitting a character', async () => {
    const { events, reply } = await turn([{ type: 'response', text: Array(400).fill('🙂 words ') }], { MODEL_MAX_REPLY_CHARS: '1001' });
    const sent = textOf(events);
    expect(sent.length).toBeLessThanOrEqual(1001);
    expect(sent.length).toBeGreaterThan(990);
    expect(sent).not.toMatch(/[\uD800-\uDBFF]$/);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'reply_too_long' } });
    expect(reply).toMatchObject({ status: 'interrupted', text: sent });
  });

  it('stops an endless stream at TURN_MAX_DURATION_MS with turn_timeout, keeping the text so far, and closes the request', async () => {
    const endless: FakeRound = { type: 'response', text: Array(5000).fill('and more '), eventDelayMs: 5 };
    const { events, reply, key } = await turn([endless], { TURN_MAX_DURATION_MS: '1000' });
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'turn_timeout', message: expect.stringContaining('the 1 second a turn') } });
    const sent = textOf(events);
    expect(sent.length).toBeGreaterThan(0);
    expect(reply).toMatchObject({ status: 'interrupted', stopReason: 'error', text: sent });
    await vi.waitFor(async () => expect((await fake.requests(key))[0]?.closedEarly).toBe(true));
  });
});
