/**
 * The per-user chat limit counts only turns that start, over a sliding minute: refused requests
 * (a claim the user cannot see, a 429) use up nothing, and turns started just before a minute's
 * boundary still count just after it.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { callWith, seedDemo, userOfTeam } from './helpers';
import { readEvents } from './sse';

beforeAll(seedDemo);

const claimOf = (team: string) => DEMO_CLAIMS.find((c) => c.handler.team === team)!;
const otherThan = (team: string) => DEMO_CLAIMS.find((c) => c.handler.team !== team)!;

async function chat(claimId: string, user: string, perMinute: number) {
  const { res, settled } = await callWith({ CHAT_TURNS_PER_MINUTE: String(perMinute) }, `/api/claims/${claimId}/chat`, {
    method: 'POST',
    json: { message: 'Summarise the claim' },
    user,
  });
  if (res.status === 200) await readEvents(res);
  await settled();
  return res;
}

/** Turns this user started at these moments, as if made earlier. */
async function startedEarlier(user: string, ...at: number[]): Promise<void> {
  await env.DB.batch(at.map((t) => env.DB.prepare('INSERT INTO turn_starts (user_id, started_at) VALUES (?, ?)').bind(user, t)));
}

describe('the chat rate limit', () => {
  it('does not count requests refused as not found', async () => {
    const team = 'Motor';
    const user = userOfTeam(team);
    for (let i = 0; i < 20; i++) expect((await chat(otherThan(team).id, user, 2)).status).toBe(404);
    expect((await chat(claimOf(team).id, user, 2)).status).toBe(200);
    expect((await chat(claimOf(team).id, user, 2)).status).toBe(200);
    expect((await chat(claimOf(team).id, user, 2)).status).toBe(429);
  });

  it('does not count its own 429s: a turn is accepted as soon as the oldest counted one is a minute old', async () => {
    const team = 'Property';
    const user = userOfTeam(team);
    const oldest = Date.now() - 58_800;
    await startedEarlier(user, oldest);
    const refused = await chat(claimOf(team).id, user, 1);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(2);
    for (let i = 0; i < 5; i++) expect((await chat(claimOf(team).id, user, 1)).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, oldest + 60_050 - Date.now())));
    expect((await chat(claimOf(team).id, user, 1)).status).toBe(200);
  });

  it('counts turns over the last 60 seconds, not per clock minute, and says when to try again', async () => {
    const team = 'Liability';
    const user = userOfTeam(team);
    const now = Date.now();
    // The start of this clock minute, less a moment: the previous fixed window, still in the last 60 s.
    const lastMinute = now - (now % 60_000) - 1;
    await startedEarlier(user, now - 90_000, lastMinute, lastMinute);
    const res = await chat(claimOf(team).id, user, 2);
    expect(res.status).toBe(429);
    const body = await res.json<ErrorBody>();
    expect(body.error).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('in the last 60 seconds'), retryable: true });
    const retryAfter = Number(res.headers.get('Retry-After'));
    const expected = Math.max(1, Math.ceil((lastMinute + 60_000 - now) / 1000));
    expect(retryAfter).toBeGreaterThanOrEqual(expected - 1);
    expect(retryAfter).toBeLessThanOrEqual(expected);
  });
});
