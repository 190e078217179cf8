/** get_claim_section: The overview, the handler and the loss: one object each, no paging. */
import { openUntil } from '@claims/shared';
import { daysBetween } from '../../../domain/calendar/dates';
import { partyLabel } from '../../../domain/claim-facts';
import { clip } from '../../../domain/clip';
import { moneyTotals, formatted } from '../../../domain/money-totals';
import { clipWording } from '../compact';
import type { Renderer } from './section-kit';

export const overview: Renderer = (claim, today) => {
  const t = moneyTotals(claim);
  const amounts = { incurred: t.incurred, paid: t.paid, outstanding: t.outstanding, recovered: t.recovered };
  const openTasks = claim.tasks.filter((x) => x.status === 'open').length;
  return JSON.stringify({
    section: 'overview',
    id: claim.id,
    lineOfBusiness: claim.lineOfBusiness,
    status: claim.status,
    currency: claim.currency,
    handler: claim.handler,
    lossDate: claim.loss.date,
    lossCause: claim.loss.cause,
    lossDescription: clip(claim.loss.description, 300),
    notifiedDate: claim.notifiedDate,
    ...(claim.closedDate ? { closedDate: claim.closedDate } : {}),
    daysOpen: daysBetween(claim.notifiedDate, openUntil(claim, today)),
    policy: { number: claim.policy.number, product: claim.policy.product, status: claim.policy.status },
    policyholder: partyLabel(claim, claim.policy.holderPartyId),
    money: { ...amounts, formatted: formatted(amounts, claim.currency) },
    counts: {
      parties: claim.parties.length,
      injuries: claim.injuries.length,
      documents: claim.documents.length,
      correspondence: claim.correspondence.length,
      offers: claim.offers.length,
      events: claim.events.length,
      openTasks,
      priorClaims: claim.priorClaims.length,
    },
  });
};

export const handler: Renderer = (claim) => JSON.stringify({ section: 'handler', handler: claim.handler });

export const loss: Renderer = (claim) =>
  JSON.stringify({
    section: 'loss',
    ...claim.loss,
    description: clipWording(claim.loss.description, 2500),
    notifiedDate: claim.notifiedDate,
    daysLossToNotification: daysBetween(claim.loss.date, claim.notifiedDate),
  });
