/**
 * The deadline rules (docs/tools.md, "Deadline rules"): which events start a clock, when it
 * falls due, what stops it. Due dates depend on the claim alone and are computed once per
 * claim; the status depends on `today` and is worked out per call.
 *
 * Day counts run from the day after the triggering event. "N business days" skip weekends and
 * England & Wales bank holidays. A completing event closes the earliest still-open trigger on
 * or before its own date.
 */
import { cutText, type ClaimEvent, type ClaimRecord, type EventKind } from '@claims/shared';
import { addBusinessDays, addDays, addMonths, addYears, compareDates, daysBetween, longDate } from '../calendar/dates';
import { memo } from '../claim-cache';
import { cite } from '../source-ids';
import {
  AGE_OF_MAJORITY as MAJORITY,
  DISP_FINAL_RESPONSE_WEEKS as FINAL_WEEKS,
  DISP_SUMMARY_RESOLUTION_BUSINESS_DAYS as SUMMARY_DAYS,
  EL_CNF_RESPONSE_BUSINESS_DAYS as EL_CNF_DAYS,
  GENERAL_LIMITATION_YEARS as GENERAL_YEARS,
  INJURY_LIMITATION_YEARS as INJURY_YEARS,
  LETTER_OF_CLAIM_REPLY_DAYS as LOC_DAYS,
  LIABILITY_DECISION_MONTHS as LIABILITY_MONTHS,
  PART36_RELEVANT_PERIOD_DAYS as PART36_DAYS,
  PL_CNF_RESPONSE_BUSINESS_DAYS as PL_CNF_DAYS,
  RTA_CNF_RESPONSE_BUSINESS_DAYS as RTA_CNF_DAYS,
  ordinal,
} from './periods';

import { DEADLINE_KINDS, type DeadlineKind } from '@claims/shared/deadline-kinds';

export { DEADLINE_KINDS, type DeadlineKind };
export type DeadlineStatus = 'met' | 'overdue' | 'due_soon' | 'upcoming' | 'lapsed';

/** "due_soon" covers today and the next five days. */
export const DUE_SOON_DAYS = 5;

/** A deadline's facts that do not depend on today. */
export interface DueDeadline {
  kind: DeadlineKind;
  due: string;
  basis: string;
  /** What starts the clock: a cite id ("event:e1", "offer:o2", "task:t3") or "loss". */
  trigger: string;
  triggerDate: string;
  what: string;
  /** The completing event or record, when there is one. */
  metBy?: string;
  metOn?: string;
  /** The completing event came after the due date. */
  metLate?: boolean;
  /** Summary resolution is an opportunity, not a duty: once passed it "lapses", never "overdue". */
  lapses?: boolean;
  note?: string;
}

export interface Deadline extends DueDeadline {
  daysLeft: number;
  status: DeadlineStatus;
}

interface Dated {
  id: string;
  date: string;
}

/** Pairs each completion with the earliest open trigger on or before it. */
function pairUp(triggers: readonly Dated[], completions: readonly Dated[]): Map<string, Dated> {
  const sortedTriggers = [...triggers].sort((a, b) => compareDates(a.date, b.date));
  const closed = new Map<string, Dated>();
  for (const done of [...completions].sort((a, b) => compareDates(a.date, b.date))) {
    const open = sortedTriggers.find((t) => !closed.has(t.id) && t.date <= done.date);
    if (open) closed.set(open.id, done);
  }
  return closed;
}

function eventsOf(claim: ClaimRecord, ...kinds: EventKind[]): ClaimEvent[] {
  return claim.events.filter((e) => kinds.includes(e.kind));
}

function completion(d: DueDeadline, done: Dated | undefined): DueDeadline {
  if (!done) return d;
  return { ...d, metBy: cite.event(done.id), metOn: done.date, ...(done.date > d.due ? { metLate: true } : {}) };
}

