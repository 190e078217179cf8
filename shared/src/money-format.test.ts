import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format';

describe('formatMoney', () => {
  it('formats pence as pounds, exactly as before', () => {
    expect(formatMoney(125050)).toBe('£1,250.50');
    expect(formatMoney(125050, 'GBP')).toBe('£1,250.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(5)).toBe('£0.05');
    expect(formatMoney(-120050)).toBe('-£1,200.50');
    expect(formatMoney(123456789012)).toBe('£1,234,567,890.12');
    expect(formatMoney(99, 'EUR')).toBe('€0.99');
    expect(formatMoney(100000, 'USD')).toBe('$1,000.00');
  });

  it("uses each currency's own minor unit", () => {
    expect(formatMoney(12345, 'JPY')).toBe('JPY 12,345');
    expect(formatMoney(-12345, 'KWD')).toBe('-KWD 12.345');
    expect(formatMoney(12345, 'CLF')).toBe('CLF 1.2345');
    expect(formatMoney(7, 'XAU')).toBe('XAU 7');
    expect(formatMoney(12345, 'CHF')).toBe('CHF 123.45');
  });

  it('stays exact at the largest safe amount, even with four decimals', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'GBP')).toBe('£90,071,992,547,409.91');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'CLF')).toBe('CLF 900,719,925,474.0991');
    expect(formatMoney(9_007_199_254_739_999, 'CLF')).toBe('CLF 900,719,925,473.9999');
  });
});
