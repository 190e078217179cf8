/**
 * get_claim_section: one section of the claim, compact. Lists are paged with `offset` ("policy"
 * and "financials" run one offset through their several lists); documents come as titles and
 * ids (read one with get_document); correspondence newest first with each message clipped
 * (search_claim finds the rest). Dated lists are ordered whatever order the record keeps them
 * in, so the first page holds the latest: documents, offers, payments and recoveries newest
 * first like the correspondence and the page; events oldest first, as a chronology.
 */
import { z } from 'zod';
import { formatMoney, newestFirst, openUntil, type ClaimRecord } from '@claims/shared';
import { ageInYears, compareDates, daysBetween, ukDateTime } from '../../domain/calendar/dates';
import { memo } from '../../domain/claim-cache';
import { partiesById, partyLabel, messagesInOrder } from '../../domain/claim-facts';
import { clipWording, fitList, fitLists } from './compact';
import { clip } from '../../domain/clip';
import { defineTool } from './define-tool';
import { moneyTotals, formatted } from '../../domain/money-totals';

export const CLAIM_SECTIONS = [
  'overview',
  'handler',
  'policy',
  'loss',
  'parties',
  'injuries',
  'documents',
  'correspondence',
  'financials',
  'offers',
  'events',
  'priorClaims',
  'tasks',
] as const;
export type ClaimSection = (typeof CLAIM_SECTIONS)[number];

const LABELS: Record<ClaimSection, string> = {
  overview: 'the claim overview',
  handler: 'the handler',
  policy: 'the policy',
  loss: 'the loss',
  parties: 'the parties',
  injuries: 'the injuries',
  documents: 'the document list',
  correspondence: 'the correspondence',
  financials: 'the financials',
  offers: 'the offers',
  events: 'the events',
  priorClaims: 'the prior claims',
  tasks: 'the tasks',
};

type Renderer = (claim: ClaimRecord, today: string, offset: number) => string;

/*
 * Policy wording, injuries, event notes and tasks are read nowhere else, so they come whole up
 * to these many characters (an item still fits a page; a longer one is cut with a count).
 */
const WORDING = 1500;
const NOTE = 1000;
const INJURY_FIELD = 700;

const more = (section: string) => (next: number) =>
  `Call get_claim_section with section "${section}" and offset ${next} for the rest.`;

function money(claim: ClaimRecord, amount: number | undefined): string | undefined {
  return amount === undefined ? undefined : formatMoney(amount, claim.currency);
}

