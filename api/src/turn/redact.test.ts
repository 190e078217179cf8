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
    const redacted = JSON.parse(
      redactJsonText(
        JSON.stringify({
          signals: [
            { driver: 'health', cue: 'anxiety', sourceId: 'msg:c7' },
            { driver: 'capability', cue: 'Disability', sourceId: 'doc:d2' },
          ],
          status: 'in_arrears',
          premium: 'instalments_current',
          ref: 'CMP-26-0412',
          code: 'POL',
          at: '2026-10-02T09:30:00Z',
        }),
      ),
    );
    expect(redacted).toEqual({
      signals: [
        { driver: 'health', cue: '[text, 7 chars]', sourceId: 'msg:c7' },
        { driver: 'capability', cue: '[text, 10 chars]', sourceId: 'doc:d2' },
      ],
      status: 'in_arrears',
      premium: 'instalments_current',
      ref: 'CMP-26-0412',
      code: 'POL',
      at: '2026-10-02T09:30:00Z',
    });
  });

  it('masks contact details inside kept strings and leaves dates alone', () => {
    expect(maskContactDetails('Call 020 7946 0958 or mail a.b@example.co.uk on 2026-10-02')).toBe('Call [phone] or mail [email] on 2026-10-02');
  });

  it('summarises long text that is not JSON, and cuts previews', () => {
    expect(redactJsonText('x'.repeat(500))).toBe('[text, 500 chars]');
    expect(redactJsonText('No diagnosis recorded on this claim.')).toBe('No diagnosis recorded on this claim.');
    expect(preview('abcdef', 4)).toBe('abc…');
  });
});

