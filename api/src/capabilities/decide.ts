/** The "decide" capabilities: cover, next actions, settlement and the reserve. */
import type { Capability } from './types';
import { checkPolicyInForceTool } from './tools/check-policy-in-force';
import { claimMetricsTool } from './tools/claim-metrics';
import { financialSummaryTool } from './tools/financial-summary';
import { listDeadlinesTool } from './tools/list-deadlines';
import { settlementPositionTool } from './tools/settlement-position';

export const policyValidation: Capability = {
  id: 'policy_validation',
  promptId: 'policy_validation',
  tools: [checkPolicyInForceTool],
  thinkingLevel: 'high',
};

export const nextActions: Capability = {
  id: 'next_actions',
  promptId: 'next_actions',
  tools: [listDeadlinesTool],
  thinkingLevel: 'medium',
};

export const settlementReview: Capability = {
  id: 'settlement_review',
  promptId: 'settlement_review',
  tools: [settlementPositionTool, financialSummaryTool],
  thinkingLevel: 'high',
};

export const reserveReview: Capability = {
  id: 'reserve_review',
  promptId: 'reserve_review',
  tools: [financialSummaryTool, claimMetricsTool],
  thinkingLevel: 'high',
};

export const DECIDE: Capability[] = [policyValidation, nextActions, settlementReview, reserveReview];
