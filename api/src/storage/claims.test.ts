import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { demoClaim } from '../../test/helpers';
import { DEMO_CLAIMS } from '../../demo';
import { CHUNK_CHARS, claimHeadQuery, getClaim, putClaim, resolveClaim, splitIntoChunks, type ClaimHead } from './claims';

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

describe('reading a claim while it is replaced', () => {
  it('never pairs the access check of one team with the record of another', async () => {
    const record = demoClaim(0);
    record.id = 'CLM-TEST-MOVED';
    await putClaim(env.DB, record);
    const head = (await claimHeadQuery(env.DB, record.id).first<ClaimHead>())!;
    // Replaced and moved to another team between the access check and the read of the record.
    const moved = structuredClone(record);
    moved.handler = DEMO_CLAIMS.find((c) => c.handler.team !== record.handler.team)!.handler;
    await putClaim(env.DB, moved);
    expect(await resolveClaim(env.DB, record.id, head)).toBeUndefined();
    const now = await getClaim(env.DB, record.id);
    expect(now).toMatchObject({ team: moved.handler.team, version: 2, record: moved });
  });

  it('gives the newer version, numbered as such, when the team is unchanged', async () => {
    const record = demoClaim(0);
    record.id = 'CLM-TEST-REPLACED';
    await putClaim(env.DB, record);
    const head = (await claimHeadQuery(env.DB, record.id).first<ClaimHead>())!;
    const replaced = structuredClone(record);
    replaced.loss.description = 'Corrected account of the loss.';
    await putClaim(env.DB, replaced);
    expect(await resolveClaim(env.DB, record.id, head)).toEqual({ record: replaced, team: record.handler.team, version: 2 });
  });
});

describe('a stored record with a lost chunk', () => {
  it('is refused rather than read back with a document silently shortened', async () => {
    const record = demoClaim(0);
    record.id = 'CLM-TEST-LOST-CHUNK';
    record.documents = [{ id: 'long', title: 'Long report', kind: 'letter', receivedDate: record.notifiedDate, text: 'x'.repeat(1_000_000) }];
    await putClaim(env.DB, record);
    // The middle chunk lies wholly inside the document's text, so the rest still parses as JSON.
    await env.DB.prepare('DELETE FROM claim_chunks WHERE claim_id = ? AND seq = 1').bind(record.id).run();
    await expect(getClaim(env.DB, record.id)).rejects.toThrow(/CLM-TEST-LOST-CHUNK is damaged/);
  });
});
