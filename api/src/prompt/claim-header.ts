/**
 * The compact claim header of the system prompt: who and what the conversation is about.
 * Only fields that do not change turn to turn, so the stable prefix stays byte-identical and a
 * provider's prompt cache can hold it for the day.
 */
import { isCalendarDate, type ClaimRecord } from '@claims/shared';

/** Free text from the record on one line, without the angle brackets that delimit the block. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f<>]+/g, ' ').replace(/\s+/g, ' ').trim();
}

export function buildClaimHeader(claim: ClaimRecord, today: string): string {
  if (!isCalendarDate(today)) {
    throw new Error(`today must be a calendar day written YYYY-MM-DD, e.g. "2026-03-14"; got "${today}"`);
  }
  return [
    '<claim>',
    `Claim: ${claim.id}`,
    `Line of business: ${claim.lineOfBusiness}`,
    `Status: ${claim.status}`,
    `Loss date: ${claim.loss.date}`,
    `Currency: ${claim.currency}`,
    `Handler: ${oneLine(claim.handler.name)} (${oneLine(claim.handler.team)})`,
    `Today: ${today}`,
    '</claim>',
  ].join('\n');
}
