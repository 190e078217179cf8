/**
 * run_handling_checks: the file against handling standards a claims team audits: first
 * contact, reserves, diary, deadlines, customer updates, replies, complaints and
 * vulnerability. Each check has a fixed code, a one-line rule and a pass / fail /
 * not_applicable status with the detail in plain words.
 */
import { z } from 'zod';
import { formatMoney, humanise, plural, type ClaimRecord, type Correspondence } from '@claims/shared';
import { addBusinessDays, addDays, dateOfDateTime, daysBetween, longDate } from '../dates';
import { memo } from './claim-cache';
import { messagesInOrder, policyholderSide, thirdPartySide } from './claim-facts';
import { cite, clip, fitList } from './compact';
import { deadlinesOn } from './deadline-rules';
import { defineTool } from './define-tool';
import { moneyTotals } from './money-totals';
import { dissatisfactionMatches } from './scan-expressions-of-dissatisfaction';
import { vulnerabilitySignals } from './scan-vulnerability-signals';
import { isNegated } from './text-scan';
import { vulnerabilityRecords } from './vulnerability-record';

export type CheckStatus = 'pass' | 'fail' | 'not_applicable';
export interface HandlingCheck {
  code: string;
  status: CheckStatus;
  rule: string;
  detail: string;
  evidence?: string[];
}

/** The standards, each a rule in a handler's words. */
export const HANDLING_RULES = {
  contact_within_sla: 'First outbound contact within 2 business days of notification.',
  reserve_set: 'An open claim carries a reserve above zero.',
  reserve_reviewed_recently: 'The reserve on an open claim was set or reviewed in the last 90 days.',
  no_overdue_deadlines: 'No complaint, protocol, limitation or Part 36 deadline is overdue.',
  no_overdue_tasks: 'No open diary task is past its due date.',
  diary_set: 'An open claim has an open task due today or later.',
  customer_updated_recently: "Contact with the policyholder's side (our letter, email or call, or their call we answered) in the last 20 days (open claims).",
  latest_inbound_answered: "Each sender's latest inbound message has an outbound reply, or is under 5 business days old; a supplier's or expert's report, certificate or invoice that asks nothing, or that we have paid since, needs none (on a closed claim, messages since it was closed).",
  complaint_acknowledged_promptly: 'Each complaint acknowledged (or resolved) within 2 business days of receipt.',
  dissatisfaction_logged: "Each expression of dissatisfaction (harm words alone, and a third party's side pursuing its claim, aside) is logged as a complaint or belongs to an open one.",
  vulnerability_recorded: "Where messages or notes show signs of vulnerability in the policyholder's side, a note records their circumstances and the needs or adjustments agreed.",
  limitation_protected: 'Limitation is more than 90 days away, or proceedings have been issued.',
} as const;
export type HandlingCode = keyof typeof HANDLING_RULES;

const isOpen = (claim: ClaimRecord) => claim.status !== 'closed';

const UNKNOWN_SENDER = '(unknown sender)';

/** "today", "1 day ago", "12 days ago". */
const ago = (days: number) => (days === 0 ? 'today' : `${plural(days, 'day')} ago`);

function check(code: HandlingCode, status: CheckStatus, detail: string, evidence?: string[]): HandlingCheck {
  return {
    code,
    status,
    rule: HANDLING_RULES[code],
    detail: clip(detail, 260),
    ...(evidence?.length ? { evidence: evidence.slice(0, 6) } : {}),
  };
}

/**
 * Someone the file says acts for the policyholder without a `representedByPartyId` link: a son
 * with authority, an attorney. The authority is one given to act ("Verbal authority from Mrs
 * Doyle"), not any use of the word: a highways authority, or "No authority on file", is not one.
 */
const ACTS_FOR_CUSTOMER =
  /\b(?:verbal|written|signed|third[- ]party|has|holds|with|given|granted)\s+authority\b|\bauthority (?:from|to (?:act|deal|speak|discuss))\b|\bpower of attorney\b|\bon (?:her|his|their|the policyholder's|the insured's) behalf\b/gi;

function actsForCustomer(notes: string): boolean {
  return [...notes.matchAll(ACTS_FOR_CUSTOMER)].some((m) => !isNegated(notes, m.index));
}
/** Panel solicitors act for the insured in the claim but take their instructions from us (read only on a solicitor: a driver's notes may mention a car's "rear panel"). */
const INSTRUCTED_BY_US = /\bpanel\b|\binstructed by (?:us|the insurer)\b/i;