/** A simple "trigger → due, closed by these events" protocol rule. */
function protocolDeadlines(
  claim: ClaimRecord,
  spec: {
    kind: DeadlineKind;
    trigger: EventKind;
    closedBy: EventKind[];
    due: (date: string) => string;
    basis: string;
    what: (triggerDate: string) => string;
  },
): DueDeadline[] {
  const triggers = eventsOf(claim, spec.trigger);
  const closed = pairUp(triggers, eventsOf(claim, ...spec.closedBy));
  return triggers.map((t) =>
    completion(
      {
        kind: spec.kind,
        due: spec.due(t.date),
        basis: spec.basis,
        trigger: cite.event(t.id),
        triggerDate: t.date,
        what: spec.what(t.date),
      },
      closed.get(t.id),
    ),
  );
}

/**
 * Pairs each complaint's closing events in date order. A complaint stays open to a final
 * response until it has one or was resolved within its summary window; it stays open to a
 * resolution until it has one or has had its final response. So a complaint already answered
 * never takes a later complaint's resolution (docs/tools.md, "Deadline rules": the earliest *open* one).
 */
function closeComplaints(complaints: readonly ClaimEvent[], closings: readonly ClaimEvent[], srcDue: Map<string, string>) {
  const resolvedBy = new Map<string, ClaimEvent>();
  const answeredBy = new Map<string, ClaimEvent>();
  const resolvedInWindow = (c: ClaimEvent) => {
    const r = resolvedBy.get(c.id);
    return r !== undefined && r.date <= srcDue.get(c.id)!;
  };
  for (const done of [...closings].sort((a, b) => compareDates(a.date, b.date))) {
    const isResolution = done.kind === 'complaint_resolved';
    const open = complaints.find((c) => c.date <= done.date && !answeredBy.has(c.id) && !resolvedInWindow(c) && !(isResolution && resolvedBy.has(c.id)));
    if (open) (isResolution ? resolvedBy : answeredBy).set(open.id, done);
  }
  return { resolvedBy, answeredBy, resolvedInWindow };
}

function complaintDeadlines(claim: ClaimRecord): DueDeadline[] {
  const complaints = eventsOf(claim, 'complaint_received').sort((a, b) => compareDates(a.date, b.date));
  // DISP 1.5.1R: "by close of business on the third business day following the day on which it is received".
  const srcDue = new Map(complaints.map((c) => [c.id, addBusinessDays(c.date, SUMMARY_DAYS)]));
  const { resolvedBy, answeredBy, resolvedInWindow } = closeComplaints(complaints, eventsOf(claim, 'complaint_resolved', 'final_response_sent'), srcDue);
  const out: DueDeadline[] = [];
  for (const c of complaints) {
    const due = srcDue.get(c.id)!;
    const resolved = resolvedBy.get(c.id);
    const src: DueDeadline = {
      kind: 'complaint_summary_resolution',
      due,
      basis: 'FCA DISP 1.5',
      trigger: cite.event(c.id),
      triggerDate: c.date,
      what: `Complaint received ${longDate(c.date)}: resolved by close of business on ${longDate(due)} (${ordinal(SUMMARY_DAYS)} business day after receipt), it can close with a summary resolution communication.`,
      lapses: true,
    };
    if (resolved && resolvedInWindow(c)) {
      out.push({ ...src, metBy: cite.event(resolved.id), metOn: resolved.date });
    } else {
      if (resolved)
        src.note = `Resolved on ${longDate(resolved.date)} [${cite.event(resolved.id)}], after the summary resolution window: a final response is still needed.`;
      out.push(src);
    }
  }
  for (const c of complaints) {
    const due = addDays(c.date, FINAL_WEEKS * 7);
    const frd: DueDeadline = {
      kind: 'complaint_final_response',
      due,
      basis: 'FCA DISP 1.6.2',
      trigger: cite.event(c.id),
      triggerDate: c.date,
      what: `Complaint received ${longDate(c.date)}: final response (or a written holding response with the Financial Ombudsman Service referral rights) by ${longDate(due)}, ${FINAL_WEEKS} weeks after receipt.`,
    };
    const resolved = resolvedBy.get(c.id);
    if (resolved && resolvedInWindow(c)) {
      out.push({
        ...frd,
        metBy: cite.event(resolved.id),
        metOn: resolved.date,
        note: `Resolved within the summary resolution window, so the ${FINAL_WEEKS}-week final response rule does not apply.`,
      });
    } else {
      out.push(completion(frd, answeredBy.get(c.id)));
    }
  }
  return out;
}

