/**
 * Tables copied from the contracts, for tests to check the code against: written once here, so
 * a test cannot quietly agree with the code instead of the spec.
 */

/** docs/capabilities.md, "The catalogue": the tools each capability's playbook calls first. */
export const CALLS_FIRST: Record<string, string[]> = {
  claim_summary: ['claim_metrics', 'get_claim_section'],
  build_chronology: ['build_timeline'],
  parties_overview: ['get_party'],
  document_review: ['search_claim', 'get_document'],
  policy_validation: ['check_policy_in_force'],
  next_actions: ['list_deadlines'],
  settlement_review: ['settlement_position', 'financial_summary'],
  reserve_review: ['financial_summary', 'claim_metrics'],
  fraud_check: ['run_risk_cross_checks'],
  vulnerability_check: ['scan_vulnerability_signals'],
  complaint_check: ['scan_expressions_of_dissatisfaction', 'list_deadlines'],
  handling_review: ['run_handling_checks'],
  customer_update: ['get_party', 'claim_metrics'],
  file_note: ['build_timeline'],
  handover_summary: ['claim_metrics', 'list_deadlines'],
  what_can_you_do: ['list_capabilities'],
};
