/**
 * The periods the deadline rules count, each with its source (docs/domain.md). Changing a
 * period here changes the due date, the words that explain it and the tests' expectations
 * built on it; nothing else holds the number.
 */

/** DISP 1.5.1R: a complaint resolved by close of business on the 3rd business day after receipt may close with a summary resolution communication. */
export const DISP_SUMMARY_RESOLUTION_BUSINESS_DAYS = 3;
/** DISP 1.6.2R: a final response (or holding response with referral rights) within 8 weeks of receipt. */
export const DISP_FINAL_RESPONSE_WEEKS = 8;
/** PI Pre-Action Protocol: the defendant replies to a letter of claim within 21 days. */
export const LETTER_OF_CLAIM_REPLY_DAYS = 21;
/** PI Pre-Action Protocol: liability admitted or denied, with reasons, within 3 months of the acknowledgement. */
export const LIABILITY_DECISION_MONTHS = 3;
/** RTA Protocol: the insurer responds to a Claim Notification Form within 15 business days. */
export const RTA_CNF_RESPONSE_BUSINESS_DAYS = 15;
/** EL/PL Protocol: 30 business days for employers' liability, 40 for public liability. */
export const EL_CNF_RESPONSE_BUSINESS_DAYS = 30;
export const PL_CNF_RESPONSE_BUSINESS_DAYS = 40;
/** Limitation Act 1980 s.11: personal injury, 3 years; s.2 and s.5: tort and contract, 6 years. */
export const INJURY_LIMITATION_YEARS = 3;
export const GENERAL_LIMITATION_YEARS = 6;
/** Limitation Act 1980 s.28: time does not run against a child until their 18th birthday. */
export const AGE_OF_MAJORITY = 18;
/** CPR 36.5: a Part 36 offer's relevant period is at least 21 days (the record holds no longer one). */
export const PART36_RELEVANT_PERIOD_DAYS = 21;

/** "3rd", "21st", "18th". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
