import { describe, expect, it } from 'vitest';
import { makeClaim } from '../../test/support/test-fixtures';
import { averageProportion, coverOn, premiumOn } from './cover';

// The fixture's policy runs from 1 March 2026 to 28 February 2027.
describe('coverOn', () => {
  it('places a day against the period of insurance', () => {
    const claim = makeClaim();
    expect(coverOn(claim, '2026-02-28')).toEqual({ inForce: false, date: '2026-02-28', position: 'before_inception', coverEnds: '2027-02-28' });
    expect(coverOn(claim, '2026-03-01').position).toBe('within');
    expect(coverOn(claim, '2027-02-28')).toMatchObject({ inForce: true, position: 'within' });
    expect(coverOn(claim, '2027-03-01')).toMatchObject({ inForce: false, position: 'after_expiry' });
    expect(coverOn(makeClaim({ policy: { status: 'lapsed' } }), '2027-03-01').position).toBe('after_lapse');
  });

  it('ends cover at 23:59 on the cancellation day', () => {
    const claim = makeClaim({ policy: { status: 'cancelled', cancellationDate: '2026-10-01' } });
    expect(coverOn(claim, '2026-10-01')).toMatchObject({ inForce: true, coverEnds: '2026-10-01' });
    expect(coverOn(claim, '2026-10-02')).toMatchObject({ inForce: false, position: 'after_cancellation' });
  });
});

describe('premiumOn', () => {
  it('is in arrears on a date only from the day arrears began', () => {
    const claim = makeClaim({ policy: { premium: { status: 'in_arrears', arrearsSince: '2026-09-15' } } });
    expect(premiumOn(claim, '2026-09-14')).toEqual({ status: 'in_arrears', inArrearsOnDate: false, arrearsSince: '2026-09-15' });
    expect(premiumOn(claim, '2026-09-15').inArrearsOnDate).toBe(true);
    expect(premiumOn(makeClaim({ policy: { premium: { status: 'unpaid' } } }), '2026-01-01').inArrearsOnDate).toBe(true);
  });
});

describe('averageProportion', () => {
  const section = { code: 'B', name: 'Buildings', covered: true, sumInsured: 30_000_000 };
  it('gives the percentage insured when one section has a sum insured below the value at risk', () => {
    const claim = makeClaim({ policy: { valueAtRisk: 50_000_000, sections: [section] } });
    expect(averageProportion(claim)).toEqual({ valueAtRisk: 50_000_000, section: { code: 'B', name: 'Buildings', sumInsured: 30_000_000, percent: 60 } });
  });

  it('has no percentage at or above the value, nothing to compare with several sums insured, nothing without a value', () => {
    expect(averageProportion(makeClaim({ policy: { valueAtRisk: 30_000_000, sections: [section] } }))?.section?.percent).toBeUndefined();
    const two = makeClaim({ policy: { valueAtRisk: 1, sections: [section, { ...section, code: 'C', name: 'Contents' }] } });
    expect(averageProportion(two)).toEqual({ valueAtRisk: 1 });
    expect(averageProportion(makeClaim())).toBeUndefined();
  });
});
