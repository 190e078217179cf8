/** Sorting the claim list by any column, either way; a claim with no value for it comes last. */
import type { ClaimSort } from '@claims/shared/claim-search-fields';
import type { ClaimSummary } from '@claims/shared/wire';

export type SortOrder = 'asc' | 'desc';

const VALUE: Record<ClaimSort, (c: ClaimSummary) => string | number | null | undefined> = {
  id: (c) => c.id,
  policyholder: (c) => c.policyholder.toLowerCase(),
  lineOfBusiness: (c) => c.lineOfBusiness,
  status: (c) => c.status,
  lossDate: (c) => c.lossDate,
  handler: (c) => c.handler.name.toLowerCase(),
  nextDeadline: (c) => c.nextDeadline?.due,
  overdue: (c) => c.overdue,
  alerts: (c) => c.alerts,
  incurred: (c) => c.incurred,
};

export function sortClaims(claims: readonly ClaimSummary[], sort: ClaimSort, order: SortOrder): ClaimSummary[] {
  const value = VALUE[sort];
  const sign = order === 'desc' ? -1 : 1;
  return [...claims].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === y) return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}
