/** The "protect" capabilities: fraud indicators, vulnerability, complaints and handling standards. */
import { callFirst } from './first-calls';
import type { Capability } from './types';
import { listDeadlinesTool } from './tools/list-deadlines';
import { runHandlingChecksTool } from './tools/run-handling-checks';
import { runRiskCrossChecksTool } from './tools/run-risk-cross-checks';
import { scanExpressionsOfDissatisfactionTool } from './tools/scan-expressions-of-dissatisfaction';
import { scanVulnerabilitySignalsTool } from './tools/scan-vulnerability-signals';

export const fraudCheck: Capability = {
  id: 'fraud_check',
  firstCalls: [callFirst(runRiskCrossChecksTool)],
  thinkingLevel: 'high',
};

export const vulnerabilityCheck: Capability = {
  id: 'vulnerability_check',
  firstCalls: [callFirst(scanVulnerabilitySignalsTool)],
  thinkingLevel: 'medium',
};

export const complaintCheck: Capability = {
  id: 'complaint_check',
  firstCalls: [callFirst(scanExpressionsOfDissatisfactionTool), callFirst(listDeadlinesTool)],
  thinkingLevel: 'medium',
};

export const handlingReview: Capability = {
  id: 'handling_review',
  firstCalls: [callFirst(runHandlingChecksTool)],
  thinkingLevel: 'medium',
};

export const PROTECT: Capability[] = [fraudCheck, vulnerabilityCheck, complaintCheck, handlingReview];
