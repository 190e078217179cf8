/**
 * The claim's key figures in minor units: what is reserved, paid and recovered, incurred (paid
 * plus outstanding reserve) and net incurred (less recoveries), defined as the assistant's tools
 * define them, so the page and the answers give the same figures.
 */
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

const sum = (amounts: number[]): number => amounts.reduce((total, amount) => total + amount, 0);

export function keyFigures(claim: ClaimRecord, today: string): KeyFigures {
  const outstandingReserve = sum(claim.financials.reserves.map((r) => r.amount));
  const paid = sum(claim.financials.payments.map((p) => p.amount));
  const recovered = sum(claim.financials.recoveries.map((r) => r.amount));
  const open = claim.tasks.filter((t) => t.status === 'open');
  return {
    outstandingReserve,
    paid,
    recovered,
    incurred: paid + outstandingReserve,
    netIncurred: paid + outstandingReserve - recovered,
    openTasks: open.length,
    overdueTasks: open.filter((t) => t.due < today).length,
  };
}
