import { describe, expect, it } from 'vitest';
import { HOLDER, THIRD_PARTY, makeClaim } from '../../../test/support/test-fixtures';
import { EARLY_CLAIM_DAYS, EARLY_CLAIM_HIGH_DAYS, riskIndicators } from './risk-indicators';

describe('riskIndicators', () => {
  it('raises nothing on an ordinary claim', () => {
    expect(riskIndicators(makeClaim())).toEqual([]);
  });

  it('grades an early claim by the named thresholds', () => {
    // Inception 1 March 2026.
    const on = (loss: string) => riskIndicators(makeClaim({ loss: { date: loss }, notifiedDate: loss })).find((f) => f.code === 'early_claim');
    expect(on('2026-03-15')).toMatchObject({ severity: 'high', days: EARLY_CLAIM_HIGH_DAYS, inception: '2026-03-01' });
    expect(on('2026-03-16')).toMatchObject({ severity: 'medium', days: EARLY_CLAIM_HIGH_DAYS + 1 });
    expect(on('2026-04-30')).toMatchObject({ days: EARLY_CLAIM_DAYS });
    expect(on('2026-05-01')).toBeUndefined();
  });

  it('names who shares which detail, highest severity first', () => {
    const claim = makeClaim({
      loss: { date: '2026-03-05' },
      notifiedDate: '2026-03-05',
      parties: [HOLDER, { ...THIRD_PARTY, phone: '+44 (0)7700 900123' }],
    });
    const [first, second] = riskIndicators(claim);
    expect(first).toMatchObject({ code: 'early_claim', severity: 'high' });
    expect(second).toEqual({
      code: 'shared_contact_details',
      severity: 'high',
      shared: [{ kind: 'shared', ours: { id: 'p1', name: 'Alex Morgan' }, theirs: { id: 'p2', name: 'Sam Patel' }, field: 'phone', value: '07700 900123' }],
      evidence: ['party:p1', 'party:p2'],
    });
  });
});
