/**
 * What offline mode runs for each task: the tools its playbook calls first, with the inputs a
 * handler would want by default, each list read to its end. The panel it highlights is the
 * playbook's (`TASK_PANELS`). A test keeps each plan in step with the capability registry.
 */
import type { CapabilityId, ClaimRecord } from '@claims/shared';

export interface PlannedCall {
  name: string;
  input: Record<string, unknown>;
  /**
   * Show the first page only (a search's best matches). Otherwise a list the tool cut is read to
   * its end, as the playbooks ask of a model.
   */
  firstPageOnly?: boolean;
}

export type OfflinePlan = (claim: ClaimRecord) => PlannedCall[];

const call = (name: string, input: Record<string, unknown> = {}): PlannedCall => ({ name, input });

/** The best matches for a search: a handler reads the top few, not every passage that matched. */
export const searchCall = (query: string): PlannedCall => ({ ...call('search_claim', { query, limit: 5 }), firstPageOnly: true });

/** The longest document is usually the one worth reading first. */
function mainDocumentId(claim: ClaimRecord): string | undefined {
  return [...claim.documents].sort((a, b) => b.text.length - a.text.length)[0]?.id;
}

export const OFFLINE_PLANS: Record<CapabilityId, OfflinePlan> = {
  claim_summary: () => [call('claim_metrics'), call('get_claim_section', { section: 'loss' })],
  build_chronology: () => [call('build_timeline')],
  parties_overview: () => [call('get_party', { role: 'policyholder' })],
  document_review: (claim) => {
    const id = mainDocumentId(claim);
    // The documents most about what happened: search with the loss description's words.
    const search = searchCall(claim.loss.description.slice(0, 300));
    return id ? [search, call('get_document', { documentId: id })] : [search];
  },
  policy_validation: () => [call('check_policy_in_force')],
  next_actions: () => [call('list_deadlines')],
  settlement_review: () => [call('settlement_position'), call('financial_summary')],
  reserve_review: () => [call('financial_summary'), call('claim_metrics')],
  fraud_check: () => [call('run_risk_cross_checks')],
  vulnerability_check: () => [call('scan_vulnerability_signals')],
  complaint_check: () => [call('scan_expressions_of_dissatisfaction'), call('list_deadlines')],
  handling_review: () => [call('run_handling_checks')],
  customer_update: () => [call('get_party', { role: 'policyholder' }), call('claim_metrics')],
  file_note: () => [call('build_timeline')],
  handover_summary: () => [call('claim_metrics'), call('list_deadlines')],
  what_can_you_do: () => [call('list_capabilities')],
};
