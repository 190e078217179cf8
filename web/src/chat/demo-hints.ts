/**
 * Suggested questions for a claim, drawn from what is actually on it, so a handler new to the
 * assistant sees the kind of question it answers well. Each hint is sent as a free question.
 */
import type { ClaimRecord } from '@claims/shared/claim-record';
import { daysBetween } from '@claims/shared/calendar-days';
import { formatDate } from '@claims/shared/date-words';

export const MAX_HINTS = 4;

type HintRule = (claim: ClaimRecord, today: string) => string | undefined;

const RULES: HintRule[] = [
  (c) => (c.policy.status !== 'active' || c.policy.premium.status === 'in_arrears' ? 'Was the policy in force on the loss date?' : undefined),
  (c) => (c.offers.some((o) => o.kind === 'part36' && o.status === 'open') ? "When does the Part 36 offer's relevant period end?" : undefined),
  (c) => {
    const change = c.policy.changes.find((ch) => {
      const before = daysBetween(ch.date, c.loss.date);
      return before >= 0 && before <= 90;
    });
    return change ? `Does the policy change of ${formatDate(change.date)} affect this claim?` : undefined;
  },
  (c) => (c.events.some((e) => e.kind === 'complaint_received') ? 'Has the complaint been handled within the time limits?' : undefined),
  (c, today) => (c.tasks.some((t) => t.status === 'open' && t.due < today) ? 'Which tasks are overdue, and what should I do first?' : undefined),
  (c) => (c.injuries.length > 0 ? 'What injuries are claimed, and what is the prognosis?' : undefined),
  (c) => {
    const report = c.documents.find((d) => /report/.test(d.kind));
    return report ? `What are the key findings of the ${report.title.toLowerCase()}?` : undefined;
  },
  (c) => {
    const represented = c.parties.find((p) => p.representedByPartyId !== undefined);
    return represented ? `Who represents ${represented.name}, and when did they last write?` : undefined;
  },
  (c) => (c.priorClaims.length > 0 ? 'What earlier claims are on record, and are they relevant?' : undefined),
  (c) => (c.financials.payments.length > 0 ? 'How much has been paid so far, and to whom?' : undefined),
  () => 'What happened, in two sentences?',
];

export function demoHints(claim: ClaimRecord, today: string): string[] {
  const hints: string[] = [];
  for (const rule of RULES) {
    const hint = rule(claim, today);
    if (hint && !hints.includes(hint)) hints.push(hint);
    if (hints.length === MAX_HINTS) break;
  }
  return hints;
}
