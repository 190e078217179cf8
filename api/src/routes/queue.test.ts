import { beforeAll, describe, expect, it } from 'vitest';
import type { Queue, QueueItem } from '@claims/shared';
import { DEMO_CLAIMS, DEMO_TODAY } from '../../demo';
import { addBusinessDays } from '../domain/calendar/dates';
import { deadlinesOn } from '../domain/deadlines/deadline-rules';
import { call, demoClaim, seedDemo, userOfTeam } from '../../test/helpers';

beforeAll(seedDemo);

async function queue(query: string, user?: string): Promise<Queue> {
  const res = await call(`/api/queue?on=${DEMO_TODAY}&limit=500${query}`, user ? { user } : {});
  expect(res.status).toBe(200);
  return res.json<Queue>();
}

/** What the deadline engine says, claim by claim, as the queue should list it. */
function expected(claims = DEMO_CLAIMS) {
  const soonEnd = addBusinessDays(DEMO_TODAY, 5);
  return claims
    .flatMap((claim) =>
      deadlinesOn(claim, DEMO_TODAY)
        .filter((d) => !d.metBy && d.status !== 'lapsed')
        .map((d) => ({
          claimId: claim.id,
          kind: d.kind,
          due: d.due,
          daysLeft: d.daysLeft,
          group: d.due < DEMO_TODAY ? 'overdue' : d.due === DEMO_TODAY ? 'today' : d.due <= soonEnd ? 'soon' : 'upcoming',
        })),
    )
    .sort((a, b) => a.due.localeCompare(b.due) || a.claimId.localeCompare(b.claimId));
}

const brief = (items: QueueItem[]) => items.map(({ claimId, kind, due, daysLeft, group }) => ({ claimId, kind, due, daysLeft, group }));

describe('GET /api/queue', () => {
  it('lists every open deadline of the demo claims as the deadline engine works them out, overdue first', async () => {
    const q = await queue('');
    expect(brief(q.items)).toEqual(expected());
    expect(q.items[0]!.group).toBe('overdue');
    expect(q.on).toBe(DEMO_TODAY);
    const groups = q.items.map((i) => i.group);
    expect(groups).toEqual(
      [...groups].sort((a, b) => ['overdue', 'today', 'soon', 'upcoming'].indexOf(a) - ['overdue', 'today', 'soon', 'upcoming'].indexOf(b)),
    );
    for (const group of ['overdue', 'today', 'soon', 'upcoming'] as const) {
      expect(q.counts[group]).toBe(q.items.filter((i) => i.group === group).length);
    }
    expect(q.counts.overdue).toBeGreaterThan(0);
    expect(q.counts.upcoming).toBeGreaterThan(0);
  });

  it('gives each row its claim, words, basis and source', async () => {
    const q = await queue('&kind=part36_relevant_period');
    expect(q.items.length).toBeGreaterThan(0);
    for (const item of q.items) {
      expect(item.kind).toBe('part36_relevant_period');
      expect(item.basis).toBe('CPR 36.5');
      expect(item.what).toMatch(/Part 36 offer/);
      expect(item.source).toMatch(/^offer:/);
      expect(item.policyholder).not.toBe('');
    }
  });

  it('keeps only the claims I handle with mine=true, and filters by team, claim status and group', async () => {
    const mine = await queue('&mine=true', 'handler-property');
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.handler.id === 'handler-property')).toBe(true);
    const admin = await queue('&mine=true', 'admin');
    expect(admin.items).toEqual([]);
    const motor = await queue('&team=Motor');
    expect(brief(motor.items)).toEqual(expected(DEMO_CLAIMS.filter((c) => c.handler.team === 'Motor')));
    const closed = await queue('&status=closed');
    expect(closed.items.every((i) => i.claimStatus === 'closed')).toBe(true);
    const overdue = await queue('&group=overdue');
    expect(overdue.items.length).toBe(overdue.counts.overdue);
    expect(overdue.items.every((i) => i.daysLeft < 0)).toBe(true);
  });

  it("never shows a handler another team's claims, even when asked for that team", async () => {
    const q = await queue('', userOfTeam('Motor'));
    expect(brief(q.items)).toEqual(expected(DEMO_CLAIMS.filter((c) => c.handler.team === 'Motor')));
    const other = await queue('&team=Property', userOfTeam('Motor'));
    expect(other.items).toEqual([]);
    expect(other.counts).toEqual({ overdue: 0, today: 0, soon: 0, upcoming: 0 });
  });

  it('pages in due order with next, and the pages add up to the whole queue', async () => {
    const whole = await queue('');
    const seen: QueueItem[] = [];
    let after = '';
    for (let i = 0; i < 100; i += 1) {
      const res = await call(`/api/queue?on=${DEMO_TODAY}&limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      const page = await res.json<Queue>();
      seen.push(...page.items);
      if (!page.next) break;
      after = page.next;
    }
    expect(seen).toEqual(whole.items);
  });

  it('counts days from the day asked for, so a deadline moves group without being stored again', async () => {
    const first = (await queue('')).items.find((i) => i.group === 'upcoming')!;
    const later = await queue('')
      .then(() => call(`/api/queue?on=${first.due}&limit=500`))
      .then((r) => r.json<Queue>());
    const same = later.items.find((i) => i.claimId === first.claimId && i.due === first.due && i.kind === first.kind);
    expect(same).toMatchObject({ group: 'today', daysLeft: 0 });
  });

  it('drops a deadline once the stored claim records it as met', async () => {
    const claim = demoClaim(0);
    claim.id = 'CLM-QUEUE-MET';
    const put = await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim });
    expect(put.status).toBe(201);
    const before = (await queue('')).items.filter((i) => i.claimId === claim.id && i.kind === 'task');
    expect(before.length).toBeGreaterThan(0);
    claim.tasks = claim.tasks.map((t) => ({ ...t, status: 'done' as const }));
    expect((await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim })).status).toBe(200);
    const after = (await queue('')).items.filter((i) => i.claimId === claim.id && i.kind === 'task');
    expect(after).toEqual([]);
  });

  it('refuses a bad parameter with 400 naming it', async () => {
    for (const [query, path] of [
      ['kind=part37', 'kind'],
      ['mine=yes', 'mine'],
      ['status=pending', 'status'],
      ['group=later', 'group'],
      ['on=2026-02-30', 'on'],
      ['limit=0', 'limit'],
      ['after=nonsense', 'after'],
      ['colour=red', ''],
    ]) {
      const res = await call(`/api/queue?${query}`);
      expect(res.status, query).toBe(400);
      const body = await res.json<{ error: { code: string; issues: { path: string; message: string }[] } }>();
      expect(body.error.code).toBe('bad_request');
      expect(JSON.stringify(body.error.issues), query).toContain(path || 'colour');
    }
  });
});
