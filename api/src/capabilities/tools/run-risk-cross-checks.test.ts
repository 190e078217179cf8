import { describe, expect, it } from 'vitest';
import { HOLDER, THIRD_PARTY, call, callJson, document, makeClaim, message } from '../../../test/support/test-fixtures';
import { RISK_CHECKS, runRiskCrossChecksTool } from './run-risk-cross-checks';

type Flag = { code: string; severity: string; detail: string; evidence: string[] };
const flagsOf = async (claim: ReturnType<typeof makeClaim>) => (await callJson<{ flags: Flag[] }>(runRiskCrossChecksTool, {}, claim)).flags;
const flag = async (claim: ReturnType<typeof makeClaim>, code: string) => (await flagsOf(claim)).find((f) => f.code === code);

describe('run_risk_cross_checks', () => {
  it('gives every check with its rule, once, and raises nothing on a clean claim', async () => {
    const out = await callJson(runRiskCrossChecksTool, {}, makeClaim());
    expect(out).not.toHaveProperty('checked');
    expect(out.rules).toEqual(RISK_CHECKS);
    expect(Object.keys(out.rules)).toEqual(
      expect.arrayContaining([
        'policy_not_in_force',
        'early_claim',
        'cover_change_before_loss',
        'late_notification',
        'prior_claims',
        'shared_contact_details',
        'date_inconsistency',
        'premium_arrears',
      ]),
    );
    expect(out.flags).toEqual([]);
    expect(out.summary).toMatch(/None of the 9 indicators/);
  });

  it('policy_not_in_force: fires the day after cancellation, not on the day', async () => {
    const policy = { status: 'cancelled' as const, cancellationDate: '2026-10-01' };
    expect(await flag(makeClaim({ policy }), 'policy_not_in_force')).toMatchObject({ severity: 'high', evidence: ['policy:POL-1001'] });
    expect(await flag(makeClaim({ policy, loss: { date: '2026-10-01' } }), 'policy_not_in_force')).toBeUndefined();
  });

  it('early_claim: fires within 60 days of inception, not after', async () => {
    const early = makeClaim({ policy: { inceptionDate: '2026-08-03', expiryDate: '2027-08-02' } });
    expect(await flag(early, 'early_claim')).toMatchObject({ severity: 'medium', detail: expect.stringMatching(/60 days after inception/) });
    const nextDay = makeClaim({ policy: { inceptionDate: '2026-10-01', expiryDate: '2027-09-30' } });
    expect((await flag(nextDay, 'early_claim'))?.detail).toMatch(/^Loss on Friday 2 October 2026, 1 day after inception on Thursday 1 October 2026\./);
    const sameDay = makeClaim({ policy: { inceptionDate: '2026-10-02', expiryDate: '2027-10-01' } });
    expect((await flag(sameDay, 'early_claim'))?.detail).toMatch(/^Loss on Friday 2 October 2026, the day the policy incepted\./);
    const later = makeClaim({ policy: { inceptionDate: '2026-08-02', expiryDate: '2027-08-01' } });
    expect(await flag(later, 'early_claim')).toBeUndefined();
  });

  it('cover_change_before_loss: fires for a driver added 10 days before, not for an address change or an old increase', async () => {
    const recent = makeClaim({ policy: { changes: [{ date: '2026-09-22', kind: 'driver_added', description: 'Added a named driver' }] } });
    expect(await flag(recent, 'cover_change_before_loss')).toMatchObject({ severity: 'high' });
    const other = makeClaim({
      policy: {
        changes: [
          { date: '2026-09-22', kind: 'address_change', description: 'Moved house' },
          { date: '2026-07-01', kind: 'cover_increase', description: 'Cover raised' },
          { date: '2026-10-05', kind: 'cover_increase', description: 'After the loss' },
        ],
      },
    });
    expect(await flag(other, 'cover_change_before_loss')).toBeUndefined();
  });

  it('late_notification: fires after 28 days, not at 28', async () => {
    const late = makeClaim({ notifiedDate: '2026-10-31', correspondence: [message('c1', '2026-10-31', 'inbound', 'Reporting an accident.')] });
    expect(await flag(late, 'late_notification')).toMatchObject({ evidence: ['msg:c1'], detail: expect.stringMatching(/29 days after the loss/) });
    expect(await flag(makeClaim({ notifiedDate: '2026-10-30' }), 'late_notification')).toBeUndefined();
  });

  it('prior_claims: fires on 2 in the 3 years before the loss, not on 1 or older ones', async () => {
    const two = makeClaim({
      priorClaims: [
        { reference: 'PC-1', date: '2024-01-10', cause: 'theft' },
        { reference: 'PC-2', date: '2023-10-02', cause: 'collision', amount: 120000 },
      ],
    });
    expect(await flag(two, 'prior_claims')).toMatchObject({ evidence: ['prior:PC-1', 'prior:PC-2'] });
    const old = makeClaim({
      priorClaims: [
        { reference: 'PC-1', date: '2024-01-10', cause: 'theft' },
        { reference: 'PC-2', date: '2023-10-01', cause: 'collision' },
      ],
    });
    expect(await flag(old, 'prior_claims')).toBeUndefined();
  });

  it('shared_contact_details: fires on a phone written differently, not on distinct details', async () => {
    const shared = makeClaim({ parties: [HOLDER, { ...THIRD_PARTY, phone: '+44 7700 900123' }] });
    expect(await flag(shared, 'shared_contact_details')).toMatchObject({ severity: 'high', evidence: ['party:p1', 'party:p2'] });
    const address = makeClaim({ parties: [HOLDER, { ...THIRD_PARTY, address: '12 ELM ROAD, LEEDS, LS6 2AB' }] });
    expect(await flag(address, 'shared_contact_details')).toMatchObject({ severity: 'medium' });
    expect(await flag(makeClaim(), 'shared_contact_details')).toBeUndefined();
  });

  it('shared_contact_details: reads a UK number written with +44 (0), 0044 or 44 as the same number', async () => {
    for (const phone of ['+44 (0)7700 900123', '+44 (0) 7700-900-123', '0044 7700 900123', '0044 (0)7700 900123', '447700900123']) {
      const claim = makeClaim({ parties: [HOLDER, { ...THIRD_PARTY, phone }] });
      expect(await flag(claim, 'shared_contact_details'), phone).toMatchObject({ severity: 'high' });
    }
    // A foreign number with the same national digits is a different line.
    const foreign = makeClaim({ parties: [HOLDER, { ...THIRD_PARTY, phone: '+33 7700 900123' }] });
    expect(await flag(foreign, 'shared_contact_details')).toBeUndefined();
  });

  it('shared_contact_details: reads one address written with abbreviations, or without the town, as the same', async () => {
    for (const address of ['12 Elm Rd, Leeds, LS6 2AB', '12, Elm Road, LS62AB', '12 Elm Rd., Headingley, Leeds LS6 2AB']) {
      const claim = makeClaim({ parties: [HOLDER, { ...THIRD_PARTY, address }] });
      expect(await flag(claim, 'shared_contact_details'), address).toMatchObject({ severity: 'medium' });
    }
    // Another flat, another number or another postcode is another address.
    for (const address of ['Flat 2, 12 Elm Road, Leeds LS6 2AB', '14 Elm Road, Leeds LS6 2AB', '12 Elm Road, Leeds LS6 2AD']) {
      const claim = makeClaim({ parties: [HOLDER, { ...THIRD_PARTY, address }] });
      expect(await flag(claim, 'shared_contact_details'), address).toBeUndefined();
    }
    // Two named houses in one postcode are not one address.
    const named = makeClaim({
      parties: [
        { ...HOLDER, address: 'Rose Cottage, Mill Lane, Otley LS21 1AA' },
        { ...THIRD_PARTY, address: 'Ivy House, Mill Lane, Otley LS21 1AA' },
      ],
    });
    expect(await flag(named, 'shared_contact_details')).toBeUndefined();
  });

  it('shared_contact_details: a flat or another street with the same number in one postcode is another address', async () => {
    // The holder lives at 12 Elm Road, Leeds LS6 2AB; a postcode holds a street's houses and
    // often a block of flats, so the number alone does not make it the same home.
    for (const address of [
      'Flat 12, Elm Court, Elm Road, Leeds LS6 2AB',
      '12 Elm Court, Leeds LS6 2AB',
      'Apartment 12, LS6 2AB',
      '12 Oak Street, Leeds LS6 2AB',
    ]) {
      const claim = makeClaim({ parties: [HOLDER, { ...THIRD_PARTY, address }] });
      expect(await flag(claim, 'shared_contact_details'), address).toBeUndefined();
    }
    // The same home written differently still matches: without commas, with the flat last.
    for (const address of ['12 Elm Road Leeds LS6 2AB', '12 Elm Road, LS6 2AB']) {
      const claim = makeClaim({ parties: [HOLDER, { ...THIRD_PARTY, address }] });
      expect(await flag(claim, 'shared_contact_details'), address).toMatchObject({ severity: 'medium' });
    }
    const flat = makeClaim({
      parties: [
        { ...HOLDER, address: 'Flat 2, 12 Elm Road, Leeds LS6 2AB' },
        { ...THIRD_PARTY, address: '12 Elm Rd, Flat 2, LS6 2AB' },
      ],
    });
    expect(await flag(flat, 'shared_contact_details')).toMatchObject({ severity: 'medium' });
  });

  it('shared_contact_details: fires when one firm acts for both sides', async () => {
    const claim = makeClaim({
      parties: [
        { ...HOLDER, representedByPartyId: 's1' },
        { ...THIRD_PARTY, representedByPartyId: 's1' },
        { id: 's1', role: 'solicitor', name: 'Quick & Co' },
      ],
    });
    expect(await flag(claim, 'shared_contact_details')).toMatchObject({ evidence: ['party:s1'], detail: expect.stringMatching(/on both sides/) });
  });

  it('date_inconsistency: reads the loss date written many ways and ignores other dates', async () => {
    const variants = ['2nd October 2026', '02/10/2026', '2/10/26', '2026-10-02', 'October 2, 2026', '2 Oct 2026'];
    for (const v of variants) {
      const claim = makeClaim({ documents: [document('d1', `The accident happened on ${v} at the junction.`)] });
      expect(await flag(claim, 'date_inconsistency'), v).toBeUndefined();
    }
    const wrong = makeClaim({
      documents: [document('d1', 'Police report. Date of incident: 03/10/2026. Reported to police on 04/10/2026.')],
      correspondence: [
        message('c1', '2026-10-06', 'inbound', 'As I said, the collision was on 1st October 2026 and I wrote to you on 5 October.'),
        message('c2', '2026-10-07', 'outbound', 'We note the accident on 9 October 2026.'),
      ],
    });
    const f = await flag(wrong, 'date_inconsistency');
    expect(f?.evidence).toEqual(['doc:d1', 'msg:c1']);
    expect(f?.detail).toMatch(/\[doc:d1\] gives Saturday 3 October 2026; \[msg:c1\] gives Thursday 1 October 2026/);
  });

  it('date_inconsistency: reads a date written without a year across the new year, and a message day in UK time', async () => {
    const claim = makeClaim({
      loss: { date: '2026-01-03' },
      notifiedDate: '2026-01-04',
      policy: { inceptionDate: '2025-06-01', expiryDate: '2026-05-31' },
      correspondence: [message('c1', '2026-01-05', 'inbound', 'The accident happened on 30 December.')],
    });
    expect(await flag(claim, 'date_inconsistency')).toMatchObject({ evidence: ['msg:c1'], detail: expect.stringMatching(/Tuesday 30 December 2025/) });
    // Sent at 23:30 UTC on 2 October, 00:30 on 3 October in the UK: a loss on 3 October is not yet in the future.
    const late = makeClaim({
      correspondence: [message('c1', '2026-10-02T23:30:00Z', 'inbound', 'The accident happened on 3 October 2026.')],
    });
    expect(await flag(late, 'date_inconsistency')).toMatchObject({ evidence: ['msg:c1'] });
  });

  it('date_inconsistency: does not read dates of birth, letters, inspections or quoted replies as the loss date', async () => {
    const claim = makeClaim({
      documents: [
        document('d1', 'Date of birth: 14/05/1980. Period of insurance 01/03/2026 to 28/02/2027.'),
        document('d2', 'Further to your letter dated 5 October 2026 about the accident. We inspected the damage on 12/10/2026.', {
          receivedDate: '2026-10-20',
        }),
        document('d3', 'The accident on 2 October 2026 was reported on 3 October 2026.'),
      ],
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'Thanks, all fine.\n\nOn 9 Oct 2026, Claims wrote:\n> The accident on 8 October 2026 is noted.'),
        message('c2', '2026-10-10', 'inbound', 'My next accident will be on 3 December 2026 I expect.'),
      ],
    });
    expect(await flag(claim, 'date_inconsistency')).toBeUndefined();
  });

  it('premium_arrears: fires when in arrears on the loss date or unpaid, not when arrears began later', async () => {
    expect(await flag(makeClaim({ policy: { premium: { status: 'in_arrears', arrearsSince: '2026-09-01' } } }), 'premium_arrears')).toMatchObject({
      severity: 'medium',
    });
    expect(await flag(makeClaim({ policy: { premium: { status: 'unpaid' } } }), 'premium_arrears')).toBeDefined();
    expect(await flag(makeClaim({ policy: { premium: { status: 'in_arrears', arrearsSince: '2026-10-03' } } }), 'premium_arrears')).toBeUndefined();
  });

  it('loss_near_cover_end: fires in the last 30 days of cover, not before', async () => {
    expect(await flag(makeClaim({ loss: { date: '2027-02-10' }, notifiedDate: '2027-02-11' }), 'loss_near_cover_end')).toMatchObject({ severity: 'low' });
    expect(await flag(makeClaim(), 'loss_near_cover_end')).toBeUndefined();
  });

  it('orders flags by severity and keeps the result under the cap', async () => {
    const claim = makeClaim({
      policy: { status: 'cancelled', cancellationDate: '2026-09-01', premium: { status: 'unpaid' }, inceptionDate: '2026-08-20', expiryDate: '2027-08-19' },
      notifiedDate: '2026-12-01',
      parties: [HOLDER, { ...THIRD_PARTY, email: 'ALEX.MORGAN@example.com' }],
    });
    const out = await call(runRiskCrossChecksTool, {}, claim, '2026-12-05');
    expect(out.result.length).toBeLessThanOrEqual(4000);
    const severities = JSON.parse(out.result).flags.map((f: Flag) => f.severity);
    expect(severities).toEqual([...severities].sort((a: string, b: string) => ['high', 'medium', 'low'].indexOf(a) - ['high', 'medium', 'low'].indexOf(b)));
  });

  it('refuses unknown input', async () => {
    expect((await call(runRiskCrossChecksTool, { code: 'early_claim' }, makeClaim())).isError).toBe(true);
  });
});
