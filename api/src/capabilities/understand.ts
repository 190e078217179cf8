/** The "understand" capabilities: what happened, in what order, who is involved, what the documents say. */
import type { Capability } from './types';
import { buildTimelineTool } from './tools/build-timeline';
import { claimMetricsTool } from './tools/claim-metrics';
import { getClaimSectionTool } from './tools/get-claim-section';
import { getDocumentTool } from './tools/get-document';
import { getPartyTool } from './tools/get-party';
import { searchClaimTool } from './tools/search-claim';

export const claimSummary: Capability = {
  id: 'claim_summary',
  promptId: 'claim_summary',
  tools: [claimMetricsTool, getClaimSectionTool],
  thinkingLevel: 'low',
};

export const buildChronology: Capability = {
  id: 'build_chronology',
  promptId: 'build_chronology',
  tools: [buildTimelineTool],
  thinkingLevel: 'medium',
};

export const partiesOverview: Capability = {
  id: 'parties_overview',
  promptId: 'parties_overview',
  tools: [getPartyTool],
  thinkingLevel: 'low',
};

export const documentReview: Capability = {
  id: 'document_review',
  promptId: 'document_review',
  tools: [searchClaimTool, getDocumentTool],
  thinkingLevel: 'medium',
};

export const UNDERSTAND: Capability[] = [claimSummary, buildChronology, partiesOverview, documentReview];
