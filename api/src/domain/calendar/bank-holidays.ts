/**
 * England & Wales bank holidays, for counting business days (DISP, the RTA Protocol).
 *
 * 2020–2027 are the official list published by GOV.UK (https://www.gov.uk/bank-holidays,
 * `bank-holidays.json`, division "england-and-wales"), including substitute days and the
 * one-off changes: VE Day 2020, the Platinum Jubilee 2022, the State Funeral 2022 and the
 * Coronation 2023. GOV.UK had not yet published 2028 onwards, so those years (and any year
 * outside the table) are computed by the standard rules in `standardBankHolidays()`; a
 * proclamation can still change them, so refresh this table when GOV.UK publishes them.
 */

/** The published list, by year. Keep it as GOV.UK prints it: one date per holiday. */
export const PUBLISHED_BANK_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2020: [
    '2020-01-01', // New Year's Day
    '2020-04-10', // Good Friday
    '2020-04-13', // Easter Monday
    '2020-05-08', // Early May bank holiday (VE Day), moved from Monday 4 May
    '2020-05-25', // Spring bank holiday
    '2020-08-31', // Summer bank holiday
    '2020-12-25', // Christmas Day
    '2020-12-28', // Boxing Day (substitute day)
  ],
  2021: [
    '2021-01-01',
    '2021-04-02',
    '2021-04-05',
    '2021-05-03',
    '2021-05-31',
    '2021-08-30',
    '2021-12-27', // Christmas Day (substitute day)
    '2021-12-28', // Boxing Day (substitute day)
  ],
  2022: [
    '2022-01-03', // New Year's Day (substitute day)
    '2022-04-15',
    '2022-04-18',
    '2022-05-02',
    '2022-06-02', // Spring bank holiday, moved from Monday 30 May
    '2022-06-03', // Platinum Jubilee bank holiday
    '2022-08-29',
    '2022-09-19', // Bank holiday for the State Funeral of Queen Elizabeth II
    '2022-12-26', // Boxing Day
    '2022-12-27', // Christmas Day (substitute day)
  ],
  2023: [
    '2023-01-02', // New Year's Day (substitute day)
    '2023-04-07',
    '2023-04-10',
    '2023-05-01',
    '2023-05-08', // Bank holiday for the coronation of King Charles III
    '2023-05-29',
    '2023-08-28',
    '2023-12-25',
    '2023-12-26',
  ],
  2024: ['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26'],
  2025: ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26'],
  2026: [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28', // Boxing Day (substitute day)
  ],
  2027: [
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-31',
    '2027-08-30',
    '2027-12-27', // Christmas Day (substitute day)
    '2027-12-28', // Boxing Day (substitute day)
  ],
};

const DAY_MS = 86_400_000;

function iso(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function weekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function firstMonday(year: number, month: number): string {
  const offset = (8 - weekday(year, month, 1)) % 7;
  return iso(year, month, 1 + offset);
}

function lastMonday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offset = (weekday(year, month, last) + 6) % 7;
  return iso(year, month, last - offset);
}

/**
 * The standard England & Wales rules: New Year's Day, Good Friday, Easter Monday, the first and
 * last Mondays of May, the last Monday of August, Christmas Day and Boxing Day, with a weekend
 * holiday moved to the next weekday that is not already a holiday.
 */
export function standardBankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const days = [substitute(year, 1, 1, []), shift(easter, -2), shift(easter, 1), firstMonday(year, 5), lastMonday(year, 5), lastMonday(year, 8)];
  const christmas = substitute(year, 12, 25, []);
  const boxingDay = substitute(year, 12, 26, [christmas]);
  return [...days, christmas, boxingDay];
}

/** A fixed-date holiday, or the next weekday not already taken when it falls at a weekend. */
function substitute(year: number, month: number, day: number, taken: string[]): string {
  let date = iso(year, month, day);
  let dow = weekday(year, month, day);
  while (dow === 0 || dow === 6 || taken.includes(date)) {
    date = shift(date, 1);
    dow = (dow + 1) % 7;
  }
  return date;
}

const byYear = new Map<number, ReadonlySet<string>>();

/** The bank holidays of one year: the published list where there is one, else the rules. */
export function bankHolidaysIn(year: number): ReadonlySet<string> {
  let set = byYear.get(year);
  if (!set) {
    set = new Set(PUBLISHED_BANK_HOLIDAYS[year] ?? standardBankHolidays(year));
    byYear.set(year, set);
  }
  return set;
}

/** True when `date` (`YYYY-MM-DD`) is an England & Wales bank holiday. */
export function isBankHoliday(date: string): boolean {
  return bankHolidaysIn(Number(date.slice(0, 4))).has(date);
}
