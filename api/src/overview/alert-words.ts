/**
 * Every alert's title and detail in a handler's words: the one place the overview's English is
 * written. The rules (alert-rules.ts) give the facts; this never decides whether an alert applies.
 */
import { daysLeftInWords, deadlineLabel, formatDate, humanise, plural, type ClaimRecord } from '@claims/shared';
import { partiesById } from '../domain/claim-facts';
import type { AlertAbout, AlertKindOf } from './alert-facts';

type Words = { title: string; detail: string };

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function cover(a: AlertKindOf<'cover_in_doubt'>): Words {
  const parts: string[] = [];
  if (a.reasons.includes('not_in_force')) {
    parts.push(
      a.lossDate < a.inceptionDate
        ? `The loss on ${formatDate(a.lossDate)} is before cover started on ${formatDate(a.inceptionDate)}.`
        : a.cancelledOn
          ? `The policy was cancelled with effect from ${formatDate(a.cancelledOn)}; the loss on ${formatDate(a.lossDate)} is after that.`
          : `The loss on ${formatDate(a.lossDate)} is after cover ended on ${formatDate(a.coverEnds)}.`,
    );
  }
  if (a.reasons.includes('premium_arrears')) {
    parts.push(a.arrearsSince ? `Premium in arrears since ${formatDate(a.arrearsSince)}, before the loss.` : 'Premium recorded as unpaid.');
  }
  if (a.reasons.includes('loss_near_cover_end') && !a.reasons.includes('not_in_force')) {
    parts.push(`The loss on ${formatDate(a.lossDate)} is close to the end of cover on ${formatDate(a.coverEnds)}.`);
  }
  const title =
    a.reasons[0] === 'not_in_force'
      ? 'Cover in doubt: policy not in force on the loss date'
      : a.reasons[0] === 'premium_arrears'
        ? 'Cover in doubt: premium in arrears'
        : 'Loss near the end of cover';
  return { title, detail: `${parts.join(' ')} Check the schedule and wording before deciding cover.` };
}

function complaint(a: AlertKindOf<'open_complaint'>): Words {
  if ('unlogged' in a) {
    return {
      title: a.unlogged === 1 ? 'Possible complaint not logged' : `${a.unlogged} possible complaints not logged`,
      detail: `${plural(a.unlogged, 'message')} showing dissatisfaction ${a.unlogged === 1 ? 'is' : 'are'} neither logged as a complaint nor part of an open one (newest ${formatDate(a.newestOn)}: “${a.cue}”). If in doubt, it is a complaint, and the DISP clock runs from receipt.`,
    };
  }
  const summary = a.summaryResolution
    ? ` It can still close with a summary resolution by close of business on ${formatDate(a.summaryResolution.due)} (${daysLeftInWords(a.summaryResolution.daysLeft)}).`
    : '';
  return {
    title: `Open complaint: final response ${a.finalResponse.daysLeft < 0 ? 'overdue' : `due ${formatDate(a.finalResponse.due)}`} (${daysLeftInWords(a.finalResponse.daysLeft)})`,
    detail: `Received ${formatDate(a.receivedOn)}. Final response, or a holding response with the Financial Ombudsman Service referral rights, by ${formatDate(a.finalResponse.due)} (${a.finalResponse.basis}).${summary}`,
  };
}

function vulnerability(a: AlertKindOf<'vulnerability'>): Words {
  if (a.side === 'third_party_side') {
    return {
      title: "Risk to life mentioned about a third party's side",
      detail:
        "Self-harm or suicide is mentioned. They are not our customer, but a risk to anyone's life is escalated now under the vulnerable customer procedure.",
    };
  }
  const urgent = a.urgent ? ' Self-harm or suicide is mentioned: escalate now.' : '';
  const record = a.recorded
    ? "The customer's circumstances and needs are recorded: follow what was agreed."
    : `Nothing records the customer's needs yet${a.toDo ? ' (a note says to record them)' : ''}: record them, with their consent.`;
  return {
    title: `Signs of vulnerability: ${a.cues.length > 3 ? `${a.cues.slice(0, 3).join(', ')} and ${a.cues.length - 3} more` : list(a.cues)}`,
    detail: `Signs on the policyholder's side.${urgent} ${record}`,
  };
}

function risk(a: AlertKindOf<'risk_flags'>): Words {
  const bySeverity = (s: 'high' | 'medium') => a.codes.filter((c) => c.severity === s).map((c) => humanise(c.code).toLowerCase());
  const high = bySeverity('high');
  const medium = bySeverity('medium');
  return {
    title: `${plural(a.codes.length, 'fraud indicator')}: ${list(a.codes.map((c) => humanise(c.code).toLowerCase()))}`,
    detail: `${[high.length ? `High: ${list(high)}.` : '', medium.length ? `Medium: ${list(medium)}.` : ''].filter(Boolean).join(' ')} Reasons to look closer, never proof; a referral is a human decision.`,
  };
}

function deadline(a: AlertKindOf<'overdue' | 'due_soon' | 'part36_running' | 'limitation_near'>): Words {
  const d = a.deadline;
  const when = `${formatDate(d.due)} (${daysLeftInWords(d.daysLeft)})`;
  switch (a.kind) {
    case 'overdue':
      return {
        title: `Overdue: ${deadlineLabel(d.kind, humanise)}, ${daysLeftInWords(d.daysLeft)}`,
        detail: `${d.what} Due ${formatDate(d.due)} (${d.basis}).`,
      };
    case 'due_soon':
      return { title: `Due soon: ${deadlineLabel(d.kind, humanise)}, ${when}`, detail: `${d.what} (${d.basis})` };
    case 'part36_running':
      return {
        title: `Part 36 offer by the ${a.by}: relevant period ends ${when}`,
        detail: `Made ${formatDate(a.offerDate)} (${d.basis}). Decide on it before the period ends: after that, the costs consequences of Part 36 apply.`,
      };
    case 'limitation_near':
      return { title: `Limitation ${when}`, detail: `${d.what} (${d.basis})${d.note ? ` ${d.note}` : ''}` };
  }
}

function litigation(claim: ClaimRecord, a: AlertKindOf<'litigation'>): Words {
  const from = a.from ? (partiesById(claim).get(a.from)?.name ?? a.from) : undefined;
  const threat = a.threats
    ? `Threatened in ${plural(a.threats, 'message or document', 'messages or documents')} (latest ${formatDate(a.newestThreatOn!)}${from ? `, from ${from}` : ''}).`
    : '';
  return {
    title: a.issuedOn ? 'Proceedings issued' : 'Proceedings threatened',
    detail: [a.issuedOn ? `Proceedings were issued on ${formatDate(a.issuedOn)}: court time limits now apply.` : '', threat].filter(Boolean).join(' '),
  };
}

export function alertWords(claim: ClaimRecord, about: AlertAbout): Words {
  switch (about.kind) {
    case 'cover_in_doubt':
      return cover(about);
    case 'open_complaint':
      return complaint(about);
    case 'vulnerability':
      return vulnerability(about);
    case 'risk_flags':
      return risk(about);
    case 'litigation':
      return litigation(claim, about);
    default:
      return deadline(about);
  }
}
