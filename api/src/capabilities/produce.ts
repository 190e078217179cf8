/** The "produce" capabilities: drafts for the handler to check: a customer update, a file note, a handover. */
import type { Capability } from './types';
import { buildTimelineTool } from './tools/build-timeline';
import { claimMetricsTool } from './tools/claim-metrics';
import { getPartyTool } from './tools/get-party';
import { listDeadlinesTool } from './tools/list-deadlines';

export const customerUpdate: Capability = {
  id: 'customer_update',
  promptId: 'customer_update',
  tools: [getPartyTool, claimMetricsTool],
  thinkingLevel: 'medium',
};

export const fileNote: Capability = {
  id: 'file_note',
  promptId: 'file_note',
  tools: [buildTimelineTool],
  thinkingLevel: 'low',
};

export const handoverSummary: Capability = {
  id: 'handover_summary',
  promptId: 'handover_summary',
  tools: [claimMetricsTool, listDeadlinesTool],
  thinkingLevel: 'low',
};

export const PRODUCE: Capability[] = [customerUpdate, fileNote, handoverSummary];