/**
 * Who a customer update reaches: the policyholder's side, less the panel solicitors we
 * instruct (writing to them does not update the customer), plus anyone the notes say acts for
 * the policyholder (the son with authority the letters go to).
 */
function customerSide(claim: ClaimRecord): Set<string> {
  return memo(claim, 'customerSide', () => {
    const side = new Set(policyholderSide(claim));
    const theirs = thirdPartySide(claim);
    for (const p of claim.parties) {
      if (p.role === 'solicitor' && p.id !== claim.policy.holderPartyId && side.has(p.id) && INSTRUCTED_BY_US.test(p.notes ?? '')) side.delete(p.id);
      if (p.role === 'other' && !side.has(p.id) && !theirs.has(p.id) && actsForCustomer(p.notes ?? '')) side.add(p.id);
    }
    return side;
  });
}

/** A note of a call where nobody answered the caller: a message taken for a call back. */
const MESSAGE_TAKEN = /\bvoicemail\b|\bleft (?:a )?message\b|\bmessage (?:left|taken|passed)\b|\bcall[- ]?back\b|\b(?:handler|I was) (?:on leave|away|unavailable)\b/i;

/** An inbound call that was a conversation: the caller was answered on the call. */
const isConversation = (m: Correspondence) => m.direction === 'inbound' && m.channel === 'phone' && !MESSAGE_TAKEN.test(m.text);

/** Who wrote last, and when we last wrote to or spoke with whom: built once per claim. */
function contactIndex(claim: ClaimRecord) {
  return memo(claim, 'contactIndex', () => {
    const latestInbound = new Map<string, Correspondence>();
    const lastOutbound = new Map<string, number>();
    const outboundByDay = new Map<string, Correspondence[]>();
    let lastOutboundAny: number | undefined;
    let firstOutbound: Correspondence | undefined;
    let lastToHolderSide: Correspondence | undefined;
    const side = customerSide(claim);
    for (const m of messagesInOrder(claim)) {
      if (m.direction === 'inbound') latestInbound.set(m.partyId ?? UNKNOWN_SENDER, m);
      // A call we took and answered is contact with the caller and its own reply.
      if (isConversation(m) && m.partyId) {
        lastOutbound.set(m.partyId, Date.parse(m.at));
        if (side.has(m.partyId)) lastToHolderSide = m;
      }
      if (m.direction !== 'outbound') continue;
      firstOutbound ??= m;
      const t = Date.parse(m.at);
      lastOutboundAny = t;
      if (m.partyId) {
        lastOutbound.set(m.partyId, t);
        if (side.has(m.partyId)) lastToHolderSide = m;
      }
      const day = dateOfDateTime(m.at);
      const list = outboundByDay.get(day);
      if (list) list.push(m);
      else outboundByDay.set(day, [m]);
    }
    return { latestInbound, lastOutbound, lastOutboundAny, outboundByDay, firstOutbound, lastToHolderSide };
  });
}

/** Roles whose messages are work done for us (a repairer, an adjuster, an expert, the broker): filed, not answered, unless they ask. */
const SUPPLIER_ROLES = new Set<string>(['repairer', 'loss_adjuster', 'medical_expert', 'broker']);
/** Documents a supplier or expert delivers: a report, certificate, invoice, estimate or assessment. */
const DELIVERABLE_KIND = /report|certificate|invoice|estimate|assessment|valuation|statement|receipt/i;
/** A question or a request for something from us. "Please find attached" is neither. */
const ASKS = /\?|\bplease (?!find\b|see\b|note\b)|\b(?:can|could|would|will) you\b|\blet (?:us|me) know\b|\b(?:look forward to|await) (?:hearing|your)\b|\bkindly\b|\bconfirm (?:whether|if|that|by|payment)\b/i;

type Dealt = 'paid' | 'filed';

/**
 * Why a supplier's or expert's latest message needs no written reply, if it does not: we paid
 * them on or after it (the invoice or fee note is dealt with), or it delivers a report,
 * certificate or invoice and asks nothing. Only for senders outside both sides: what the
 * customer, anyone acting for them, the other side and any solicitor writes always wants a reply.
 */
