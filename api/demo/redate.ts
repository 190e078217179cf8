/**
 * Moves a demo claim through time, so the demo reads as live on whatever day it is opened: the
 * data is written for one "today", and a demo shown weeks later would otherwise find every
 * offer lapsed and every task overdue. Every date in the record moves by the same number of
 * days, in its fields and in its text ("04/12/2026", "4 December", "2026-12-04"), and the move
 * is whole weeks, so a "Monday" in a note is still a Monday and no loss moves onto a weekend.
 */
import { isCalendarDate, type ClaimRecord } from '@claims/shared';
import { addDays, daysBetween } from '../src/domain/calendar/dates';
import { ukTime } from './helpers';

/**
 * Days to move data written for `writtenFor` so it reads as of `today`: the nearest whole number
 * of weeks, so the demo's own "today" is never more than three days from the real one.
 */
export function weeksToMove(writtenFor: string, today: string): number {
  return 7 * Math.round(daysBetween(writtenFor, today) / 7);
}

/** The claim with every date in it `days` later (earlier when negative). */
export function redateClaim(claim: ClaimRecord, days: number): ClaimRecord {
  if (days === 0) return claim;
  return moveDatesIn(claim, days, Number(claim.notifiedDate.slice(0, 4))) as ClaimRecord;
}

function moveDatesIn(value: unknown, days: number, year: number): unknown {
  if (typeof value === 'string') return moveDatesInText(value, days, year);
  if (Array.isArray(value)) return value.map((item) => moveDatesIn(item, days, year));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, moveDatesIn(item, days, year)]));
  }
  return value;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_NAME = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)';

/** One pattern per way the demo writes a date. */
const ISO = /\b(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::00)?(Z|[+-]\d{2}:\d{2}))?\b/g;
/** "25/11", "25/11/2026", "09/05/26", and a run of days within a month, "16–20/11". */
const SLASHED = /\b(?:(\d{1,2})–)?(\d{2})\/(\d{2})(?:\/(\d{4}|\d{2}))?\b(?!\/)/g;
const WORDED = new RegExp(`\\b(\\d{1,2})(st|nd|rd|th)? ${MONTH_NAME}\\b(?: (\\d{4}))?`, 'g');

/**
 * Every date written in `text`, moved. A date written without its year ("4 December", "25/11")
 * is taken to be in `year` (which only matters for 29 February). Day/month pairs are read as
 * dates only when both have two digits and make a real date, so a pain score ("3/10") or a tax
 * year ("24/25") is left alone.
 */
export function moveDatesInText(text: string, days: number, year: number): string {
  return text
    .replace(ISO, (whole, date: string, time: string | undefined, offset: string | undefined) => {
      if (!isCalendarDate(date)) return whole;
      if (!time || !offset) return addDays(date, days);
      // UK wall-clock times (the demo writes "+00:00" or "+01:00") stay at the same time of day.
      if (offset === '+00:00' || offset === '+01:00') return ukTime(addDays(date, days), time);
      return new Date(Date.parse(whole) + days * 86_400_000).toISOString().replace('.000Z', 'Z');
    })
    .replace(SLASHED, (whole, from: string | undefined, dd: string, mm: string, yy: string | undefined) => {
      const date = toIso(yy ? fullYear(yy) : year, Number(mm), Number(dd));
      if (!date) return whole;
      const moved = addDays(date, days);
      const [y, m, d] = [moved.slice(0, 4), moved.slice(5, 7), moved.slice(8, 10)];
      const end = yy ? `${d}/${m}/${yy.length === 2 ? y.slice(2) : y}` : `${d}/${m}`;
      const start = from && Number(from) < Number(dd) ? addDays(`${date.slice(0, 8)}${from.padStart(2, '0')}`, days) : null;
      if (!start) return from ? `${from}–${end}` : end;
      // The run keeps its shape: "23–27/11", or "30/11–04/12" when the move splits it across months.
      return start.slice(5, 7) === m ? `${Number(start.slice(8, 10))}–${end}` : `${start.slice(8, 10)}/${start.slice(5, 7)}–${end}`;
    })
    .replace(WORDED, (whole, day: string, ordinal: string | undefined, name: string, yyyy: string | undefined) => {
      const date = toIso(yyyy ? Number(yyyy) : year, monthOf(name), Number(day));
      if (!date) return whole;
      const moved = addDays(date, days);
      const movedDay = Number(moved.slice(8, 10));
      const movedName = nameLike(name, Number(moved.slice(5, 7)));
      return `${movedDay}${ordinal ? ordinalOf(movedDay) : ''} ${movedName}${yyyy ? ` ${moved.slice(0, 4)}` : ''}`;
    });
}

/** The ISO date, or null when the parts make no real date (31 June, month 25). */
function toIso(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

function fullYear(yy: string): number {
  return yy.length === 4 ? Number(yy) : 2000 + Number(yy);
}

function monthOf(name: string): number {
  return MONTHS.findIndex((month) => month.startsWith(name.slice(0, 3))) + 1;
}

/** The month's name written the way the original was: in full, "Sept", or three letters. */
function nameLike(original: string, month: number): string {
  const full = MONTHS[month - 1] as string;
  if (MONTHS.includes(original)) return full;
  if (original === 'Sept' && month === 9) return 'Sept';
  return full.slice(0, 3);
}

function ordinalOf(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}
