/** `GET /api/claims/:id/overview` through the Worker on local D1: sign-in, team rules, today, no caching. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ClaimOverviewSchema, londonToday } from '@claims/shared';
import { DEMO_CLAIMS, motorRearEnd } from '../../demo';
import { call, seedDemo, userOfTeam } from '../../test/helpers';
import { claimOverview } from '../overview/overview';

beforeAll(seedDemo);

describe('GET /api/claims/:id/overview', () => {
  it("answers the claim's alerts and deadlines for today's UK date, never cached", async () => {
    const res = await call(`/api/claims/${motorRearEnd.id}/overview`, { user: userOfTeam(motorRearEnd.handler.team) });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = ClaimOverviewSchema.parse(await res.json());
    const today = londonToday();
    expect(body.today).toBe(today);
    expect(body).toEqual(claimOverview(motorRearEnd, today));
    expect(body.deadlines.length).toBe(claimOverview(motorRearEnd, today).deadlines.length);
  });

  it("answers 404 for another team's claim and for a claim that does not exist, 400 for a bad id", async () => {
    const other = DEMO_CLAIMS.find((c) => c.handler.team !== motorRearEnd.handler.team)!;
    const hidden = await call(`/api/claims/${other.id}/overview`, { user: userOfTeam(motorRearEnd.handler.team) });
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await call('/api/claims/CLM-NOPE/overview')).status).toBe(404);
    expect((await call('/api/claims/bad%20id/overview')).status).toBe(400);
  });

  it('needs sign-in like the claim itself, and allows only GET', async () => {
    const unknown = await call(`/api/claims/${motorRearEnd.id}/overview`, { user: 'nobody-here' });
    expect([401, 403]).toContain(unknown.status);
    const post = await call(`/api/claims/${motorRearEnd.id}/overview`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toMatch(/GET/);
  });
});
