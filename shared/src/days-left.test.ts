import { describe, expect, it } from 'vitest';
import { daysLeftInWords } from './days-left';

describe('daysLeftInWords', () => {
  it('says overdue, today, tomorrow and days left in words', () => {
    expect(daysLeftInWords(-3)).toBe('3 days overdue');
    expect(daysLeftInWords(-1)).toBe('1 day overdue');
    expect(daysLeftInWords(0)).toBe('due today');
    expect(daysLeftInWords(1)).toBe('due tomorrow');
    expect(daysLeftInWords(4)).toBe('4 days left');
  });
});
