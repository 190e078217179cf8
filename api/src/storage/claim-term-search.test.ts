import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, demoClaim, seedDemo } from '../../test/helpers';
import { prefixMatch } from './claim-list';

beforeAll(seedDemo);

/** The claim_terms rows the full-text index returns for a prefix, read from the index alone. */
async function indexed(prefix: string): Promise<number[]> {
  const { results } = await env.DB.prepare('SELECT rowid AS id FROM claim_term_search WHERE claim_term_search MATCH ? ORDER BY rowid')
    .bind(prefixMatch([prefix]))
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

async function termRows(prefix: string): Promise<number[]> {
  const { results } = await env.DB.prepare('SELECT id FROM claim_terms WHERE substr(term, 1, length(?1)) = ?1 ORDER BY id').bind(prefix).all<{ id: number }>();
  return results.map((r) => r.id);
}

/** FTS5's own check that every entry of the index agrees with claim_terms, and back; throws if not. */
const integrityCheck = () => env.DB.prepare("INSERT INTO claim_term_search (claim_term_search, rank) VALUES ('integrity-check', 1)").run();

describe('the full-text index of claim_terms (migration 0010)', () => {
  it('quotes each prefix and joins them with OR', () => {
    expect(prefixMatch(['johnsmith', '07700900736'])).toBe('"johnsmith"* OR "07700900736"*');
  });

  it('follows every store, replace and erasure of a claim, so it never points at a row that is gone', async () => {
    const claim = demoClaim(2);
    claim.id = 'CLM-FTS-0001';
    claim.parties.push({ id: 'p-fts', role: 'witness', name: 'Ottoline Quarrendon', phone: '07700 900555' });
    expect((await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim })).status).toBe(201);
    const stored = await termRows('quarrendon');
    expect(stored.length).toBeGreaterThan(0);
    expect(await indexed('quarrendon')).toEqual(stored);
    await integrityCheck();

    // Replaced without the witness: the index loses the old rows, not only the table.
    claim.parties = claim.parties.filter((p) => p.id !== 'p-fts');
    expect((await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim })).status).toBe(200);
    expect(await termRows('quarrendon')).toEqual([]);
    expect(await indexed('quarrendon')).toEqual([]);
    const idTerms = await termRows('clmfts0001');
    expect(idTerms.length).toBeGreaterThan(0);
    expect(await indexed('clmfts0001')).toEqual(idTerms);

    // Erased: every entry of the claim leaves the index with its rows.
    expect((await call(`/api/claims/${claim.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await indexed('clmfts0001')).toEqual([]);
    await integrityCheck();
  });

  it('follows a claim row deleted with its rows by the foreign key', async () => {
    const claim = demoClaim(3);
    claim.id = 'CLM-FTS-0002';
    expect((await call(`/api/claims/${claim.id}`, { method: 'PUT', json: claim })).status).toBe(201);
    expect((await indexed('clmfts0002')).length).toBeGreaterThan(0);
    await env.DB.batch([
      env.DB.prepare('DELETE FROM claim_chunks WHERE claim_id = ?').bind(claim.id),
      env.DB.prepare('DELETE FROM claims WHERE id = ?').bind(claim.id),
    ]);
    expect(await termRows('clmfts0002')).toEqual([]);
    expect(await indexed('clmfts0002')).toEqual([]);
    await integrityCheck();
  });
});
