import { describe, expect, it } from 'vitest';
import { call, callJson, document, makeClaim, message } from '../../../test/support/test-fixtures';
import { RESULT_CAP } from './compact';
import { DOCUMENT_WINDOW, getDocumentTool } from './get-document';

const long = 'word '.repeat(2000); // 10,000 characters
const claim = () =>
  makeClaim({
    documents: [document('d1', long, { title: 'Witness statement', fromPartyId: 'p2', pages: 4 }), document('d2', 'Short letter.'), document('d3', '')],
  });

describe('get_document', () => {
  it('returns a window with truncated and nextOffset, then reads on to the end', async () => {
    const first = await callJson(getDocumentTool, { documentId: 'd1' }, claim());
    expect(first).toMatchObject({
      id: 'd1',
      cite: '[doc:d1]',
      title: 'Witness statement',
      from: 'Sam Patel (third party)',
      pages: 4,
      totalChars: 10000,
      offset: 0,
      truncated: true,
    });
    expect(first.text.length).toBeLessThanOrEqual(DOCUMENT_WINDOW);
    expect(first.text.endsWith(' ')).toBe(true);
    let offset = first.nextOffset;
    let read = first.text;
    for (let guard = 0; offset !== undefined && guard < 10; guard += 1) {
      const next = await callJson(getDocumentTool, { documentId: 'd1', offset }, claim());
      read += next.text;
      offset = next.nextOffset;
      if (!next.truncated) expect(next.nextOffset).toBeUndefined();
    }
    expect(read).toBe(long);
  });

  // Control characters other than tab, LF and CR are refused at import (shared/src/safe-text.ts), so a stored text has none.
  it('sizes the window so escaped text (CRLF, quotes, tabs, backslashes) keeps the result whole under the cap', async () => {
    const awkward = '"Quoted"\r\n\tline \\ with a backslash 😀 '.repeat(400);
    const emoji = '😀'.repeat(3000);
    const claim = makeClaim({ documents: [document('d4', awkward, { title: 'A "quoted"\ttitle' }), document('d5', emoji)] });
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const [documentId, whole] of [
      ['d4', awkward],
      ['d5', emoji],
    ] as const) {
      let offset: number | undefined = 0;
      let read = '';
      for (let pages = 0; offset !== undefined; pages += 1) {
        expect(pages).toBeLessThan(40);
        const out = await call(getDocumentTool, { documentId, offset }, claim);
        expect(out.result.length).toBeLessThanOrEqual(RESULT_CAP);
        const page = JSON.parse(out.result);
        expect(page.offset).toBe(offset);
        expect(page.text.length).toBeLessThanOrEqual(DOCUMENT_WINDOW);
        expect(loneSurrogate.test(page.text)).toBe(false);
        expect(page.truncated).toBe(page.nextOffset !== undefined);
        if (page.truncated) expect(page.nextOffset).toBe(offset + page.text.length);
        read += page.text;
        offset = page.nextOffset;
      }
      expect(read).toBe(whole);
    }
  });

  it('starts a window asked to open between the halves of an emoji at the emoji', async () => {
    const text = 'Car \u{1F697} damaged.';
    const inside = text.indexOf('\u{1F697}') + 1;
    const window = await callJson(getDocumentTool, { documentId: 'd1', offset: inside }, makeClaim({ documents: [document('d1', text)] }));
    expect(window).toMatchObject({ offset: inside - 1, text: '\u{1F697} damaged.' });
  });

  it('returns a short document whole and says when there is no text', async () => {
    expect(await callJson(getDocumentTool, { documentId: 'd2' }, claim())).toMatchObject({ text: 'Short letter.', truncated: false });
    expect((await callJson(getDocumentTool, { documentId: 'd3' }, claim())).text).toBe('This document has no extracted text.');
  });

  it('fails clearly for an unknown id or an offset past the end, listing the ids', async () => {
    const unknown = await call(getDocumentTool, { documentId: 'd9' }, claim());
    expect(unknown).toMatchObject({
      isError: true,
      result:
        'Tool failed: No document or message with id "d9" on this claim. Document ids on this claim: d1, d2, d3. Message ids are in get_claim_section "correspondence" and search_claim hits.',
    });
    expect((await call(getDocumentTool, { documentId: 'd2', offset: 500 }, claim())).result).toMatch(/past the end of document "d2" \(13 characters\)/);
  });

  it('refuses a missing id and a negative offset', async () => {
    expect((await call(getDocumentTool, {}, claim())).result).toMatch(/^Tool failed: invalid input for get_document: documentId:/);
    expect((await call(getDocumentTool, { documentId: 'd1', offset: -1 }, claim())).result).toMatch(/offset:/);
  });

  it('reads a message in full by its id, as the correspondence list and search give it, in windows like a document', async () => {
    const letter = `Dear Sir, ${'I am writing again about the delay to my repairs and the cost of the hire car. '.repeat(60)}Yours, Alex Morgan`;
    const withMessages = makeClaim({
      documents: [document('d1', 'A document.')],
      correspondence: [
        message('m1', '2026-10-04T23:30:00Z', 'inbound', letter, { partyId: 'p1', subject: 'Formal complaint' }),
        message('n1', '2026-10-06T10:00:00+01:00', 'internal', 'Called the garage: parts due Friday.', { channel: 'note', author: 'Jo Reed' }),
      ],
    });
    const first = await callJson(getDocumentTool, { documentId: 'm1' }, withMessages);
    expect(first).toMatchObject({
      id: 'm1',
      cite: '[msg:m1]',
      kind: 'message',
      title: 'Formal complaint',
      at: '2026-10-05T00:30+01:00',
      direction: 'inbound',
      channel: 'email',
      party: 'Alex Morgan (policyholder)',
      totalChars: letter.length,
      offset: 0,
      truncated: true,
    });
    let read = first.text;
    let offset = first.nextOffset;
    for (let pages = 0; offset !== undefined; pages += 1) {
      expect(pages).toBeLessThan(10);
      const next = await callJson(getDocumentTool, { documentId: 'm1', offset }, withMessages);
      read += next.text;
      offset = next.nextOffset;
    }
    expect(read).toBe(letter);
    // The forms search_claim and the citations use open the same record.
    for (const documentId of ['note:n1', 'correspondence:n1', 'msg:n1', '[msg:n1]']) {
      expect(await callJson(getDocumentTool, { documentId }, withMessages), documentId).toMatchObject({
        id: 'n1',
        kind: 'message',
        title: 'Internal note by Jo Reed',
        author: 'Jo Reed',
        text: 'Called the garage: parts due Friday.',
        truncated: false,
      });
    }
    for (const documentId of ['document:d1', 'doc:d1', '[doc:d1]']) {
      expect(await callJson(getDocumentTool, { documentId }, withMessages), documentId).toMatchObject({ id: 'd1', kind: 'letter', text: 'A document.' });
    }
    const unknown = await call(getDocumentTool, { documentId: 'zz' }, withMessages);
    expect(unknown.result).toBe(
      'Tool failed: No document or message with id "zz" on this claim. Document ids on this claim: d1. Message ids are in get_claim_section "correspondence" and search_claim hits.',
    );
  });

  it('prefers the document when a document and a message share an id, and opens the message with its prefix', async () => {
    const shared = makeClaim({ documents: [document('x1', 'The document.')], correspondence: [message('x1', '2026-10-05', 'inbound', 'The message.')] });
    expect((await callJson(getDocumentTool, { documentId: 'x1' }, shared)).text).toBe('The document.');
    expect((await callJson(getDocumentTool, { documentId: 'msg:x1' }, shared)).text).toBe('The message.');
  });
});
