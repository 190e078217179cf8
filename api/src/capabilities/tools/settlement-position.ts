/**
 * settlement_position: the offers on each side (Part 36 with the end of its relevant period),
 * the reserve and payments, the latest offer each side and the gap between them.
 */
import { formatMoney, type Offer } from '@claims/shared';
import { addDays, daysBetween, longDate } from '../dates';
import { cite, fitList } from './compact';
import { defineTool } from './define-tool';
import { formatted, moneyTotals } from './money-totals';

function latest(offers: Offer[]): Offer | undefined {
  // Latest by date; among offers of one day, the later in the record.
  let best: Offer | undefined;
  for (const o of offers) if (!best || o.date >= best.date) best = o;
  return best;
}

export const settlementPositionTool = defineTool({
  name: 'settlement_position',
  description:
    'The settlement position: every offer (by whom, kind, status, amount) with `relevantPeriodEnds` for Part 36 offers (21 days after the offer), the reserve and payments to date, the latest offer each side (open offers preferred) and the `gap` between them, in minor units with formatted strings.',
  input: {},
  activity: () => 'Setting out the settlement position…',
  run: (_input, { claim, today }) => {
    const c = claim.currency;
    const t = moneyTotals(claim);
    const offers = [...claim.offers].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const pick = (by: Offer['by']) => {
      const side = offers.filter((o) => o.by === by);
      return latest(side.filter((o) => o.status === 'open')) ?? latest(side);
    };
    const insurer = pick('insurer');
    const claimant = pick('claimant');
    const brief = (o: Offer | undefined) =>
      o ? { id: o.id, cite: `[${cite.offer(o.id)}]`, date: o.date, amount: o.amount, amountText: formatMoney(o.amount, c), kind: o.kind, status: o.status } : null;
    const gap = insurer && claimant ? claimant.amount - insurer.amount : undefined;
    const rows = offers.map((o) => {
      const base = {
        id: o.id,
        date: o.date,
        by: o.by,
        kind: o.kind,
        status: o.status,
        amount: o.amount,
        amountText: formatMoney(o.amount, c),
        ...(o.headOfDamage ? { headOfDamage: o.headOfDamage } : {}),
      };
      if (o.kind !== 'part36') return base;
      const ends = addDays(o.date, 21);
      const left = daysBetween(today, ends);
      return {
        ...base,
        relevantPeriodEnds: ends,
        relevantPeriodEndsText: longDate(ends),
        ...(o.status === 'open' ? { relevantPeriod: left >= 0 ? `running: ${left} day(s) left` : `expired ${-left} day(s) ago` } : {}),
      };
    });
    return {
      result: fitList({
        head: {
          currency: c,
          reserved: t.reserved,
          paid: t.paid,
          incurred: t.incurred,
          formatted: formatted({ reserved: t.reserved, paid: t.paid, incurred: t.incurred }, c),
          latestInsurerOffer: brief(insurer),
          latestClaimantOffer: brief(claimant),
          gap: gap ?? null,
          ...(gap !== undefined
            ? { gapText: formatMoney(gap, c), gapMeaning: 'latest claimant offer minus latest insurer offer' }
            : { gapNote: offers.length === 0 ? 'No offers recorded on this claim.' : `No ${insurer ? 'claimant' : 'insurer'} offer recorded, so there is no gap to measure.` }),
          ...(claimant
            ? {
                claimantOfferMinusIncurred: claimant.amount - t.incurred,
                claimantOfferMinusIncurredText: formatMoney(claimant.amount - t.incurred, c),
                incurredMeaning: 'incurred = paid + outstanding reserve; a positive figure means the claimant asks for more than the claim is reserved at',
              }
            : {}),
        },
        key: 'offers',
        items: rows,
        howToGetMore: () => 'get_claim_section "offers" pages through every offer.',
      }),
    };
  },
});
