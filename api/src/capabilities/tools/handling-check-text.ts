/**
 * The handling checks in a handler's words: each standard's one-line rule and each finding's
 * detail. The checks themselves (domain/handling) return data; this is the one place their
 * English is written.
 */
import { formatMoney, humanise, plural, type ClaimRecord, type Correspondence } from '@claims/shared';
import { dateOfDateTime, longDate } from '../../domain/calendar/dates';
import { clip } from '../../domain/clip';
import type { HandlingFinding, TheirSigns } from '../../domain/handling/handling-checks';
import {
  COMPLAINT_ACK_BUSINESS_DAYS as ACK,
  CUSTOMER_UPDATE_DAYS as UPDATE,
  FIRST_CONTACT_BUSINESS_DAYS as FIRST,
  LIMITATION_MARGIN_DAYS as LIMITATION,
  REPLY_BUSINESS_DAYS as REPLY,
  RESERVE_REVIEW_DAYS as REVIEW,
  type CheckStatus,
  type HandlingCode,
} from '../../domain/handling/standards';
import { cite } from '../../domain/source-ids';

export interface HandlingCheck {
  code: string;
  status: CheckStatus;
  rule: string;
  detail: string;
  evidence?: string[];
}

/** The standards, each a rule in a handler's words. */
export const HANDLING_RULES: Record<HandlingCode, string> = {
  contact_within_sla: `First outbound contact within ${FIRST} business days of notification.`,
  reserve_set: 'An open claim carries a reserve above zero.',
  reserve_reviewed_recently: `The reserve on an open claim was set or reviewed in the last ${REVIEW} days.`,
  no_overdue_deadlines: 'No complaint, protocol, limitation or Part 36 deadline is overdue.',
  no_overdue_tasks: 'No open diary task is past its due date.',
  diary_set: 'An open claim has an open task due today or later.',
  customer_updated_recently: `Contact with the policyholder's side (our letter, email or call, or their call we answered) in the last ${UPDATE} days (open claims).`,
  latest_inbound_answered: `Each sender's latest inbound message has an outbound reply, or is under ${REPLY} business days old; a supplier's or expert's report, certificate or invoice that asks nothing, or that we have paid since, needs none (on a closed claim, messages since it was closed).`,
  complaint_acknowledged_promptly: `Each complaint acknowledged (or resolved) within ${ACK} business days of receipt.`,
  dissatisfaction_logged:
    "Each expression of dissatisfaction (harm words alone, and a third party's side pursuing its claim, aside) is logged as a complaint or belongs to an open one.",
  vulnerability_recorded:
    "Where messages or notes show signs of vulnerability in the policyholder's side, a note records their circumstances and the needs or adjustments agreed.",
  limitation_protected: `Limitation is more than ${LIMITATION} days away, or proceedings have been issued.`,
};

/** The standards in a line, for the tool's description. */
export const HANDLING_SUMMARY = `first contact within ${FIRST} business days, reserve set and reviewed in ${REVIEW} days, no overdue deadlines or tasks, a diary date, customer updated in ${UPDATE} days, latest messages answered, complaints acknowledged and logged, vulnerability recorded, limitation protected`;

/** "today", "1 day ago", "12 days ago". */
const ago = (days: number) => (days === 0 ? 'today' : `${plural(days, 'day')} ago`);

/** "Alex Morgan (msg:c1, Monday 2 November 2026)". */
function senderOf(claim: ClaimRecord, m: Correspondence): string {
  const name = claim.parties.find((p) => p.id === m.partyId)?.name ?? m.author ?? 'an unknown sender';
  return `${clip(name, 48)} (${cite.msg(m.id)}, ${longDate(dateOfDateTime(m.at))})`;
}

/** "A", "A and B", "A, B and 2 others". */
function namesList(names: string[]): string {
  const shown = names.slice(0, 2);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${plural(more, 'other')}`;
  return shown.length === 2 ? `${shown[0]} and ${shown[1]}` : (shown[0] ?? '');
}

const closed = 'The claim is closed.';

/** What a third party's side's signs add to the vulnerability check's detail. */
function theirSignsNote({ theirs, theirUrgent }: TheirSigns): string {
  if (!theirs) return '';
  const urgent = theirUrgent ? " A risk to life is mentioned about a third party's side: make sure it was passed on under the firm's procedure." : '';
  return ` ${plural(theirs, 'sign')} about a third party's side ${theirs === 1 ? 'is' : 'are'} not counted: they are not our customer.${urgent}`;
}

