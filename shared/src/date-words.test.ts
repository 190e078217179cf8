import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-words';

describe('date words', () => {
  it('writes calendar days the UK way, unmoved by time zones', () => {
    expect(formatDate('2026-08-07')).toBe('7 Aug 2026');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes date-times in UK time', () => {
    expect(formatDateTime('2026-08-07T06:50:00Z')).toBe('7 Aug 2026, 07:50'); // BST
    expect(formatDateTime('2026-12-07T06:50:00Z')).toBe('7 Dec 2026, 06:50'); // GMT
  });
});
