/**
 * The prompt catalogue: the base system prompt, the untrusted-text rules, the free-chat
 * playbook and one playbook per capability, keyed by the capability's `promptId` (its id).
 * Plain strings, bundled into the Worker: nothing is read from disk at run time.
 */
import type { CapabilityId } from '@claims/shared';
import { BUILD_CHRONOLOGY_PLAYBOOK } from './playbooks/build-chronology';
import { CLAIM_SUMMARY_PLAYBOOK } from './playbooks/claim-summary';
import { COMPLAINT_CHECK_PLAYBOOK } from './playbooks/complaint-check';
import { CUSTOMER_UPDATE_PLAYBOOK } from './playbooks/customer-update';
import { DOCUMENT_REVIEW_PLAYBOOK } from './playbooks/document-review';
import { FILE_NOTE_PLAYBOOK } from './playbooks/file-note';
import { FRAUD_CHECK_PLAYBOOK } from './playbooks/fraud-check';
import { HANDLING_REVIEW_PLAYBOOK } from './playbooks/handling-review';
import { HANDOVER_SUMMARY_PLAYBOOK } from './playbooks/handover-summary';
import { NEXT_ACTIONS_PLAYBOOK } from './playbooks/next-actions';
import { PARTIES_OVERVIEW_PLAYBOOK } from './playbooks/parties-overview';
import { POLICY_VALIDATION_PLAYBOOK } from './playbooks/policy-validation';
import { RESERVE_REVIEW_PLAYBOOK } from './playbooks/reserve-review';
import { SETTLEMENT_REVIEW_PLAYBOOK } from './playbooks/settlement-review';
import { VULNERABILITY_CHECK_PLAYBOOK } from './playbooks/vulnerability-check';
import { WHAT_CAN_YOU_DO_PLAYBOOK } from './playbooks/what-can-you-do';

export { BASE_PROMPT } from './base';
export { CLAIM_QA_PLAYBOOK } from './claim-qa';
export { UNTRUSTED_TEXT_RULES } from './untrusted-text';
export { TASK_PANELS } from './task-panels';

/** One playbook per capability. Typed by id here; exported by string for `promptId` lookups. */
const PLAYBOOKS_BY_ID = {
  claim_summary: CLAIM_SUMMARY_PLAYBOOK,
  build_chronology: BUILD_CHRONOLOGY_PLAYBOOK,
  parties_overview: PARTIES_OVERVIEW_PLAYBOOK,
  document_review: DOCUMENT_REVIEW_PLAYBOOK,
  policy_validation: POLICY_VALIDATION_PLAYBOOK,
  next_actions: NEXT_ACTIONS_PLAYBOOK,
  settlement_review: SETTLEMENT_REVIEW_PLAYBOOK,
  reserve_review: RESERVE_REVIEW_PLAYBOOK,
  fraud_check: FRAUD_CHECK_PLAYBOOK,
  vulnerability_check: VULNERABILITY_CHECK_PLAYBOOK,
  complaint_check: COMPLAINT_CHECK_PLAYBOOK,
  handling_review: HANDLING_REVIEW_PLAYBOOK,
  customer_update: CUSTOMER_UPDATE_PLAYBOOK,
  file_note: FILE_NOTE_PLAYBOOK,
  handover_summary: HANDOVER_SUMMARY_PLAYBOOK,
  what_can_you_do: WHAT_CAN_YOU_DO_PLAYBOOK,
} satisfies Record<CapabilityId, string>;

export const PLAYBOOKS: Record<string, string> = PLAYBOOKS_BY_ID;