/**
 * Limitation: 6 years from the loss with no injuries; with injuries 3 years from the loss and,
 * when a later date of knowledge is recorded, a second date 3 years from that. The later date
 * holds only if the date of knowledge is accepted (it is usually asserted by the claimant), so
 * the date from the loss is always listed too: it is the one to protect until then.
 *
 * A child's time runs from their 18th birthday (s.28), so each injured child gets their own
 * date, their 21st birthday (docs/domain.md §5). When every injured party was a child at the loss,
 * the 3 years from the loss binds no one's injury claim and is not listed.
 */
function limitationDeadlines(claim: ClaimRecord): DueDeadline[] {
  const injured = claim.injuries.length > 0;
  const issued = eventsOf(claim, 'proceedings_issued').sort((a, b) => compareDates(a.date, b.date))[0];
  const children = childrenAtLoss(claim);
  const onlyChildren = injured && claim.injuries.every((i) => children.some((c) => c.partyId === i.partyId));
  const childNote = (list: readonly InjuredChild[]) =>
    list.length > 0
      ? `${list.map((c) => c.label).join(', ')} ${list.length > 1 ? 'were' : 'was'} under ${MAJORITY} at the loss: time does not run for a child until their ${ordinal(MAJORITY)} birthday (s.28), so their own limitation date is later.`
      : undefined;
  const childRows = children.map((c) =>
    completion(
      {
        kind: 'limitation',
        due: c.twentyFirst,
        basis: 'Limitation Act 1980 s.28, s.11',
        trigger: cite.party(c.partyId),
        triggerDate: c.eighteenth,
        what: `Personal injury to a child: time runs from the ${ordinal(MAJORITY)} birthday (${longDate(c.eighteenth)}), so proceedings for ${c.name} must be issued by ${longDate(c.twentyFirst)}, their ${ordinal(MAJORITY + INJURY_YEARS)} birthday.`,
        note: childNote([c])!,
      },
      issued,
    ),
  );
  const fromLoss = addYears(claim.loss.date, injured ? INJURY_YEARS : GENERAL_YEARS);
  const allNote = childNote(children);
  const primary: DueDeadline = {
    kind: 'limitation',
    due: fromLoss,
    basis: injured ? 'Limitation Act 1980 s.11' : 'Limitation Act 1980 s.2, s.5',
    trigger: 'loss',
    triggerDate: claim.loss.date,
    what: injured
      ? `Personal injury: proceedings must be issued by ${longDate(fromLoss)}, ${INJURY_YEARS} years from the loss (${longDate(claim.loss.date)}).`
      : `No injuries recorded: proceedings must be issued by ${longDate(fromLoss)}, ${GENERAL_YEARS} years from the loss (${longDate(claim.loss.date)}).`,
    ...(allNote ? { note: allNote } : {}),
  };
  const fromLossRows = onlyChildren ? [] : [primary];
  const knowledge = injured
    ? eventsOf(claim, 'date_of_knowledge')
        .filter((e) => e.date > claim.loss.date)
        .sort((a, b) => compareDates(b.date, a.date))[0]
    : undefined;
  if (!knowledge) return [...fromLossRows.map((d) => completion(d, issued)), ...childRows];
  const fromKnowledge = addYears(knowledge.date, INJURY_YEARS);
  primary.note = [`A later date of knowledge is recorded [${cite.event(knowledge.id)}]; until it is accepted, this is the date to protect.`, allNote]
    .filter(Boolean)
    .join(' ');
  const later: DueDeadline = {
    kind: 'limitation',
    due: fromKnowledge,
    basis: 'Limitation Act 1980 s.11(4)(b), s.14',
    trigger: cite.event(knowledge.id),
    triggerDate: knowledge.date,
    what: `Personal injury: if the date of knowledge (${longDate(knowledge.date)}) is accepted, proceedings must be issued by ${longDate(fromKnowledge)}, ${INJURY_YEARS} years from it.`,
    note: onlyChildren
      ? `Holds only if that date of knowledge is accepted and it is later than the child's ${ordinal(MAJORITY)} birthday; otherwise the child's own date applies.`
      : `Holds only if that date of knowledge is accepted; otherwise the limitation date is ${longDate(fromLoss)}.`,
  };
  return [...fromLossRows.map((d) => completion(d, issued)), completion(later, issued), ...childRows];
}

