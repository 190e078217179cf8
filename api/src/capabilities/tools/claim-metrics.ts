/**
 * claim_metrics: the numbers a handler or reviewer asks first: days open, days from loss to
 * notification, days since the customer last wrote, the money, and counts of what is on file.
 */
import { openUntil, type ClaimRecord } from '@claims/shared';
import { dateOfDateTime, daysBetween } from '../../domain/calendar/dates';
import { memo } from '../../domain/claim-cache';
import { messagesInOrder } from '../../domain/claim-facts';
import { defineTool } from './define-tool';
import { formatted, moneyTotals, unitsOf } from '../../domain/money-totals';

function counts(claim: ClaimRecord) {
  return memo(claim, 'metricCounts', () => {
    let inbound = 0;
    let outbound = 0;
    let internal = 0;
    for (const m of claim.correspondence) {
      if (m.direction === 'inbound') inbound += 1;
      else if (m.direction === 'outbound') outbound += 1;
      else internal += 1;
    }
    const ordered = messagesInOrder(claim);
    let lastInbound: string | undefined;
    let lastOutbound: string | undefined;
    for (let i = ordered.length - 1; i >= 0 && (!lastInbound || !lastOutbound); i -= 1) {
      const m = ordered[i]!;
      if (m.direction === 'inbound') lastInbound ??= dateOfDateTime(m.at);
      if (m.direction === 'outbound') lastOutbound ??= dateOfDateTime(m.at);
    }
    return {
      counts: {
        parties: claim.parties.length,
        injuries: claim.injuries.length,
        documents: claim.documents.length,
        correspondence: claim.correspondence.length,
        inbound,
        outbound,
        internal,
        events: claim.events.length,
        offers: claim.offers.length,
        openOffers: claim.offers.filter((o) => o.status === 'open').length,
        payments: claim.financials.payments.length,
        priorClaims: claim.priorClaims.length,
        tasks: claim.tasks.length,
        openTasks: claim.tasks.filter((t) => t.status === 'open').length,
      },
      lastInbound,
      lastOutbound,
    };
  });
}

export const claimMetricsTool = defineTool({
  name: 'claim_metrics',
  description:
    'Key numbers of the claim: `daysOpen`, `daysLossToNotification`, `daysSinceLastInbound` (and outbound), `incurred`, `paid`, `outstanding`, `recovered`, `netIncurred` in minor units with formatted strings, and counts of parties, documents, messages, offers, tasks and prior claims.',
  input: {},
  activity: () => 'Working out the claim metrics…',
  run: (_input, { claim, today }) => {
    const t = moneyTotals(claim);
    const c = counts(claim);
    const money = { incurred: t.incurred, paid: t.paid, outstanding: t.outstanding, recovered: t.recovered, netIncurred: t.netIncurred };
    const result = {
      claimId: claim.id,
      status: claim.status,
      lineOfBusiness: claim.lineOfBusiness,
      today,
      daysOpen: daysBetween(claim.notifiedDate, openUntil(claim, today)),
      ...(claim.closedDate ? { closedDate: claim.closedDate } : {}),
      daysLossToNotification: daysBetween(claim.loss.date, claim.notifiedDate),
      daysSinceLastInbound: c.lastInbound ? daysBetween(c.lastInbound, today) : null,
      ...(c.lastInbound ? { lastInbound: c.lastInbound } : { lastInboundNote: 'No inbound messages on this claim.' }),
      daysSinceLastOutbound: c.lastOutbound ? daysBetween(c.lastOutbound, today) : null,
      ...(c.lastOutbound ? { lastOutbound: c.lastOutbound } : { lastOutboundNote: 'No outbound messages on this claim.' }),
      currency: t.currency,
      ...money,
      formatted: formatted(money, t.currency),
      units: `${unitsOf(t.currency)}; incurred = paid + outstanding; netIncurred = incurred - recovered`,
      counts: c.counts,
    };
    return { result: JSON.stringify(result) };
  },
});
