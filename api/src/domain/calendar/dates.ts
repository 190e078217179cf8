/**
 * Calendar arithmetic for deadlines. Dates are `YYYY-MM-DD` strings worked as UTC days, so
 * daylight saving can never move a deadline, and every helper is pure except `ageInYears`,
 * whose default `today` is the clock.
 */
import { fromDayNumber, londonToday, toDayNumber } from '@claims/shared';
import { isBankHoliday } from './bank-holidays';

/** Day numbers and whole days between dates: one rule with the page's, in @claims/shared. */
export { daysBetween, fromDayNumber, toDayNumber } from '@claims/shared';

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** Calendar months later (or earlier); a day past the month's end clamps to it (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  toDayNumber(date);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  const day = Number(date.slice(8, 10));
  const total = year * 12 + month + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = total - targetYear * 12;
  const clamped = Math.min(day, daysInMonth(targetYear, targetMonth));
  const y = String(targetYear).padStart(4, '0');
  const m = String(targetMonth + 1).padStart(2, '0');
  return `${y}-${m}-${String(clamped).padStart(2, '0')}`;
}

/** Calendar years later (or earlier); 29 February lands on 28 February in a common year. */
export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

/** 0 = Sunday … 6 = Saturday, for a day number (1970-01-01 was a Thursday). */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return weekdayOf(toDayNumber(date));
}

/** Monday to Friday and not a bank holiday, for a day number (so counting days parses no dates). */
function isBusinessDayNumber(day: number): boolean {
  const dow = weekdayOf(day);
  return dow !== 0 && dow !== 6 && !isBankHoliday(fromDayNumber(day));
}

/** Monday to Friday and not an England & Wales bank holiday. */
export function isBusinessDay(date: string): boolean {
  return isBusinessDayNumber(toDayNumber(date));
}

/**
 * The date `count` business days after `date` (before it when negative). Counting starts the
 * day after, so 3 business days after Friday 28 August 2026 is Thursday 3 September (the
 * Monday is a bank holiday). `count` 0 gives `date` itself.
 */
export function addBusinessDays(date: string, count: number): string {
  if (!Number.isInteger(count)) throw new Error(`count must be a whole number of days, not ${count}`);
  let day = toDayNumber(date);
  const step = count < 0 ? -1 : 1;
  for (let left = Math.abs(count); left > 0; ) {
    day += step;
    if (isBusinessDayNumber(day)) left -= 1;
  }
  return fromDayNumber(day);
}

/** Completed years of age on `today` (a birthday on 29 February turns over on 1 March in a common year). */
export function ageInYears(dateOfBirth: string, today: string = londonToday()): number {
  toDayNumber(dateOfBirth);
  toDayNumber(today);
  let age = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  if (today.slice(5) < dateOfBirth.slice(5)) age -= 1;
  return age;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "Thursday 3 September 2026": how a handler reads a date, so the model never has to work it out. */
export function longDate(date: string): string {
  const day = Number(date.slice(8, 10));
  const month = MONTHS[Number(date.slice(5, 7)) - 1];
  return `${WEEKDAYS[dayOfWeek(date)]} ${day} ${month} ${date.slice(0, 4)}`;
}

/** Orders `YYYY-MM-DD` dates (or ISO datetimes of one offset) for `Array.prototype.sort`: earliest first. */
export function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The UK calendar day of a datetime, whatever offset it was written in: "2026-10-02T23:30:00Z"
 * is 00:30 on 3 October in British Summer Time, so "2026-10-03". DISP counts from the day a
 * complaint is received in the UK, and the page shows times in UK time, so the tools count from
 * the same day the handler sees.
 */
export function dateOfDateTime(at: string): string {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) {
    throw new Error(`"${at}" is not a date-time; use ISO 8601 with an offset, e.g. "2026-03-14T09:30:00+00:00"`);
  }
  return londonToday(instant);
}

const UK_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The UK day and time of a datetime, whatever offset it was written in ("2026-10-04T23:30Z" is
 * 00:30 on 5 October in summer time): the day and time the handler sees on the page.
 */
export function ukClock(at: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of UK_CLOCK.formatToParts(new Date(at))) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * A datetime rewritten in UK time with its UK offset, to the minute: "2026-10-04T23:30:00Z" is
 * "2026-10-05T00:30+01:00". The same instant, but the day and time read off it are the ones
 * the handler sees on the page.
 */
export function ukDateTime(at: string): string {
  const { date, time } = ukClock(at);
  const wall = Date.parse(`${date}T${time}:00Z`);
  const instant = Math.floor(Date.parse(at) / 60_000) * 60_000;
  const minutes = Math.round((wall - instant) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${date}T${time}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
