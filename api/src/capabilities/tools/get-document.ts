/**
 * get_document: a window of one document's text, from `offset`, cut at a word edge, with
 * `truncated` and `nextOffset` so the model can read on.
 */
import { z } from 'zod';
import type { ClaimRecord } from '@claims/shared';
import { memo } from './claim-cache';
import { partyLabel } from './claim-facts';
import { cite } from './compact';
import { defineTool } from './define-tool';

/** Characters of text per window; the rest of the result is a few short fields. */
export const DOCUMENT_WINDOW = 3200;

function documentsById(claim: ClaimRecord) {
  return memo(claim, 'documentsById', () => new Map(claim.documents.map((d) => [d.id, d])));
}

function knownIds(claim: ClaimRecord): string {
  const ids = claim.documents.map((d) => d.id);
  if (ids.length === 0) return 'This claim has no documents.';
  const shown = ids.slice(0, 20).join(', ');
  return `Document ids on this claim: ${shown}${ids.length > 20 ? ` and ${ids.length - 20} more (get_claim_section "documents" lists them)` : ''}.`;
}

export const getDocumentTool = defineTool({
  name: 'get_document',
  description:
    'Read a document of the claim by its id: a window of its text from `offset` (default the start). When `truncated` is true, call again with `nextOffset` to read on. search_claim gives ids and offsets of matching passages.',
  input: {
    documentId: z.string().min(1).describe('The document id, e.g. from get_claim_section "documents" or search_claim.'),
    offset: z.number().int().min(0).optional().describe('Character offset to start reading from.'),
  },
  personalData: { result: true },
  activity: () => 'Reading a document…',
  run: ({ documentId, offset = 0 }, { claim }) => {
    const doc = documentsById(claim).get(documentId);
    if (!doc) throw new Error(`No document with id "${documentId}" on this claim. ${knownIds(claim)}`);
    const total = doc.text.length;
    if (offset > 0 && offset >= total) {
      throw new Error(`offset ${offset} is past the end of document "${documentId}" (${total} characters).`);
    }
    let end = Math.min(total, offset + DOCUMENT_WINDOW);
    if (end < total) {
      const space = doc.text.lastIndexOf(' ', end);
      if (space > offset + DOCUMENT_WINDOW / 2) end = space + 1;
    }
    const truncated = end < total;
    const head = {
      id: doc.id,
      cite: `[${cite.doc(doc.id)}]`,
      title: doc.title,
      kind: doc.kind,
      receivedDate: doc.receivedDate,
      ...(doc.fromPartyId ? { from: partyLabel(claim, doc.fromPartyId) } : {}),
      ...(doc.pages ? { pages: doc.pages } : {}),
      totalChars: total,
      offset,
    };
    const text = total === 0 ? 'This document has no extracted text.' : doc.text.slice(offset, end);
    return {
      result: JSON.stringify({ ...head, text, truncated, ...(truncated ? { nextOffset: end } : {}) }),
    };
  },
});
