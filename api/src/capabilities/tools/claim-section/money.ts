/** get_claim_section: The reserves, payments and recoveries with their totals, and the offers, newest first. */
import { formatMoney, newestFirst } from '@claims/shared';
import { moneyTotals, formatted } from '../../../domain/money-totals';
import { fitList, fitLists } from '../compact';
import { more, type Renderer } from './section-kit';

export const financials: Renderer = (claim, _today, offset) => {
  const t = moneyTotals(claim);
  const f = claim.financials;
  if (f.reserves.length + f.payments.length + f.recoveries.length === 0) {
    return 'No reserves, payments or recoveries recorded on this claim.';
  }
  const totals = { reserved: t.reserved, paid: t.paid, recovered: t.recovered, incurred: t.incurred, netIncurred: t.netIncurred };
  const withText = <T extends { amount: number }>(line: T) => ({ ...line, amountText: formatMoney(line.amount, claim.currency) });
  return fitLists({
    head: {
      section: 'financials',
      currency: claim.currency,
      totals,
      formatted: formatted(totals, claim.currency),
      order: 'payments and recoveries newest first',
    },
    lists: [
      { key: 'reserves', items: f.reserves.map(withText), empty: [] },
      { key: 'recoveries', items: newestFirst(f.recoveries, (r) => r.date).map(withText), empty: [] },
      { key: 'payments', items: newestFirst(f.payments, (p) => p.date).map(withText), empty: [] },
    ],
    offset,
    howToGetMore: (next) =>
      `Call get_claim_section with section "financials" and offset ${next} for the rest (the offset counts reserves, recoveries, then payments).`,
  });
};

export const offers: Renderer = (claim, _today, offset) => {
  if (claim.offers.length === 0) return 'No offers recorded on this claim.';
  return fitList({
    head: { section: 'offers', total: claim.offers.length, order: 'newest first', hint: 'settlement_position gives Part 36 periods and the gap.' },
    key: 'offers',
    items: newestFirst(claim.offers, (o) => o.date).map((o) => ({ ...o, amountText: formatMoney(o.amount, claim.currency) })),
    offset,
    howToGetMore: more('offers'),
  });
};
