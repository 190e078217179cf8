import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  addMonths,
  addYears,
  ageInYears,
  dateOfDateTime,
  dayOfWeek,
  daysBetween,
  isBusinessDay,
  longDate,
  ukDateTime,
} from './dates';

describe('daysBetween and addDays', () => {
  it('counts whole days, negative backwards, across a leap day and the clocks changing', () => {
    expect(daysBetween('2026-01-01', '2026-01-03')).toBe(2);
    expect(daysBetween('2026-01-03', '2026-01-01')).toBe(-2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    // British Summer Time ends on 25 October 2026: still one day, never 23 or 25 hours.
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-10-02', 56)).toBe('2026-11-27');
  });

  it('refuses a date that is not a real calendar day, saying what to write', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(/not a calendar date; use YYYY-MM-DD/);
    expect(() => daysBetween('02/10/2026', '2026-10-02')).toThrow(/"02\/10\/2026"/);
  });
});

describe('addMonths and addYears', () => {
  it('clamps a month end: 31 January + 1 month is 28 February, or 29 in a leap year', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 3)).toBe('2026-11-30');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('takes 29 February to 28 February in a common year and keeps it in a leap year', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(addYears('2024-02-29', 3)).toBe('2027-02-28');
    expect(addYears('2026-10-02', 6)).toBe('2032-10-02');
    expect(addYears('2026-10-02', -3)).toBe('2023-10-02');
  });
});

describe('business days (England & Wales)', () => {
  it('skips weekends and bank holidays', () => {
    expect(dayOfWeek('2026-08-28')).toBe(5);
    expect(isBusinessDay('2026-08-28')).toBe(true);
    expect(isBusinessDay('2026-08-29')).toBe(false); // Saturday
    expect(isBusinessDay('2026-08-31')).toBe(false); // Summer bank holiday
    expect(isBusinessDay('2022-09-19')).toBe(false); // State Funeral
    expect(isBusinessDay('2023-05-08')).toBe(false); // Coronation
    expect(isBusinessDay('2020-05-04')).toBe(true); // the Early May holiday moved to VE Day
    expect(isBusinessDay('2020-05-08')).toBe(false);
  });

  it('puts close of the 3rd business day after Friday 28 August 2026 on Thursday 3 September', () => {
    // Mon 31 Aug is a bank holiday, so the days are Tue 1, Wed 2 and Thu 3 September.
    expect(addBusinessDays('2026-08-28', 3)).toBe('2026-09-03');
    expect(longDate('2026-09-03')).toBe('Thursday 3 September 2026');
  });

  it('counts across Christmas substitute days and from a weekend', () => {
    // 24 Dec 2026 is a Thursday; 25th Fri, 28th Mon (Boxing Day substitute) are holidays.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-29');
    // 29, 30, 31 Dec; 1 Jan is a holiday; 4–8, 11–15 Jan; 18, 19 Jan.
    expect(addBusinessDays('2026-12-24', 15)).toBe('2027-01-19');
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday → Monday
    expect(addBusinessDays('2026-09-03', -3)).toBe('2026-08-28');
    expect(addBusinessDays('2026-09-03', 0)).toBe('2026-09-03');
    expect(() => addBusinessDays('2026-09-03', 1.5)).toThrow(/whole number/);
  });

  it('uses the computed rules for years GOV.UK has not published', () => {
    expect(isBusinessDay('2028-01-03')).toBe(false); // New Year's Day substitute
    expect(isBusinessDay('2030-04-19')).toBe(false); // Good Friday
    expect(isBusinessDay('2030-04-23')).toBe(true);
  });
});

describe('ageInYears', () => {
  it('counts completed years on the given day', () => {
    expect(ageInYears('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageInYears('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageInYears('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageInYears('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('defaults to the clock', () => {
    expect(ageInYears('2000-01-01')).toBeGreaterThanOrEqual(26);
  });
});

describe('dateOfDateTime', () => {
  it('takes the UK calendar day, whatever offset the datetime was written in', () => {
    expect(dateOfDateTime('2026-10-02T23:30:00+01:00')).toBe('2026-10-02');
    // 23:30 UTC in British Summer Time is 00:30 the next day in the UK.
    expect(dateOfDateTime('2026-10-02T23:30:00Z')).toBe('2026-10-03');
    expect(dateOfDateTime('2026-10-02T23:30Z')).toBe('2026-10-03');
    // In winter UK time is UTC: 23:30 UTC stays on the same day.
    expect(dateOfDateTime('2026-12-02T23:30:00Z')).toBe('2026-12-02');
    // Written in New York on the evening of 2 December, it is already 3 December in the UK.
    expect(dateOfDateTime('2026-12-02T20:00:00-05:00')).toBe('2026-12-03');
    // The clocks go back at 02:00 BST on 25 October 2026 (01:00 UTC).
    expect(dateOfDateTime('2026-10-24T23:00:00Z')).toBe('2026-10-25');
    expect(dateOfDateTime('2026-10-25T23:00:00Z')).toBe('2026-10-25');
  });
});

describe('ukDateTime', () => {
  it('rewrites a datetime in UK time across both clock changes', () => {
    expect(ukDateTime('2026-03-29T00:59:00Z')).toBe('2026-03-29T00:59+00:00');
    expect(ukDateTime('2026-03-29T01:00:00Z')).toBe('2026-03-29T02:00+01:00');
    expect(ukDateTime('2026-10-25T00:30:00Z')).toBe('2026-10-25T01:30+01:00');
    expect(ukDateTime('2026-10-25T01:30:00Z')).toBe('2026-10-25T01:30+00:00');
    expect(ukDateTime('2026-07-01T12:00:45.5-04:00')).toBe('2026-07-01T17:00+01:00');
  });
});
