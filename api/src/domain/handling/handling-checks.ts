/**
 * The handling checks as data: for each standard (standards.ts), whether the file passes, fails
 * or the standard does not apply, which case decided it (`outcome`), the facts behind it and the
 * sources that show it. The words are written once, by the tool (tools/handling-check-text.ts).
 */
import type { ClaimRecord, Task, Correspondence } from '@claims/shared';
import { addBusinessDays, addDays, dateOfDateTime, daysBetween } from '../calendar/dates';
import { deadlinesOn, type Deadline } from '../deadlines/deadline-rules';
import { moneyTotals } from '../money-totals';
import { dissatisfactionMatches } from '../screens/dissatisfaction';
import { vulnerabilityRecords, type VulnerabilityRecord } from '../screens/vulnerability-record';
import { vulnerabilitySignals } from '../screens/vulnerability-signals';
import { cite } from '../source-ids';
import { UNKNOWN_SENDER, contactIndex, dealtWithoutReply, type Dealt } from './contact-index';
import {
  COMPLAINT_ACK_BUSINESS_DAYS,
  CUSTOMER_UPDATE_DAYS,
  FIRST_CONTACT_BUSINESS_DAYS,
  HANDLING_CODES,
  LIMITATION_MARGIN_DAYS,
  REPLY_BUSINESS_DAYS,
  RESERVE_REVIEW_DAYS,
  type CheckStatus,
  type HandlingCode,
} from './standards';

type Finding<C extends HandlingCode, O> = { code: C; status: CheckStatus; evidence?: string[] } & O;

/** What a sign about a third party's side adds to the vulnerability check, whatever its outcome. */
export interface TheirSigns {
  theirs: number;
  theirUrgent: boolean;
}

export type HandlingFinding =
  | Finding<'contact_within_sla', { outcome: 'in_time'; notified: string; due: string; firstContact: string }>
  | Finding<'contact_within_sla', { outcome: 'not_yet_due'; due: string }>
  | Finding<'contact_within_sla', { outcome: 'late'; due: string; firstContact: string }>
  | Finding<'contact_within_sla', { outcome: 'none'; notified: string; due: string }>
  | Finding<
      'reserve_set',
      { outcome: 'closed' } | { outcome: 'none' } | { outcome: 'reserved'; lines: number; outstanding: number } | { outcome: 'all_zero'; lines: number }
    >
  | Finding<'reserve_reviewed_recently', { outcome: 'closed' } | { outcome: 'no_reserve' } | { outcome: 'last_set'; lastSet: string; age: number }>
  | Finding<'no_overdue_deadlines', { outcome: 'none_overdue' } | { outcome: 'overdue'; overdue: Deadline[] }>
  | Finding<'no_overdue_tasks', { outcome: 'none_overdue'; hasTasks: boolean } | { outcome: 'overdue'; overdue: Task[] }>
  | Finding<'diary_set', { outcome: 'closed' } | { outcome: 'next'; task: Task } | { outcome: 'none' }>
  | Finding<
      'customer_updated_recently',
      { outcome: 'closed' } | { outcome: 'not_yet' } | { outcome: 'never' } | { outcome: 'last'; last: Correspondence; age: number }
    >
  | Finding<
      'latest_inbound_answered',
      | { outcome: 'no_inbound' }
      | { outcome: 'closed_undated' }
      | { outcome: 'nothing_since_closing'; closedOn: string }
      | { outcome: 'answered'; senders: number; closedOn?: string; dealt: Record<Dealt, number> }
      | { outcome: 'unanswered'; unanswered: Correspondence[]; closedOn?: string }
    >
  | Finding<
      'complaint_acknowledged_promptly',
      { outcome: 'no_complaints' } | { outcome: 'late'; late: number } | { outcome: 'window_open' } | { outcome: 'acknowledged'; count: number }
    >
  | Finding<
      'dissatisfaction_logged',
      { setAside: number } & (
        | { outcome: 'none' }
        | { outcome: 'logged'; matches: number }
        | { outcome: 'unlogged'; unlogged: number; matches: number; newestCue: string }
      )
    >
  | Finding<
      'vulnerability_recorded',
      TheirSigns &
        (
          | { outcome: 'no_signs' }
          | { outcome: 'recorded'; signals: number; records: number; latest: VulnerabilityRecord; urgent: boolean }
          | { outcome: 'not_recorded'; signals: number; urgent: boolean; toDo?: string }
        )
    >
  | Finding<
      'limitation_protected',
      { outcome: 'no_limitation' } | { outcome: 'issued'; metOn?: string } | { outcome: 'running'; due: string; basis: string; daysLeft: number }
    >;

