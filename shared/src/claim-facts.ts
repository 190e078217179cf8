/**
 * Facts derived from a claim record that the page and the assistant's tools both state, one rule
 * each so both give the same figures: the money totals in minor units (the reserves are the
 * outstanding estimate, `incurred = paid + outstanding reserve`, `netIncurred = incurred -
 * recovered`; integers only, never pounds) and the day the claim's days open run to.
 */
import type { ClaimRecord } from './claim-record';

export interface ClaimTotals {
  /** The outstanding reserve: the sum of the record's current reserves. */
  reserved: number;
  paid: number;
  recovered: number;
  incurred: number;
  netIncurred: number;
}

export function claimTotals(financials: ClaimRecord['financials']): ClaimTotals {
  const reserved = sumAmounts(financials.reserves);
  const paid = sumAmounts(financials.payments);
  const recovered = sumAmounts(financials.recoveries);
  const incurred = paid + reserved;
  return { reserved, paid, recovered, incurred, netIncurred: incurred - recovered };
}

function sumAmounts(items: ReadonlyArray<{ amount: number }>): number {
  let total = 0;
  for (const item of items) total += item.amount;
  return total;
}

/**
 * The day a claim's days-open count runs to: its closedDate while it is closed, else today. A
 * reopened claim keeps the closedDate of its earlier closure but is open again, so it runs on.
 */
export function openUntil(claim: Pick<ClaimRecord, 'status' | 'closedDate'>, today: string): string {
  return claim.status === 'closed' && claim.closedDate ? claim.closedDate : today;
}
