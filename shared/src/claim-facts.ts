/**
 * Facts derived from a claim record that the page and the assistant's tools both state, one rule
 * each so both give the same figures: the money totals in minor units (the reserves are the
 * outstanding estimate, `incurred = paid + outstanding reserve`, `netIncurred = incurred -
 * recovered`; integers only, never pounds), the day the claim's days open run to, and the order
 * dated lists are shown in.
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

/**
 * Dated items newest first (documents, payments, recoveries, offers), as the page lists them and
 * get_claim_section gives them; items of the same day keep the record's order.
 */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => (dateOf(a) < dateOf(b) ? 1 : dateOf(a) > dateOf(b) ? -1 : 0));
}