function dealtWithoutReply(claim: ClaimRecord, m: Correspondence): Dealt | undefined {
  const party = m.partyId ? claim.parties.find((p) => p.id === m.partyId) : undefined;
  if (!party || party.role === 'solicitor') return undefined;
  if (policyholderSide(claim).has(party.id) || customerSide(claim).has(party.id) || thirdPartySide(claim).has(party.id)) return undefined;
  const day = dateOfDateTime(m.at);
  if (claim.financials.payments.some((p) => p.payeePartyId === party.id && p.date >= day)) return 'paid';
  if (ASKS.test(m.text)) return undefined;
  if (SUPPLIER_ROLES.has(party.role)) return 'filed';
  // Anyone else (the police, a drying contractor, an engineer filed as "other") by what they sent.
  const delivered = claim.documents.some((d) => d.fromPartyId === party.id && d.receivedDate === day && DELIVERABLE_KIND.test(d.kind));
  return delivered ? 'filed' : undefined;
}

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

type Rule = (claim: ClaimRecord, today: string) => HandlingCheck;

const RULES: Record<HandlingCode, Rule> = {
  contact_within_sla: (claim, today) => {
    const due = addBusinessDays(claim.notifiedDate, 2);
    const first = contactIndex(claim).firstOutbound;
    if (first && dateOfDateTime(first.at) <= due) {
      return check('contact_within_sla', 'pass', `First outbound contact ${longDate(dateOfDateTime(first.at))}, within 2 business days of notification on ${longDate(claim.notifiedDate)} (by ${longDate(due)}).`, [cite.msg(first.id)]);
    }
    if (!first && due >= today) return check('contact_within_sla', 'not_applicable', `No outbound contact yet; due by ${longDate(due)}.`);
    return check(
      'contact_within_sla',
      'fail',
      first
        ? `First outbound contact was ${longDate(dateOfDateTime(first.at))}, after ${longDate(due)} (2 business days from notification).`
        : `No outbound contact since notification on ${longDate(claim.notifiedDate)}; it was due by ${longDate(due)}.`,
      first ? [cite.msg(first.id)] : [],
    );
  },
  reserve_set: (claim) => {
    if (!isOpen(claim)) return check('reserve_set', 'not_applicable', 'The claim is closed.');
    const n = claim.financials.reserves.length;
    if (n === 0) return check('reserve_set', 'fail', 'No reserve is recorded on this open claim.');
    // Lines at £0 are not a reserve: an open claim with nothing outstanding is under-reserved or due to close.
    const outstanding = moneyTotals(claim).outstanding;
    return outstanding > 0
      ? check('reserve_set', 'pass', `${plural(n, 'reserve line')} recorded, ${formatMoney(outstanding, claim.currency)} outstanding.`)
      : check(
          'reserve_set',
          'fail',
          `${plural(n, 'reserve line')} recorded, all at ${formatMoney(0, claim.currency)}: nothing is reserved on this open claim. Reserve what is still to be paid (fees included), or close the claim if nothing is.`,
        );
  },
  reserve_reviewed_recently: (claim, today) => {
    if (!isOpen(claim)) return check('reserve_reviewed_recently', 'not_applicable', 'The claim is closed.');
    const last = moneyTotals(claim).lastReserveSet;
    if (!last) return check('reserve_reviewed_recently', 'not_applicable', 'No reserve to review (see reserve_set).');
    const age = daysBetween(last, today);
    return check('reserve_reviewed_recently', age <= 90 ? 'pass' : 'fail', `The reserve was last set on ${longDate(last)}, ${ago(age)}.`);
  },
  no_overdue_deadlines: (claim, today) => {
    const overdue = deadlinesOn(claim, today).filter((d) => d.kind !== 'task' && d.status === 'overdue');
    return overdue.length === 0
      ? check('no_overdue_deadlines', 'pass', 'No deadline is overdue.')
      : check(
          'no_overdue_deadlines',
          'fail',
          `${overdue.map((d) => `${humanise(d.kind)} was due ${longDate(d.due)} (${ago(-d.daysLeft)})`).join('; ')}.`,
          overdue.map((d) => d.trigger),
        );
  },
  no_overdue_tasks: (claim, today) => {
    const overdue = claim.tasks.filter((t) => t.status === 'open' && t.due < today);
    return overdue.length === 0
      ? check('no_overdue_tasks', 'pass', claim.tasks.length ? 'No open task is overdue.' : 'No tasks on this claim.')
      : check(
          'no_overdue_tasks',
          'fail',
          `${plural(overdue.length, 'open task')} overdue: ${overdue.slice(0, 3).map((t) => `"${clip(t.description, 50)}" due ${longDate(t.due)}`).join('; ')}.`,
          overdue.map((t) => cite.task(t.id)),
        );
  },
  diary_set: (claim, today) => {
    if (!isOpen(claim)) return check('diary_set', 'not_applicable', 'The claim is closed.');
    let next: ClaimRecord['tasks'][number] | undefined;
    for (const t of claim.tasks) if (t.status === 'open' && t.due >= today && (!next || t.due < next.due)) next = t;
    return next
      ? check('diary_set', 'pass', `Next diary date ${longDate(next.due)}: ${clip(next.description, 80)}`, [cite.task(next.id)])
      : check('diary_set', 'fail', 'No open task is due today or later: the claim has no diary date.');
  },
  customer_updated_recently: (claim, today) => {
    if (!isOpen(claim)) return check('customer_updated_recently', 'not_applicable', 'The claim is closed.');
    const last = contactIndex(claim).lastToHolderSide;
    if (!last) {
      return daysBetween(claim.notifiedDate, today) < 20
        ? check('customer_updated_recently', 'not_applicable', 'The claim is under 20 days old and the policyholder has not been written to yet.')
        : check('customer_updated_recently', 'fail', "No outbound contact with the policyholder's side is recorded.");
    }
    const age = daysBetween(dateOfDateTime(last.at), today);
    return check(
      'customer_updated_recently',
      age <= 20 ? 'pass' : 'fail',
      `Last contact with the policyholder's side was ${last.direction === 'inbound' ? 'their call' : `our ${last.channel === 'phone' ? 'call' : last.channel}`} on ${longDate(dateOfDateTime(last.at))}, ${ago(age)}.${age > 20 ? ' Send them an update.' : ''}`,
      [cite.msg(last.id)],
    );
  },
  latest_inbound_answered: (claim, today) => {
    const { latestInbound, lastOutbound, lastOutboundAny } = contactIndex(claim);
    if (latestInbound.size === 0) return check('latest_inbound_answered', 'not_applicable', 'No inbound messages on this claim.');
    // Closing a file is the handler's judgement that nothing on it is outstanding: a letter
    // that arrived before (the other insurer admitting liability, a "thank you") was dealt
    // with by closing. Only what arrives after the closing day needs a reply, and may mean
    // the file must reopen. The closing date has no time, so that day's messages count as
    // on file when it closed.
    const closedOn = isOpen(claim) ? undefined : claim.closedDate;
    if (!isOpen(claim) && closedOn === undefined) {
      return check('latest_inbound_answered', 'not_applicable', 'The claim is closed and its closing date is not recorded.');
    }
    const due = [...latestInbound].filter(([, m]) => closedOn === undefined || dateOfDateTime(m.at) > closedOn);
    if (due.length === 0) {
      return check('latest_inbound_answered', 'not_applicable', `The claim was closed on ${longDate(closedOn!)} and nothing has arrived since.`);
    }
    const unanswered: Correspondence[] = [];
    const dealt: Record<Dealt, number> = { paid: 0, filed: 0 };
    for (const [party, m] of due) {
      const replyAt = party === UNKNOWN_SENDER ? lastOutboundAny : lastOutbound.get(party);
      if (replyAt !== undefined && replyAt >= Date.parse(m.at)) continue;
      const without = dealtWithoutReply(claim, m);
      if (without) dealt[without] += 1;
      else if (addBusinessDays(dateOfDateTime(m.at), 5) < today) unanswered.push(m);
    }
    const since = closedOn ? ` since the claim was closed on ${longDate(closedOn)}` : '';
    const setAside = [
      dealt.filed ? `${dealt.filed} from a supplier or expert (a report, certificate or invoice that asks nothing)` : '',
      dealt.paid ? `${dealt.paid} we have paid since` : '',
    ].filter(Boolean);
    const setAsideCount = dealt.filed + dealt.paid;
    const aside = setAside.length ? ` Of those, ${setAside.join(' and ')} ${setAsideCount === 1 ? 'needs' : 'need'} no reply.` : '';
    if (unanswered.length === 0) {
      return check('latest_inbound_answered', 'pass', `The latest inbound message from each of ${plural(due.length, 'sender')}${since} has a reply, is under 5 business days old or needs none.${aside}`);
    }
    // Oldest first: the longest wait is the one to answer first.
    unanswered.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    return check(
      'latest_inbound_answered',
      'fail',
      `Reply to ${namesList(unanswered.map((m) => senderOf(claim, m)))}: ${unanswered.length === 1 ? 'their latest message has' : 'each latest message has'} had no reply for over 5 business days${since}.`,
      unanswered.map((m) => cite.msg(m.id)),
    );
  },
  complaint_acknowledged_promptly: (claim, today) => {
    const complaints = claim.events.filter((e) => e.kind === 'complaint_received');
    if (complaints.length === 0) return check('complaint_acknowledged_promptly', 'not_applicable', 'No complaints recorded.');
    const { outboundByDay } = contactIndex(claim);
    const late: string[] = [];
    let pending = 0;
    for (const c of complaints) {
      const by = addBusinessDays(c.date, 2);
      let acknowledged = claim.events.some(
        (e) => (e.kind === 'complaint_resolved' || e.kind === 'final_response_sent') && e.date >= c.date && e.date <= by,
      );
      for (let day = c.date; !acknowledged && day <= by; day = addDays(day, 1)) {
        acknowledged = (outboundByDay.get(day) ?? []).some((m) => /complain|acknowledg/i.test(`${m.subject ?? ''} ${m.text}`));
      }
      if (acknowledged) continue;
      if (by >= today) pending += 1;
      else late.push(cite.event(c.id));
    }
    if (late.length) {
      return check(
        'complaint_acknowledged_promptly',
        'fail',
        `${plural(late.length, 'complaint')} with no acknowledgement, resolution or response found within 2 business days of receipt.`,
        late,
      );
    }
    if (pending === complaints.length) return check('complaint_acknowledged_promptly', 'not_applicable', 'The acknowledgement window is still open.');
    return check('complaint_acknowledged_promptly', 'pass', `${plural(complaints.length - pending, 'complaint')} acknowledged or resolved within 2 business days.`);
  },
  dissatisfaction_logged: (claim) => {
    // Harm words alone ("stress", "cost me") are not an expression of dissatisfaction. A third
    // party chasing or disputing its claim is pursuing the claim, not complaining about our
    // service, and is usually not an eligible complainant; its explicit complaints and
    // escalations (the ombudsman, the press) are still held to the standard.
    const all = dissatisfactionMatches(claim).filter((m) => m.category !== 'harm');
    const pursuingClaim = (m: (typeof all)[number]) =>
      m.senderSide === 'third_party_side' && m.category !== 'explicit' && m.category !== 'escalation';
    const matches = all.filter((m) => !pursuingClaim(m));
    const setAside = all.length - matches.length;
    const aside = setAside
      ? ` ${plural(setAside, 'message')} from a third party's side chasing or disputing its claim ${setAside === 1 ? 'is' : 'are'} not counted: read ${setAside === 1 ? 'it' : 'them'} if ${setAside === 1 ? 'it complains' : 'they complain'} about our service.`
      : '';
    if (matches.length === 0) {
      return check('dissatisfaction_logged', 'not_applicable', `No expressions of dissatisfaction found in inbound messages.${aside}`);
    }
    const unlogged = matches.filter((m) => !m.loggedAsComplaint && !m.openComplaintEventId);
    return unlogged.length === 0
      ? check('dissatisfaction_logged', 'pass', `${matches.length === 1 ? 'The 1 message' : `All ${matches.length} messages`} showing dissatisfaction ${matches.length === 1 ? 'is' : 'are'} logged as, or ${matches.length === 1 ? 'belongs' : 'belong'} to, a complaint.${aside}`)
      : check(
          'dissatisfaction_logged',
          'fail',
          `${unlogged.length} of ${plural(matches.length, 'message')} showing dissatisfaction ${unlogged.length === 1 ? 'is' : 'are'} not logged as a complaint (newest: "${unlogged[0]!.cue}").${aside}`,
          unlogged.map((m) => cite.msg(m.correspondenceId)),
        );
  },
  vulnerability_recorded: (claim) => {
    // Signs in what people wrote or we noted; medical and expert documents describe injuries by
    // design. FG21/1 is about our customers: a third party's side (the claimant's brain injury in
    // their solicitors' letters) is not counted, though where its side is not known it is.
    const all = vulnerabilitySignals(claim).filter((s) => !s.sourceId.startsWith('doc:'));
    const signals = all.filter((s) => s.side !== 'third_party_side');
    const theirs = all.filter((s) => s.side === 'third_party_side');
    const theirUrgent = theirs.some((s) => s.urgent);
    const aside = theirs.length
      ? ` ${plural(theirs.length, 'sign')} about a third party's side ${theirs.length === 1 ? 'is' : 'are'} not counted: they are not our customer.${theirUrgent ? " Self-harm or suicide is mentioned about a third party's side: make sure it was passed on under the firm's procedure." : ''}`
      : '';
    if (signals.length === 0) {
      return check('vulnerability_recorded', 'not_applicable', `No signs of vulnerability found by the screen about the policyholder's side.${aside}`, theirUrgent ? [...new Set(theirs.filter((s) => s.urgent).map((s) => s.sourceId))] : undefined);
    }
    const { records, toDos } = vulnerabilityRecords(claim);
    const urgent = signals.some((s) => s.urgent);
    if (records.length) {
      const latest = records.reduce((a, b) => (b.date > a.date ? b : a));
      const where = latest.date ? ` (latest ${longDate(latest.date)})` : '';
      return check(
        'vulnerability_recorded',
        'pass',
        `${plural(signals.length, 'sign')} found; the customer's circumstances and needs are recorded in ${plural(records.length, 'note')}${where}: "${clip(latest.excerpt, 90)}"${urgent ? ' Self-harm or suicide is mentioned: confirm it was escalated.' : ''}${aside}`,
        [latest.sourceId, ...records.filter((r) => r !== latest).map((r) => r.sourceId)],
      );
    }
    const toDo = toDos[0] ? ` ${toDos[0].sourceId} says to record it; that is not done yet.` : '';
    return check(
      'vulnerability_recorded',
      'fail',
      `${plural(signals.length, 'sign')} of vulnerability found but nothing records the customer's needs.${urgent ? ' Self-harm or suicide is mentioned: escalate now.' : ''}${toDo} Record, with their consent, their circumstances and the support or adjustments agreed (in the party's notes or an internal note).${aside}`,
      // The customer's own words first: those are what the record must answer.
      [...new Set([...toDos.map((t) => t.sourceId), ...signals.filter((s) => s.side === 'policyholder_side').map((s) => s.sourceId), ...signals.filter((s) => s.side !== 'policyholder_side').map((s) => s.sourceId)])],
    );
  },
  limitation_protected: (claim, today) => {
    const limitation = deadlinesOn(claim, today).find((d) => d.kind === 'limitation');
    if (!limitation) return check('limitation_protected', 'not_applicable', 'No limitation date.');
    if (limitation.status === 'met') {
      return check('limitation_protected', 'pass', limitation.metOn ? `Proceedings issued ${longDate(limitation.metOn)}.` : 'Proceedings issued.', limitation.metBy ? [limitation.metBy] : []);
    }
    const left = limitation.daysLeft;
    return check(
      'limitation_protected',
      left > 90 ? 'pass' : 'fail',
      `Limitation ${longDate(limitation.due)} (${limitation.basis}), ${left > 0 ? `${plural(left, 'day')} left` : left === 0 ? 'the last day is today' : `passed ${ago(-left)}`}.`,
    );
  },
};

