/**
 * get_document: a window of one document's text, or one message's, from `offset`, cut at a
 * word edge, with `truncated` and `nextOffset` so the model can read on. Messages are read here
 * too because the correspondence list and search only show them clipped.
 */
import * as z from 'zod';
import { isHighSurrogate, isLowSurrogate, type ClaimDocument, type ClaimRecord, type Correspondence } from '@claims/shared';
import { ukDateTime } from '../../domain/calendar/dates';
import { messageHeading } from './build-timeline';
import { memo } from '../../domain/claim-cache';
import { partiesById, partyLabel } from '../../domain/claim-facts';
import { RESULT_CAP } from './compact';
import { cite } from '../../domain/source-ids';
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

function messagesById(claim: ClaimRecord) {
  return memo(claim, 'messagesById', () => new Map(claim.correspondence.map((m) => [m.id, m])));
}

type Readable = { document: ClaimDocument } | { message: Correspondence };

/**
 * The document or message an id names: a document's id, a message's id, or either written as
 * search_claim's source or a citation marker ("correspondence:ID", "note:ID", "msg:ID",
 * "[doc:ID]"). An exact id wins, and a document before a message of the same id.
 */
function findReadable(claim: ClaimRecord, asked: string): Readable | undefined {
  const docs = documentsById(claim);
  const messages = messagesById(claim);
  const exactDocument = docs.get(asked);
  if (exactDocument) return { document: exactDocument };
  const exactMessage = messages.get(asked);
  if (exactMessage) return { message: exactMessage };
  const marked = /^\[?(document|doc|correspondence|note|msg):(.+?)\]?$/.exec(asked.trim());
  if (!marked) return undefined;
  const [, kind, id = ''] = marked;
  if (kind === 'document' || kind === 'doc') {
    const document = docs.get(id);
    return document && { document };
  }
  const message = messages.get(id);
  return message && { message };
}

function knownIds(claim: ClaimRecord): string {
  const ids = claim.documents.map((d) => d.id);
  const messages = 'Message ids are in get_claim_section "correspondence" and search_claim hits.';
  if (ids.length === 0) return `This claim has no documents. ${messages}`;
  const shown = ids.slice(0, 20).join(', ');
  return `Document ids on this claim: ${shown}${ids.length > 20 ? ` and ${ids.length - 20} more (get_claim_section "documents" lists them)` : ''}. ${messages}`;
}

/** Everything but the text window: what the record is, where it came from, how long it is. */
function headOf(claim: ClaimRecord, found: Readable): Record<string, unknown> {
  if ('document' in found) {
    const doc = found.document;
    return {
      id: doc.id,
      cite: `[${cite.doc(doc.id)}]`,
      title: doc.title,
      kind: doc.kind,
      receivedDate: doc.receivedDate,
      ...(doc.fromPartyId ? { from: partyLabel(claim, doc.fromPartyId) } : {}),
      ...(doc.pages ? { pages: doc.pages } : {}),
      totalChars: doc.text.length,
    };
  }
  const m = found.message;
  const who = (id?: string) => (id ? (partiesById(claim).get(id)?.name ?? id) : undefined);
  return {
    id: m.id,
    cite: `[${cite.msg(m.id)}]`,
    kind: 'message',
    title: m.subject ?? messageHeading(m, who),
    at: ukDateTime(m.at),
    direction: m.direction,
    channel: m.channel,
    ...(m.partyId ? { party: partyLabel(claim, m.partyId) } : {}),
    ...(m.author ? { author: m.author } : {}),
    totalChars: m.text.length,
  };
}

export const getDocumentTool = defineTool({
  name: 'get_document',
  description:
    'Read a document of the claim, or a message of its correspondence, by its id: a window of its text from `offset` (default the start). When `truncated` is true, call again with `nextOffset` to read on. search_claim gives ids and offsets of matching passages; its sources ("document:ID", "correspondence:ID", "note:ID") work as ids too.',
  input: {
    documentId: z
      .string()
      .min(1)
      .describe('The document or message id, e.g. from get_claim_section "documents" or "correspondence", or a search_claim source.'),
    offset: z.number().int().min(0).optional().describe('Character offset to start reading from.'),
  },
  personalData: { result: true },
  activity: ({ documentId }) => (/^\[?(correspondence|note|msg):/.test(documentId) ? 'Reading a message…' : 'Reading a document…'),
  run: ({ documentId, offset: asked = 0 }, { claim }) => {
    const found = findReadable(claim, documentId);
    if (!found) throw new Error(`No document or message with id "${documentId}" on this claim. ${knownIds(claim)}`);
    const text = 'document' in found ? found.document.text : found.message.text;
    const what = 'document' in found ? `document "${found.document.id}"` : `message "${found.message.id}"`;
    const total = text.length;
    if (asked > 0 && asked >= total) {
      throw new Error(`offset ${asked} is past the end of ${what} (${total} characters).`);
    }
    // An offset inside a character (between the halves of an emoji) starts at the character.
    const offset = isLowSurrogate(text.charCodeAt(asked)) && asked > 0 ? asked - 1 : asked;
    const head = { ...headOf(claim, found), offset };
    // Room for the text once the other fields are written, with nextOffset at its longest.
    const room = RESULT_CAP - JSON.stringify({ ...head, text: '', truncated: true, nextOffset: total }).length;
    const end = windowEnd(text, offset, room);
    const truncated = end < total;
    const window = total === 0 ? `This ${'document' in found ? 'document' : 'message'} has no extracted text.` : text.slice(offset, end);
    return {
      result: JSON.stringify({ ...head, text: window, truncated, ...(truncated ? { nextOffset: end } : {}) }),
    };
  },
});
