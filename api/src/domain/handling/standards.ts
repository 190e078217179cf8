/**
 * The handling standards a claims team audits a file against, as numbers: each threshold is
 * written here once and read by the check, its rule text and the tool's description.
 */

/** First outbound contact within this many business days of notification. */
export const FIRST_CONTACT_BUSINESS_DAYS = 2;
/** The reserve on an open claim is set or reviewed at least this often (days). */
export const RESERVE_REVIEW_DAYS = 90;
/** The policyholder's side hears from us at least this often on an open claim (days). */
export const CUSTOMER_UPDATE_DAYS = 20;
/** A sender's latest inbound message has a reply within this many business days. */
export const REPLY_BUSINESS_DAYS = 5;
/** A complaint is acknowledged (or resolved) within this many business days of receipt. */
export const COMPLAINT_ACK_BUSINESS_DAYS = 2;
/** Limitation is protected while more than this many days remain (or proceedings are issued). */
export const LIMITATION_MARGIN_DAYS = 90;

export const HANDLING_CODES = [
  'contact_within_sla',
  'reserve_set',
  'reserve_reviewed_recently',
  'no_overdue_deadlines',
  'no_overdue_tasks',
  'diary_set',
  'customer_updated_recently',
  'latest_inbound_answered',
  'complaint_acknowledged_promptly',
  'dissatisfaction_logged',
  'vulnerability_recorded',
  'limitation_protected',
] as const;
export type HandlingCode = (typeof HANDLING_CODES)[number];
export type CheckStatus = 'pass' | 'fail' | 'not_applicable';
