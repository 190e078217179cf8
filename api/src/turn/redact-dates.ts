/**
 * Dates in provenance text, which look like phone numbers or sort codes once spaced out. They
 * are found first and kept as they are; only the text between them is masked.
 */

/**
 * Dates with hyphens or dots: 2026-08-07, 07-08-2026, 07 - 08 - 2026, 07.08.2026. Finding them
 * first means a range (2026-08-07 - 2026-08-09) or a date and time (2026-08-07 10:00) keeps its
 * dates. Like every pattern here, it has a bounded length, so trying it everywhere stays linear.
 */
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const MONTH = '(?:0?[1-9]|1[0-2])';
const SEP = ' ?[-.] ?';
/**
 * Dates written with spaces only (07 08 2026, 2026 08 07) have the shape of phone digits, so they
 * are read narrowly: two-digit day and month, a year 1900-2099, and kept only when they stand
 * apart from other digits (see standsApart). Eight digits cannot be a whole UK phone number,
 * which has ten or more, so a date shape inside a longer run of digits is part of a number.
 */
const [DAY2, MONTH2, YEAR] = ['(?:0[1-9]|[12]\\d|3[01])', '(?:0[1-9]|1[0-2])', '(?:19|20)\\d{2}'];
const SPACED_DATE = `${DAY2} ${MONTH2} ${YEAR}|${YEAR} ${MONTH2} ${DAY2}`;
const DATE = new RegExp(`(?<![\\w-])(?:\\d{4}${SEP}${MONTH}${SEP}${DAY}|${DAY}${SEP}${MONTH}${SEP}\\d{4}|${SPACED_DATE})(?![\\w-])`, 'g');
/** Digits a few separators before or after a match: its neighbours in a run of phone digits. */
const DIGIT_BEFORE = /\d[ ()-]{0,3}$/;
const DIGIT_AFTER = /^[ ()-]{0,3}\d/;
/** What may join a date to the next one in a range (07 08 2026 - 09 08 2026). */
const RANGE_GAP = /^ ?[-\u2013] ?$/;
/** A time after a date (07 08 2026 10:00, 14.30). */
const TIME_AFTER = /^ [0-2]?\d[:.][0-5]\d(?![\d.:])/;

/**
 * Whether a date written with spaces only has no digits close by, other than a time after it or
 * the dates at the other end of a range.
 */
function standsApart(text: string, start: number, end: number, previous?: RegExpExecArray, next?: RegExpExecArray): boolean {
  const rangeFrom = previous !== undefined && RANGE_GAP.test(text.slice(previous.index + previous[0].length, start));
  const rangeTo = next !== undefined && RANGE_GAP.test(text.slice(end, next.index));
  const clearBefore = rangeFrom || !DIGIT_BEFORE.test(text.slice(Math.max(0, start - 4), start));
  const clearAfter = rangeTo || TIME_AFTER.test(text.slice(end, end + 7)) || !DIGIT_AFTER.test(text.slice(end, end + 4));
  return clearBefore && clearAfter;
}

/** Applies `mask` to each stretch of `text` between the dates it holds, and keeps the dates. */
export function maskOutsideDates(text: string, mask: (stretch: string) => string): string {
  const dates = [...text.matchAll(DATE)];
  let out = '';
  let copied = 0;
  for (const [i, date] of dates.entries()) {
    if (/^[\d ]+$/.test(date[0]) && !standsApart(text, date.index, date.index + date[0].length, dates[i - 1], dates[i + 1])) continue;
    out += mask(text.slice(copied, date.index)) + date[0];
    copied = date.index + date[0].length;
  }
  return out + mask(text.slice(copied));
}
