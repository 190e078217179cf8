/**
 * get_claim_section: one section of the claim, compact. Lists are paged with `offset` ("policy"
 * and "financials" run one offset through their several lists); documents come as titles and
 * ids (read one with get_document); correspondence newest first with each message clipped
 * (search_claim finds the rest). Dated lists are ordered whatever order the record keeps them
 * in, so the first page holds the latest: documents, offers, payments and recoveries newest
 * first like the correspondence and the page; events oldest first, as a chronology. Each section's
 * renderer is in claim-section/.
 */
import * as z from 'zod';
import { overview, handler, loss } from './claim-section/summary';
import { policy } from './claim-section/policy';
import { parties, injuries } from './claim-section/people';
import { documents, correspondence } from './claim-section/file';
import { financials, offers } from './claim-section/money';
import { events, priorClaims, tasks } from './claim-section/chronology';
import type { Renderer } from './claim-section/section-kit';
import { defineTool } from './define-tool';

export const CLAIM_SECTIONS = [
  'overview',
  'handler',
  'policy',
  'loss',
  'parties',
  'injuries',
  'documents',
  'correspondence',
  'financials',
  'offers',
  'events',
  'priorClaims',
  'tasks',
] as const;
export type ClaimSection = (typeof CLAIM_SECTIONS)[number];

const LABELS: Record<ClaimSection, string> = {
  overview: 'the claim overview',
  handler: 'the handler',
  policy: 'the policy',
  loss: 'the loss',
  parties: 'the parties',
  injuries: 'the injuries',
  documents: 'the document list',
  correspondence: 'the correspondence',
  financials: 'the financials',
  offers: 'the offers',
  events: 'the events',
  priorClaims: 'the prior claims',
  tasks: 'the tasks',
};

const RENDER: Record<ClaimSection, Renderer> = {
  overview,
  handler,
  policy,
  loss,
  parties,
  injuries,
  documents,
  correspondence,
  financials,
  offers,
  events,
  priorClaims,
  tasks,
};

export const getClaimSectionTool = defineTool({
  name: 'get_claim_section',
  description:
    'Read one section of the claim, compact. "overview" is a one-screen summary; "documents" lists titles and ids (read one with get_document); "correspondence" is newest first with messages clipped (get_document reads a message in full by its id). Long lists are paged: pass the offset the result gives.',
  input: {
    section: z.enum(CLAIM_SECTIONS).describe('Which section of the claim to read.'),
    offset: z.number().int().min(0).optional().describe('For long lists: where to start (from a previous result).'),
  },
  personalData: { result: true },
  activity: ({ section }) => `Reading ${LABELS[section]}…`,
  run: ({ section, offset }, { claim, today }) => ({ result: RENDER[section](claim, today, offset ?? 0) }),
});
