/**
 * Finds the figures a handler acts on in written text: dates (`13 January 2027`, `13 Jan 2027`,
 * `13/01/2027`, `2027-01-13`, `Wednesday 13 January`, `January 13, 2027`), money (`£42,140`,
 * `£42,140.00`, `£42.1k`, `about £42,000`) and counts of days (`12 days`). Each mention keeps
 * where it is and the value it stands for, with how precisely it was written, so the checker can
 * accept a rounded figure and only that. One pass of one regular expression: linear in the text.
 */
import { isCalendarDate } from '@claims/shared';

export type FigureKind = 'date' | 'money' | 'days';

/** A date as written: with its year (`iso`), or a day of a month with no year. */
export interface DateValue {
  kind: 'date';
  /** `YYYY-MM-DD` when the year was written. */
  iso?: string;
  /** `MM-DD`, always. */
  monthDay: string;
  /** 0 (Sunday) to 6, when a weekday was written. */
  weekday?: number;
  /** The whole ISO date-time, when a time was written with it (its UK day may differ). */
  instant?: string;
}

/** An amount in minor units (pence), and how far from it a figure written this way may lie. */
export interface MoneyValue {
  kind: 'money';
  minor: number;
  /** Half the unit the figure was written to, in minor units (50 for whole pounds, 0 for pence). */
  tolerance: number;
}

export interface DaysValue {
  kind: 'days';
  days: number;
}

export interface FigureMention {
  /** The figure as written. */
  text: string;
  /** Where it starts in the text (UTF-16 code units). */
  offset: number;
  value: DateValue | MoneyValue | DaysValue;
}

const MONTHS: Record<string, number> = {
  January: 1,
  February: 2,
  March: 3,
  April: 4,
  May: 5,
  June: 6,
  July: 7,
  August: 8,
  September: 9,
  October: 10,
  November: 11,
  December: 12,
  Jan: 1,
  Feb: 2,
  Mar: 3,
  Apr: 4,
  Jun: 6,
  Jul: 7,
  Aug: 8,
  Sep: 9,
  Sept: 9,
  Oct: 10,
  Nov: 11,
  Dec: 12,
};
const WEEKDAYS: Record<string, number> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Tues: 2,
  Wed: 3,
  Thu: 4,
  Thur: 4,
  Thurs: 4,
  Fri: 5,
  Sat: 6,
};

// Longest names first, so "June" is not read as "Jun" and "e".
const byLength = (names: string[]) => [...names].sort((a, b) => b.length - a.length).join('|');
const MONTH = `(?:${byLength(Object.keys(MONTHS))})`;
const WEEKDAY = `(?:${byLength(Object.keys(WEEKDAYS))})`;
const ORDINAL = '(?:st|nd|rd|th)?';

/** Each alternative's groups are named, so one expression finds every kind in one pass. */
const FIGURE = new RegExp(
  [
    // 2027-01-13, 2027-01-13T09:30:00Z: the date part.
    String.raw`(?<isoY>\d{4})-(?<isoM>\d{2})-(?<isoD>\d{2})(?<isoT>T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?(?![\d-])`,
    // 13/01/2027 (day first, as in the UK).
    String.raw`(?<slD>\d{1,2})\/(?<slM>\d{1,2})\/(?<slY>\d{4})(?!\d)`,
    // Wednesday 13 January 2027, 13th of Jan 2027, 13 January.
    String.raw`(?:(?<dmW>${WEEKDAY})\.?,?\s+(?:the\s+)?)?(?<dmD>\d{1,2})${ORDINAL}(?:\s+of)?\s+(?<dmM>${MONTH})\b(?:\.?,?\s+(?<dmY>\d{4})(?!\d))?`,
    // Wednesday, January 13, 2027; January 13th.
    String.raw`(?:(?<mdW>${WEEKDAY})\.?,?\s+)?(?<mdM>${MONTH})\.?\s+(?<mdD>\d{1,2})${ORDINAL}(?![\d:])(?:,?\s+(?<mdY>\d{4})(?!\d))?`,
    // £42,140 £42,140.00 £42.1k £1.2m GBP 500 -£20
    String.raw`(?<cur>£|€|\$|GBP\s?|EUR\s?|USD\s?)(?<amt>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<dec>\d{1,2}))?(?:\s?(?<mult>k|m|bn|million|thousand)\b)?`,
    // 12 days, 15 business days, 21 clear days.
    String.raw`(?<days>\d{1,5})(?:\s+|-)(?:calendar\s+|business\s+|working\s+|clear\s+)?days?\b`,
  ]
    .map((alternative) => `(?:${alternative})`)
    .join('|')
    // Every figure starts with a digit, a currency sign or a capital (a weekday, a month, GBP):
    // saying so first lets the engine skip the other characters of a long text at once.
    .replace(/^/, String.raw`(?=[\d£€$A-Z])(?:`)
    .concat(')'),
  'g',
);

