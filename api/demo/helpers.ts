/**
 * Small helpers the demo claims share, so the claim files read like a claims file rather than
 * a wall of ISO strings and pence.
 */

/** Whole pounds (or pounds and pence) to integer pence: `gbp(350)` is 35000, `gbp(96.5)` is 9650. */
export function gbp(pounds: number): number {
  return Math.round(pounds * 100);
}

/** Day of the month of the last Sunday of a month (1-12), in the Gregorian calendar. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * True when a UK local wall-clock time falls in British Summer Time: from 01:00 GMT on the last
 * Sunday of March to 01:00 GMT on the last Sunday of October. (The changeover hour itself is
 * never used by the demo data.)
 */
export function isBritishSummerTime(date: string, time = '12:00'): boolean {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh] = time.split(':').map(Number) as [number];
  if (m < 3 || m > 10) return false;
  if (m > 3 && m < 10) return true;
  const changeover = lastSunday(y, m);
  if (m === 3) return d > changeover || (d === changeover && hh >= 2);
  return d < changeover || (d === changeover && hh < 2);
}

/**
 * A UK local date and time ("2026-08-07", "08:20") as an ISO 8601 datetime with the right offset:
 * "+01:00" in British Summer Time, "+00:00" otherwise.
 */
export function ukTime(date: string, time: string): string {
  const offset = isBritishSummerTime(date, time) ? '+01:00' : '+00:00';
  return `${date}T${time}:00${offset}`;
}

/** Paragraphs of a letter, email or report, joined by blank lines. */
export function paras(...blocks: string[]): string {
  return blocks.join('\n\n');
}
