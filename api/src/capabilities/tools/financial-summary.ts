/**
 * financial_summary: the claim's money in minor units, with each figure also formatted, so the
 * model quotes rather than computes: `incurred = paid + outstanding`, `netIncurred = incurred -
 * recovered`, per head of damage. A claim with many heads of damage pages them with `offset`;
 * the totals come on every page.
 */
import * as z from 'zod';
import { defineTool } from './define-tool';
import { fitList } from './compact';
import { formatted, moneyTotals, unitsOf } from '../../domain/money-totals';

export const financialSummaryTool = defineTool({
  name: 'financial_summary',
  description:
    'The claim money: reserved (current outstanding reserve), paid, recovered, incurred (paid + outstanding) and net incurred (incurred - recovered), in total and per head of damage (many heads are paged with offset). Amounts are integers in minor units of the claim currency (`units` says which), each with a formatted string; quote these rather than adding up yourself.',
  input: {
    offset: z.number().int().min(0).optional().describe("Where to start in headOfDamage: a cut result's more.nextOffset."),
  },
  activity: () => 'Adding up the financials…',
  run: ({ offset }, { claim }) => {
    const t = moneyTotals(claim);
    const f = claim.financials;
    const empty = f.reserves.length + f.payments.length + f.recoveries.length === 0;
    const totals = { reserved: t.reserved, paid: t.paid, recovered: t.recovered, incurred: t.incurred, outstanding: t.outstanding, netIncurred: t.netIncurred };
    return {
      result: fitList({
        head: {
          currency: t.currency,
          ...totals,
          formatted: formatted(totals, t.currency),
          units: unitsOf(t.currency),
          ...(t.lastReserveSet ? { lastReserveSet: t.lastReserveSet } : {}),
          counts: { reserves: f.reserves.length, payments: f.payments.length, recoveries: f.recoveries.length },
          ...(empty ? { note: 'No reserves, payments or recoveries recorded on this claim.' } : {}),
          ...(f.recoveries.length ? { recoveriesNote: 'Recoveries are not recorded by head of damage, so they appear in the totals only.' } : {}),
        },
        key: 'headOfDamage',
        items: t.byHead.map((h) => ({
          ...h,
          formatted: formatted({ reserved: h.reserved, paid: h.paid, incurred: h.incurred }, t.currency),
        })),
        offset,
        howToGetMore: (next) => `Call financial_summary with offset ${next} for the rest of the heads of damage.`,
      }),
    };
  },
});