interface InjuredChild {
  partyId: string;
  name: string;
  /** "Jamie Lee [party:p2] (turns 21 on …)". */
  label: string;
  eighteenth: string;
  twentyFirst: string;
}

/** Injured parties under 18 on the loss date, with the date they turn 21 (s.28 read with s.11). */
function childrenAtLoss(claim: ClaimRecord): InjuredChild[] {
  const out = new Map<string, InjuredChild>();
  for (const injury of claim.injuries) {
    const party = claim.parties.find((p) => p.id === injury.partyId);
    if (!party?.dateOfBirth || out.has(party.id)) continue;
    const eighteenth = addYears(party.dateOfBirth, MAJORITY);
    const twentyFirst = addYears(party.dateOfBirth, MAJORITY + INJURY_YEARS);
    if (eighteenth > claim.loss.date) {
      out.set(party.id, {
        partyId: party.id,
        name: party.name,
        label: `${party.name} [${cite.party(party.id)}] (turns ${MAJORITY + INJURY_YEARS} on ${longDate(twentyFirst)})`,
        eighteenth,
        twentyFirst,
      });
    }
  }
  return [...out.values()];
}

function part36Deadlines(claim: ClaimRecord): DueDeadline[] {
  return claim.offers
    .filter((o) => o.kind === 'part36')
    .map((o) => {
      const due = addDays(o.date, PART36_DAYS);
      const d: DueDeadline = {
        kind: 'part36_relevant_period',
        due,
        basis: 'CPR 36.5',
        trigger: cite.offer(o.id),
        triggerDate: o.date,
        what: `Part 36 offer by the ${o.by} on ${longDate(o.date)}: the ${PART36_DAYS}-day relevant period ends ${longDate(due)}.`,
      };
      return o.status === 'open' ? d : { ...d, metBy: `${cite.offer(o.id)} (${o.status})`, note: `Offer ${o.status}.` };
    });
}

function taskDeadlines(claim: ClaimRecord): DueDeadline[] {
  return claim.tasks.map((t) => {
    const d: DueDeadline = {
      kind: 'task',
      due: t.due,
      basis: "the claim's diary",
      trigger: cite.task(t.id),
      triggerDate: t.due,
      what: cutText(t.description, 160),
    };
    return t.status === 'done' ? { ...d, metBy: `${cite.task(t.id)} (done)` } : d;
  });
}

/** A CNF on a motor claim: the RTA Protocol's 15 business days. */
const RTA_CNF = {
  kind: 'cnf_response',
  trigger: 'cnf_received',
  closedBy: ['cnf_responded'],
  due: (d: string) => addBusinessDays(d, RTA_CNF_DAYS),
  basis: 'RTA Protocol',
  what: (d: string) => `Claim Notification Form received ${longDate(d)}: respond on liability within ${RTA_CNF_DAYS} business days.`,
} as const satisfies Parameters<typeof protocolDeadlines>[1];

