import { describe, expect, it } from 'vitest';
import type { ClaimSummary } from '@claims/shared/wire';
import { sortClaims } from './claim-sort';

const claim = (id: string, extra: Partial<ClaimSummary>): ClaimSummary => ({
  id,
  lineOfBusiness: 'motor',
  status: 'open',
  policyholder: id,
  lossDate: '2026-01-01',
  handler: { id: 'h', name: 'H', team: 'T' },
  ...extra,
});

describe('sortClaims', () => {
  const claims = [
    claim('A', { incurred: 500, nextDeadline: null }),
    claim('B', { incurred: 100, nextDeadline: { due: '2026-12-01', kind: 'task' } }),
    claim('C', { incurred: 900, nextDeadline: { due: '2026-11-30', kind: 'task' } }),
  ];
  it('sorts either way, keeping a claim without a value last', () => {
    expect(sortClaims(claims, 'incurred', 'desc').map((c) => c.id)).toEqual(['C', 'A', 'B']);
    expect(sortClaims(claims, 'nextDeadline', 'asc').map((c) => c.id)).toEqual(['C', 'B', 'A']);
    expect(sortClaims(claims, 'nextDeadline', 'desc').map((c) => c.id)).toEqual(['B', 'C', 'A']);
  });
});