/** Words before a round amount that say it is rounded ("about £42,000"). */
const HEDGE = /(?:about|around|approximately|approx\.?|roughly|nearly|almost|circa|c\.|some|~)\s*$/i;

const MULTIPLIERS: Record<string, number> = { k: 1_000, thousand: 1_000, m: 1_000_000, million: 1_000_000, bn: 1_000_000_000 };

const pad = (n: number) => String(n).padStart(2, '0');

function dateValue(year: string | undefined, month: number, day: number, weekdayName: string | undefined): DateValue | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const monthDay = `${pad(month)}-${pad(day)}`;
  const weekday = weekdayName === undefined ? undefined : WEEKDAYS[weekdayName];
  if (year === undefined) return { kind: 'date', monthDay, ...(weekday !== undefined && { weekday }) };
  const iso = `${year}-${monthDay}`;
  if (!isCalendarDate(iso)) return undefined;
  return { kind: 'date', iso, monthDay, ...(weekday !== undefined && { weekday }) };
}

function moneyValue(groups: Record<string, string | undefined>, before: string): MoneyValue | undefined {
  const whole = Number(groups.amt!.replaceAll(',', ''));
  const decimals = groups.dec ?? '';
  const multiplier = groups.mult ? MULTIPLIERS[groups.mult]! : 1;
  // Integer arithmetic in pence: "£42.1k" is 4,210,000 pence, written to the nearest £100.
  const fraction = decimals === '' ? 0 : Number(decimals.padEnd(2, '0'));
  let minor: number;
  let unit: number;
  if (multiplier === 1) {
    minor = whole * 100 + fraction;
    unit = decimals === '' ? 100 : decimals.length === 1 ? 10 : 1;
  } else {
    unit = (multiplier * 100) / 10 ** decimals.length;
    minor = whole * multiplier * 100 + Number(decimals || '0') * unit;
  }
  if (!Number.isSafeInteger(minor)) return undefined;
  // A round amount after "about" is rounded to its last non-zero digit: about £42,000 is £41,500–£42,500.
  if (multiplier === 1 && decimals === '' && HEDGE.test(before)) {
    const zeros = /0*$/.exec(String(whole))![0].length;
    unit = 100 * 10 ** Math.min(zeros, String(whole).length - 1);
  }
  return { kind: 'money', minor, tolerance: unit === 1 ? 0 : unit / 2 };
}

function figureValue(groups: Record<string, string | undefined>, text: string, offset: number): FigureMention['value'] | undefined {
  if (groups.isoY) {
    const date = dateValue(groups.isoY, Number(groups.isoM), Number(groups.isoD), undefined);
    const instant = groups.isoT ? text.slice(offset, offset + 10 + groups.isoT.length) : undefined;
    return date && instant ? { ...date, instant } : date;
  }
  if (groups.slY) return dateValue(groups.slY, Number(groups.slM), Number(groups.slD), undefined);
  if (groups.dmM) return dateValue(groups.dmY, MONTHS[groups.dmM]!, Number(groups.dmD), groups.dmW);
  if (groups.mdM) return dateValue(groups.mdY, MONTHS[groups.mdM]!, Number(groups.mdD), groups.mdW);
  if (groups.amt) return moneyValue(groups, text.slice(Math.max(0, offset - 16), offset));
  if (groups.days) return { kind: 'days', days: Number(groups.days) };
  return undefined;
}

/** Every figure in the text, in order. A match inside a word or a longer number is not one. */
export function findFigures(text: string): FigureMention[] {
  const found: FigureMention[] = [];
  FIGURE.lastIndex = 0;
  for (const match of text.matchAll(FIGURE)) {
    const offset = match.index;
    // "A12 days" or "2027-01-13" inside "x2027-01-13": part of something else.
    if (offset > 0 && /[\p{L}\p{N}_]/u.test(text[offset - 1]!) && !/[£€$]/.test(match[0][0]!)) continue;
    const value = figureValue(match.groups ?? {}, text, offset);
    if (value) found.push({ text: match[0], offset, value });
  }
  return found;
}
