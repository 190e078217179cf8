/**
 * build_timeline: everything dated on the file in one list, oldest first: the loss and its
 * notification, policy changes, events, documents received, correspondence (in UK time),
 * payments, recoveries, offers and the closure, each with the id to cite. Filter by dates or
 * kinds; page with offset.
 */
import * as z from 'zod';
import { calendarDate, formatMoney, type ClaimRecord, type Correspondence } from '@claims/shared';
import { compareDates, ukClock } from '../../domain/calendar/dates';
import { memo } from '../../domain/claim-cache';
import { messagesInOrder, partiesById } from '../../domain/claim-facts';
import { fitList } from './compact';
import { clip } from '../../domain/clip';
import { cite } from '../../domain/source-ids';
import { defineTool } from './define-tool';

/** Also the order of entries on one day: the loss first, the closure last. */
export const TIMELINE_KINDS = ['loss', 'notification', 'policy', 'event', 'document', 'message', 'payment', 'recovery', 'offer', 'closure'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineEntry {
  date: string;
  time?: string;
  kind: TimelineKind;
  summary: string;
  sourceId?: string;
}

const humanise = (s: string) => s.replace(/_/g, ' ');

export function timeline(claim: ClaimRecord): readonly TimelineEntry[] {
  return memo(claim, 'timeline', () => {
    const parties = partiesById(claim);
    const who = (id?: string) => (id ? (parties.get(id)?.name ?? id) : undefined);
    const money = (n: number) => formatMoney(n, claim.currency);
    const entries: TimelineEntry[] = [
      {
        date: claim.loss.date,
        ...(claim.loss.time ? { time: claim.loss.time } : {}),
        kind: 'loss',
        summary: `Loss (${humanise(claim.loss.cause)}): ${clip(claim.loss.description, 120)}`,
      },
      { date: claim.notifiedDate, kind: 'notification', summary: 'Claim notified.' },
      { date: claim.policy.inceptionDate, kind: 'policy', summary: `Policy ${claim.policy.number} incepted.`, sourceId: cite.policy(claim.policy.number) },
    ];
    if (claim.policy.cancellationDate) {
      entries.push({
        date: claim.policy.cancellationDate,
        kind: 'policy',
        summary: 'Policy cancelled (cover ends 23:59 this day).',
        sourceId: cite.policy(claim.policy.number),
      });
    }
    for (const c of claim.policy.changes) {
      entries.push({
        date: c.date,
        kind: 'policy',
        summary: `Policy change (${humanise(c.kind)}): ${clip(c.description, 100)}`,
        sourceId: cite.policy(claim.policy.number),
      });
    }
    for (const e of claim.events) {
      entries.push({ date: e.date, kind: 'event', summary: `${humanise(e.kind)}${e.note ? `: ${clip(e.note, 100)}` : ''}`, sourceId: cite.event(e.id) });
    }
    for (const d of claim.documents) {
      const from = who(d.fromPartyId);
      entries.push({
        date: d.receivedDate,
        kind: 'document',
        summary: `Received ${humanise(d.kind)}: ${clip(d.title, 80)}${from ? ` from ${from}` : ''}`,
        sourceId: cite.doc(d.id),
      });
    }
    for (const m of messagesInOrder(claim)) {
      entries.push({ ...ukClock(m.at), kind: 'message', summary: `${messageHeading(m, who)}: ${clip(m.subject ?? m.text, 90)}`, sourceId: cite.msg(m.id) });
    }
    for (const p of claim.financials.payments) {
      const payee = who(p.payeePartyId);
      entries.push({
        date: p.date,
        kind: 'payment',
        summary: `Paid ${money(p.amount)} (${p.kind}, ${p.headOfDamage})${payee ? ` to ${payee}` : ''}.`,
        sourceId: cite.payment(p.id),
      });
    }
    for (const r of claim.financials.recoveries) {
      const from = who(r.fromPartyId);
      entries.push({
        date: r.date,
        kind: 'recovery',
        summary: `Recovered ${money(r.amount)} (${r.kind})${from ? ` from ${from}` : ''}.`,
        sourceId: cite.recovery(r.id),
      });
    }
    for (const o of claim.offers) {
      entries.push({
        date: o.date,
        kind: 'offer',
        summary: `${o.by === 'insurer' ? 'Insurer' : 'Claimant'} ${humanise(o.kind)} offer of ${money(o.amount)} (${o.status}).`,
        sourceId: cite.offer(o.id),
      });
    }
    if (claim.closedDate) {
      entries.push({
        date: claim.closedDate,
        kind: 'closure',
        summary: claim.status === 'reopened' ? 'Claim closed; it has since been reopened.' : 'Claim closed.',
      });
    }
    const order = (k: TimelineKind) => TIMELINE_KINDS.indexOf(k);
    // Array sort is stable, so messages keep their time order within a day.
    return entries.sort((a, b) => compareDates(a.date, b.date) || order(a.kind) - order(b.kind));
  });
}

/** "Inbound email from Alex Morgan", "Outbound letter to Fair Law", "Internal note by Jo Reed". */
export function messageHeading(m: Correspondence, who: (id?: string) => string | undefined): string {
  if (m.direction === 'internal') {
    const author = m.author ?? who(m.partyId);
    const what = m.channel === 'note' ? 'Internal note' : `Internal ${m.channel} note`;
    return author ? `${what} by ${author}` : what;
  }
  const name = who(m.partyId) ?? m.author;
  const heading = `${m.direction === 'inbound' ? 'Inbound' : 'Outbound'} ${m.channel}`;
  return name ? `${heading} ${m.direction === 'inbound' ? 'from' : 'to'} ${name}` : heading;
}

export const TIMELINE_PAGE_CHARS = 3000;

export const buildTimelineTool = defineTool({
  name: 'build_timeline',
  description:
    'Everything dated on the file, oldest first: the loss, notification, policy changes, events, documents received, correspondence (dates and times in UK time), payments, recoveries, offers and the closure. Each entry has `date`, `kind`, `summary` and `sourceId` to cite. Narrow with `from`/`to` (YYYY-MM-DD) or `kinds`; long results are paged with `offset`.',
  input: {
    from: calendarDate.optional().describe('Earliest date to include, YYYY-MM-DD.'),
    to: calendarDate.optional().describe('Latest date to include, YYYY-MM-DD.'),
    kinds: z.array(z.enum(TIMELINE_KINDS)).min(1).optional().describe('Only these kinds of entry.'),
    offset: z.number().int().min(0).optional().describe('Where to start (from a previous result).'),
  },
  personalData: { result: true },
  activity: () => 'Building the timeline…',
  run: ({ from, to, kinds, offset }, { claim }) => {
    if (from && to && from > to) throw new Error(`"from" (${from}) is after "to" (${to}); swap them.`);
    const wanted = kinds ? new Set<TimelineKind>(kinds) : undefined;
    const entries = timeline(claim).filter((e) => (!from || e.date >= from) && (!to || e.date <= to) && (!wanted || wanted.has(e.kind)));
    const range = from || to ? `${from ?? 'the start'} to ${to ?? 'the end'}` : 'the whole file';
    return {
      result: fitList({
        head: {
          range,
          total: entries.length,
          ...(entries.length === 0 ? { note: `Nothing dated ${range}${kinds ? ` of kind ${kinds.join(', ')}` : ''} on this claim.` } : {}),
        },
        key: 'entries',
        items: entries,
        offset,
        // A page of about 750 tokens: enough for a chronology, small enough to page through.
        cap: TIMELINE_PAGE_CHARS,
        howToGetMore: (next) => `Call build_timeline with the same filters and offset ${next} for the next entries, or narrow with from/to or kinds.`,
      }),
    };
  },
});
