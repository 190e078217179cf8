/**
 * Linked claims read from claim_contacts: the claims sharing a linking key with this one. Only
 * claims of the teams the caller may see are named; the rest are counted, and nothing else about
 * them (not even which detail is shared) leaves this module.
 */
import type { LinkedClaim, LinkedClaims, LinkKind } from '@claims/shared';
import { teamCondition } from './claims';

/** Linked claims listed at most; a key shared by more (a fleet's registration) sets `more`. */
export const MAX_LINKED_CLAIMS = 100;

interface LinkRow {
  claim_id: string;
  policyholder: string;
  status: string;
  line_of_business: string;
  team: string;
  kind: LinkKind;
  value: string;
  party: string;
  other_value: string;
  other_party: string;
}

const LINKS = `FROM claim_contacts x
  JOIN claim_contacts o ON o.kind = x.kind AND o.key = x.key AND o.claim_id <> x.claim_id
  JOIN claims c ON c.id = o.claim_id
  WHERE x.claim_id = ?`;

/** `teams`: those the caller may see (undefined: every team). */
export async function findLinkedClaims(db: D1Database, claimId: string, teams: string[] | undefined): Promise<LinkedClaims> {
  const visible = teamCondition(teams);
  const hidden =
    teams === undefined
      ? undefined
      : teams.length === 0
        ? { sql: '', binds: [] }
        : { sql: ` AND c.team NOT IN (${teams.map(() => '?').join(', ')})`, binds: teams };
  // The claims listed first (by id), then every row of theirs: a claim's details are never cut short.
  const listed = `SELECT DISTINCT o.claim_id ${LINKS}${visible.sql.replace('team', 'c.team')} ORDER BY o.claim_id LIMIT ${MAX_LINKED_CLAIMS + 1}`;
  const statements = [
    db
      .prepare(
        `SELECT o.claim_id, c.policyholder, c.status, c.line_of_business, c.team, x.kind, x.value, x.party,
           o.value AS other_value, o.party AS other_party
         ${LINKS} AND o.claim_id IN (${listed}) ORDER BY o.claim_id, x.kind, x.value`,
      )
      .bind(claimId, claimId, ...visible.binds),
    ...(hidden ? [db.prepare(`SELECT COUNT(DISTINCT o.claim_id) AS n ${LINKS}${hidden.sql}`).bind(claimId, ...hidden.binds)] : []),
  ];
  const [rows, count] = await db.batch(statements);
  const claims = new Map<string, LinkedClaim>();
  for (const r of rows!.results as LinkRow[]) {
    let claim = claims.get(r.claim_id);
    if (!claim) {
      claim = { claimId: r.claim_id, policyholder: r.policyholder, status: r.status, lineOfBusiness: r.line_of_business, team: r.team, shared: [] };
      claims.set(r.claim_id, claim);
    }
    claim.shared.push({ kind: r.kind, value: r.value, party: r.party, otherValue: r.other_value, otherParty: r.other_party });
  }
  const list = [...claims.values()];
  const otherTeams = count ? ((count.results[0] as { n: number } | undefined)?.n ?? 0) : 0;
  return list.length > MAX_LINKED_CLAIMS ? { claims: list.slice(0, MAX_LINKED_CLAIMS), otherTeams, more: true } : { claims: list, otherTeams };
}
