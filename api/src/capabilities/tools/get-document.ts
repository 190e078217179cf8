/**
 * get_document: a window of one document's text, from `offset`, cut at a word edge, with
 * `truncated` and `nextOffset` so the model can read on.
 */
import { z } from 'zod';
import { isHighSurrogate, isLowSurrogate, type ClaimRecord } from '@claims/shared';
import { memo } from './claim-cache';
import { partyLabel } from './claim-facts';
import { RESULT_CAP, cite } from './compact';
import { defineTool } from './define-tool';

/** Characters of text per window at most; fewer when escaping them in JSON would pass the cap. */
export const DOCUMENT_WINDOW = 3200;

/** Characters `code` takes inside a JSON string: quotes, backslashes and controls are escaped. */
function escapedWidth(code: number): number {
  if (code === 0x22 || code === 0x5c) return 2;
  if (code < 0x20) return code === 0x08 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d ? 2 : 6;
  return 1;
}


/**
 * Where a window of `text` from `offset` ends: at most DOCUMENT_WINDOW characters whose JSON
 * escaping fits in `room`, never splitting a surrogate pair, and cut back to a word edge when
 * one lies in the second half of the window.
 */
export function windowEnd(text: string, offset: number, room: number): number {
  const limit = Math.min(text.length, offset + DOCUMENT_WINDOW);
  let used = 0;
  let end = offset;
  while (end < limit) {
    const code = text.charCodeAt(end);
    const paired = isHighSurrogate(code) && end + 1 < text.length && isLowSurrogate(text.charCodeAt(end + 1));
    const length = paired ? 2 : 1;
    // A lone surrogate is written as a \u escape.
    const width = paired ? 2 : isHighSurrogate(code) || isLowSurrogate(code) ? 6 : escapedWidth(code);
    if (used + width > room || end + length > limit) break;
    used += width;
    end += length;
  }
  if (end >= text.length) return end;
  for (let i = end - 1; i > offset + (end - offset) / 2; i -= 1) {
    if (/\s/.test(text.charAt(i))) return i + 1;
  }
  return end;
}

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
  run: ({ documentId, offset: asked = 0 }, { claim }) => {
    const doc = documentsById(claim).get(documentId);
    if (!doc) throw new Error(`No document with id "${documentId}" on this claim. ${knownIds(claim)}`);
    const total = doc.text.length;
    if (asked > 0 && asked >= total) {
      throw new Error(`offset ${asked} is past the end of document "${documentId}" (${total} characters).`);
    }
    // An offset inside a character (between the halves of an emoji) starts at the character.
    const offset = isLowSurrogate(doc.text.charCodeAt(asked)) && asked > 0 ? asked - 1 : asked;
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
    // Room for the text once the other fields are written, with nextOffset at its longest.
    const room = RESULT_CAP - JSON.stringify({ ...head, text: '', truncated: true, nextOffset: total }).length;
    const end = windowEnd(doc.text, offset, room);
    const truncated = end < total;
    const text = total === 0 ? 'This document has no extracted text.' : doc.text.slice(offset, end);
    return {
      result: JSON.stringify({ ...head, text, truncated, ...(truncated ? { nextOffset: end } : {}) }),
    };
  },
});
