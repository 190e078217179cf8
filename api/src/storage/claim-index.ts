/**
 * Writing a claim's derived facts (domain/claim-index) to the D1 index tables of migration 0005.
 * `claimIndexStatements` returns the statements to add to the batch that stores the claim's
 * directory row, so a claim and its index are written in one transaction and never disagree.
 * Each table is replaced whole with one statement fed a JSON array (D1 binds at most 100 values
 * per statement, and a claim may have hundreds of terms).
 */
import type { ClaimRecord } from '@claims/shared';
import { deriveClaimIndex } from '../domain/claim-index/derive-index';

/**
 * A condition every statement carries: used by the backfill, which must not overwrite the index
 * of a claim replaced since it read the record (`version` is the one it read).
 */
export interface IndexGuard {
  version: number;
}

export function claimIndexStatements(db: D1Database, record: ClaimRecord, guard?: IndexGuard): D1PreparedStatement[] {
  const facts = deriveClaimIndex(record);
  const id = record.id;
  // ?1 is always the claim id; the guard's version, when there is one, is ?2.
  const when = guard ? ' AND (SELECT version FROM claims WHERE id = ?1) = ?2' : '';
  const binds = (...rest: unknown[]) => (guard ? [id, guard.version, ...rest] : [id, ...rest]);
  const next = guard ? 3 : 2;
  const replace = (table: string, columns: string, select: string, rows: unknown[]) => [
    db.prepare(`DELETE FROM ${table} WHERE claim_id = ?1${when}`).bind(...binds()),
    db.prepare(`INSERT INTO ${table} (claim_id, ${columns}) SELECT ?1, ${select} FROM json_each(?${next}) WHERE 1${when}`).bind(...binds(JSON.stringify(rows))),
  ];
  const field = (name: string) => `json_extract(value, '$.${name}')`;
  return [
    db.prepare(`DELETE FROM claim_facts WHERE claim_id = ?1${when}`).bind(...binds()),
    db
      .prepare(
        `INSERT INTO claim_facts (claim_id, policy_number, currency, incurred, alert_count)
         SELECT ?1, ?${next}, ?${next + 1}, ?${next + 2}, ?${next + 3} WHERE 1${when}`,
      )
      .bind(...binds(facts.policyNumber, facts.currency, facts.incurred, facts.alertCount)),
    ...replace(
      'claim_deadlines',
      'seq, team, handler_id, claim_status, kind, due, basis, what, source, lapses',
      ['key', 'team', 'handler', 'status', 'kind', 'due', 'basis', 'what', 'source', 'lapses'].map((k) => (k === 'key' ? 'key' : field(k))).join(', '),
      facts.deadlines.map((d) => ({ ...d, lapses: d.lapses ? 1 : 0, team: record.handler.team, handler: record.handler.id, status: record.status })),
    ),
    ...replace('claim_terms', 'field, term, value', [field('field'), field('term'), field('value')].join(', '), facts.terms),
    ...replace('claim_contacts', 'kind, key, value, party', [field('kind'), field('key'), field('value'), field('party')].join(', '), facts.links),
    db.prepare(`DELETE FROM claim_index_pending WHERE claim_id = ?1${when}`).bind(...binds()),
  ];
}
