import { describe, expect, it } from 'vitest';
import { PUBLISHED_BANK_HOLIDAYS, bankHolidaysIn, easterSunday, isBankHoliday, standardBankHolidays } from './bank-holidays';

describe('England & Wales bank holidays', () => {
  it('covers every year 2020–2030 with eight holidays (2022 has ten, 2023 nine)', () => {
    for (let year = 2020; year <= 2030; year += 1) {
      const expected = year === 2022 ? 10 : year === 2023 ? 9 : 8;
      expect(bankHolidaysIn(year).size, String(year)).toBe(expected);
    }
  });

  it('carries the special days and substitute days of the published list', () => {
    for (const day of ['2020-05-08', '2022-06-02', '2022-06-03', '2022-09-19', '2023-05-08']) {
      expect(isBankHoliday(day), day).toBe(true);
    }
    for (const day of ['2020-12-28', '2021-12-27', '2021-12-28', '2022-01-03', '2022-12-27', '2026-12-28']) {
      expect(isBankHoliday(day), day).toBe(true);
    }
    expect(isBankHoliday('2020-05-04')).toBe(false);
    expect(isBankHoliday('2022-05-30')).toBe(false);
  });

  it('computes Easter correctly', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2028)).toBe('2028-04-16');
    expect(easterSunday(2030)).toBe('2030-04-21');
  });

  it('agrees with the published list in every year without a one-off change', () => {
    for (const year of [2021, 2024, 2025, 2026, 2027]) {
      expect([...standardBankHolidays(year)].sort(), String(year)).toEqual([...(PUBLISHED_BANK_HOLIDAYS[year] ?? [])].sort());
    }
  });

  it('computes 2028–2030 by the standard rules', () => {
    expect([...bankHolidaysIn(2028)]).toEqual(['2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26']);
    expect([...bankHolidaysIn(2030)]).toEqual(['2030-01-01', '2030-04-19', '2030-04-22', '2030-05-06', '2030-05-27', '2030-08-26', '2030-12-25', '2030-12-26']);
  });
});
