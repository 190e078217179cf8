/**
 * The workbench panel each task is about: the panel its playbook asks the model to highlight,
 * and the one the offline mode highlights for a quick action. One table, so they agree.
 */
import type { CapabilityId, MatterPanel } from '@claims/shared';

export const TASK_PANELS: Record<CapabilityId, MatterPanel> = {
  claim_summary: 'overview',
  build_chronology: 'timeline',
  parties_overview: 'parties',
  document_review: 'documents',
  policy_validation: 'policy',
  next_actions: 'deadlines',
  settlement_review: 'financials',
  reserve_review: 'financials',
  fraud_check: 'parties', // the indicators' evidence: shared contacts, prior claims (cover dates are on Policy)
  vulnerability_check: 'correspondence',
  complaint_check: 'correspondence',
  handling_review: 'deadlines',
  customer_update: 'correspondence',
  file_note: 'timeline',
  handover_summary: 'overview',
  what_can_you_do: 'overview',
};

/** The closing "Screen" step of a playbook: which panel to point the handler at, and why. */
export function screenStep(id: CapabilityId, why: string): string {
  return `Screen: if you can act on the screen, call highlight_panel with panel "${TASK_PANELS[id]}" ${why}.`;
}
