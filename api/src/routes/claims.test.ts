import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_BYTES, type ClaimRecord } from '@claims/shared';
import { env } from 'cloudflare:workers';
import { DEMO_CLAIMS, DEMO_USERS } from '../../demo';
import { upsertUsers } from '../storage/users';
import { call, demoClaim, seedDemo, userOfTeam } from '../../test/helpers';

interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

beforeAll(seedDemo);

describe('GET /api/claims', () => {
  it('lists every demo claim for the admin, with the list fields', async () => {
    const res = await call('/api/claims');
    expect(res.status).toBe(200);
    const { claims } = await res.json<{ claims: Record<string, unknown>[] }>();
    for (const demo of DEMO_CLAIMS) {
      const row = claims.find((c) => c.id === demo.id);
      expect(row).toMatchObject({
        lineOfBusiness: demo.lineOfBusiness,
        status: demo.status,
        lossDate: demo.loss.date,
        handler: demo.handler,
      });
      expect(row?.policyholder).toBe(demo.parties.find((p) => p.id === demo.policy.holderPartyId)?.name);
    }
  });

  it("shows a handler only their team's claims", async () => {
    const team = DEMO_CLAIMS[0]!.handler.team;
    const res = await call('/api/claims', { user: userOfTeam(team) });
    const { claims } = await res.json<{ claims: { handler: { team: string } }[] }>();
    expect(claims.length).toBe(DEMO_CLAIMS.filter((c) => c.handler.team === team).length);
    expect(claims.every((c) => c.handler.team === team)).toBe(true);
  });

  it('shows a handler with no team no claims, and refuses them every claim as not found', async () => {
    await upsertUsers(env.DB, [{ id: 'u-no-team', email: 'no.team@example.test', name: 'New Starter', role: 'handler' }]);
    const list = await call('/api/claims', { user: 'u-no-team' });
    expect(list.status).toBe(200);
    expect((await list.json<{ claims: unknown[] }>()).claims).toEqual([]);
    const demo = DEMO_CLAIMS[0]!;
    expect((await call(`/api/claims/${demo.id}`, { user: 'u-no-team' })).status).toBe(404);
    const chat = await call(`/api/claims/${demo.id}/chat`, { user: 'u-no-team', method: 'POST', json: { message: 'What is the reserve?' } });
    expect(chat.status).toBe(404);
    expect((await chat.json<ErrorBody>()).error.code).toBe('not_found');
  });

  it("shows a supervisor every team's claims", async () => {
    const supervisor = DEMO_USERS.find((u) => u.role === 'supervisor')!;
    const { claims } = await (await call('/api/claims', { user: supervisor.id })).json<{ claims: { id: string }[] }>();
    expect(claims.map((c) => c.id)).toEqual(expect.arrayContaining(DEMO_CLAIMS.map((c) => c.id)));
    const other = await call(`/api/claims/${DEMO_CLAIMS.at(-1)!.id}`, { user: supervisor.id });
    expect(other.status).toBe(200);
  });
});

describe('GET /api/claims with filters and pages', () => {
  type List = { claims: { id: string; status: string; lineOfBusiness: string; handler: { team: string } }[]; next?: string };
  const list = async (query: string, user?: string) => {
    const res = await call(`/api/claims?${query}`, { user });
    expect(res.status).toBe(200);
    return res.json<List>();
  };
  const all = async () => (await list('')).claims;

  it('keeps one team, one status or one line of business', async () => {
    const team = DEMO_CLAIMS[0]!.handler.team;
    const byTeam = await list(`team=${encodeURIComponent(team)}`);
    expect(byTeam.claims.map((c) => c.id)).toEqual((await all()).filter((c) => c.handler.team === team).map((c) => c.id));
    const open = await list('status=open&lineOfBusiness=motor');
    expect(open.claims.length).toBeGreaterThan(0);
    expect(open.claims.map((c) => c.id)).toEqual((await all()).filter((c) => c.status === 'open' && c.lineOfBusiness === 'motor').map((c) => c.id));
  });

  it("never shows a handler another team's claims, whatever team they ask for", async () => {
    const mine = DEMO_CLAIMS[0]!.handler.team;
    const other = DEMO_CLAIMS.find((c) => c.handler.team !== mine)!.handler.team;
    expect((await list(`team=${encodeURIComponent(other)}`, userOfTeam(mine))).claims).toEqual([]);
  });

  it('pages through every claim in id order with limit and next', async () => {
    const ids = (await all()).map((c) => c.id);
    expect(ids).toEqual([...ids].sort());
    const seen: string[] = [];
    let page = await list('limit=2');
    for (;;) {
      expect(page.claims.length).toBeLessThanOrEqual(2);
      seen.push(...page.claims.map((c) => c.id));
      if (!page.next) break;
      expect(page.next).toBe(page.claims.at(-1)!.id);
      page = await list(`limit=2&after=${encodeURIComponent(page.next)}`);
    }
    expect(seen).toEqual(ids);
    expect((await list('')).next).toBeUndefined();
  });

  const refused: [query: string, path: string][] = [
    ['status=pending', 'status'],
    ['limit=0', 'limit'],
    ['after=not%20an%20id', 'after'],
    ['teams=Motor', 'teams'],
  ];
  for (const [query, path] of refused) {
    it(`refuses ?${query} with 400, naming ${path}, rather than ignoring it`, async () => {
      const res = await call(`/api/claims?${query}`);
      expect(res.status).toBe(400);
      const { error } = await res.json<ErrorBody>();
      expect(error.code).toBe('bad_request');
      expect(error.issues?.map((i) => i.path)).toEqual([path]);
    });
  }
});