function detailOf(f: HandlingFinding, claim: ClaimRecord): string {
  switch (f.code) {
    case 'contact_within_sla':
      switch (f.outcome) {
        case 'in_time':
          return `First outbound contact ${longDate(f.firstContact)}, within ${FIRST} business days of notification on ${longDate(f.notified)} (by ${longDate(f.due)}).`;
        case 'not_yet_due':
          return `No outbound contact yet; due by ${longDate(f.due)}.`;
        case 'late':
          return `First outbound contact was ${longDate(f.firstContact)}, after ${longDate(f.due)} (${FIRST} business days from notification).`;
        case 'none':
          return `No outbound contact since notification on ${longDate(f.notified)}; it was due by ${longDate(f.due)}.`;
      }
      break;
    case 'reserve_set':
      switch (f.outcome) {
        case 'closed':
          return closed;
        case 'none':
          return 'No reserve is recorded on this open claim.';
        case 'reserved':
          return `${plural(f.lines, 'reserve line')} recorded, ${formatMoney(f.outstanding, claim.currency)} outstanding.`;
        case 'all_zero':
          return `${plural(f.lines, 'reserve line')} recorded, all at ${formatMoney(0, claim.currency)}: nothing is reserved on this open claim. Reserve what is still to be paid (fees included), or close the claim if nothing is.`;
      }
      break;
    case 'reserve_reviewed_recently':
      if (f.outcome === 'closed') return closed;
      if (f.outcome === 'no_reserve') return 'No reserve to review (see reserve_set).';
      return `The reserve was last set on ${longDate(f.lastSet)}, ${ago(f.age)}.`;
    case 'no_overdue_deadlines':
      if (f.outcome === 'none_overdue') return 'No deadline is overdue.';
      return `${f.overdue.map((d) => `${humanise(d.kind)} was due ${longDate(d.due)} (${ago(-d.daysLeft)})`).join('; ')}.`;
    case 'no_overdue_tasks':
      if (f.outcome === 'none_overdue') return f.hasTasks ? 'No open task is overdue.' : 'No tasks on this claim.';
      return `${plural(f.overdue.length, 'open task')} overdue: ${f.overdue
        .slice(0, 3)
        .map((t) => `"${clip(t.description, 50)}" due ${longDate(t.due)}`)
        .join('; ')}.`;
    case 'diary_set':
      if (f.outcome === 'closed') return closed;
      if (f.outcome === 'next') return `Next diary date ${longDate(f.task.due)}: ${clip(f.task.description, 80)}`;
      return 'No open task is due today or later: the claim has no diary date.';
    case 'customer_updated_recently': {
      if (f.outcome === 'closed') return closed;
      if (f.outcome === 'not_yet') return `The claim is under ${UPDATE} days old and the policyholder has not been written to yet.`;
      if (f.outcome === 'never') return "No outbound contact with the policyholder's side is recorded.";
      const { last, age } = f;
      const how = last.direction === 'inbound' ? 'their call' : `our ${last.channel === 'phone' ? 'call' : last.channel}`;
      return `Last contact with the policyholder's side was ${how} on ${longDate(dateOfDateTime(last.at))}, ${ago(age)}.${age > UPDATE ? ' Send them an update.' : ''}`;
    }
    case 'latest_inbound_answered': {
      if (f.outcome === 'no_inbound') return 'No inbound messages on this claim.';
      if (f.outcome === 'closed_undated') return 'The claim is closed and its closing date is not recorded.';
      if (f.outcome === 'nothing_since_closing') return `The claim was closed on ${longDate(f.closedOn)} and nothing has arrived since.`;
      const since = f.closedOn ? ` since the claim was closed on ${longDate(f.closedOn)}` : '';
      if (f.outcome === 'unanswered') {
        const n = f.unanswered.length;
        return `Reply to ${namesList(f.unanswered.map((m) => senderOf(claim, m)))}: ${n === 1 ? 'their latest message has' : 'each latest message has'} had no reply for over ${REPLY} business days${since}.`;
      }
      const { filed, paid } = f.dealt;
      const setAside = [
        filed ? `${filed} from a supplier or expert (a report, certificate or invoice that asks nothing)` : '',
        paid ? `${paid} we have paid since` : '',
      ].filter(Boolean);
      const aside = setAside.length ? ` Of those, ${setAside.join(' and ')} ${filed + paid === 1 ? 'needs' : 'need'} no reply.` : '';
      return `The latest inbound message from each of ${plural(f.senders, 'sender')}${since} has a reply, is under ${REPLY} business days old or needs none.${aside}`;
    }
    case 'complaint_acknowledged_promptly':
      switch (f.outcome) {
        case 'no_complaints':
          return 'No complaints recorded.';
        case 'late':
          return `${plural(f.late, 'complaint')} with no acknowledgement, resolution or response found within ${ACK} business days of receipt.`;
        case 'window_open':
          return 'The acknowledgement window is still open.';
        case 'acknowledged':
          return `${plural(f.count, 'complaint')} acknowledged or resolved within ${ACK} business days.`;
      }
      break;
    case 'dissatisfaction_logged': {
      const n = f.setAside;
      const aside = n
        ? ` ${plural(n, 'message')} from a third party's side chasing or disputing its claim ${n === 1 ? 'is' : 'are'} not counted: read ${n === 1 ? 'it' : 'them'} if ${n === 1 ? 'it complains' : 'they complain'} about our service.`
        : '';
      if (f.outcome === 'none') return `No expressions of dissatisfaction found in inbound messages.${aside}`;
      const m = f.matches;
      if (f.outcome === 'logged') {
        return `${m === 1 ? 'The 1 message' : `All ${m} messages`} showing dissatisfaction ${m === 1 ? 'is' : 'are'} logged as, or ${m === 1 ? 'belongs' : 'belong'} to, a complaint.${aside}`;
      }
      return `${f.unlogged} of ${plural(m, 'message')} showing dissatisfaction ${f.unlogged === 1 ? 'is' : 'are'} not logged as a complaint (newest: "${f.newestCue}").${aside}`;
    }
    case 'vulnerability_recorded': {
      const aside = theirSignsNote(f);
      if (f.outcome === 'no_signs') return `No signs of vulnerability found by the screen about the policyholder's side.${aside}`;
      if (f.outcome === 'recorded') {
        const where = f.latest.date ? ` (latest ${longDate(f.latest.date)})` : '';
        const urgent = f.urgent ? ' A risk to life is mentioned: confirm it was escalated.' : '';
        return `${plural(f.signals, 'sign')} found; the customer's circumstances and needs are recorded in ${plural(f.records, 'note')}${where}: "${clip(f.latest.excerpt, 90)}"${urgent}${aside}`;
      }
      const toDo = f.toDo ? ` ${f.toDo} says to record it; that is not done yet.` : '';
      const urgent = f.urgent ? ' A risk to life is mentioned: escalate now.' : '';
      return `${plural(f.signals, 'sign')} of vulnerability found but nothing records the customer's needs.${urgent}${toDo} Record, with their consent, their circumstances and the support or adjustments agreed (in the party's notes or an internal note).${aside}`;
    }
    case 'limitation_protected': {
      if (f.outcome === 'no_limitation') return 'No limitation date.';
      if (f.outcome === 'issued') return f.metOn ? `Proceedings issued ${longDate(f.metOn)}.` : 'Proceedings issued.';
      const left = f.daysLeft;
      return `Limitation ${longDate(f.due)} (${f.basis}), ${left > 0 ? `${plural(left, 'day')} left` : left === 0 ? 'the last day is today' : `passed ${ago(-left)}`}.`;
    }
  }
  // Unreachable while every outcome above has its words: the switch is checked exhaustive.
  throw new Error(`No words for the handling check ${JSON.stringify(f).slice(0, 120)}`);
}

/** A finding as the tool reports it: its rule, its detail in words (clipped) and up to six sources. */
export function describeCheck(f: HandlingFinding, claim: ClaimRecord): HandlingCheck {
  return {
    code: f.code,
    status: f.status,
    rule: HANDLING_RULES[f.code],
    detail: clip(detailOf(f, claim), 260),
    ...(f.evidence?.length ? { evidence: f.evidence.slice(0, 6) } : {}),
  };
}
