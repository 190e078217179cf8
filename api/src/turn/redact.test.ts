import { describe, expect, it } from 'vitest';
import { maskContactDetails, preview, redactJsonText } from './redact';

describe('redaction of provenance', () => {
  it('keeps names, ids, dates and numbers; masks contact details and free text', () => {
    const result = JSON.stringify({
      id: 'p2',
      name: 'Priya Shah',
      role: 'claimant',
      email: 'priya@example.com',
      phone: '07700 900123',
      address: '12 Acacia Avenue, Leeds LS6 2AB',
      dateOfBirth: '1984-02-29',
      notes: 'Lives alone since her husband died; prefers calls after 6pm.',
      contacts: { inbound: 4, outbound: 3 },
    });
    const redacted = JSON.parse(redactJsonText(result));
    expect(redacted).toMatchObject({
      id: 'p2',
      name: 'Priya Shah',
      role: 'claimant',
      email: '[email]',
      phone: '[phone]',
      address: '[address]',
      dateOfBirth: '1984-02-29',
      contacts: { inbound: 4, outbound: 3 },
    });
    expect(redacted.notes).toMatch(/^\[text, \d+ chars\]$/);
    expect(JSON.stringify(redacted)).not.toMatch(/husband|Acacia|priya@|900123/);
  });

  it('masks single words of prose, which can be health data, but keeps codes, ids and dates', () => {
    const redacted = JSON.parse(redactJsonText(JSON.stringify({
      signals: [{ driver: 'health', cue: 'anxiety', sourceId: 'msg:c7' }, { driver: 'capability', cue: 'Disability', sourceId: 'doc:d2' }],
      status: 'in_arrears',
      premium: 'instalments_current',
      ref: 'CMP-26-0412',
      code: 'POL',
      at: '2026-10-02T09:30:00Z',
    })));
    expect(redacted).toEqual({
      signals: [{ driver: 'health', cue: '[text, 7 chars]', sourceId: 'msg:c7' }, { driver: 'capability', cue: '[text, 10 chars]', sourceId: 'doc:d2' }],
      status: 'in_arrears',
      premium: 'instalments_current',
      ref: 'CMP-26-0412',
      code: 'POL',
      at: '2026-10-02T09:30:00Z',
    });
  });

  it('masks contact details inside kept strings and leaves dates alone', () => {
    expect(maskContactDetails('Call 020 7946 0958 or mail a.b@example.co.uk on 2026-10-02')).toBe(
      'Call [phone] or mail [email] on 2026-10-02',
    );
  });

  it('summarises long text that is not JSON, and cuts previews', () => {
    expect(redactJsonText('x'.repeat(500))).toBe('[text, 500 chars]');
    expect(redactJsonText('No diagnosis recorded on this claim.')).toBe('No diagnosis recorded on this claim.');
    expect(preview('abcdef', 4)).toBe('abc…');
  });
});