const RENDER: Record<ClaimSection, Renderer> = {
  overview: (claim, today) => {
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
  },
  handler: (claim) => JSON.stringify({ section: 'handler', handler: claim.handler }),
  policy: (claim, _today, offset) => {
    const p = claim.policy;
    return fitLists({
      head: {
        section: 'policy',
        number: p.number,
        product: p.product,
        holder: partyLabel(claim, p.holderPartyId),
        holderPartyId: p.holderPartyId,
        inceptionDate: p.inceptionDate,
        expiryDate: p.expiryDate,
        cover: 'from 00:00 on inception to 23:59 on expiry (or 23:59 on the cancellation date)',
        status: p.status,
        ...(p.cancellationDate ? { cancellationDate: p.cancellationDate } : {}),
        premium: p.premium,
      },
      lists: [
        {
          key: 'sections',
          items: p.sections.map((s) => ({
            ...s,
            ...(s.limit !== undefined ? { limitText: money(claim, s.limit) } : {}),
            ...(s.excess !== undefined ? { excessText: money(claim, s.excess) } : {}),
            ...(s.sumInsured !== undefined ? { sumInsuredText: money(claim, s.sumInsured) } : {}),
          })),
          empty: 'No policy sections recorded.',
        },
        { key: 'exclusions', items: p.exclusions.map((e) => ({ code: e.code, text: clipWording(e.text, WORDING) })), empty: 'No exclusions recorded.' },
        { key: 'endorsements', items: p.endorsements.map((e) => ({ ...e, text: clipWording(e.text, WORDING) })), empty: 'No endorsements recorded.' },
        { key: 'changes', items: p.changes.map((c) => ({ ...c, description: clipWording(c.description, NOTE) })), empty: 'No mid-term changes recorded.' },
        ...(p.namedDriverPartyIds
          ? [{ key: 'namedDrivers', items: p.namedDriverPartyIds.map((id) => partyLabel(claim, id)), empty: 'No named drivers recorded.' }]
          : []),
      ],
      offset,
      howToGetMore: (next) =>
        `Call get_claim_section with section "policy" and offset ${next} for the rest (the offset counts sections, exclusions, endorsements, changes, then named drivers).`,
      tail: p.valueAtRisk !== undefined ? { valueAtRisk: p.valueAtRisk, valueAtRiskText: money(claim, p.valueAtRisk) } : {},
    });
  },
  loss: (claim) =>
    JSON.stringify({
      section: 'loss',
      ...claim.loss,
      description: clipWording(claim.loss.description, 2500),
      notifiedDate: claim.notifiedDate,
      daysLossToNotification: daysBetween(claim.loss.date, claim.notifiedDate),
    }),
  parties: (claim, today, offset) =>
    fitList({
      head: { section: 'parties', total: claim.parties.length, cite: 'Cite a party as [party:ID].' },
      key: 'parties',
      items: claim.parties.map((p) => ({
        id: p.id,
        role: p.role,
        name: p.name,
        ...(p.dateOfBirth ? { age: ageInYears(p.dateOfBirth, today) } : {}),
        ...(p.representedByPartyId ? { representedBy: partyLabel(claim, p.representedByPartyId) } : {}),
        ...(p.phone ? { phone: p.phone } : {}),
        ...(p.email ? { email: p.email } : {}),
        ...(p.address ? { address: p.address } : {}),
        ...(p.notes ? { notes: clip(p.notes, 160) } : {}),
      })),
      offset,
      howToGetMore: more('parties'),
    }),
  injuries: (claim, _today, offset) => {
    if (claim.injuries.length === 0) return 'No injuries recorded on this claim.';
    return fitList({
      head: { section: 'injuries', total: claim.injuries.length },
      key: 'injuries',
      items: claim.injuries.map((i) => ({
        party: partyLabel(claim, i.partyId),
        partyId: i.partyId,
        description: clipWording(i.description, INJURY_FIELD),
        diagnosis: i.diagnosis ? clipWording(i.diagnosis, INJURY_FIELD) : 'No diagnosis recorded.',
        prognosis: i.prognosis ? clipWording(i.prognosis, INJURY_FIELD) : 'No prognosis recorded.',
        treatment: i.treatment ? clipWording(i.treatment, INJURY_FIELD) : 'No treatment recorded.',
      })),
      offset,
      howToGetMore: more('injuries'),
    });
  },
  documents: (claim, _today, offset) => {
    if (claim.documents.length === 0) return 'No documents on this claim.';
    return fitList({
      head: { section: 'documents', total: claim.documents.length, order: 'newest first, by date received', cite: 'Cite as [doc:ID]; read one with get_document.' },
      key: 'documents',
      items: documentList(claim),
      offset,
      howToGetMore: more('documents'),
    });
  },
  correspondence: (claim, _today, offset) => {
    if (claim.correspondence.length === 0) return 'No correspondence on this claim.';
    return fitList({
      head: {
        section: 'correspondence',
        total: claim.correspondence.length,
        order: 'newest first; times in UK time; each message clipped (get_document reads one in full; search_claim finds words in full messages)',
        cite: 'Cite as [msg:ID].',
      },
      key: 'messages',
      items: newestMessages(claim),
      offset,
      howToGetMore: more('correspondence'),
    });
  },
  financials: (claim, _today, offset) => {
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
  },
  offers: (claim, _today, offset) => {
    if (claim.offers.length === 0) return 'No offers recorded on this claim.';
    return fitList({
      head: { section: 'offers', total: claim.offers.length, order: 'newest first', hint: 'settlement_position gives Part 36 periods and the gap.' },
      key: 'offers',
      items: newestFirst(claim.offers, (o) => o.date).map((o) => ({ ...o, amountText: formatMoney(o.amount, claim.currency) })),
      offset,
      howToGetMore: more('offers'),
    });
  },
  events: (claim, _today, offset) => {
    if (claim.events.length === 0) return 'No events recorded on this claim.';
    return fitList({
      head: { section: 'events', total: claim.events.length, cite: 'Cite as [event:ID].' },
      key: 'events',
      items: [...claim.events]
        .sort((a, b) => compareDates(a.date, b.date))
        .map((e) => ({ id: e.id, date: e.date, kind: e.kind, ...(e.note ? { note: clipWording(e.note, NOTE) } : {}) })),
      offset,
      howToGetMore: more('events'),
    });
  },
  priorClaims: (claim, _today, offset) => {
    if (claim.priorClaims.length === 0) return 'No prior claims recorded on this claim.';
    return fitList({
      head: { section: 'priorClaims', total: claim.priorClaims.length },
      key: 'priorClaims',
      items: claim.priorClaims.map((p) => ({ ...p, ...(p.amount !== undefined ? { amountText: formatMoney(p.amount, claim.currency) } : {}) })),
      offset,
      howToGetMore: more('priorClaims'),
    });
  },
  tasks: (claim, today, offset) => {
    if (claim.tasks.length === 0) return 'No tasks recorded on this claim.';
    const open = claim.tasks.filter((t) => t.status === 'open');
    return fitList({
      head: {
        section: 'tasks',
        total: claim.tasks.length,
        open: open.length,
        overdue: open.filter((t) => t.due < today).length,
        order: 'open first, by due date',
      },
      key: 'tasks',
      items: [...claim.tasks]
        .sort((a, b) => (a.status === b.status ? compareDates(a.due, b.due) : a.status === 'open' ? -1 : 1))
        .map((t) => ({ id: t.id, due: t.due, status: t.status, description: clipWording(t.description, NOTE), ...(t.status === 'open' && t.due < today ? { overdue: true } : {}) })),
      offset,
      howToGetMore: more('tasks'),
    });
  },
};

