import { describe, expect, it } from 'vitest';
import { claimFixture } from '../test-support/claim-fixture';
import { keyFigures } from './figures';

describe('keyFigures', () => {
  it('adds up reserves, payments and recoveries in pence', () => {
    const claim = claimFixture({
      financials: {
        reserves: [
          { headOfDamage: 'Injury', amount: 1250000, setDate: '2026-08-21' },
          { headOfDamage: 'Credit hire', amount: 310055, setDate: '2026-08-21' },
        ],
        payments: [{ id: 'p1', date: '2026-08-30', headOfDamage: 'Own damage', amount: 398650, kind: 'indemnity' }],
        recoveries: [{ id: 'r1', date: '2026-09-30', amount: 50000, kind: 'excess' }],
      },
    });
    expect(keyFigures(claim, '2026-11-20')).toMatchObject({
      outstandingReserve: 1560055,
      paid: 398650,
      recovered: 50000,
      incurred: 1958705,
      netIncurred: 1908705,
    });
  });

  it('counts open and overdue tasks against today', () => {
    const figures = keyFigures(claimFixture(), '2026-12-05');
    expect(figures.openTasks).toBe(1);
    expect(figures.overdueTasks).toBe(1);
    expect(keyFigures(claimFixture(), '2026-12-04').overdueTasks).toBe(0);
  });
});
