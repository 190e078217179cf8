/**
 * The kinds of deadline the Worker's deadline rules produce (docs of `list_deadlines`), shared so
 * the work queue's filter and the page name the same kinds.
 */
export const DEADLINE_KINDS = [
  'complaint_summary_resolution',
  'complaint_final_response',
  'letter_of_claim_acknowledgement',
  'liability_decision',
  'cnf_response',
  'limitation',
  'part36_relevant_period',
  'task',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
