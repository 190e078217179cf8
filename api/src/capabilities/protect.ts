/** The "protect" capabilities: fraud indicators, vulnerability, complaints and handling standards. */
import type { Capability } from './types';
import { listDeadlinesTool } from './tools/list-deadlines';
import { runHandlingChecksTool } from './tools/run-handling-checks';
import { runRiskCrossChecksTool } from './tools/run-risk-cross-checks';
import { scanExpressionsOfDissatisfactionTool } from './tools/scan-expressions-of-dissatisfaction';
import { scanVulnerabilitySignalsTool } from './tools/scan-vulnerability-signals';

export const fraudCheck: Capability = {
  id: 'fraud_check',
  promptId: 'fraud_check',
  tools: [runRiskCrossChecksTool],
  thinkingLevel: 'high',
};

export const vulnerabilityCheck: Capability = {
  id: 'vulnerability_check',
  promptId: 'vulnerability_check',
  tools: [scanVulnerabilitySignalsTool],
  thinkingLevel: 'medium',
};

export const complaintCheck: Capability = {
  id: 'complaint_check',
  promptId: 'complaint_check',
  tools: [scanExpressionsOfDissatisfactionTool, listDeadlinesTool],
  thinkingLevel: 'medium',
};

export const handlingReview: Capability = {
  id: 'handling_review',
  promptId: 'handling_review',
  tools: [runHandlingChecksTool],
  thinkingLevel: 'medium',
};

export const PROTECT: Capability[] = [fraudCheck, vulnerabilityCheck, complaintCheck, handlingReview];
