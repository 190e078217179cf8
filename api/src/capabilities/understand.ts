/** The "understand" capabilities: what happened, in what order, who is involved, what the documents say. */
import { callFirst, callFirstOn, mainDocumentId } from './first-calls';
import type { Capability } from './types';
import { buildTimelineTool } from './tools/build-timeline';
import { claimMetricsTool } from './tools/claim-metrics';
import { getClaimSectionTool } from './tools/get-claim-section';
import { getDocumentTool } from './tools/get-document';
import { getPartyTool } from './tools/get-party';
import { searchClaimTool } from './tools/search-claim';

export const claimSummary: Capability = {
  id: 'claim_summary',
  firstCalls: [callFirst(claimMetricsTool), callFirst(getClaimSectionTool, { section: 'loss' })],
  thinkingLevel: 'low',
};

export const buildChronology: Capability = {
  id: 'build_chronology',
  firstCalls: [callFirst(buildTimelineTool)],
  thinkingLevel: 'medium',
};

export const partiesOverview: Capability = {
  id: 'parties_overview',
  firstCalls: [callFirst(getPartyTool, { role: 'policyholder' })],
  thinkingLevel: 'low',
};

export const documentReview: Capability = {
  id: 'document_review',
  firstCalls: [
    // The documents most about what happened: a search with the loss description's words.
    callFirstOn(searchClaimTool, (claim) => ({ query: claim.loss.description.slice(0, 300), limit: 5 }), { firstPageOnly: true }),
    callFirstOn(getDocumentTool, (claim) => {
      const documentId = mainDocumentId(claim);
      return documentId ? { documentId } : undefined;
    }),
  ],
  thinkingLevel: 'medium',
};

export const UNDERSTAND: Capability[] = [claimSummary, buildChronology, partiesOverview, documentReview];