type FindingOf<C extends HandlingCode> = Extract<HandlingFinding, { code: C }>;
type Rule<C extends HandlingCode> = (claim: ClaimRecord, today: string) => FindingOf<C>;

const isOpen = (claim: ClaimRecord) => claim.status !== 'closed';

const RULES: { [C in HandlingCode]: Rule<C> } = {
  contact_within_sla: (claim, today) => {
    const code = 'contact_within_sla';
    const due = addBusinessDays(claim.notifiedDate, FIRST_CONTACT_BUSINESS_DAYS);
    const first = contactIndex(claim).firstOutbound;
    const notified = claim.notifiedDate;
    if (first && dateOfDateTime(first.at) <= due) {
      return { code, status: 'pass', outcome: 'in_time', notified, due, firstContact: dateOfDateTime(first.at), evidence: [cite.msg(first.id)] };
    }
    if (!first && due >= today) return { code, status: 'not_applicable', outcome: 'not_yet_due', due };
    return first
      ? { code, status: 'fail', outcome: 'late', due, firstContact: dateOfDateTime(first.at), evidence: [cite.msg(first.id)] }
      : { code, status: 'fail', outcome: 'none', notified, due };
  },
  reserve_set: (claim) => {
    const code = 'reserve_set';
    if (!isOpen(claim)) return { code, status: 'not_applicable', outcome: 'closed' };
    const lines = claim.financials.reserves.length;
    if (lines === 0) return { code, status: 'fail', outcome: 'none' };
    // Lines at £0 are not a reserve: an open claim with nothing outstanding is under-reserved or due to close.
    const outstanding = moneyTotals(claim).outstanding;
    return outstanding > 0 ? { code, status: 'pass', outcome: 'reserved', lines, outstanding } : { code, status: 'fail', outcome: 'all_zero', lines };
  },
  reserve_reviewed_recently: (claim, today) => {
    const code = 'reserve_reviewed_recently';
    if (!isOpen(claim)) return { code, status: 'not_applicable', outcome: 'closed' };
    const lastSet = moneyTotals(claim).lastReserveSet;
    if (!lastSet) return { code, status: 'not_applicable', outcome: 'no_reserve' };
    const age = daysBetween(lastSet, today);
    return { code, status: age <= RESERVE_REVIEW_DAYS ? 'pass' : 'fail', outcome: 'last_set', lastSet, age };
  },
  no_overdue_deadlines: (claim, today) => {
    const code = 'no_overdue_deadlines';
    const overdue = deadlinesOn(claim, today).filter((d) => d.kind !== 'task' && d.status === 'overdue');
    return overdue.length === 0
      ? { code, status: 'pass', outcome: 'none_overdue' }
      : { code, status: 'fail', outcome: 'overdue', overdue, evidence: overdue.map((d) => d.trigger) };
  },
  no_overdue_tasks: (claim, today) => {
    const code = 'no_overdue_tasks';
    const overdue = claim.tasks.filter((t) => t.status === 'open' && t.due < today);
    return overdue.length === 0
      ? { code, status: 'pass', outcome: 'none_overdue', hasTasks: claim.tasks.length > 0 }
      : { code, status: 'fail', outcome: 'overdue', overdue, evidence: overdue.map((t) => cite.task(t.id)) };
  },
  diary_set: (claim, today) => {
    const code = 'diary_set';
    if (!isOpen(claim)) return { code, status: 'not_applicable', outcome: 'closed' };
    let next: Task | undefined;
    for (const t of claim.tasks) if (t.status === 'open' && t.due >= today && (!next || t.due < next.due)) next = t;
    return next ? { code, status: 'pass', outcome: 'next', task: next, evidence: [cite.task(next.id)] } : { code, status: 'fail', outcome: 'none' };
  },
  customer_updated_recently: (claim, today) => {
    const code = 'customer_updated_recently';
    if (!isOpen(claim)) return { code, status: 'not_applicable', outcome: 'closed' };
    const last = contactIndex(claim).lastToHolderSide;
    if (!last) {
      return daysBetween(claim.notifiedDate, today) < CUSTOMER_UPDATE_DAYS
        ? { code, status: 'not_applicable', outcome: 'not_yet' }
        : { code, status: 'fail', outcome: 'never' };
    }
    const age = daysBetween(dateOfDateTime(last.at), today);
    return { code, status: age <= CUSTOMER_UPDATE_DAYS ? 'pass' : 'fail', outcome: 'last', last, age, evidence: [cite.msg(last.id)] };
  },
  latest_inbound_answered: (claim, today) => {
    const code = 'latest_inbound_answered';
    const { latestInbound, lastOutbound, lastOutboundAny } = contactIndex(claim);
    if (latestInbound.size === 0) return { code, status: 'not_applicable', outcome: 'no_inbound' };
    // Closing a file is the handler's judgement that nothing on it is outstanding: a letter
    // that arrived before (the other insurer admitting liability, a "thank you") was dealt
    // with by closing. Only what arrives after the closing day needs a reply, and may mean
    // the file must reopen. The closing date has no time, so that day's messages count as
    // on file when it closed.
    const closedOn = isOpen(claim) ? undefined : claim.closedDate;
    if (!isOpen(claim) && closedOn === undefined) return { code, status: 'not_applicable', outcome: 'closed_undated' };
    const due = [...latestInbound].filter(([, m]) => closedOn === undefined || dateOfDateTime(m.at) > closedOn);
    if (due.length === 0) return { code, status: 'not_applicable', outcome: 'nothing_since_closing', closedOn: closedOn! };
    const unanswered: Correspondence[] = [];
    const dealt: Record<Dealt, number> = { paid: 0, filed: 0 };
    for (const [party, m] of due) {
      const replyAt = party === UNKNOWN_SENDER ? lastOutboundAny : lastOutbound.get(party);
      if (replyAt !== undefined && replyAt >= Date.parse(m.at)) continue;
      const without = dealtWithoutReply(claim, m);
      if (without) dealt[without] += 1;
      else if (addBusinessDays(dateOfDateTime(m.at), REPLY_BUSINESS_DAYS) < today) unanswered.push(m);
    }
    const closed = closedOn ? { closedOn } : {};
    if (unanswered.length === 0) return { code, status: 'pass', outcome: 'answered', senders: due.length, dealt, ...closed };
    // Oldest first: the longest wait is the one to answer first.
    unanswered.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    return { code, status: 'fail', outcome: 'unanswered', unanswered, ...closed, evidence: unanswered.map((m) => cite.msg(m.id)) };
  },
  complaint_acknowledged_promptly: (claim, today) => {
    const code = 'complaint_acknowledged_promptly';
    const complaints = claim.events.filter((e) => e.kind === 'complaint_received');
    if (complaints.length === 0) return { code, status: 'not_applicable', outcome: 'no_complaints' };
    const { outboundByDay } = contactIndex(claim);
    const late: string[] = [];
    let pending = 0;
    for (const c of complaints) {
      const by = addBusinessDays(c.date, COMPLAINT_ACK_BUSINESS_DAYS);
      let acknowledged = claim.events.some((e) => (e.kind === 'complaint_resolved' || e.kind === 'final_response_sent') && e.date >= c.date && e.date <= by);
      for (let day = c.date; !acknowledged && day <= by; day = addDays(day, 1)) {
        acknowledged = (outboundByDay.get(day) ?? []).some((m) => /complain|acknowledg/i.test(`${m.subject ?? ''} ${m.text}`));
      }
      if (acknowledged) continue;
      if (by >= today) pending += 1;
      else late.push(cite.event(c.id));
    }
    if (late.length) return { code, status: 'fail', outcome: 'late', late: late.length, evidence: late };
    if (pending === complaints.length) return { code, status: 'not_applicable', outcome: 'window_open' };
    return { code, status: 'pass', outcome: 'acknowledged', count: complaints.length - pending };
  },
  dissatisfaction_logged: (claim) => {
    const code = 'dissatisfaction_logged';
    // Harm words alone ("stress", "cost me") are not an expression of dissatisfaction. A third
    // party chasing or disputing its claim is pursuing the claim, not complaining about our
    // service, and is usually not an eligible complainant; its explicit complaints and
    // escalations (the ombudsman, the press) are still held to the standard.
    const all = dissatisfactionMatches(claim).filter((m) => m.category !== 'harm');
    const pursuingClaim = (m: (typeof all)[number]) => m.senderSide === 'third_party_side' && m.category !== 'explicit' && m.category !== 'escalation';
    const matches = all.filter((m) => !pursuingClaim(m));
    const setAside = all.length - matches.length;
    if (matches.length === 0) return { code, status: 'not_applicable', outcome: 'none', setAside };
    const unlogged = matches.filter((m) => !m.loggedAsComplaint && !m.openComplaintEventId);
    return unlogged.length === 0
      ? { code, status: 'pass', outcome: 'logged', matches: matches.length, setAside }
      : {
          code,
          status: 'fail',
          outcome: 'unlogged',
          unlogged: unlogged.length,
          matches: matches.length,
          newestCue: unlogged[0]!.cue,
          setAside,
          evidence: unlogged.map((m) => cite.msg(m.correspondenceId)),
        };
  },
  vulnerability_recorded: (claim) => {
    const code = 'vulnerability_recorded';
    // Signs in what people wrote or we noted; medical and expert documents describe injuries by
    // design. FG21/1 is about our customers: a third party's side (the claimant's brain injury in
    // their solicitors' letters) is not counted, though where its side is not known it is.
    const all = vulnerabilitySignals(claim).filter((s) => !s.sourceId.startsWith('doc:'));
    const signals = all.filter((s) => s.side !== 'third_party_side');
    const theirSigns = all.filter((s) => s.side === 'third_party_side');
    const theirUrgent = theirSigns.some((s) => s.urgent);
    const their: TheirSigns = { theirs: theirSigns.length, theirUrgent };
    if (signals.length === 0) {
      return {
        code,
        status: 'not_applicable',
        outcome: 'no_signs',
        ...their,
        ...(theirUrgent ? { evidence: [...new Set(theirSigns.filter((s) => s.urgent).map((s) => s.sourceId))] } : {}),
      };
    }
    const { records, toDos } = vulnerabilityRecords(claim);
    const urgent = signals.some((s) => s.urgent);
    if (records.length) {
      const latest = records.reduce((a, b) => (b.date > a.date ? b : a));
      return {
        code,
        status: 'pass',
        outcome: 'recorded',
        signals: signals.length,
        records: records.length,
        latest,
        urgent,
        ...their,
        evidence: [latest.sourceId, ...records.filter((r) => r !== latest).map((r) => r.sourceId)],
      };
    }
    return {
      code,
      status: 'fail',
      outcome: 'not_recorded',
      signals: signals.length,
      urgent,
      ...(toDos[0] ? { toDo: toDos[0].sourceId } : {}),
      ...their,
      // The customer's own words first: those are what the record must answer.
      evidence: [
        ...new Set([
          ...toDos.map((t) => t.sourceId),
          ...signals.filter((s) => s.side === 'policyholder_side').map((s) => s.sourceId),
          ...signals.filter((s) => s.side !== 'policyholder_side').map((s) => s.sourceId),
        ]),
      ],
    };
  },
  limitation_protected: (claim, today) => {
    const code = 'limitation_protected';
    const limitation = deadlinesOn(claim, today).find((d) => d.kind === 'limitation');
    if (!limitation) return { code, status: 'not_applicable', outcome: 'no_limitation' };
    if (limitation.status === 'met') {
      return {
        code,
        status: 'pass',
        outcome: 'issued',
        ...(limitation.metOn ? { metOn: limitation.metOn } : {}),
        evidence: limitation.metBy ? [limitation.metBy] : [],
      };
    }
    const { due, basis, daysLeft } = limitation;
    return { code, status: daysLeft > LIMITATION_MARGIN_DAYS ? 'pass' : 'fail', outcome: 'running', due, basis, daysLeft };
  },
};

/** Every check, in the order of HANDLING_CODES. */
export function handlingFindings(claim: ClaimRecord, today: string): HandlingFinding[] {
  return HANDLING_CODES.map((code) => RULES[code](claim, today) as HandlingFinding);
}
