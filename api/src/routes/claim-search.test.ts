import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimSummary } from '@claims/shared';
import { DEMO_CLAIMS, DEMO_TODAY } from '../../demo';
import { call, demoClaim, seedDemo, userOfTeam } from '../../test/helpers';

beforeAll(seedDemo);

async function list(query: string, user?: string): Promise<ClaimSummary[]> {
  const res = await call(`/api/claims?on=${DEMO_TODAY}&${query}`, user ? { user } : {});
  expect(res.status, query).toBe(200);
  return (await res.json<{ claims: ClaimSummary[] }>()).claims;
}

const search = (q: string, user?: string) => list(`q=${encodeURIComponent(q)}`, user);
const ids = (claims: ClaimSummary[]) => claims.map((c) => c.id);

describe('GET /api/claims?q= (search across claims)', () => {
  it('finds a phone number however it is written, saying the field matched', async () => {
    for (const q of ['+44 (0) 7700 900736', '07700900736', '0044 7700 900736']) {
      const found = await search(q);
      expect(ids(found), q).toEqual(['CLM-26-004211']);
      expect(found[0]!.matched).toEqual({ field: 'phone', value: '07700 900736' });
    }
  });

  it('finds a vehicle registration with or without its space, in any case', async () => {
    for (const q of ['WU17 HKD', 'wu17hkd']) {
      const found = await search(q);
      expect(found.map((c) => c.matched?.field)).toEqual(['registration']);
      expect(found[0]!.matched?.value).toBe('WU17 HKD');
    }
  });

  it("finds a party's name from any of its words, a firm of representatives, an email and a policy number", async () => {
    const bradshaw = await search('Fiona Brad');
    expect(bradshaw.map((c) => c.matched)).toEqual([{ field: 'party', value: 'Mrs Fiona Bradshaw' }]);
    const firm = await search('Clifton Park');
    expect(firm[0]!.matched).toEqual({ field: 'representative', value: 'Clifton Park Solicitors LLP (Thomas Whitlock)' });
    const email = await search('FIONA.BRADSHAW@example.org');
    expect(email[0]!.matched).toEqual({ field: 'email', value: 'fiona.bradshaw@example.org' });
    const policy = DEMO_CLAIMS[0]!.policy.number;
    expect((await search(policy.toLowerCase()))[0]).toMatchObject({ id: DEMO_CLAIMS[0]!.id, matched: { field: 'policy_number', value: policy } });
  });

  it('finds a claim by its id or the last part of it, and claims with a Part 36 period running', async () => {
    expect((await search('4211'))[0]).toMatchObject({ id: 'CLM-26-004211', matched: { field: 'claim_id' } });
    expect(ids(await search('clm-26-0042'))).toContain('CLM-26-004211');
    const part36 = await search('Part 36');
    expect(part36.length).toBeGreaterThan(0);
    expect(part36.every((c) => c.matched?.field === 'deadline')).toBe(true);
  });

  it("never finds another team's claim for a handler, whatever the query matches", async () => {
    const motor = userOfTeam('Motor');
    expect(await search('Fiona Bradshaw', motor)).toEqual([]);
    expect(await search('CLM', motor).then((c) => c.every((x) => x.handler.team === 'Motor'))).toBe(true);
    expect(await search('07700900736', userOfTeam('Property'))).toEqual([]);
  });

  it('finds nothing of a party removed when the claim is replaced', async () => {
    const claim = demoClaim(5);
    claim.id = 'CLM-SEARCH-REPLACE';
    claim.parties.push({ id: 'p-extra', role: 'witness', name: 'Quentin Zebedee-Marsh', phone: '07700 900999' });
    expect((await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim })).status).toBe(201);
    expect(ids(await search('Zebedee'))).toEqual([claim.id]);
    expect(ids(await search('07700 900999'))).toEqual([claim.id]);
    claim.parties = claim.parties.filter((p) => p.id !== 'p-extra');
    expect((await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim })).status).toBe(200);
    expect(await search('Zebedee')).toEqual([]);
    expect(await search('07700 900999')).toEqual([]);
  });
});

describe('GET /api/claims: derived columns and sorting', () => {
  it('gives each claim its next deadline, overdue count, alerts and incurred', async () => {
    const claims = await list('');
    for (const claim of claims) {
      expect(claim.overdue).toBeGreaterThanOrEqual(0);
      expect(claim.alerts).toBeGreaterThanOrEqual(0);
      expect(claim.incurred).toBeGreaterThanOrEqual(0);
      if (claim.nextDeadline) expect(claim.nextDeadline.due >= DEMO_TODAY).toBe(true);
    }
    expect(claims.some((c) => (c.overdue ?? 0) > 0)).toBe(true);
    expect(claims.some((c) => (c.alerts ?? 0) > 0)).toBe(true);
  });

  it('sorts by every column, either way, with claims lacking a next deadline last', async () => {
    const byIncurred = await list('sort=incurred&order=desc');
    const incurred = byIncurred.map((c) => c.incurred!);
    expect(incurred).toEqual([...incurred].sort((a, b) => b - a));
    const byNext = await list('sort=nextDeadline');
    const dues = byNext.map((c) => c.nextDeadline?.due ?? null);
    const withDue = dues.filter((d) => d !== null);
    expect(dues.slice(0, withDue.length)).toEqual([...withDue].sort());
    const byHolder = await list('sort=policyholder&order=desc');
    const names = byHolder.map((c) => c.policyholder.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    for (const sort of ['id', 'lineOfBusiness', 'status', 'lossDate', 'handler', 'overdue', 'alerts']) {
      expect((await list(`sort=${sort}`)).length, sort).toBe(byIncurred.length);
    }
  });

  it('pages a sorted list by offset', async () => {
    const whole = await list('sort=lossDate');
    const first = await call(`/api/claims?sort=lossDate&limit=3`).then((r) => r.json<{ claims: ClaimSummary[]; nextOffset: number }>());
    expect(first.nextOffset).toBe(3);
    const second = await call(`/api/claims?sort=lossDate&limit=3&offset=3`).then((r) => r.json<{ claims: ClaimSummary[] }>());
    expect(ids([...first.claims, ...second.claims])).toEqual(ids(whole).slice(0, 6));
  });

  it('refuses a bad sort, order, offset or an empty search with 400 naming it', async () => {
    for (const [query, path] of [
      ['sort=colour', 'sort'],
      ['order=up', 'order'],
      ['offset=-1', 'offset'],
      ['q=%20', 'q'],
      ['on=tomorrow', 'on'],
    ]) {
      const res = await call(`/api/claims?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(path);
    }
  });
});