/**
 * A CNF on any other claim comes under the EL/PL Protocol: 30 business days for employers'
 * liability, 40 for public liability. The record does not say which, so the earlier date is
 * given, with the later one in words.
 */
const EL_PL_CNF = {
  kind: 'cnf_response',
  trigger: 'cnf_received',
  closedBy: ['cnf_responded'],
  due: (d: string) => addBusinessDays(d, EL_CNF_DAYS),
  basis: 'EL/PL Protocol',
  what: (d: string) =>
    `Claim Notification Form received ${longDate(d)}: respond on liability within ${EL_CNF_DAYS} business days if it is an employers' liability claim (by ${longDate(addBusinessDays(d, EL_CNF_DAYS))}), ${PL_CNF_DAYS} if public liability (by ${longDate(addBusinessDays(d, PL_CNF_DAYS))}).`,
} as const satisfies Parameters<typeof protocolDeadlines>[1];

/** Every deadline of the claim with its due date, oldest due first (today-independent). */
export function dueDeadlines(claim: ClaimRecord): readonly DueDeadline[] {
  return memo(claim, 'dueDeadlines', () => {
    const all: DueDeadline[] = [
      ...complaintDeadlines(claim),
      ...protocolDeadlines(claim, {
        kind: 'letter_of_claim_acknowledgement',
        trigger: 'letter_of_claim_received',
        closedBy: ['letter_of_claim_acknowledged'],
        due: (d) => addDays(d, LOC_DAYS),
        basis: 'PI Pre-Action Protocol',
        // The Protocol counts from the letter's date (its posting), which the record does not
        // hold; receipt is what it has, so the note says the letter's own date may bring it forward.
        what: (d) =>
          `Letter of claim received ${longDate(d)}: reply within ${LOC_DAYS} days of the letter, identifying the insurer. Counted here from receipt; the Protocol counts from the letter's date (date of posting), so if the letter is dated earlier, so is this deadline.`,
      }),
      ...protocolDeadlines(claim, {
        kind: 'liability_decision',
        trigger: 'letter_of_claim_acknowledged',
        closedBy: ['liability_admitted', 'liability_denied'],
        due: (d) => addMonths(d, LIABILITY_MONTHS),
        basis: 'PI Pre-Action Protocol',
        what: (d) => `Letter of claim acknowledged ${longDate(d)}: admit or deny liability, with reasons, within ${LIABILITY_MONTHS} months.`,
      }),
      ...protocolDeadlines(claim, claim.lineOfBusiness === 'motor' ? RTA_CNF : EL_PL_CNF),
      ...limitationDeadlines(claim),
      ...part36Deadlines(claim),
      ...taskDeadlines(claim),
    ];
    const order = (k: DeadlineKind) => DEADLINE_KINDS.indexOf(k);
    return all.sort((a, b) => compareDates(a.due, b.due) || order(a.kind) - order(b.kind));
  });
}

/** The status rule of docs/tools.md, "Deadline rules". */
export function statusOf(d: DueDeadline, daysLeft: number): DeadlineStatus {
  if (d.lapses) {
    if (d.metBy && !d.metLate) return 'met';
    if (daysLeft < 0 || d.metBy) return 'lapsed';
  } else if (d.metBy) {
    return 'met';
  }
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= DUE_SOON_DAYS ? 'due_soon' : 'upcoming';
}

/** Every deadline with `daysLeft` and `status` as of `today`, sorted by due. */
export function deadlinesOn(claim: ClaimRecord, today: string): Deadline[] {
  return dueDeadlines(claim).map((d) => {
    const daysLeft = daysBetween(today, d.due);
    return { ...d, daysLeft, status: statusOf(d, daysLeft) };
  });
}
