/**
 * The claim's money totals in minor units, one rule for the page and the assistant's tools, so
 * both give the same figures: the reserves are the outstanding estimate, `incurred = paid +
 * outstanding reserve`, `netIncurred = incurred - recovered`. Integers only, never pounds.
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
