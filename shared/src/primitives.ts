/**
 * The primitive facts every schema shares: ids, calendar dates, datetimes, currencies, money
 * and the UTF-8 size of text.
 * One definition each, so the claim record, the wire types and the tools agree.
 */
import * as z from 'zod';
// Imported apart: reaching it through `z.core` keeps every zod locale in the bundles (about 70 KB gzipped).
import { regexes } from 'zod/v4/core';

/** Ids: 1–64 characters of `[A-Za-z0-9._:-]` (claim ids, party ids, document ids, ...). */
export const ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export const entityId = z.string().regex(ID_PATTERN, 'Use 1–64 characters of letters, digits, ".", "_", ":" or "-"');

/** True when `value` is a real calendar day written `YYYY-MM-DD` (so 2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/**
 * Years a claim's dates can be in. A year such as 0026 is a typing slip for 2026, not a date in
 * Roman Britain: refused, because the UK clock (and every day count after it) is only defined
 * for modern dates.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;
const YEAR_MESSAGE = `Use a year from ${FIRST_YEAR} to ${LAST_YEAR}; a year such as 0026 is usually a slip for 2026`;

/** True when a `YYYY-…` date or date-time is in a year from FIRST_YEAR to LAST_YEAR. */
export function isPlausibleYear(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

const DATE_MESSAGE = 'Use a real calendar day written YYYY-MM-DD, e.g. "2026-03-14"';
// The pattern shows in the published JSON Schema; the refinements also refuse 2026-02-30.
export const calendarDate = z
  .string()
  // abort: a string that is not even YYYY-MM-DD is reported once, not again by the refinement.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: DATE_MESSAGE, abort: true })
  .refine(isPlausibleYear, { error: YEAR_MESSAGE, abort: true })
  .refine(isCalendarDate, DATE_MESSAGE);

// A real day (zod's own leap-year-aware date pattern, so 2026-02-30 is refused by the pattern
// itself), a time to the minute with optional seconds and fraction, and a zone: Z or ±HH:MM.
// Written out rather than z.iso.datetime(), which demands seconds.
const REAL_DAY = regexes.date.source.slice(1, -1);
const DATETIME_PATTERN = new RegExp(`^${REAL_DAY}T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$`);

/** True when `value` is written as an ISO 8601 date-time the claim record takes (a real day, a zone). */
export function isIsoDateTime(value: string): boolean {
  return DATETIME_PATTERN.test(value);
}

/**
 * ISO 8601 date and time with a zone offset or Z; seconds are optional. Published as a pattern
 * rather than JSON Schema's `date-time` format, which (as RFC 3339) requires seconds.
 */
export const isoDateTime = z
  .string()
  .regex(DATETIME_PATTERN, { error: 'Use an ISO 8601 date-time with an offset or Z, e.g. "2026-03-14T09:30+01:00" or "2026-03-14T09:30:00Z"', abort: true })
  .refine(isPlausibleYear, YEAR_MESSAGE)
  .describe('ISO 8601 date-time with an offset or Z; seconds optional, e.g. "2026-03-14T09:30+01:00"');

/** Money: an integer number of minor units (pence). Never a float. */
export const money = z
  .number({ error: 'Use a whole number of minor units (pence), e.g. 125050 for £1,250.50' })
  // zod 4's int() also refuses anything beyond Number.MAX_SAFE_INTEGER.
  .int('Use a whole number of minor units (pence), e.g. 125050 for £1,250.50, never a decimal');

export const nonNegativeMoney = money.min(0, 'Amount cannot be negative');

/**
 * ISO 4217 List One (current codes, including fund and precious-metal codes), each with its
 * minor-unit digits: how many decimals a money amount's minor units stand for. Committed rather
 * than read from `Intl`, whose list differs between Node, workerd and browsers and follows CLDR
 * digits (IQD 0, ISO 3) rather than ISO's. Codes without a minor unit (XAU, XDR, ...) count 0.
 */
export const ISO_4217_MINOR_UNITS: ReadonlyMap<string, number> = new Map([
  ...digits(0, 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'),
  ...digits(0, 'XAG XAU XBA XBB XBC XBD XDR XPD XPT XSU XTS XUA XXX'),
  ...digits(3, 'BHD IQD JOD KWD LYD OMR TND'),
  ...digits(4, 'CLF UYW'),
  ...digits(
    2,
    `AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BMD BND BOB BOV BRL BSD BTN BWP BYN BZD
     CAD CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL
     GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR
     LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD
     PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC
     SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW
     ZWG`,
  ),
]);

function digits(count: number, codes: string): [string, number][] {
  return codes
    .trim()
    .split(/\s+/)
    .map((code) => [code, count]);
}

const CURRENCY_PATTERN = new RegExp(`^(?:${[...ISO_4217_MINOR_UNITS.keys()].sort().join('|')})$`);

/** A current ISO 4217 currency code. The published JSON Schema carries the same list as a pattern. */
export const currencyCode = z.string().regex(CURRENCY_PATTERN, {
  error: (issue) => {
    const given = String(issue.input);
    return CURRENCY_PATTERN.test(given.toUpperCase())
      ? `Currency "${given}" must be written in capitals: "${given.toUpperCase()}"`
      : `Currency "${given}" is not an ISO 4217 code; use one such as "GBP"`;
  },
});

/**
 * Bytes `text` takes as UTF-8, counted from its UTF-16 code units without encoding a copy.
 * A lone surrogate counts 3, as TextEncoder writes it as U+FFFD.
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (isHighSurrogate(unit) && i + 1 < text.length && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** The first and second halves of a UTF-16 surrogate pair (a character such as an emoji). */
export const isHighSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
export const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Where to cut `text` at or before `end` without splitting a character: `end`, or one less when
 * that would leave the first half of a surrogate pair behind (shown as U+FFFD, or lost).
 */
export function wholeCharacterEnd(text: string, end: number): number {
  return end > 0 && end < text.length && isHighSurrogate(text.charCodeAt(end - 1)) ? end - 1 : end;
}

/** `text` cut to at most `max` UTF-16 units with an ellipsis, never between the halves of a character. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, wholeCharacterEnd(text, max - 1))}…`;
}
