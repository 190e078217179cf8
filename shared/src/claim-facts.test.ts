import { describe, expect, it } from 'vitest';
import { claimTotals, openUntil } from './claim-facts';

describe('claimTotals', () => {
  it('adds reserves, payments and recoveries in minor units and derives incurred and net incurred', () => {
    const totals = claimTotals({
      reserves: [
        { headOfDamage: 'Injury', amount: 1250000, setDate: '2026-08-21' },
        { headOfDamage: 'Credit hire', amount: 310055, setDate: '2026-08-21' },
      ],
      payments: [{ id: 'p1', date: '2026-08-30', headOfDamage: 'Own damage', amount: 398650, kind: 'indemnity' }],
      recoveries: [{ id: 'r1', date: '2026-09-30', amount: 50000, kind: 'excess' }],
    });
    expect(totals).toEqual({ reserved: 1560055, paid: 398650, recovered: 50000, incurred: 1958705, netIncurred: 1908705 });
  });

  it('is all zeros for a claim with no money yet', () => {
    expect(claimTotals({ reserves: [], payments: [], recoveries: [] })).toEqual({ reserved: 0, paid: 0, recovered: 0, incurred: 0, netIncurred: 0 });
  });

  it('lets recoveries take net incurred below zero rather than hiding them', () => {
    const totals = claimTotals({ reserves: [], payments: [], recoveries: [{ id: 'r1', date: '2026-09-30', amount: 2500, kind: 'salvage' }] });
    expect(totals.netIncurred).toBe(-2500);
  });
});

describe('openUntil', () => {
  it('runs to the closed date while the claim is closed, and to today while it is open or reopened', () => {
    expect(openUntil({ status: 'closed', closedDate: '2026-10-01' }, '2026-11-30')).toBe('2026-10-01');
    expect(openUntil({ status: 'reopened', closedDate: '2026-10-01' }, '2026-11-30')).toBe('2026-11-30');
    expect(openUntil({ status: 'open' }, '2026-11-30')).toBe('2026-11-30');
  });
});
