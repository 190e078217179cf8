import { describe, expect, it } from 'vitest';
import { call, callJson, makeClaim } from '../test-fixtures';
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
      claimantOfferMinusIncurred: 50025,
    });
    const o2 = out.offers.find((o: { id: string }) => o.id === 'o2');
    expect(o2).toMatchObject({ relevantPeriodEnds: '2026-12-06', relevantPeriod: 'running: 6 day(s) left' });
    expect(out.offers.find((o: { id: string }) => o.id === 'o1')).toMatchObject({ relevantPeriodEnds: '2026-11-10' });
    expect(out.offers.find((o: { id: string }) => o.id === 'o3').relevantPeriodEnds).toBeUndefined();
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
