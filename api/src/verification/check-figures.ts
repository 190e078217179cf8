/**
 * The figure check: each date, amount and count of days in an answer is looked up among the
 * figures the claim and the turn's sources hold (known-figures.ts). A figure counts as verified
 * when it is one of them, as precisely as it was written (£42.1k holds £42,140; £42,410 does
 * not), or when it is arithmetic on them done right: the difference of two known amounts, or the
 * days between two dates the answer gives (or a date it gives and today). What is left is sent
 * to the page to mark. Pure and linear in the answer; the claim's figures are built once.
 */
import { daysBetween, type Verification } from '@claims/shared';
import { findFigures, type DateValue, type FigureMention, type MoneyValue } from './figure-mentions';
import { addDate, emptyKnownFigures, type KnownFigures } from './known-figures';

/** How many unverified figures one answer reports at most (the rest are counted as checked). */
export const MAX_UNVERIFIED = 50;

function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/**
 * The known date a written date stands for, or undefined. A wrong weekday makes it wrong. A date
 * written without its year is read in a year the answer speaks of (today's, the one either side,
 * or one it writes out), not in any year at all: a birthday in 1971 does not vouch for "13 May".
 */
function matchDate(value: DateValue, known: readonly KnownFigures[], years: ReadonlySet<string>): string | undefined {
  const fits = (iso: string) => value.weekday === undefined || weekdayOf(iso) === value.weekday;
  if (value.iso) return known.some((k) => k.dates.has(value.iso!)) && fits(value.iso) ? value.iso : undefined;
  for (const k of known) {
    const match = k.monthDays.get(value.monthDay)?.find((iso) => years.has(iso.slice(0, 4)) && fits(iso));
    if (match) return match;
  }
  return undefined;
}

/** Each layer's amounts in order, for range lookups (kept with the layer, built once). */
const SORTED = new WeakMap<Set<number>, number[]>();

function sortedAmounts(k: KnownFigures): number[] {
  let sorted = SORTED.get(k.amounts);
  if (!sorted || sorted.length !== k.amounts.size) {
    sorted = [...k.amounts].sort((a, b) => a - b);
    SORTED.set(k.amounts, sorted);
  }
  return sorted;
}

/** Whether some known amount lies in [low, high]. */
function anyAmountWithin(known: readonly KnownFigures[], low: number, high: number): boolean {
  return known.some((k) => {
    if (low === high) return k.amounts.has(low);
    const sorted = sortedAmounts(k);
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < low) lo = mid + 1;
      else hi = mid;
    }
    return lo < sorted.length && sorted[lo]! <= high;
  });
}

/** A known amount within the figure's rounding. */
function matchAmount(value: MoneyValue, known: readonly KnownFigures[]): boolean {
  return anyAmountWithin(known, value.minor - value.tolerance, value.minor + value.tolerance);
}

/**
 * The figure is a - b for two known amounts (a gap between offers, what is left to pay), to the
 * precision it was written in, when that is to the pound or the penny.
 */
function isDifference(value: MoneyValue, known: readonly KnownFigures[]): boolean {
  if (value.tolerance > 50) return false;
  for (const k of known) {
    for (const amount of k.amounts) {
      const other = amount - value.minor;
      if (other > 0 && anyAmountWithin(known, Math.max(1, other - value.tolerance), other + value.tolerance)) return true;
    }
  }
  return false;
}

export interface CheckInput {
  answer: string;
  known: readonly KnownFigures[];
  /** `YYYY-MM-DD`: a count of days from a date the answer gives to today is arithmetic too. */
  today: string;
}

export function checkFigures({ answer, known: sources, today }: CheckInput): Verification {
  const mentions = findFigures(answer);
  const todays = emptyKnownFigures();
  addDate(todays, today);
  const known = [...sources, todays];
  const year = Number(today.slice(0, 4));
  const years = new Set([year - 1, year, year + 1].map(String));
  for (const { value } of mentions) if (value.kind === 'date' && value.iso) years.add(value.iso.slice(0, 4));
  const unverified: FigureMention[] = [];
  const pending: FigureMention[] = [];
  // Dates first: a count of days is checked against the dates the answer gives.
  const answerDates = new Set<string>([today]);
  for (const mention of mentions) {
    const { value } = mention;
    if (value.kind === 'date') {
      const date = matchDate(value, known, years);
      if (date) answerDates.add(date);
      else unverified.push(mention);
    } else if (value.kind === 'money') {
      if (!matchAmount(value, known) && !isDifference(value, known)) unverified.push(mention);
    } else if (!known.some((k) => k.dayCounts.has(value.days))) {
      pending.push(mention);
    }
  }
  if (pending.length) {
    const gaps = new Set<number>();
    const dates = [...answerDates];
    for (const a of dates) for (const b of dates) gaps.add(Math.abs(daysBetween(a, b)));
    for (const mention of pending) if (mention.value.kind === 'days' && !gaps.has(mention.value.days)) unverified.push(mention);
  }
  unverified.sort((a, b) => a.offset - b.offset);
  return {
    checked: mentions.length,
    unverified: unverified.slice(0, MAX_UNVERIFIED).map(({ text, offset, value }) => ({ text, kind: value.kind, offset })),
  };
}
