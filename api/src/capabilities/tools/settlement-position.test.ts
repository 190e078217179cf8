import { describe, expect, it } from 'vitest';
import { call, callJson, makeClaim } from '../../../test/support/test-fixtures';
import { settlementPositionTool } from './settlement-position';

describe('settlement_position', () => {
  it('sets out offers, Part 36 periods, the latest offer each side and the gap', async () => {
    const claim = makeClaim({
      offers: [
        { id: 'o1', date: '2026-10-20', by: 'claimant', amount: 900000, kind: 'part36', status: 'rejected' },
        { id: 'o2', date: '2026-11-15', by: 'insurer', amount: 400050, kind: 'part36', status: 'open' },
        { id: 'o3', date: '2026-11-20', by: 'claimant', amount: 750025, kind: 'without_prejudice', status: 'open' },
        { id: 'o4', date: '2026-11-25', by: 'insurer', amount: 300000, kind: 'open', status: 'withdrawn' },
      ],
      financials: {
        reserves: [{ headOfDamage: 'injury', amount: 600000, setDate: '2026-11-01' }],
        payments: [{ id: 'pay1', date: '2026-11-01', headOfDamage: 'injury', amount: 100000, kind: 'interim' }],
      },
    });
    const out = await callJson(settlementPositionTool, {}, claim);
    expect(out).toMatchObject({
      reserved: 600000,
      paid: 100000,
      incurred: 700000,
      latestInsurerOffer: { id: 'o2', amount: 400050, status: 'open' },
      latestClaimantOffer: { id: 'o3', amount: 750025 },
      gap: 349975,
      gapText: '£3,499.75',
      claimantOfferAgainstReserve: { heads: ['injury'], reservedAndPaid: 700000, difference: 50025 },
    });
    const o2 = out.offers.find((o: { id: string }) => o.id === 'o2');
    expect(o2).toMatchObject({ relevantPeriodEnds: '2026-12-06', relevantPeriod: 'running: 6 days left' });
    expect(out.offers.find((o: { id: string }) => o.id === 'o1')).toMatchObject({ relevantPeriodEnds: '2026-11-10' });
    const periodOn = async (today: string) =>
      (await callJson(settlementPositionTool, {}, claim, today)).offers.find((o: { id: string }) => o.id === 'o2').relevantPeriod;
    expect(await periodOn('2026-12-05')).toBe('running: 1 day left');
    expect(await periodOn('2026-12-06')).toBe('running: ends today');
    expect(await periodOn('2026-12-07')).toBe('expired 1 day ago');
    expect(out.offers.find((o: { id: string }) => o.id === 'o3').relevantPeriodEnds).toBeUndefined();
  });

  it('takes the latest offer each side, even when an earlier one is still marked open', async () => {
    const claim = makeClaim({
      offers: [
        { id: 'o1', date: '2026-10-10', by: 'claimant', amount: 500000, kind: 'open', status: 'open' },
        { id: 'o2', date: '2026-11-10', by: 'claimant', amount: 300000, kind: 'open', status: 'rejected' },
        { id: 'o3', date: '2026-11-12', by: 'insurer', amount: 200000, kind: 'open', status: 'open' },
      ],
    });
    const out = await callJson(settlementPositionTool, {}, claim);
    expect(out).toMatchObject({ latestClaimantOffer: { id: 'o2', status: 'rejected' }, gap: 100000 });
  });

  it("sets the claimant's offer against the damages heads, not the whole claim's incurred", async () => {
    const claim = makeClaim({
      offers: [
        {
          id: 'o1',
          date: '2026-11-13',
          by: 'claimant',
          amount: 3475000,
          kind: 'part36',
          status: 'open',
          headOfDamage: 'TP personal injury (excluding credit hire)',
        },
      ],
      financials: {
        reserves: [
          { headOfDamage: 'TP credit hire', amount: 714000, setDate: '2026-10-02' },
          { headOfDamage: 'TP general damages', amount: 1300000, setDate: '2026-11-02' },
          { headOfDamage: 'TP special damages', amount: 1350000, setDate: '2026-11-02' },
          { headOfDamage: 'TP claimant costs', amount: 850000, setDate: '2026-11-02' },
        ],
        payments: [
          { id: 'pay1', date: '2026-09-18', headOfDamage: 'Own damage', amount: 368650, kind: 'indemnity' },
          { id: 'pay2', date: '2026-10-09', headOfDamage: 'TP general damages', amount: 100000, kind: 'interim' },
        ],
      },
    });
    const out = await callJson(settlementPositionTool, {}, claim);
    expect(out.claimantOfferAgainstReserve).toMatchObject({
      heads: ['TP general damages', 'TP special damages'],
      reservedAndPaid: 2750000,
      difference: 725000,
      differenceText: '£7,250.00',
    });
    // Against the whole claim's incurred the offer would have looked £12,076.50 below the reserve.
    expect(out.incurred - 3475000).toBe(1207650);
  });

  it('is honest when there are no offers or only one side', async () => {
    expect(await callJson(settlementPositionTool, {}, makeClaim())).toMatchObject({ gap: null, gapNote: 'No offers recorded on this claim.', offers: [] });
    const oneSide = makeClaim({ offers: [{ id: 'o1', date: '2026-10-20', by: 'insurer', amount: 1000, kind: 'open', status: 'open' }] });
    expect((await callJson(settlementPositionTool, {}, oneSide)).gapNote).toBe('No claimant offer recorded, so there is no gap to measure.');
  });

  it('takes no input', async () => {
    expect((await call(settlementPositionTool, { side: 'insurer' }, makeClaim())).isError).toBe(true);
  });
});
