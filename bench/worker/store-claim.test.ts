/** The scale bench's timed claim store, through the bench Worker (bench/wrangler.toml) on local D1. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { populationClaim } from '../../api/demo/claim-population';
import type { Env } from '../../api/src/env';
import bench from './index';

async function store(mode: string, record: { id: string }, overrides: Partial<Env> = { AUTH_MODE: 'dev' }) {
  const request = new Request(`http://localhost/api/bench/store/${record.id}?store=${mode}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(record),
  });
  return bench.fetch(request, { ...env, ...overrides } as Env, {} as ExecutionContext);
}

/** What D1 holds of a claim: its directory row's version, chunks, and rows in each index table. */
async function stored(id: string) {
  const count = (table: string) => env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE claim_id = ?`).bind(id).first<number>('n');
  return {
    version: await env.DB.prepare('SELECT version FROM claims WHERE id = ?').bind(id).first<number>('version'),
    chunks: await count('claim_chunks'),
    facts: await count('claim_facts'),
    deadlines: await count('claim_deadlines'),
    terms: await count('claim_terms'),
    contacts: await count('claim_contacts'),
  };
}

describe('PUT /api/bench/store/:claimId', () => {
  it('with-index stores the record and its index, as PUT /api/claims/:id does', async () => {
    const record = { ...populationClaim(0), id: 'CLM-BENCH-STORE-1' };
    const res = await store('with-index', record);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: true, created: true });
    const now = await stored(record.id);
    expect(now).toMatchObject({ version: 1, chunks: 1, facts: 1 });
    expect(now.deadlines).toBeGreaterThan(0);
    expect(now.terms).toBeGreaterThan(0);
    expect(now.contacts).toBeGreaterThan(0);
    expect(await (await store('with-index', record)).json()).toEqual({ stored: true, created: false });
  });

  it('alone stores the record with no index rows, and nothing stores nothing', async () => {
    const record = { ...populationClaim(1), id: 'CLM-BENCH-STORE-2' };
    expect(await (await store('nothing', record)).json()).toEqual({ stored: false });
    expect((await stored(record.id)).version).toBeNull();
    expect(await (await store('alone', record)).json()).toEqual({ stored: true, created: true });
    expect(await stored(record.id)).toEqual({ version: 1, chunks: 1, facts: 0, deadlines: 0, terms: 0, contacts: 0 });
  });

  it('says what to send for a missing mode or a record whose id is not the one in the path', async () => {
    const record = { ...populationClaim(2), id: 'CLM-BENCH-STORE-3' };
    const noMode = await store('', record);
    expect(noMode.status).toBe(400);
    expect(JSON.stringify(await noMode.json())).toContain('with-index, alone, nothing');
    const request = new Request('http://localhost/api/bench/store/CLM-OTHER?store=alone', { method: 'PUT', body: JSON.stringify(record) });
    const wrongId = await bench.fetch(request, { ...env, AUTH_MODE: 'dev' } as Env, {} as ExecutionContext);
    expect(wrongId.status).toBe(400);
    expect((await stored(record.id)).version).toBeNull();
  });

  it('is not there in Access sign-in: the production app asks for sign-in and nothing is stored', async () => {
    const record = { ...populationClaim(3), id: 'CLM-BENCH-STORE-4' };
    const res = await store('with-index', record, { AUTH_MODE: 'access' });
    expect(res.status).not.toBe(200);
    expect((await stored(record.id)).version).toBeNull();
  });
});
