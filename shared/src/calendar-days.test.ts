import { describe, expect, it } from 'vitest';
import { daysBetween, fromDayNumber, toDayNumber } from './calendar-days';

describe('calendar days', () => {
  it('counts whole days either way, across the clock changes and leap days', () => {
    expect(daysBetween('2026-08-07', '2026-08-28')).toBe(21);
    expect(daysBetween('2026-08-28', '2026-08-07')).toBe(-21);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('turns a day number back into the same date', () => {
    expect(fromDayNumber(toDayNumber('2026-11-30'))).toBe('2026-11-30');
  });

  it('refuses what is not a real calendar day, saying how to write one', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(/not a calendar date; use YYYY-MM-DD/);
    expect(() => toDayNumber('2026-11-30T10:00:00Z')).toThrow(/YYYY-MM-DD/);
  });
});
