/** The "decide" capabilities: cover, next actions, settlement and the reserve. */
import { callFirst } from './first-calls';
import type { Capability } from './types';
import { checkPolicyInForceTool } from './tools/check-policy-in-force';
import { claimMetricsTool } from './tools/claim-metrics';
import { financialSummaryTool } from './tools/financial-summary';
import { listDeadlinesTool } from './tools/list-deadlines';
import { settlementPositionTool } from './tools/settlement-position';

export const policyValidation: Capability = {
  id: 'policy_validation',
  firstCalls: [callFirst(checkPolicyInForceTool)],
  thinkingLevel: 'high',
};

export const nextActions: Capability = {
  id: 'next_actions',
  firstCalls: [callFirst(listDeadlinesTool)],
  thinkingLevel: 'medium',
};

export const settlementReview: Capability = {
  id: 'settlement_review',
  firstCalls: [callFirst(settlementPositionTool), callFirst(financialSummaryTool)],
  thinkingLevel: 'high',
};

export const reserveReview: Capability = {
  id: 'reserve_review',
  firstCalls: [callFirst(financialSummaryTool), callFirst(claimMetricsTool)],
  thinkingLevel: 'high',
};

export const DECIDE: Capability[] = [policyValidation, nextActions, settlementReview, reserveReview];