/** Every check, in the order of HANDLING_RULES. */
export function handlingChecks(claim: ClaimRecord, today: string): HandlingCheck[] {
  return (Object.keys(RULES) as HandlingCode[]).map((code) => RULES[code](claim, today));
}

export const runHandlingChecksTool = defineTool({
  name: 'run_handling_checks',
  description:
    'Check the file against handling standards: first contact within 2 business days, reserve set and reviewed in 90 days, no overdue deadlines or tasks, a diary date, customer updated in 20 days, latest messages answered, complaints acknowledged and logged, vulnerability recorded, limitation protected. Returns `checks[]` with `code`, `status` (pass, fail, not_applicable) and `detail`, failures first; a failed check also gives the `rule` it breaks.',
  input: {
    offset: z.number().int().min(0).optional().describe('Where to start in the list (from a previous result).'),
  },
  // Diary task descriptions are the claim file's own text.
  personalData: { result: true },
  activity: () => 'Checking the file against handling standards…',
  run: ({ offset }, { claim, today }) => {
    const checks = handlingChecks(claim, today);
    const order: Record<CheckStatus, number> = { fail: 0, pass: 1, not_applicable: 2 };
    // The standard is spelled out where it is broken; a pass needs only its detail.
    const sorted = [...checks]
      .sort((a, b) => order[a.status] - order[b.status])
      .map(({ rule, ...rest }) => (rest.status === 'fail' ? { ...rest, rule } : rest));
    const count = (s: CheckStatus) => checks.filter((c) => c.status === s).length;
    return {
      result: fitList({
        head: { today, summary: { fail: count('fail'), pass: count('pass'), not_applicable: count('not_applicable') } },
        key: 'checks',
        items: sorted,
        offset,
        howToGetMore: (next) => `Call run_handling_checks with offset ${next} for the rest.`,
      }),
    };
  },
});
