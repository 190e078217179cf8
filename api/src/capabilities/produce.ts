/** The "produce" capabilities: drafts for the handler to check: a customer update, a file note, a handover. */
import { callFirst } from './first-calls';
import type { Capability } from './types';
import { buildTimelineTool } from './tools/build-timeline';
import { claimMetricsTool } from './tools/claim-metrics';
import { getPartyTool } from './tools/get-party';
import { listDeadlinesTool } from './tools/list-deadlines';

export const customerUpdate: Capability = {
  id: 'customer_update',
  firstCalls: [callFirst(getPartyTool, { role: 'policyholder' }), callFirst(claimMetricsTool)],
  thinkingLevel: 'medium',
};

export const fileNote: Capability = {
  id: 'file_note',
  firstCalls: [callFirst(buildTimelineTool)],
  thinkingLevel: 'low',
};

export const handoverSummary: Capability = {
  id: 'handover_summary',
  firstCalls: [callFirst(claimMetricsTool), callFirst(listDeadlinesTool)],
  thinkingLevel: 'low',
};

export const PRODUCE: Capability[] = [customerUpdate, fileNote, handoverSummary];
