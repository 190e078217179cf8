/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { calendarDate, currencyCode, isoDateTime, cutText, utf8ByteLength, wholeCharacterEnd } from './primitives';

const messagesOf = (schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('calendarDate', () => {
  it('reports a badly formatted date once', () => {
    expect(messagesOf(calendarDate, '1/2/2026')).toEqual(['Use a real calendar day written YYYY-MM-DD, e.g. "2026-03-14"']);
  });

  it('reports a day that does not exist once', () => {
    expect(messagesOf(calendarDate, '2026-02-30')).toHaveLength(1);
    expect(messagesOf(calendarDate, '2028-02-29')).toEqual([]);
  });

  it('refuses a year outside 1900–2199 once, saying it is likely a slip', () => {
    expect(messagesOf(calendarDate, '0026-05-01')).toEqual([expect.stringMatching(/year from 1900 to 2199.*0026.*2026/)]);
    expect(messagesOf(calendarDate, '1899-12-31')).toHaveLength(1);
    expect(messagesOf(calendarDate, '1900-01-01')).toEqual([]);
    expect(messagesOf(calendarDate, '2199-12-31')).toEqual([]);
  });
});

describe('isoDateTime', () => {
  it.each(['2026-03-14T09:30+01:00', '2026-03-14T09:30Z', '2026-03-14T09:30:00+01:00', '2026-03-14T09:30:05.123-05:30'])('accepts %s', (value) =>
    expect(messagesOf(isoDateTime, value)).toEqual([]),
  );

  it.each(['2026-03-14T09:30', '2026-03-14T09:30:00', '2026-03-14 09:30Z', '2026-02-30T09:30Z', '2026-03-14T24:00Z', '2026-03-14T09:30+1:00'])(
    'refuses %s with one message',
    (value) => expect(messagesOf(isoDateTime, value)).toEqual([expect.stringMatching(/ISO 8601.*offset/)]),
  );

  it('refuses a year outside 1900–2199, which the UK clock cannot place', () => {
    expect(messagesOf(isoDateTime, '0026-10-02T09:00Z')).toEqual([expect.stringMatching(/year from 1900 to 2199/)]);
    expect(messagesOf(isoDateTime, '1846-10-02T09:00Z')).toHaveLength(1);
  });
});

describe('currencyCode', () => {
  it('accepts ISO 4217 codes, including ones without a minor unit', () => {
    for (const code of ['GBP', 'EUR', 'JPY', 'KWD', 'CLF', 'XAU']) expect(messagesOf(currencyCode, code)).toEqual([]);
  });

  it('refuses three capitals that are not a currency, naming the field', () => {
    expect(messagesOf(currencyCode, 'QQQ')).toEqual(['Currency "QQQ" is not an ISO 4217 code; use one such as "GBP"']);
  });

  it('says when only the case is wrong', () => {
    expect(messagesOf(currencyCode, 'gbp')).toEqual(['Currency "gbp" must be written in capitals: "GBP"']);
  });
});

describe('utf8ByteLength', () => {
  it('counts bytes as TextEncoder does, including lone surrogates', () => {
    const samples = ['', 'abc', 'é£', '€✓', '😀🏴', 'a\uD800b', '\uDC00', 'x\uD83D'];
    for (const text of samples) expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
  });
});

describe('wholeCharacterEnd', () => {
  it('moves a cut back by one only where it would split a surrogate pair', () => {
    const text = 'ab\u{1F697}cd'; // the emoji is units 2 and 3
    expect(wholeCharacterEnd(text, 2)).toBe(2);
    expect(wholeCharacterEnd(text, 3)).toBe(2);
    expect(wholeCharacterEnd(text, 4)).toBe(4);
    expect(wholeCharacterEnd(text, text.length)).toBe(text.length);
    expect(wholeCharacterEnd(text, 0)).toBe(0);
  });
});

describe('cutText', () => {
  it('leaves a short text alone and cuts a long one with an ellipsis, never mid-character', () => {
    expect(cutText('abcdef', 6)).toBe('abcdef');
    expect(cutText('abcdef', 4)).toBe('abc…');
    expect(cutText('ab\u{1F697}cd', 4)).toBe('ab…');
    expect(cutText('ab\u{1F697}cd', 5)).toBe('ab\u{1F697}…');
  });
});