describe('GET /api/claims/:id', () => {
  it('returns the record', async () => {
    const demo = DEMO_CLAIMS[0]!;
    const res = await call(`/api/claims/${demo.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(demo);
  });

  it("answers 404 for another team's claim, exactly as for a missing one", async () => {
    const demo = DEMO_CLAIMS[0]!;
    const other = DEMO_CLAIMS.find((c) => c.handler.team !== demo.handler.team)!;
    const forbidden = await call(`/api/claims/${other.id}`, { user: userOfTeam(demo.handler.team) });
    const missing = await call('/api/claims/CLM-00-000000', { user: userOfTeam(demo.handler.team) });
    expect(forbidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await forbidden.json()).toEqual(await missing.json());
  });

  it('refuses an id that breaks the id pattern', async () => {
    const res = await call('/api/claims/bad%20id%3Cscript%3E');
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.code).toBe('invalid_id');
  });
});

describe('PUT /api/claims/:id', () => {
  async function put(record: unknown, id: string, user?: string) {
    return call(`/api/claims/${id}`, { method: 'PUT', json: record, user });
  }

  it('creates (201) then replaces (200) a claim, and stores it whole', async () => {
    const record = demoClaim(0);
    record.id = 'CLM-TEST-000001';
    const created = await put(record, record.id);
    expect(created.status).toBe(201);
    expect(created.headers.get('Location')).toBe(`/api/claims/${record.id}`);
    record.status = 'closed';
    record.closedDate = record.notifiedDate;
    const res = await put(record, record.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: record.id });
    expect(await (await call(`/api/claims/${record.id}`)).json()).toEqual(record);
  });

  it('stores a record larger than one D1 row (several MB) and reads it back intact', async () => {
    const record = demoClaim(0);
    record.id = 'CLM-TEST-BIG';
    const text = 'Engineer’s notes on the vehicle — ünïcödé and 😀 included. '.repeat(14_000);
    record.documents = Array.from({ length: 4 }, (_, i) => ({
      id: `big-${i}`,
      title: `Large report ${i}`,
      kind: 'engineer_report',
      receivedDate: record.notifiedDate,
      text,
    }));
    expect((await put(record, record.id)).status).toBe(201);
    const back = await (await call(`/api/claims/${record.id}`)).json<ClaimRecord>();
    expect(back.documents.map((d) => d.text.length)).toEqual([text.length, text.length, text.length, text.length]);
    expect(back).toEqual(record);
  });

  it('refuses a non-admin with 403 and stores nothing', async () => {
    const record = demoClaim(0);
    record.id = 'CLM-TEST-000002';
    const res = await put(record, record.id, userOfTeam(record.handler.team));
    expect(res.status).toBe(403);
    expect((await call(`/api/claims/${record.id}`)).status).toBe(404);
  });

  const broken: [string, (r: ClaimRecord & Record<string, unknown>) => void, string][] = [
    ['a missing field', (r) => delete (r as Partial<ClaimRecord>).loss, 'loss'],
    [
      'a float amount',
      (r) =>
        void (r.financials.reserves[0]
          ? (r.financials.reserves[0].amount = 1250.5)
          : r.financials.reserves.push({ headOfDamage: 'x', amount: 1250.5, setDate: r.notifiedDate })),
      'financials.reserves[0].amount',
    ],
    ['a dangling party id', (r) => void (r.policy.holderPartyId = 'nobody'), 'policy.holderPartyId'],
    [
      'cancellationDate on an active policy',
      (r) => {
        r.policy.status = 'active';
        r.policy.cancellationDate = r.loss.date;
      },
      'policy.cancellationDate',
    ],
    ['an unknown field', (r) => void (r.cancelationDate = '2026-01-01'), 'cancelationDate'],
    ['a null for an absent optional field', (r) => void ((r as Record<string, unknown>).closedDate = null), 'closedDate'],
    ['another version of the record', (r) => void ((r as Record<string, unknown>).schemaVersion = 2), 'schemaVersion'],
  ];

  for (const [what, breakIt, path] of broken) {
    it(`answers 400 invalid_claim for ${what}, naming ${path}, and stores nothing`, async () => {
      const record = demoClaim(0) as ClaimRecord & Record<string, unknown>;
      record.id = 'CLM-TEST-BAD';
      breakIt(record);
      const res = await put(record, record.id);
      expect(res.status).toBe(400);
      const body = await res.json<ErrorBody>();
      expect(body.error.code).toBe('invalid_claim');
      expect(body.error.issues?.map((i) => i.path)).toContain(path);
      expect(body.error.issues?.every((i) => i.message.length > 0)).toBe(true);
      expect((await call(`/api/claims/${record.id}`)).status).toBe(404);
    });
  }

  it('says what to do about a missing field, a null and another version', async () => {
    const record: Record<string, unknown> = { ...demoClaim(0), id: 'CLM-TEST-BAD', closedDate: null, schemaVersion: 2 };
    delete record.handler;
    const res = await put(record, 'CLM-TEST-BAD');
    const issues = (await res.json<ErrorBody>()).error.issues ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'handler', message: 'Missing: add this field (an object)' },
        { path: 'closedDate', message: 'null is not used: give text, or leave the field out if it is optional' },
        { path: 'schemaVersion', message: expect.stringMatching(/set schemaVersion to 1/) },
      ]),
    );
  });

  it('lists every issue at once, including a body id that differs from the path', async () => {
    const record = demoClaim(0);
    const original = structuredClone(record);
    record.policy.holderPartyId = 'nobody';
    record.currency = 'pounds';
    const res = await put(record, 'CLM-TEST-OTHER');
    expect(res.status).toBe(400);
    const paths = (await res.json<ErrorBody>()).error.issues?.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['id', 'currency', 'policy.holderPartyId']));
    // The existing claim was not touched.
    expect(await (await call(`/api/claims/${original.id}`)).json()).toEqual(original);
  });

  it('answers a record with a hundred thousand issues with the first thousand, not a crash', async () => {
    const record = { ...demoClaim(0), id: 'CLM-TEST-MANY-ISSUES', parties: Array.from({ length: 60_000 }, () => ({})) };
    const res = await put(record, record.id);
    expect(res.status).toBe(400);
    const issues = (await res.json<ErrorBody>()).error.issues ?? [];
    expect(issues.length).toBe(1001);
    expect(issues.slice(0, 3).map((i) => i.path)).toEqual(['parties[0].id', 'parties[0].role', 'parties[0].name']);
    expect(issues.at(-1)).toMatchObject({ path: '(root)', message: expect.stringMatching(/more issues not listed/i) });
  });

  it('answers 415 for a JSON-like type the body would not be read as, not a list of missing fields', async () => {
    const record = demoClaim(0);
    const res = await call(`/api/claims/${record.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json-seq' },
      body: JSON.stringify(record),
    });
    expect(res.status).toBe(415);
    const charset = await call(`/api/claims/${record.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'Application/JSON; charset=UTF-8' },
      body: JSON.stringify(record),
    });
    expect(charset.status).toBe(200);
  });

  it('answers 413 for a body over the record cap', async () => {
    const res = await call('/api/claims/CLM-TEST-HUGE', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: `{"pad":"${'x'.repeat(MAX_RECORD_BYTES)}"}`,
    });
    expect(res.status).toBe(413);
    const { error } = await res.json<ErrorBody>();
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toContain('8 MB');
    // Advice for a claim record, not for a chat message.
    expect(error.message).toMatch(/claim record/);
    expect(error.message).not.toMatch(/message/);
  });

  it('answers 400 for malformed JSON and 415 for a body that is not JSON', async () => {
    const malformed = await call('/api/claims/CLM-TEST-X', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"id": ',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json<ErrorBody>()).error.message).toMatch(/JSON/);
    const text = await call('/api/claims/CLM-TEST-X', { method: 'PUT', body: 'id=1' });
    expect(text.status).toBe(415);
  });
});