describe('masking contact details', () => {
  it('masks exactly what the plain regular expressions mask, on many short texts', () => {
    // The patterns the scans stand for; fine on short texts, slow on long runs.
    const email = /(?:[\w.+-]|(?<=\w)['\u2019](?=\w))+@[\w-]+(\.[\w-]+)+/g;
    const phone = /(?<![\w-])(?:\+?\d[\d ()-]{8,}\d)(?![\w-])/g;
    const postcode = /\b[A-Z]{1,2}\d[A-Z\d]? {0,2}\d[ABD-HJLNP-UW-Z]{2}\b/gi;
    // Dates are set aside first; the rest is masked between them.
    const [day, month, sep] = ['(?:0?[1-9]|[12]\\d|3[01])', '(?:0?[1-9]|1[0-2])', ' ?[-.] ?'];
    const dashed = `\\d{4}${sep}${month}${sep}${day}|${day}${sep}${month}${sep}\\d{4}`;
    // Dates with spaces only: two-digit day and month, a 19xx/20xx year, no digits close by except
    // a time after or another date across a range's dash.
    const [day2, month2, year] = ['(?:0[1-9]|[12]\\d|3[01])', '(?:0[1-9]|1[0-2])', '(?:19|20)\\d{2}'];
    const spaced = `${day2} ${month2} ${year}|${year} ${month2} ${day2}`;
    const anyDate = `(?:${dashed}|${spaced})`;
    const apartBefore = `(?:(?<=${anyDate} ?[-\u2013] ?)|(?<!\\d[ ()-]{0,3}))`;
    const apartAfter = `(?:(?= [0-2]?\\d[:.][0-5]\\d(?![\\d.:]))|(?= ?[-\u2013] ?${anyDate})|(?![ ()-]{0,3}\\d))`;
    const date = new RegExp(`((?<![\\w-])(?:${dashed}|${apartBefore}(?:${spaced})${apartAfter})(?![\\w-]))`);
    const niNumber = /\b(?:[A-Z]{2}[ -]?(?:\d{2}[ -]?\d{2}[ -]?\d{2}|\d{3}[ -]?\d{3})[ -]?[A-D]|[a-z]{2}\d{6}[a-d])\b/g;
    const sortCode = /(?<![\w-])\d{2}-\d{2}-\d{2}(?:[ ,/]{1,3}\d{4} ?\d{4})?(?![\w-])/g;
    const spacedSortCode = /(?<![\w+()-]|[\d)] )\d{2} \d{2} \d{2}(?:[ ,/]{1,3}\d{4} ?\d{4})?(?![\w-]| \(?\d)/g;
    const cuedSortCode = /\b((?:sort[ -]?code|s\/c)[ \t:.#-]{0,4})\d{2}([ .-]?)\d{2}\2\d{2}(?:[ ,/]{1,3}\d{4} ?\d{4})?(?![\w-])/gi;
    const account = /(?<!\bon )\b(account|acct|acc|a\/c)((?:[ \t]{0,4}(?:number|num|no)\b\.?)?[ \t:#-]{0,4})(?:\d{4} ?\d{4}|\d{2}(?: \d{2}){3})(?![\w-]| \d)/gi;
    const dotted = /(?<![\w+-]|\d\.)(?:\+\d{2,3}[ .]?(?:\(0\)[ .]?)?|0)\d{2,4}(?:[ .]\d{3,6}){1,2}(?![\w-]|\.\d)/g;
    const bankDetailsUnlessDate = (m: string, at: number, all: string) => {
      const [d = 0, mo = 0] = m.split(/[- ]/).map(Number);
      const cued = /(?:sort[ -]?code|s\/c)[\s:.#-]*$/i.test(all.slice(Math.max(0, at - 24), at));
      return d >= 1 && d <= 31 && mo >= 1 && mo <= 12 && !cued ? m : '[bank-details]';
    };
    const iban = /\b[A-Z]{2}\d{2}(?: ?[A-Z\d]{4}){2,7}(?: ?[A-Z\d]{1,3})?\b/gi;
    const ibanValid = (s: string) => {
      const compact = s.replace(/ /g, '').toUpperCase();
      const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
      return BigInt(digits) % 97n === 1n || /^GB\d{2} ?[A-Z]{4}(?: ?\d{4}){3} ?\d{2}$/i.test(s);
    };
    const maskIban = (m: string) => {
      const cuts = [m.length, ...[...m.matchAll(/ /g)].map((space) => space.index).reverse()].filter((cut) => cut >= 15);
      const cut = cuts.find((c) => ibanValid(m.slice(0, c)));
      return cut === undefined ? m : `[bank-details]${m.slice(cut)}`;
    };
    const card = /(?<![\w+.-]|\d[ .-])[2-6]\d{3}(?:([ .-]?)\d{4}\1\d{4}\1\d{1,7}|([ .-]?)\d{6}\2\d{4,5})(?![\w-]|[ .-]\d)/g;
    const luhn = (digits: string) =>
      [...digits].reverse().reduce((sum, d, i) => sum + (i % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(d)]! : Number(d)), 0) % 10 === 0;
    const between = (text: string) =>
      text
        .replace(iban, maskIban)
        .replace(card, (m) => (m.replace(/\D/g, '').length <= 19 && luhn(m.replace(/\D/g, '')) ? '[card-number]' : m))
        .replace(/\b(cvv2?|cvc2?|cv2|csc|security code)([ \t:#.-]{0,4})\d{3,4}(?![\w-])/gi, '$1$2[card-number]')
        .replace(niNumber, '[ni-number]')
        .replace(cuedSortCode, '$1[bank-details]')
        .replace(sortCode, bankDetailsUnlessDate)
        .replace(spacedSortCode, bankDetailsUnlessDate)
        .replace(account, '$1$2[bank-details]')
        .replace(dotted, (m) => (m.replace('(0)', '').replace(/\D/g, '').length >= 10 ? '[phone]' : m))
        .replace(phone, (m) => (m.replace(/\D/g, '').length >= 9 ? '[phone]' : m))
        .replace(postcode, '[postcode]');
    const byRegex = (text: string) =>
      text
        .replace(email, '[email]')
        .split(date)
        .map((part, i) => (i % 2 === 1 ? part : between(part)))
        .join('');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const alphabets: (string | string[])[] = [
      '0123 ()-+a9',
      'ab.@-+_1 x',
      '077 9-()+41a20-.@\n',
      'ab12@.-+ ()_Zé,',
      '0712 .-+()4',
      '2016 - 0.87 ',
      'QC12 3-4.56/A',
      "ab'\u2019@.x -",
    ];
    let masked = 0;
    // Pieces rather than characters, so that dates written with spaces and their neighbours turn up.
    alphabets.push([
      '4111 1111 1111 1111',
      '4111-1111-1111-1111',
      '3782 822463 10005',
      'GB82 WEST 1234 5698 7654 32',
      'BE68 5390 0754 7034',
      'GB82WEST',
      '1234',
      ' ',
      ' ',
      ', ',
      '1',
      'x',
      '-',
      '.',
      'sent',
    ]);
    alphabets.push([
      '07 12 2026',
      '1999 12 31',
      'x',
      'x',
      '07',
      '12',
      '31',
      '2026',
      '1999',
      ' ',
      ' ',
      ' ',
      '-',
      ' - ',
      ':',
      '.',
      '10',
      '(',
      ')',
      '0161',
      '+44',
    ]);
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

describe('masking UK personal numbers and keeping dates', () => {
  it('keeps ids, policy numbers, money, ISO dates and datetimes and registrations', () => {
    const kept = 'CLM-26-004211 WYV-MC-24-118204 WYV-PC-2231907 CMP-26-0533 296520 2026-10-02 2026-10-02T09:30:00Z YH21 KXP LS19 WDN LS19WDN';
    expect(maskContactDetails(kept)).toBe(kept);
    expect(redactJsonText(JSON.stringify({ id: 'CLM-26-004211', ref: 'WYV-PL-21-004418', amountMinor: 1500000000, at: '2026-11-30T10:00:00Z' }))).toBe(
      JSON.stringify({ id: 'CLM-26-004211', ref: 'WYV-PL-21-004418', amountMinor: 1500000000, at: '2026-11-30T10:00:00Z' }),
    );
  });

  it('keeps every date, claim id, policy number and registration in the demo claims, and masks their phone numbers and postcodes', async () => {
    const { DEMO_CLAIMS } = await import('../../demo');
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(DEMO_CLAIMS);
    const keep = /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z)?\b|\b\d{2}\/\d{2}\/\d{2,4}\b|\b[A-Z]{3}-\d{2}-\d{4,6}\b|\bWYV-[A-Z]{2}-[\d-]+\b|\b[A-Z]{2}\d{2} [A-Z]{3}\b/g;
    let checked = 0;
    for (const text of strings) {
      const masked = maskContactDetails(text);
      for (const [token] of text.matchAll(keep)) {
        checked += 1;
        expect(masked, token).toContain(token);
      }
      expect(masked).not.toMatch(/\b0\d{3,4} \d{3} ?\d{3,4}\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/);
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('stays linear on 200,000-character runs that almost match the new patterns', () => {
    const dateRange = '2026-08-07 - '.repeat(16_000);
    expect(maskContactDetails(`${dateRange}call 07700.900.123`)).toBe(`${dateRange}call [phone]`);
    const dottedDigits = '07700.'.repeat(34_000);
    expect(maskContactDetails(dottedDigits)).toBe(dottedDigits);
    const accounts = 'account '.repeat(25_000);
    expect(maskContactDetails(`${accounts}12345678`)).toBe(`${accounts}[bank-details]`);
    for (const run of ['12-34-'.repeat(34_000), 'QQ 12 '.repeat(34_000), 'SW1A  '.repeat(34_000), '07 - 08 - 2026 '.repeat(14_000), ' ('.repeat(100_000)]) {
      expect(maskContactDetails(run)).toBe(run);
    }
    expect(maskContactDetails('1 - '.repeat(50_000))).toBe('[phone] - ');
  });
});

describe('masking personal numbers written in other common ways', () => {
  it('masks numbers and postcodes written with non-breaking spaces, as pasted from emails and documents', () => {
    expect(maskContactDetails('Mob 07700\u00a0900123, +44\u00a07700\u00a0900\u00a0123, London SW1A\u00a01AA, sort code 20\u202f00\u202f00')).toBe(
      'Mob [phone], [phone], London [postcode], sort code [bank-details]',
    );
    expect(maskContactDetails('Seen 07\u00a008\u00a02026')).toBe('Seen 07 08 2026');
  });
});

describe('redaction by what a field is called', () => {
  it('masks bank, card, contact and NI fields whatever their value looks like, as a call to a tool that does not exist may carry them', () => {
    const redacted = JSON.parse(
      redactJsonText(
        JSON.stringify({
          accountNumber: '12345678',
          sort_code: '01-02-03',
          payee: { bankAccount: '12345678', iban: 'GB00X', cardNumber: '4111 1111 1111 1112', cvv: 123 },
          mobile: '07700900123',
          telephone: '496 0000',
          emailAddress: 'p at example dot com',
          homeAddress: '12 Acacia Avenue',
          postcode: 'LS62AB',
          nino: 'QQ123456',
          claimId: 'CLM-26-004211',
          date: '2026-10-02',
        }),
      ),
    );
    expect(redacted).toEqual({
      accountNumber: '[bank-details]',
      sort_code: '[bank-details]',
      payee: { bankAccount: '[bank-details]', iban: '[bank-details]', cardNumber: '[card-number]', cvv: '[card-number]' },
      mobile: '[phone]',
      telephone: '[phone]',
      emailAddress: '[email]',
      homeAddress: '[address]',
      postcode: '[postcode]',
      nino: '[ni-number]',
      claimId: 'CLM-26-004211',
      date: '2026-10-02',
    });
  });

  it('keeps fields whose names only share a word with a personal one, and counts and flags', () => {
    const kept = { channel: 'phone', phoneCalls: 3, hasEmail: true, accountStatus: 'in_arrears', hotel: 'CLM-26-004211', cardType: 'visa_debit' };
    expect(JSON.parse(redactJsonText(JSON.stringify(kept)))).toEqual(kept);
  });
});

describe('masking a megabyte of near misses', () => {
  // Every pattern has a bounded length and the scans read each character a bounded number of
  // times, so a megabyte of text that almost matches, over and over, is masked in one pass. These
  // runs are the shapes that make unbounded patterns retry from every character.
  const megabyteOf = (unit: string) => unit.repeat(Math.ceil(2 ** 20 / unit.length));
  const tail = '; call 07700 900123, mail x@example.com';
  it.each([
    ' ',
    '\u00a0',
    '07 08 2026 - ',
    '2026-08-07 - ',
    'GB82 WEST 1234 ',
    'GB82WEST1234',
    'AB12 ',
    '4111-',
    'account no ',
    'sort code ',
    "o'",
    'a@',
    'a.',
    'QQ 12 34 ',
    'SW1A  ',
    '0.',
    '07700.',
    '+44 ',
  ])('leaves %j repeated alone and masks what follows it', (unit) => {
    const run = megabyteOf(unit);
    expect(maskContactDetails(run + tail)).toBe(`${run.replace(/\u00a0/g, ' ')}; call [phone], mail [email]`);
  });

  it.each(['1', '12 ', '07 08 2026 ', '4111 1111 1111 ', '20 00 00 '])('masks %j repeated as one number and what follows it', (unit) => {
    expect(maskContactDetails(megabyteOf(unit) + tail)).toMatch(/^\[phone\] ?; call \[phone\], mail \[email\]$/);
  });

  it('redacts a megabyte of JSON', () => {
    const [query, notes] = [megabyteOf('07 08 2026 - '), megabyteOf('GB82 WEST 1234 ')];
    expect(redactJsonText(JSON.stringify({ query, notes }))).toBe(JSON.stringify({ query, notes: `[text, ${notes.length} chars]` }));
  });
});
