/**
 * Whole calendar days between `YYYY-MM-DD` dates, worked as UTC days so a clock change can never
 * add or lose one. One rule for the tools' deadlines and the page's "days open" and "due in".
 */
import { isCalendarDate } from './primitives';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a `YYYY-MM-DD` date; throws on anything that is not a real day. */
export function toDayNumber(date: string): number {
  if (!isCalendarDate(date)) {
    throw new Error(`"${date}" is not a calendar date; use YYYY-MM-DD, e.g. "2026-03-14"`);
  }
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: positive when `to` is later (2026-01-01 → 2026-01-03 is 2). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}
