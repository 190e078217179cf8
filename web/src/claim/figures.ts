/**
 * The claim's key figures for the panels: the money totals in minor units by the shared rule
 * (`claimTotals`, the one the assistant's tools use, so the page and the answers give the same
 * figures) and the open and overdue tasks as of today.
 */
import { claimTotals } from '@claims/shared/claim-facts';
import type { ClaimRecord } from '@claims/shared/claim-record';

export interface KeyFigures {
  outstandingReserve: number;
  paid: number;
  recovered: number;
  incurred: number;
  netIncurred: number;
  openTasks: number;
  overdueTasks: number;
}

export function keyFigures(claim: ClaimRecord, today: string): KeyFigures {
  const { reserved, paid, recovered, incurred, netIncurred } = claimTotals(claim.financials);
  const open = claim.tasks.filter((t) => t.status === 'open');
  return {
    outstandingReserve: reserved,
    paid,
    recovered,
    incurred,
    netIncurred,
    openTasks: open.length,
    overdueTasks: open.filter((t) => t.due < today).length,
  };
}
