/**
 * The work queue read from the stored due dates (claim_deadlines): open deadlines of the teams
 * the caller may see, in due order, which is also group order (overdue, today, soon, upcoming),
 * and the count in each group. Groups are worked out here from `on`, never stored.
 */
import { QUEUE_SOON_BUSINESS_DAYS, type QueueGroup, type QueueItem, type QueueQuery } from '@claims/shared';
import { addBusinessDays, daysBetween } from '../domain/calendar/dates';

interface QueueRow {
  claim_id: string;
  seq: number;
  team: string;
  handler_id: string;
  handler_name: string;
  policyholder: string;
  claim_status: string;
  kind: QueueItem['kind'];
  due: string;
  basis: string;
  what: string;
  source: string;
}

export interface QueueFilter extends Omit<QueueQuery, 'mine'> {
  /** Only claims this user handles. */
  handlerId?: string;
}

function groupOf(due: string, on: string, soonEnd: string): QueueGroup {
  if (due < on) return 'overdue';
  if (due === on) return 'today';
  return due <= soonEnd ? 'soon' : 'upcoming';
}

/** `teams`: the teams the caller may see (undefined: every team). */
export async function readQueue(db: D1Database, teams: string[] | undefined, on: string, filter: QueueFilter = {}, limit = 100) {
  const soonEnd = addBusinessDays(on, QUEUE_SOON_BUSINESS_DAYS);
  // ?1 is the day: a passed summary-resolution window has lapsed, so it is no longer a deadline.
  const where = ['NOT (d.lapses = 1 AND d.due < ?1)'];
  const binds: (string | number)[] = [on];
  const keep = (condition: string, ...values: (string | number)[]) => {
    where.push(condition.replace(/\?/g, () => `?${binds.push(values.shift()!)}`));
  };
  if (teams !== undefined) {
    if (teams.length === 0) where.push('0');
    else keep(`d.team IN (${teams.map(() => '?').join(', ')})`, ...teams);
  }
  if (filter.team !== undefined) keep('d.team = ?', filter.team);
  if (filter.handlerId !== undefined) keep('d.handler_id = ?', filter.handlerId);
  if (filter.kind !== undefined) keep('d.kind = ?', filter.kind);
  if (filter.status !== undefined) keep('d.claim_status = ?', filter.status);
  const counted = where.join(' AND ');
  const groupBounds = { today: binds.push(on), soonEnd: binds.push(soonEnd) };
  const inGroup: Record<QueueGroup, string> = {
    overdue: `d.due < ?${groupBounds.today}`,
    today: `d.due = ?${groupBounds.today}`,
    soon: `d.due > ?${groupBounds.today} AND d.due <= ?${groupBounds.soonEnd}`,
    upcoming: `d.due > ?${groupBounds.soonEnd}`,
  };
  const countSql = `SELECT ${Object.entries(inGroup)
    .map(([group, condition]) => `COALESCE(SUM(${condition}), 0) AS ${group}`)
    .join(', ')} FROM claim_deadlines d WHERE ${counted}`;
  const countBinds = [...binds];

  const pageWhere = [counted];
  if (filter.group !== undefined) pageWhere.push(`(${inGroup[filter.group]})`);
  if (filter.after !== undefined) {
    const [due, rest] = [filter.after.slice(0, 10), filter.after.slice(11)];
    const cut = rest.lastIndexOf('~');
    const d = binds.push(due);
    const c = binds.push(rest.slice(0, cut));
    const s = binds.push(Number(rest.slice(cut + 1)));
    pageWhere.push(`(d.due > ?${d} OR (d.due = ?${d} AND (d.claim_id > ?${c} OR (d.claim_id = ?${c} AND d.seq > ?${s}))))`);
  }
  const lim = binds.push(limit + 1);
  const pageSql = `SELECT d.claim_id, d.seq, d.team, d.handler_id, c.handler_name, c.policyholder, d.claim_status, d.kind, d.due, d.basis, d.what, d.source
    FROM claim_deadlines d JOIN claims c ON c.id = d.claim_id
    WHERE ${pageWhere.join(' AND ')} ORDER BY d.due, d.claim_id, d.seq LIMIT ?${lim}`;

  const [counts, page] = await db.batch([db.prepare(countSql).bind(...countBinds), db.prepare(pageSql).bind(...binds)]);
  const rows = (page!.results as QueueRow[]) ?? [];
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const items: QueueItem[] = shown.map((r) => ({
    claimId: r.claim_id,
    policyholder: r.policyholder,
    team: r.team,
    handler: { id: r.handler_id, name: r.handler_name },
    claimStatus: r.claim_status,
    kind: r.kind,
    what: r.what,
    due: r.due,
    daysLeft: daysBetween(on, r.due),
    group: groupOf(r.due, on, soonEnd),
    basis: r.basis,
    source: r.source,
  }));
  const last = shown.at(-1);
  const total = (counts!.results[0] ?? {}) as Record<QueueGroup, number>;
  return {
    on,
    counts: { overdue: total.overdue ?? 0, today: total.today ?? 0, soon: total.soon ?? 0, upcoming: total.upcoming ?? 0 },
    items,
    ...(more && last ? { next: `${last.due}~${last.claim_id}~${last.seq}` } : {}),
  };
}
