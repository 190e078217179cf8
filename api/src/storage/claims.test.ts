import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { demoClaim } from '../../test/helpers';
import { CHUNK_CHARS, getClaim, putClaim, splitIntoChunks } from './claims';

/** True when the text holds half of a surrogate pair on its own. */
const hasLoneSurrogate = (text: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('splitIntoChunks', () => {
  it('cuts at the size, and joins back to the same text', () => {
    expect(splitIntoChunks('abcdefg', 3)).toEqual(['abc', 'def', 'g']);
    expect(splitIntoChunks('', 3)).toEqual([]);
  });

  it('never splits an emoji between two chunks', () => {
    const text = 'ab😀cd😀';
    const chunks = splitIntoChunks(text, 3);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) expect(hasLoneSurrogate(chunk)).toBe(false);
    expect(hasLoneSurrogate('a\uD83D')).toBe(true);
    expect(chunks).toEqual(['ab', '😀c', 'd😀']);
  });
});

describe('putClaim and getClaim', () => {
  it('store a record intact when an emoji falls on a chunk boundary', async () => {
    const record = demoClaim(0);
    record.id = 'CLM-TEST-EMOJI';
    record.documents = [{ id: 'note-1', title: 'Note', kind: 'letter', receivedDate: record.notifiedDate, text: '😀' }];
    // Pad the text so the emoji's first half is the last unit of the first chunk.
    const at = JSON.stringify(record).indexOf('😀');
    record.documents[0]!.text = `${'x'.repeat(CHUNK_CHARS - 1 - at)}😀 and the rest of the note.`;
    expect(JSON.stringify(record).indexOf('😀')).toBe(CHUNK_CHARS - 1);

    await putClaim(env.DB, record);
    const chunks = await env.DB.prepare('SELECT body FROM claim_chunks WHERE claim_id = ? ORDER BY seq').bind(record.id).all<{ body: string }>();
    expect(chunks.results.length).toBe(2);
    expect(chunks.results.map((r) => r.body).join('')).toBe(JSON.stringify(record));
    const back = await getClaim(env.DB, 'CLM-TEST-EMOJI');
    expect(back?.record).toEqual(record);
  });
});
