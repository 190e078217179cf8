/** Narrows the claim list by a free-text search (id, policyholder, status, handler) and a status. */
import { foldForMatching } from '@claims/shared/fold-accents';
import type { ClaimSummary } from '@claims/shared/wire';

export type StatusFilter = 'all' | 'open' | 'closed' | 'reopened';

/** Letters and digits only, so "clm26004211" finds "CLM-26-004211" and "obrien" finds "O’Brien". */
function compact(folded: string): string {
  return folded.replace(/[^\p{L}\p{N}]/gu, '');
}

export function filterClaims(claims: readonly ClaimSummary[], query: string, status: StatusFilter): ClaimSummary[] {
  const terms = foldForMatching(query)
    .split(/\s+/)
    .filter(Boolean)
    .map((term) => ({ term, bare: compact(term) }));
  return claims.filter((claim) => {
    if (status !== 'all' && claim.status !== status) return false;
    if (terms.length === 0) return true; // an empty search, the usual case, folds no field
    const fields = [claim.id, claim.policyholder, claim.status, claim.handler.name, claim.lineOfBusiness].map((field) => {
      const folded = foldForMatching(field);
      return { folded, bare: compact(folded) };
    });
    // Each term matches within one field, as typed or with the punctuation of both left out.
    return terms.every(({ term, bare }) => fields.some((field) => field.folded.includes(term) || (bare !== '' && field.bare.includes(bare))));
  });
}
