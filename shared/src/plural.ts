/**
 * A count with its noun in the right number ("1 day", "3 days", "0 documents"), so a result
 * never says "1 days" or hedges with "day(s)".
 */

/** `count` and the noun: `plural(1, 'day')` is "1 day"; give `many` for an irregular plural. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
