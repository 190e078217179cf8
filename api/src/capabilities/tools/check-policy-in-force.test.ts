import { describe, expect, it } from 'vitest';
import { call, callJson, makeClaim } from '../../../test/support/test-fixtures';
import { checkPolicyInForceTool } from './check-policy-in-force';

const check = (claim: ReturnType<typeof makeClaim>, input: object = {}) => callJson(checkPolicyInForceTool, input, claim);

describe('check_policy_in_force', () => {
  it('checks the loss date by default and says why it is in force', async () => {
    const out = await check(makeClaim());
    expect(out).toMatchObject({ inForce: true, date: '2026-10-02', checked: 'the loss date', lossTime: '08:15' });
    expect(out.reasons[0]).toMatch(/Friday 2 October 2026 is within the period of insurance/);
    expect(out.premium).toMatchObject({ status: 'paid', inArrearsOnDate: false });
    expect(out.changesInEffect).toBe('No mid-term changes by this date.');
    expect(out.endorsementsInEffect).toBe('No endorsements in effect on this date.');
  });

  it('covers a loss on the day of expiry, until 23:59', async () => {
    const out = await check(makeClaim({ loss: { date: '2027-02-28' }, notifiedDate: '2027-03-01' }));
    expect(out.inForce).toBe(true);
    expect(out.reasons.join(' ')).toMatch(/last day of the period of insurance/);
  });

  it('does not cover the day after expiry, and says a lapsed policy ended at expiry', async () => {
    const active = await check(makeClaim(), { date: '2027-03-01' });
    expect(active.inForce).toBe(false);
    expect(active.reasons[0]).toMatch(/after the policy expired at 23:59 on Sunday 28 February 2027/);
    const lapsed = await check(makeClaim({ policy: { status: 'lapsed' } }), { date: '2027-03-01' });
    expect(lapsed.inForce).toBe(false);
    expect(lapsed.reasons[0]).toMatch(/The policy lapsed: cover ended at 23:59/);
  });

  it('covers the cancellation day but not the day after', async () => {
    const policy = { status: 'cancelled' as const, cancellationDate: '2026-10-01' };
    const onTheDay = await check(makeClaim({ policy, loss: { date: '2026-10-01' } }));
    expect(onTheDay.inForce).toBe(true);
    expect(onTheDay.reasons.join(' ')).toMatch(/last day of cover, so it was still in force/);
    const dayAfter = await check(makeClaim({ policy }));
    expect(dayAfter.inForce).toBe(false);
    expect(dayAfter.reasons[0]).toMatch(/cancelled with effect from 23:59 on Thursday 1 October 2026/);
  });

  it('does not cover a day before inception but covers inception day from 00:00', async () => {
    expect((await check(makeClaim(), { date: '2026-02-28' })).inForce).toBe(false);
    const first = await check(makeClaim(), { date: '2026-03-01' });
    expect(first.inForce).toBe(true);
    expect(first.reasons.join(' ')).toMatch(/first day of cover/);
  });

  it('reports premium arrears before the date, and changes and endorsements in effect by then', async () => {
    const claim = makeClaim({
      policy: {
        premium: { status: 'in_arrears', arrearsSince: '2026-09-15' },
        changes: [
          { date: '2026-09-01', kind: 'driver_added', description: 'Added Chris Morgan as a named driver' },
          { date: '2026-11-01', kind: 'address_change', description: 'Moved to 3 Oak Lane' },
        ],
        endorsements: [
          { code: 'E01', text: 'Vehicle kept in a locked garage overnight' },
          { code: 'E02', text: 'Business use', effectiveDate: '2026-12-01' },
        ],
      },
    });
    const out = await check(claim);
    expect(out.premium).toMatchObject({ status: 'in_arrears', inArrearsOnDate: true });
    expect(out.changesInEffect).toEqual([{ date: '2026-09-01', kind: 'driver_added', description: 'Added Chris Morgan as a named driver' }]);
    expect(out.endorsementsInEffect).toEqual([{ code: 'E01', from: '2026-03-01', text: 'Vehicle kept in a locked garage overnight' }]);
    expect(out.afterThisDate).toMatch(/1 change and 1 endorsement took effect/);
    expect(out.sections[0]).toEqual({ code: 'AD', name: 'Accidental damage', covered: true, excess: '£250.00' });
  });

  it('keeps the verdict, premium, exclusions and caution whole with many changes, bounding the lists with counts', async () => {
    const wording = (what: string, i: number) => `${what} ${i}: ${'policy wording that runs on '.repeat(8)}`;
    const claim = makeClaim({
      policy: {
        premium: { status: 'in_arrears', arrearsSince: '2026-09-15' },
        exclusions: Array.from({ length: 30 }, (_, i) => ({ code: `EXCLUSION-${i}`, text: wording('Exclusion', i) })),
        endorsements: Array.from({ length: 30 }, (_, i) => ({ code: `E${i}`, text: wording('Endorsement', i) })),
        changes: Array.from({ length: 30 }, (_, i) => ({
          date: `2026-04-${String(i + 1).padStart(2, '0')}`,
          kind: 'cover_increase' as const,
          description: wording('Change', i),
        })).reverse(),
      },
    });
    const out = await call(checkPolicyInForceTool, {}, claim);
    expect(out.result.length).toBeLessThanOrEqual(4000);
    const parsed = JSON.parse(out.result);
    expect(parsed).toMatchObject({
      inForce: true,
      date: '2026-10-02',
      premium: { inArrearsOnDate: true },
      caution: expect.stringMatching(/not a cover decision/),
    });
    expect(parsed.sections).toHaveLength(2);
    expect(parsed.exclusions.length).toBeGreaterThan(0);
    for (const [key, total] of [
      ['exclusions', 30],
      ['endorsementsInEffect', 30],
      ['changesInEffect', 30],
    ] as const) {
      expect(parsed[key].length + (parsed.leftOut[key] ?? 0), key).toBe(total);
    }
    expect(parsed.leftOut.changesInEffect).toBeGreaterThan(0);
    // The latest changes before the loss are the ones kept, oldest first, whatever the record's order.
    const dates = parsed.changesInEffect.map((c: { date: string }) => c.date);
    expect(dates.at(-1)).toBe('2026-04-30');
    expect(dates).toEqual([...dates].sort());
    expect(parsed.more).toMatch(/get_claim_section "policy" pages through/);
  });

  it('shows each sum insured and, with a value at risk above it, the proportion average would pay', async () => {
    const home = (sections: { code: string; name: string; covered: boolean; sumInsured?: number }[], valueAtRisk?: number) =>
      makeClaim({ lineOfBusiness: 'property', policy: { sections, ...(valueAtRisk !== undefined ? { valueAtRisk } : {}) } });
    const under = await check(home([{ code: 'BLD', name: 'Buildings', covered: true, sumInsured: 25_000_000 }], 34_000_000));
    expect(under.sections).toEqual([{ code: 'BLD', name: 'Buildings', covered: true, sumInsured: '£250,000.00' }]);
    expect(under.valueAtRisk).toMatchObject({ amount: 34_000_000, amountText: '£340,000.00', section: 'BLD', underinsured: true, proportionInsured: '73.5%' });
    // docs/domain.md §6: sum insured £300k, value £500k, so 60%.
    expect((await check(home([{ code: 'BLD', name: 'Buildings', covered: true, sumInsured: 30_000_000 }], 50_000_000))).valueAtRisk.proportionInsured).toBe(
      '60%',
    );
    const fully = await check(home([{ code: 'BLD', name: 'Buildings', covered: true, sumInsured: 48_000_000 }], 45_500_000));
    expect(fully.valueAtRisk).toMatchObject({ section: 'BLD', note: expect.stringMatching(/no underinsurance/) });
    expect(fully.valueAtRisk.underinsured).toBeUndefined();
    // Two sums insured and one value at risk: which it values is not recorded, so no proportion.
    const two = await check(
      home(
        [
          { code: 'BLD', name: 'Buildings', covered: true, sumInsured: 48_000_000 },
          { code: 'CON', name: 'Contents', covered: true, sumInsured: 7_500_000 },
        ],
        45_500_000,
      ),
    );
    expect(two.valueAtRisk.proportionInsured).toBeUndefined();
    expect((await check(makeClaim())).valueAtRisk).toBeUndefined();
  });

  it('refuses a date that is not a calendar day, naming the field', async () => {
    const out = await call(checkPolicyInForceTool, { date: '2026-02-30' }, makeClaim());
    expect(out).toMatchObject({ isError: true });
    expect(out.result).toMatch(/^Tool failed: invalid input for check_policy_in_force: date: Use a real calendar day/);
  });
});
