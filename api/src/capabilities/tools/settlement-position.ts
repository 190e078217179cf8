/**
 * settlement_position: the offers on each side (Part 36 with the end of its relevant period),
 * the reserve and payments, the latest offer each side and the gap between them, and the
 * claimant's latest offer beside what is reserved and paid on the heads it covers.
 *
 * An offer covers damages: credit hire, costs and the policyholder's own damage are usually
 * outside it, so it is compared with the damages heads (or the head it names), never with the
 * whole claim's incurred, which would make an offer above the damages reserve look below it.
 */
import { formatMoney, type Offer, plural } from '@claims/shared';
import { addDays, compareDates, daysBetween, longDate } from '../../domain/calendar/dates';
import { fitList } from './compact';
import { defineTool } from './define-tool';
import { PART36_RELEVANT_PERIOD_DAYS } from '../../domain/deadlines/periods';
import { formatted, moneyTotals, type HeadTotals } from '../../domain/money-totals';

function latest(offers: Offer[]): Offer | undefined {
  // Latest by date; among offers of one day, the later in the record.
  let best: Offer | undefined;
  for (const o of offers) if (!best || o.date >= best.date) best = o;
  return best;
}

/** Heads an offer is about: the one it names, else those of damages or injury. */
function headsCoveredBy(offer: Offer, heads: HeadTotals[]): HeadTotals[] {
  const named = heads.filter((h) => offer.headOfDamage !== undefined && h.headOfDamage.toLowerCase() === offer.headOfDamage.toLowerCase());
  if (named.length > 0) return named;
  return heads.filter((h) => /damages|injury/i.test(h.headOfDamage));
}

export const settlementPositionTool = defineTool({
  name: 'settlement_position',
  description: `The settlement position: every offer (by whom, kind, status, amount) with \`relevantPeriodEnds\` for Part 36 offers (${PART36_RELEVANT_PERIOD_DAYS} days after the offer), the reserve and payments to date, the latest offer each side (its status shown; a withdrawn one only when that side has no other) and the \`gap\` between them, and the claimant's latest offer beside what is reserved and paid on the damages heads it covers, in minor units with formatted strings.`,
  input: {},
  activity: () => 'Setting out the settlement position…',
  run: (_input, { claim, today }) => {
    const c = claim.currency;
    const t = moneyTotals(claim);
    const offers = [...claim.offers].sort((a, b) => compareDates(a.date, b.date));
    // The latest offer each side, whatever became of it, except that a withdrawn offer is off the
    // table: it counts only when that side has made no other.
    const pick = (by: Offer['by']) => {
      const side = offers.filter((o) => o.by === by);
      return latest(side.filter((o) => o.status !== 'withdrawn')) ?? latest(side);
    };
    const insurer = pick('insurer');
    const claimant = pick('claimant');
    const brief = (o: Offer | undefined) =>
      o ? { id: o.id, date: o.date, amount: o.amount, amountText: formatMoney(o.amount, c), kind: o.kind, status: o.status } : null;
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
      const ends = addDays(o.date, PART36_RELEVANT_PERIOD_DAYS);
      const left = daysBetween(today, ends);
      return {
        ...base,
        relevantPeriodEnds: ends,
        relevantPeriodEndsText: longDate(ends),
        ...(o.status === 'open'
          ? {
              relevantPeriod: left >= 0 ? (left === 0 ? 'running: ends today' : `running: ${plural(left, 'day')} left`) : `expired ${plural(-left, 'day')} ago`,
            }
          : {}),
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
            : {
                gapNote:
                  offers.length === 0
                    ? 'No offers recorded on this claim.'
                    : `No ${insurer ? 'claimant' : 'insurer'} offer recorded, so there is no gap to measure.`,
              }),
          ...(claimant ? { claimantOfferAgainstReserve: offerAgainstReserve(claimant, t.byHead, c) } : {}),
        },
        key: 'offers',
        items: rows,
        howToGetMore: () => 'get_claim_section "offers" pages through every offer.',
      }),
    };
  },
});

/** The claimant's offer minus what is reserved and paid on the heads it covers. */
function offerAgainstReserve(offer: Offer, byHead: HeadTotals[], currency: string) {
  const heads = headsCoveredBy(offer, byHead);
  if (heads.length === 0) {
    return { note: 'No head of damage matches this offer; compare it head by head with financial_summary.' };
  }
  const reservedAndPaid = heads.reduce((sum, h) => sum + h.incurred, 0);
  const difference = offer.amount - reservedAndPaid;
  return {
    heads: heads.map((h) => h.headOfDamage),
    reservedAndPaid,
    reservedAndPaidText: formatMoney(reservedAndPaid, currency),
    difference,
    differenceText: formatMoney(difference, currency),
    meaning: `offer minus reserved + paid on ${heads.length === 1 ? 'that head' : 'those heads'}: positive means the claimant asks for more than they are reserved at`,
  };
}