describe('masking contact details', () => {
  it('reads emails and phone numbers the way the patterns in the comments say', () => {
    // A number starts at its first digit (or +), so an opening bracket stays.
    expect(maskContactDetails('+44 20 7946 0958, (020) 7946-0958 and 07700 900123.')).toBe('[phone], ([phone] and [phone].');
    expect(maskContactDetails('first.last+claims@mail.example-insurer.co.uk;')).toBe('[email];');
    expect(maskContactDetails('a@b.c@d.e, x@localhost, @example.com, trailing@dot.')).toBe('[email]@d.e, x@localhost, @example.com, trailing@dot.');
    expect(maskContactDetails('ref-07700 900123, 0770090012x, 12345 6789, on 2026-10-02.')).toBe('ref-07700 900123, 0770090012x, [phone], on 2026-10-02.');
    expect(maskContactDetails('Leeds LS6 2AB')).toBe('Leeds [postcode]');
  });

  it('masks long runs that hold no contact details or end in one, whole and unchanged elsewhere', () => {
    const letters = 'a'.repeat(200_000);
    expect(maskContactDetails(letters)).toBe(letters);
    expect(maskContactDetails(`${letters}@example.com`)).toBe('[email]');
    expect(maskContactDetails(`${'a.'.repeat(100_000)} write to priya@example.com`)).toBe(`${'a.'.repeat(100_000)} write to [email]`);
    const digitsAndHyphens = '(12-'.repeat(50_000);
    expect(maskContactDetails(digitsAndHyphens)).toBe(digitsAndHyphens);
    expect(maskContactDetails(`${' 1-'.repeat(70_000)}x call 07700 900123`)).toBe(`${' 1-'.repeat(70_000)}x call [phone]`);
    expect(maskContactDetails(`${'1 '.repeat(100_000)}`)).toBe('[phone] ');
    expect(redactJsonText(JSON.stringify({ query: letters }))).toBe(JSON.stringify({ query: letters }));
    expect(redactJsonText(JSON.stringify({ q: letters }))).toBe('{"q":"[text, 200000 chars]"}');
  });

  it('masks exactly what the plain regular expressions mask, on many short texts', () => {
    // The patterns the scans stand for; fine on short texts, slow on long runs.
    const email = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
    const phone = /(?<![\w-])(?:\+?\d[\d ()-]{8,}\d)(?![\w-])/g;
    const postcode = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/gi;
    const byRegex = (text: string) =>
      text.replace(email, '[email]').replace(phone, (m) => (/^\d{4}-\d{2}-\d{2}$/.test(m) ? m : '[phone]')).replace(postcode, '[postcode]');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const alphabets = ['0123 ()-+a9', 'ab.@-+_1 x', '077 9-()+41a20-.@\n', 'ab12@.-+ ()_Zé,'];
    let masked = 0;
    for (const alphabet of alphabets) {
      for (let i = 0; i < 5000; i += 1) {
        let text = '';
        for (let n = 5 + Math.floor(random() * 35); n > 0; n -= 1) text += alphabet[Math.floor(random() * alphabet.length)];
        const expected = byRegex(text);
        if (expected !== text) masked += 1;
        expect(maskContactDetails(text), JSON.stringify(text)).toBe(expected);
      }
    }
    expect(masked).toBeGreaterThan(1000); // the texts do exercise the masking
  });
});

describe('redaction of titles and subjects', () => {
  it('masks a message subject the same way whether a tool names it subject or title (it can hold an address or health details)', async () => {
    const subject = 'Damage to my wall - 112 Marlborough Road';
    const asSubject = JSON.parse(redactJsonText(JSON.stringify({ messages: [{ id: 'msg-1', subject }] })));
    const asTitle = JSON.parse(redactJsonText(JSON.stringify({ hits: [{ source: 'correspondence:msg-1', cite: '[msg:msg-1]', title: subject }] })));
    expect(asSubject.messages[0].subject).toBe(`[text, ${subject.length} chars]`);
    expect(asTitle.hits[0]).toEqual({ source: 'correspondence:msg-1', cite: '[msg:msg-1]', title: `[text, ${subject.length} chars]` });
  });

  it("keeps no address or health detail from search_claim's hits on the demo claims, only where to find them", async () => {
    const { DEMO_CLAIMS, DEMO_TODAY } = await import('../../demo');
    const { searchClaimTool } = await import('../capabilities/tools/search-claim');
    const searches: [string, string, RegExp][] = [
      ['CLM-26-005032', 'Marlborough', /Marlborough/],
      ['CLM-24-007736', 'Harrow', /Harrow Road/],
      ['CLM-26-002907', 'therapy', /therapy|rehabilitation/i],
    ];
    for (const [claimId, query, leak] of searches) {
      const claim = DEMO_CLAIMS.find((c) => c.id === claimId)!;
      const { result } = await searchClaimTool.run({ query } as never, { claim, today: DEMO_TODAY });
      const redacted = JSON.parse(redactJsonText(result)) as { query: string; hits: { source: string; title: string }[] };
      expect(redacted.query).toBe(query); // what the handler searched for stays
      expect(redacted.hits.length).toBeGreaterThan(0);
      for (const hit of redacted.hits) {
        expect(hit.source).toMatch(/^(document|correspondence|note):/);
        expect(hit.title, claimId).not.toMatch(leak);
      }
    }
  });
});
