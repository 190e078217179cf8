import { describe, expect, it } from 'vitest';
import { londonToday } from './uk-today';

describe('londonToday', () => {
  it('is the UK calendar day, an hour ahead of UTC in summer', () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-06-30T22:59:00Z'))).toBe('2026-06-30');
  });

  it('is the UTC day in winter', () => {
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
    expect(londonToday(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});