function documentList(claim: ClaimRecord) {
  return memo(claim, 'section.documents', () =>
    newestFirst(claim.documents, (d) => d.receivedDate).map((d) => ({
      id: d.id,
      title: d.title,
      kind: d.kind,
      received: d.receivedDate,
      ...(d.fromPartyId ? { from: partyLabel(claim, d.fromPartyId) } : {}),
      ...(d.pages ? { pages: d.pages } : {}),
      chars: d.text.length,
    })),
  );
}

function newestMessages(claim: ClaimRecord) {
  return memo(claim, 'section.correspondence', () => {
    const parties = partiesById(claim);
    return [...messagesInOrder(claim)].reverse().map((m) => ({
      id: m.id,
      at: ukDateTime(m.at),
      direction: m.direction,
      channel: m.channel,
      ...(m.partyId ? { party: parties.get(m.partyId)?.name ?? m.partyId } : {}),
      ...(m.author ? { author: m.author } : {}),
      ...(m.subject ? { subject: clip(m.subject, 80) } : {}),
      text: clip(m.text, 160),
    }));
  });
}

export const getClaimSectionTool = defineTool({
  name: 'get_claim_section',
  description:
    'Read one section of the claim, compact. "overview" is a one-screen summary; "documents" lists titles and ids (read one with get_document); "correspondence" is newest first with messages clipped (get_document reads a message in full by its id). Long lists are paged: pass the offset the result gives.',
  input: {
    section: z.enum(CLAIM_SECTIONS).describe('Which section of the claim to read.'),
    offset: z.number().int().min(0).optional().describe('For long lists: where to start (from a previous result).'),
  },
  personalData: { result: true },
  activity: ({ section }) => `Reading ${LABELS[section]}…`,
  run: ({ section, offset }, { claim, today }) => ({ result: RENDER[section](claim, today, offset ?? 0) }),
});

