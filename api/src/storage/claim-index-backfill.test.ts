import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../demo';
import { call, demoClaim } from '../../test/helpers';
import { backfillClaimIndex, forgetBackfillForTests } from './claim-index-backfill';
import { putClaim } from './claims';
import { upsertUsers } from './users';

beforeAll(() => upsertUsers(env.DB, DEMO_USERS));

/** A claim as stored before migration 0005: its row and chunks, no index, listed as pending. */
async function storeAsBeforeTheIndex(id: string) {
  const claim = demoClaim(0);
  claim.id = id;
  await putClaim(env.DB, claim);
  await env.DB.batch([
    ...['claim_facts', 'claim_deadlines', 'claim_terms', 'claim_contacts'].map((table) => env.DB.prepare(`DELETE FROM ${table} WHERE claim_id = ?`).bind(id)),
    env.DB.prepare('INSERT INTO claim_index_pending (claim_id) VALUES (?)').bind(id),
  ]);
  return claim;
}

const count = async (table: string, id: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE claim_id = ?`).bind(id).first<{ n: number }>())!.n;

describe('the claim index backfill', () => {
  it('indexes claims stored before the index before the first read that needs it', async () => {
    await storeAsBeforeTheIndex('CLM-OLD-1');
    expect(await count('claim_deadlines', 'CLM-OLD-1')).toBe(0);
    forgetBackfillForTests();
    const res = await call('/api/claims?q=CLM-OLD-1');
    expect(res.status, await res.clone().text()).toBe(200);
    const { claims } = await res.json<{ claims: { id: string; matched: { field: string } }[] }>();
    expect(claims.map((c) => c.id)).toEqual(['CLM-OLD-1']);
    expect(await count('claim_deadlines', 'CLM-OLD-1')).toBeGreaterThan(0);
    expect(await count('claim_facts', 'CLM-OLD-1')).toBe(1);
    expect(await count('claim_index_pending', 'CLM-OLD-1')).toBe(0);
  });

  it('indexes a pending claim whose record its object has already taken out of D1', async () => {
    await storeAsBeforeTheIndex('CLM-OLD-OPENED');
    const opened = await call('/api/claims/CLM-OLD-OPENED');
    expect(opened.status).toBe(200);
    expect(await count('claim_chunks', 'CLM-OLD-OPENED')).toBe(0);
    forgetBackfillForTests();
    await backfillClaimIndex(env);
    expect(await count('claim_facts', 'CLM-OLD-OPENED')).toBe(1);
    expect(await count('claim_index_pending', 'CLM-OLD-OPENED')).toBe(0);
  });

  it('drops a pending claim that no longer exists, and leaves one replaced meanwhile as its own write indexed it', async () => {
    await env.DB.prepare('INSERT INTO claim_index_pending (claim_id) VALUES (?)').bind('CLM-GONE').run();
    const claim = await storeAsBeforeTheIndex('CLM-OLD-2');
    // Replaced after it was listed: its own write indexes it and takes it off the list.
    claim.parties = claim.parties.slice(0, 2);
    await putClaim(env.DB, claim);
    expect(await count('claim_index_pending', 'CLM-OLD-2')).toBe(0);
    forgetBackfillForTests();
    await backfillClaimIndex(env);
    const pending = await env.DB.prepare('SELECT COUNT(*) AS n FROM claim_index_pending').first<{ n: number }>();
    expect(pending!.n).toBe(0);
    expect(await count('claim_terms', 'CLM-OLD-2')).toBeGreaterThan(0);
  });

  it('writes nothing for a claim whose version moved on since the backfill read it', async () => {
    const claim = await storeAsBeforeTheIndex('CLM-OLD-3');
    const { claimIndexStatements } = await import('./claim-index');
    await env.DB.batch(claimIndexStatements(env.DB, claim, { version: 999 }));
    expect(await count('claim_terms', 'CLM-OLD-3')).toBe(0);
    expect(await count('claim_index_pending', 'CLM-OLD-3')).toBe(1);
    await env.DB.prepare('DELETE FROM claim_index_pending WHERE claim_id = ?').bind('CLM-OLD-3').run();
  });
});
