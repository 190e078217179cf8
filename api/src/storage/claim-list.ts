/**
 * The claim list with its derived columns (next deadline, overdue count, alerts, incurred, read
 * from the index tables of migration 0005), sorted by any column, and searched across claims
 * (`q`) through claim_terms and its full-text index (migration 0010), each claim saying which field
 * matched. Deadline columns are worked out from the stored due dates on the day given, so they
 * never go stale.
 */
import { searchKey, type ClaimListQuery, type ClaimSort, type ClaimSummary, type SearchField } from '@claims/shared';
import { contactKey } from '../domain/risk/contact-keys';
import type { ClaimRow } from './claims';

/** A directory row with the columns the list derives. */
interface ListRow extends Omit<ClaimRow, 'version'> {
  policy_number: string | null;
  currency: string | null;
  incurred: number | null;
  alert_count: number | null;
  next_due: string | null;
  next_kind: string | null;
  overdue: number;
  matched_field: SearchField | null;
  matched_value: string | null;
}

const SORT_COLUMNS: Record<ClaimSort, string> = {
  id: 'c.id',
  policyholder: 'c.policyholder COLLATE NOCASE',
  lineOfBusiness: 'c.line_of_business',
  status: 'c.status',
  lossDate: 'c.loss_date',
  handler: 'c.handler_name COLLATE NOCASE',
  nextDeadline: 'next_due',
  overdue: 'overdue',
  alerts: 'f.alert_count',
  incurred: 'f.incurred',
};

/** Which field a match is reported as when a claim matches on several: the most specific first. */
const FIELD_RANK: SearchField[] = ['claim_id', 'policy_number', 'registration', 'phone', 'party', 'representative', 'email', 'deadline'];

/**
 * The full-text query for terms starting with any of `prefixes`. A folded term is letters and
 * digits only (`searchKey`), one token to FTS5, so quoting it can never change its meaning.
 */
export const prefixMatch = (prefixes: string[]) => prefixes.map((p) => `"${p}"*`).join(' OR ');

/** The terms a query is looked up by: as folded text, and as a phone number when it reads as one. */
export function queryTerms(q: string): string[] {
  const terms = [searchKey(q)];
  if (/^[\d\s()+.-]+$/.test(q)) terms.push(searchKey(contactKey.phone(q)));
  return [...new Set(terms.filter(Boolean))];
}

export async function listClaimRows(db: D1Database, teams: string[] | undefined, on: string, query: Omit<ClaimListQuery, 'on'> = {}) {
  const binds: (string | number)[] = [on];
  const bind = (value: string | number) => `?${binds.push(value)}`;
  const where: string[] = ['1'];
  if (teams !== undefined) where.push(teams.length === 0 ? '0' : `c.team IN (${teams.map(bind).join(', ')})`);
  if (query.team !== undefined) where.push(`c.team = ${bind(query.team)}`);
  if (query.status !== undefined) where.push(`c.status = ${bind(query.status)}`);
  if (query.lineOfBusiness !== undefined) where.push(`c.line_of_business = ${bind(query.lineOfBusiness)}`);

  let hits = '';
  if (query.q !== undefined) {
    const terms = queryTerms(query.q);
    if (terms.length === 0) return { claims: [] as ClaimSummary[] };
    const rank = `CASE t.field ${FIELD_RANK.map((f, i) => `WHEN '${f}' THEN ${i}`).join(' ')} ELSE 99 END`;
    const found = `SELECT rowid FROM claim_term_search WHERE claim_term_search MATCH ${bind(prefixMatch(terms))}`;
    // SQLite returns the other columns of the row holding MIN(): the best-ranked match per claim.
    hits = `JOIN (SELECT t.claim_id, t.field AS matched_field, t.value AS matched_value, MIN(${rank}) AS matched_rank
                    FROM claim_terms t WHERE t.id IN (${found}) GROUP BY t.claim_id) h ON h.claim_id = c.id`;
  }
  const sort = query.sort ?? 'id';
  const desc = query.order === 'desc';
  const byId = sort === 'id';
  if (byId && query.after !== undefined) where.push(`c.id ${desc ? '<' : '>'} ${bind(query.after)}`);
  // Claims without a value (no next deadline, no facts yet) come last in either order.
  const column = SORT_COLUMNS[sort];
  const order = byId ? `c.id ${desc ? 'DESC' : 'ASC'}` : `${column} IS NULL, ${column} ${desc ? 'DESC' : 'ASC'}, c.id`;
  const limit = query.limit === undefined ? -1 : query.limit + 1;
  const offset = byId ? 0 : (query.offset ?? 0);
  const sql = `SELECT c.id, c.team, c.line_of_business, c.status, c.policyholder, c.loss_date, c.handler_id, c.handler_name,
      f.policy_number, f.currency, f.incurred, f.alert_count,
      (SELECT d.due FROM claim_deadlines d WHERE d.claim_id = c.id AND d.due >= ?1 ORDER BY d.due, d.seq LIMIT 1) AS next_due,
      (SELECT d.kind FROM claim_deadlines d WHERE d.claim_id = c.id AND d.due >= ?1 ORDER BY d.due, d.seq LIMIT 1) AS next_kind,
      (SELECT COUNT(*) FROM claim_deadlines d WHERE d.claim_id = c.id AND d.due < ?1 AND d.lapses = 0) AS overdue,
      ${hits ? 'h.matched_field, h.matched_value' : 'NULL AS matched_field, NULL AS matched_value'}
    FROM claims c LEFT JOIN claim_facts f ON f.claim_id = c.id ${hits}
    WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${bind(limit)} OFFSET ${bind(offset)}`;
  const { results } = await db
    .prepare(sql)
    .bind(...binds)
    .all<ListRow>();
  const more = query.limit !== undefined && results.length > query.limit;
  const claims = (more ? results.slice(0, query.limit) : results).map(toSummary);
  if (!more) return { claims };
  return byId ? { claims, next: claims.at(-1)!.id } : { claims, nextOffset: offset + claims.length };
}

function toSummary(r: ListRow): ClaimSummary {
  const summary: ClaimSummary = {
    id: r.id,
    lineOfBusiness: r.line_of_business,
    status: r.status,
    policyholder: r.policyholder,
    lossDate: r.loss_date,
    handler: { id: r.handler_id, name: r.handler_name, team: r.team },
    nextDeadline: r.next_due && r.next_kind ? { due: r.next_due, kind: r.next_kind } : null,
    overdue: r.overdue,
  };
  if (r.alert_count !== null) summary.alerts = r.alert_count;
  if (r.incurred !== null && r.currency !== null) Object.assign(summary, { incurred: r.incurred, currency: r.currency });
  if (r.policy_number !== null) summary.policyNumber = r.policy_number;
  if (r.matched_field !== null && r.matched_value !== null) summary.matched = { field: r.matched_field, value: r.matched_value };
  return summary;
}
