/**
 * The daily model-spend cap: tokens of every turn count toward the UTC day's total; once it is
 * reached a free question answers 429 model_budget_exhausted with when it resets (writing nothing),
 * a quick action still works in offline mode without calling the model, and unset means no cap.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import type { Env } from '../src/env';
import { fakeModelServer, scenarioKey, type FakeRound } from './fake-models/client';
import { callWith, seedDemo } from './helpers';
import { names, readEvents, textOf } from './sse';

const anthropic = fakeModelServer('anthropic');
const claim = DEMO_CLAIMS[0]!;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(seedDemo);
beforeEach(async () => {
  await env.DB.prepare('DELETE FROM model_spend').run();
});

async function turn(rounds: FakeRound[], body: Record<string, unknown>, vars: Partial<Env> = {}) {
  const key = await anthropic.script(scenarioKey('budget'), rounds);
  const { res, settled } = await callWith(
    { MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key, ANTHROPIC_MODEL: 'claude-sonnet-4-5', MODEL_DAILY_TOKEN_LIMIT: '1000', ...vars },
    `/api/claims/${claim.id}/chat`,
    { method: 'POST', json: body },
  );
  const events = res.status === 200 ? await readEvents(res) : [];
  await settled();
  return { res, events, requests: await anthropic.requests(key) };
}

const spent = async () => (await env.DB.prepare('SELECT tokens FROM model_spend WHERE day = ?').bind(today()).first<{ tokens: number }>())?.tokens ?? 0;
// A refused turn starts no conversation: the directory row is the Worker's first write of a turn.
const messages = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM conversations').first<{ n: number }>())!.n;

describe('the daily model budget', () => {
  it('counts every token of a turn, then refuses free questions and runs quick actions offline', async () => {
    const first = await turn([{ type: 'response', text: ['Fine.'], usage: { input: 600, output: 200, cacheRead: 300 } }], { message: 'Summarise' });
    expect(names(first.events).at(-1)).toBe('done');
    expect(await spent()).toBe(1100);

    const before = await messages();
    const refused = await turn([{ type: 'response', text: ['Never asked.'] }], { message: 'And now?' });
    expect(refused.res.status).toBe(429);
    expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    const body = await refused.res.json<ErrorBody>();
    expect(body.error).toMatchObject({ code: 'model_budget_exhausted', message: expect.stringContaining('resets at 00:00 UTC'), retryable: false });
    expect(refused.requests).toEqual([]);
    expect(await messages()).toBe(before);

    const quick = await turn([{ type: 'response', text: ['Never asked.'] }], { message: 'Validate the policy', capability: 'policy_validation' });
    expect(quick.res.status).toBe(200);
    expect(quick.requests).toEqual([]);
    expect(names(quick.events)).toContain('activity');
    expect(names(quick.events).at(-1)).toBe('done');
    expect(textOf(quick.events)).toMatch(/^_Today's model budget is used up/);
    expect(await spent()).toBe(1100);
  });

  it("starts again each UTC day: yesterday's spend does not count", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await env.DB.prepare('INSERT INTO model_spend (day, tokens) VALUES (?, ?)').bind(yesterday, 50_000).run();
    const { res } = await turn([{ type: 'response', text: ['Fine.'] }], { message: 'Summarise' });
    expect(res.status).toBe(200);
  });

  it('is no cap when unset', async () => {
    await env.DB.prepare('INSERT INTO model_spend (day, tokens) VALUES (?, ?)').bind(today(), 10_000_000).run();
    const { res, events } = await turn(
      [{ type: 'response', text: ['Fine.'], usage: { input: 10, output: 5 } }],
      { message: 'Summarise' },
      { MODEL_DAILY_TOKEN_LIMIT: '' },
    );
    expect(res.status).toBe(200);
    expect(names(events).at(-1)).toBe('done');
    expect(await spent()).toBe(10_000_015);
  });
});
