/** Narrows the claim list by a free-text search (id, policyholder, status, handler) and a status. */
import type { ClaimSummary } from '@claims/shared/wire';

export type StatusFilter = 'all' | 'open' | 'closed' | 'reopened';

export function filterClaims(claims: readonly ClaimSummary[], query: string, status: StatusFilter): ClaimSummary[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return claims.filter((claim) => {
    if (status !== 'all' && claim.status !== status) return false;
    const haystack = [claim.id, claim.policyholder, claim.status, claim.handler.name, claim.lineOfBusiness]
      .join(' ')
      .toLowerCase();
    return terms.every((term) => haystack.includes(term));
  });
}
