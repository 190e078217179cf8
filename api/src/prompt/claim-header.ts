/**
 * The compact claim header of the system prompt: who and what the conversation is about.
 * Only facts that do not change between the turns of one day (days open is counted to today, or
 * to the closing date of a closed claim, as claim_metrics counts it), so the stable prefix stays
 * byte-identical and a provider's prompt cache can hold it for the day. Today carries its weekday,
 * so the model need not work one out for a business-day question.
 */
import { daysBetween, isCalendarDate, openUntil, type ClaimRecord } from '@claims/shared';
import { longDate } from '../domain/calendar/dates';

/** Free text from the record on one line, without the angle brackets that delimit the block. */
function oneLine(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f<>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function buildClaimHeader(claim: ClaimRecord, today: string): string {
  if (!isCalendarDate(today)) {
    throw new Error(`today must be a calendar day written YYYY-MM-DD, e.g. "2026-03-14"; got "${today}"`);
  }
  const closedOn = claim.status === 'closed' && claim.closedDate ? claim.closedDate : undefined;
  const daysOpen = daysBetween(claim.notifiedDate, openUntil(claim, today));
  return [
    '<claim>',
    `Claim: ${claim.id}`,
    `Line of business: ${claim.lineOfBusiness}`,
    `Status: ${claim.status}${closedOn ? ` on ${closedOn}` : ''}`,
    `Loss date: ${claim.loss.date}`,
    `Notified: ${claim.notifiedDate}`,
    `Days open: ${daysOpen}${closedOn ? ' (to closing)' : ''}`,
    `Currency: ${claim.currency}`,
    `Handler: ${oneLine(claim.handler.name)} (${oneLine(claim.handler.team)})`,
    `Today: ${today} (${longDate(today)}, UK)`,
    '</claim>',
  ].join('\n');
}
