/**
 * What offline mode runs for each task: the tools its playbook calls first, with the inputs a
 * handler would want by default, and the panel the task is about (highlighted when the caller
 * can act on the screen). A test keeps each plan in step with the capability registry.
 */
import type { CapabilityId, ClaimRecord, MatterPanel } from '@claims/shared';

export interface PlannedCall {
  name: string;
  input: Record<string, unknown>;
}

export interface OfflinePlan {
  panel?: MatterPanel;
  calls: (claim: ClaimRecord) => PlannedCall[];
}

const call = (name: string, input: Record<string, unknown> = {}): PlannedCall => ({ name, input });

/** The longest document is usually the one worth reading first. */
function mainDocumentId(claim: ClaimRecord): string | undefined {
  return [...claim.documents].sort((a, b) => b.text.length - a.text.length)[0]?.id;
}

export const OFFLINE_PLANS: Record<CapabilityId, OfflinePlan> = {
  claim_summary: { panel: 'overview', calls: () => [call('claim_metrics'), call('get_claim_section', { section: 'loss' })] },
  build_chronology: { panel: 'timeline', calls: () => [call('build_timeline')] },
  parties_overview: { panel: 'parties', calls: () => [call('get_party', { role: 'policyholder' })] },
  document_review: {
    panel: 'documents',
    calls: (claim) => {
      const id = mainDocumentId(claim);
      return [call('search_claim', { query: claim.loss.cause.replace(/_/g, ' '), limit: 5 }), ...(id ? [call('get_document', { documentId: id })] : [])];
    },
  },
  policy_validation: { panel: 'policy', calls: () => [call('check_policy_in_force')] },
  next_actions: { panel: 'deadlines', calls: () => [call('list_deadlines')] },
  settlement_review: { panel: 'financials', calls: () => [call('settlement_position'), call('financial_summary')] },
  reserve_review: { panel: 'financials', calls: () => [call('financial_summary'), call('claim_metrics')] },
  fraud_check: { panel: 'incident', calls: () => [call('run_risk_cross_checks')] },
  vulnerability_check: { panel: 'correspondence', calls: () => [call('scan_vulnerability_signals')] },
  complaint_check: {
    panel: 'correspondence',
    calls: () => [call('scan_expressions_of_dissatisfaction'), call('list_deadlines')],
  },
  handling_review: { panel: 'deadlines', calls: () => [call('run_handling_checks')] },
  customer_update: { panel: 'correspondence', calls: () => [call('get_party', { role: 'policyholder' }), call('claim_metrics')] },
  file_note: { panel: 'timeline', calls: () => [call('build_timeline')] },
  handover_summary: { panel: 'overview', calls: () => [call('claim_metrics'), call('list_deadlines')] },
  what_can_you_do: { calls: () => [call('list_capabilities')] },
};
