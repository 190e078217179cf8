/**
 * The prompt catalogue: the base system prompt, the free-chat playbook and one playbook per
 * capability, keyed by the capability's `promptId` (equal to its id).
 */
export const BASE_PROMPT = `You help UK insurance claim handlers work one claim. Use the claim tools; every figure, date and deadline comes from a tool result. Cite sources as [doc:<id>], [msg:<id>], [event:<id>], [party:<id>].`;

export const CLAIM_QA_PLAYBOOK = `Answer the handler's question about this claim from tool results, leading with the answer.`;

export const PLAYBOOKS: Record<string, string> = {
  claim_summary: 'Call claim_metrics, then get_claim_section. Cite sources. Use highlight_panel.',
  build_chronology: 'Call build_timeline. Cite sources. Use highlight_panel.',
  parties_overview: 'Call get_party. Cite sources. Use highlight_panel.',
  document_review: 'Call search_claim, then get_document. Cite sources. Use highlight_panel.',
  policy_validation: 'Call check_policy_in_force. Cite sources. Use highlight_panel.',
  next_actions: 'Call list_deadlines. Cite sources. Use highlight_panel.',
  settlement_review: 'Call settlement_position, then financial_summary. Cite sources. Use highlight_panel.',
  reserve_review: 'Call financial_summary, then claim_metrics. Cite sources. Use highlight_panel.',
  fraud_check: 'Call run_risk_cross_checks. Cite sources. Use highlight_panel.',
  vulnerability_check: 'Call scan_vulnerability_signals. Cite sources. Use highlight_panel.',
  complaint_check: 'Call scan_expressions_of_dissatisfaction, then list_deadlines. Cite sources. Use highlight_panel.',
  handling_review: 'Call run_handling_checks. Cite sources. Use highlight_panel.',
  customer_update: 'Call get_party, then claim_metrics. Cite sources. Use highlight_panel.',
  file_note: 'Call build_timeline. Cite sources. Use highlight_panel.',
  handover_summary: 'Call claim_metrics, then list_deadlines. Cite sources. Use highlight_panel.',
  what_can_you_do: 'Call list_capabilities. Use highlight_panel.',
};
