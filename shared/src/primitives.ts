/**
 * The primitive facts every schema shares: ids, calendar dates, datetimes and money.
 * One definition each, so the claim record, the wire types and the tools agree.
 */
import { z } from 'zod';

/** Ids: 1–64 characters of `[A-Za-z0-9._:-]` (claim ids, party ids, document ids, ...). */
export const ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export const entityId = z
  .string()
  .regex(ID_PATTERN, 'Use 1–64 characters of letters, digits, ".", "_", ":" or "-"');

/** True when `value` is a real calendar day written `YYYY-MM-DD` (so 2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

const DATE_MESSAGE = 'Use a real calendar day written YYYY-MM-DD, e.g. "2026-03-14"';
// The pattern shows in the published JSON Schema; the refinement also refuses 2026-02-30.
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine(isCalendarDate, DATE_MESSAGE);

/** ISO 8601 date and time with a zone offset or Z, e.g. "2026-03-14T09:30:00+00:00". */
export const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'Use an ISO 8601 date-time with an offset, e.g. "2026-03-14T09:30:00Z"',
});

/** Money: an integer number of minor units (pence). Never a float. */
export const money = z
  .number({ error: 'Use a whole number of minor units (pence), e.g. 125050 for £1,250.50' })
  // zod 4's int() also refuses anything beyond Number.MAX_SAFE_INTEGER.
  .int('Use a whole number of minor units (pence), e.g. 125050 for £1,250.50, never a decimal');

export const nonNegativeMoney = money.min(0, 'Amount cannot be negative');
