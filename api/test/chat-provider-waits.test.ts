/**
 * How long a turn waits on a provider that asks us to wait or never answers: a long Retry-After
 * ends the turn at once saying when to try again, a short one is retried, and the model's idle
 * limit holds across every attempt (the SDKs alone waited out any Retry-After, twice, and gave
 * each attempt its own timeout).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../demo';
import type { Env } from '../src/env';
import { fakeModelServer, scenarioKey, type FakeRound } from './fake-models/client';
import { callWith, seedDemo } from './helpers';
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

describe.each(PROVIDERS)('waiting on $provider', ({ provider, vars }) => {
  const fake = fakeModelServer(provider);

  async function turn(rounds: FakeRound[], extra: Partial<Env> = {}) {
    const key = await fake.script(scenarioKey(`waits-${provider}`), rounds);
    const { res, settled } = await callWith({ ...vars(key), ...extra }, `/api/claims/${claim.id}/chat`, {
      method: 'POST',
      json: { message: 'Summarise the claim' },
    });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    await settled();
    return { events, requests: await fake.requests(key) };
  }

  it('ends the turn at once on a 429 asking for two minutes, saying when to try again', async () => {
    const limited: FakeRound = { type: 'failure', status: 429, headers: { 'retry-after': '120' } };
    const { events, requests } = await turn([limited, limited, limited]);
    expect(requests).toHaveLength(1);
    const error = events.find((e) => e.event === 'error')?.data;
    expect(error).toMatchObject({ code: 'provider_rate_limited', message: expect.stringContaining('Try again in about 2 minutes') });
  });

  it('ends the turn at once on a 503 asking for a minute', async () => {
    const { events, requests } = await turn([{ type: 'failure', status: 503, headers: { 'retry-after': '60' } }]);
    expect(requests).toHaveLength(1);
    expect(events.find((e) => e.event === 'error')?.data).toMatchObject({ code: 'provider_unavailable', message: expect.stringContaining('about 60 seconds') });
  });

  it('retries a short wait and answers', async () => {
    const { events, requests } = await turn([
      { type: 'failure', status: 429, headers: { 'retry-after': '0.05' } },
      { type: 'response', text: ['Answered.'] },
    ]);
    expect(requests).toHaveLength(2);
    expect(textOf(events)).toBe('Answered.');
    expect(names(events).at(-1)).toBe('done');
  });

  it('holds MODEL_IDLE_TIMEOUT_MS for the whole request, retries included: one silent attempt, not three', async () => {
    const { events, requests } = await turn([{ type: 'hang' }, { type: 'hang' }, { type: 'hang' }], { MODEL_IDLE_TIMEOUT_MS: '1000' });
    expect(requests).toHaveLength(1);
    expect(events.find((e) => e.event === 'error')?.data).toMatchObject({
      code: 'provider_unavailable',
      message: expect.stringContaining('did not answer in time'),
    });
  });

  it('does not start a retry that cannot finish before the idle limit', async () => {
    const { requests } = await turn(
      [
        { type: 'failure', status: 500, headers: { 'retry-after': '2' } },
        { type: 'response', text: ['Too late.'] },
      ],
      { MODEL_IDLE_TIMEOUT_MS: '1500' },
    );
    expect(requests).toHaveLength(1);
  });
});
