import { describe, expect, it } from 'vitest';
import { call, callJson, document, makeClaim, message } from '../../../test/support/test-fixtures';
import { searchClaimTool } from './search-claim';

const claim = () =>
  makeClaim({
    documents: [
      document('d1', 'Engineer report. The vehicle is a total loss; salvage category S. Repair costs exceed the market value.', { title: 'Engineer report' }),
      document(
        'd2',
        `${'Background text about the journey and the weather. '.repeat(60)}The claimant's physiotherapy started in November and the whiplash symptoms persist.${' More routine text. '.repeat(60)}`,
        { title: 'Medical report', kind: 'medical_report' },
      ),
    ],
    correspondence: [
      message('c1', '2026-10-05', 'inbound', 'I want to make a complaint about the delay with the engineer.', { subject: 'Complaint' }),
      message('c2', '2026-10-06', 'internal', 'Spoke to the engineer: total loss likely.', { channel: 'note' }),
      message('c3', '2026-10-07', 'outbound', 'We have instructed an engineer.'),
    ],
  });

describe('search_claim', () => {
  it('ranks passages with BM25 and names each source', async () => {
    const out = await callJson(searchClaimTool, { query: 'total loss' }, claim());
    const sources = out.hits.map((h: { source: string }) => h.source);
    expect(sources.slice(0, 2).sort()).toEqual(['document:d1', 'note:c2']);
    expect(sources).not.toContain('correspondence:c1');
    expect(out.hits[0]).toMatchObject({ title: expect.any(String), snippet: expect.stringMatching(/total loss/i) });
  });

  it('matches word beginnings and gives the offset of a passage deep in a long document', async () => {
    const out = await callJson(searchClaimTool, { query: 'physio' }, claim());
    expect(out.hits).toHaveLength(1);
    const [hit] = out.hits;
    expect(hit).toMatchObject({ source: 'document:d2', cite: '[doc:d2]' });
    expect(hit.snippet).toContain('physiotherapy started in November');
    expect(hit.offset).toBeGreaterThan(2000);
  });

  it('gives a message hit the offset to read the whole message at with get_document', async () => {
    const long = makeClaim({
      correspondence: [
        message('m1', '2026-10-05', 'inbound', `${'About the car and the garage. '.repeat(120)}My daughter is my carer and reads my letters to me.`),
      ],
    });
    const [hit] = (await callJson(searchClaimTool, { query: 'carer' }, long)).hits;
    expect(hit).toMatchObject({ source: 'correspondence:m1', cite: '[msg:m1]' });
    expect(hit.offset).toBeGreaterThan(3000);
  });

  it('prefers a complaint message for "complaint" and cites messages as msg', async () => {
    const out = await callJson(searchClaimTool, { query: 'complaint' }, claim());
    expect(out.hits[0]).toMatchObject({ source: 'correspondence:c1', cite: '[msg:c1]' });
  });

  it('falls back to fuzzy matching for a misspelling', async () => {
    const out = await callJson(searchClaimTool, { query: 'enginere' }, claim());
    expect(out.hits.length).toBeGreaterThan(0);
  });

  it('says so when nothing matches', async () => {
    const out = await call(searchClaimTool, { query: 'helicopter' }, claim());
    expect(out).toMatchObject({
      isError: false,
      result: 'No matches for "helicopter" in 2 documents and 3 messages. Try other or fewer words, or get_claim_section to browse.',
    });
  });

  it('honours the limit, keeps under the cap and counts every match left out, not only those over the cap', async () => {
    const many = makeClaim({
      correspondence: Array.from({ length: 40 }, (_, i) =>
        message(`c${i}`, '2026-10-05', 'inbound', `Message ${i}: ${'the repair garage has the car and the repair is waiting for parts. '.repeat(8)}`),
      ),
    });
    const out = await call(searchClaimTool, { query: 'repair garage parts', limit: 20 }, many);
    expect(out.result.length).toBeLessThanOrEqual(4000);
    const parsed = JSON.parse(out.result);
    expect(parsed.matched).toBe(40);
    expect(parsed.hits.length).toBeGreaterThan(5);
    expect(parsed.hits.length).toBeLessThan(20);
    expect(parsed.more).toEqual({
      shown: `1–${parsed.hits.length}`,
      total: 40,
      leftOut: 40 - parsed.hits.length,
      nextOffset: parsed.hits.length,
      note: `Call search_claim with the same query and offset ${parsed.hits.length} for the next matches, or use more specific words.`,
    });
    const three = await callJson(searchClaimTool, { query: 'repair', limit: 3 }, many);
    expect(three.hits).toHaveLength(3);
    expect(three.more).toMatchObject({ total: 40, leftOut: 37, nextOffset: 3 });
  });

  it('pages through every match with offset, each source once, and says when an offset is past the end', async () => {
    const many = makeClaim({
      correspondence: Array.from({ length: 30 }, (_, i) => message(`c${i}`, '2026-10-05', 'inbound', `Message ${i} about the hire car.`)),
    });
    const seen: string[] = [];
    let offset: number | undefined = 0;
    while (offset !== undefined) {
      const page: { matched: number; hits: { source: string }[]; more?: { nextOffset?: number } } = await callJson(
        searchClaimTool,
        { query: 'hire car', limit: 8, offset },
        many,
      );
      expect(page.matched).toBe(30);
      seen.push(...page.hits.map((h) => h.source));
      offset = page.more?.nextOffset;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    const last = await callJson(searchClaimTool, { query: 'hire car', limit: 8, offset: 24 }, many);
    expect(last.more).toEqual({ shown: '25–30', total: 30, leftOut: 24 });
    const past = await callJson(searchClaimTool, { query: 'hire car', offset: 30 }, many);
    expect(past).toMatchObject({ matched: 30, hits: [], more: { total: 30, note: 'Offset 30 is past the end: there are 30 matches in all.' } });
  });

  it('gives no more note when every match is shown', async () => {
    const out = await callJson(searchClaimTool, { query: 'engineer' }, claim());
    expect(out.matched).toBe(out.hits.length);
    expect(out.more).toBeUndefined();
  });

  it('finds an amount however it is written, and not every other amount that starts alike', async () => {
    const money = makeClaim({
      documents: [
        document('inv', 'Hand therapy invoice. Sessions: 8 at £90.00 = £720.00. Splint £160.00. Total: £1,440.00', { title: 'Clinic invoice' }),
        document('est', 'Repair estimate: labour £1,000 and parts £1,150; storage £14.40 a day; total £14,400.', { title: 'Repair estimate' }),
      ],
    });
    for (const query of ['£1,440', '1440', '£1440', '1,440', '£1,440.00']) {
      const out = await callJson(searchClaimTool, { query }, money);
      expect(
        out.hits.map((h: { source: string }) => h.source),
        query,
      ).toEqual(['document:inv']);
      expect(out.hits[0].snippet, query).toContain('£1,440.00');
    }
    // A different amount is not offered as a near miss.
    expect((await call(searchClaimTool, { query: '£1,441' }, money)).result).toMatch(/^No matches for "£1,441"/);
    expect((await callJson(searchClaimTool, { query: '14400' }, money)).hits.map((h: { source: string }) => h.source)).toEqual(['document:est']);
  });

  it('finds a registration or postcode written with or without its space', async () => {
    const reg = makeClaim({
      documents: [document('eng', 'Engineer report. Vehicle: VW Polo, WU17 HKD, inspected at SN2 1EX.', { title: 'Engineer report' })],
      correspondence: [message('m1', '2026-10-05', 'inbound', 'The recovery yard has WU17HKD and wants paying.')],
    });
    for (const query of ['WU17 HKD', 'WU17HKD', 'wu17hkd']) {
      const out = await callJson(searchClaimTool, { query }, reg);
      expect(out.hits.map((h: { source: string }) => h.source).sort(), query).toEqual(['correspondence:m1', 'document:eng']);
      for (const hit of out.hits) expect(hit.snippet, query).toMatch(/WU17 ?HKD/);
    }
    expect((await callJson(searchClaimTool, { query: 'SN21EX' }, reg)).hits[0].snippet).toContain('SN2 1EX');
  });

  it('matches a name with or without its accents, and shows it', async () => {
    const accents = makeClaim({
      correspondence: [
        message('m1', '2026-10-05', 'inbound', 'Please call Siân Hughes about the claim.'),
        message('m2', '2026-10-06', 'inbound', 'Renée will send the photos of the café.'),
      ],
    });
    for (const [query, source, shown] of [
      ['Sian', 'correspondence:m1', 'Siân Hughes'],
      ['Siân', 'correspondence:m1', 'Siân Hughes'],
      ['Renee cafe', 'correspondence:m2', 'Renée'],
    ] as const) {
      const out = await callJson(searchClaimTool, { query }, accents);
      expect(out.hits[0]?.source, query).toBe(source);
      expect(out.hits[0].snippet, query).toContain(shown);
    }
  });

  it('centres the snippet on the words searched for, not on an earlier word that merely starts alike', async () => {
    const ref = makeClaim({
      documents: [
        document(
          'sol',
          `Clifton Park Solicitors. Dated 26 September 2026. ${'Routine correspondence about the claim and our client. '.repeat(6)}Your ref: CLM-26-002907. Our ref: CP/OK/118.`,
          { title: 'Letter of claim' },
        ),
      ],
    });
    const out = await callJson(searchClaimTool, { query: 'CLM-26-002907' }, ref);
    expect(out.hits[0].snippet).toContain('CLM-26-002907');
  });

  it('says when a query has nothing to search on, and how long a query may be', async () => {
    for (const query of ['the and of', '???', 'a', '— / —']) {
      expect((await call(searchClaimTool, { query }, claim())).result, query).toBe(
        `"${query}" has only common words or punctuation, which are not searched. Give a distinctive word, a name, an amount or a reference.`,
      );
    }
    expect((await call(searchClaimTool, { query: 'engineer '.repeat(60) }, claim())).result).toMatch(/query: Keep the query to 300 characters at most/);
  });

  it('refuses an empty query and a limit out of range', async () => {
    expect((await call(searchClaimTool, { query: '   ' }, claim())).result).toMatch(/query: Give some words to search for/);
    expect((await call(searchClaimTool, { query: 'x', limit: 50 }, claim())).result).toMatch(/limit:/);
  });

  it('declares personal data in arguments and results', () => {
    expect(searchClaimTool.personalData).toEqual({ arguments: true, result: true });
  });
});
