/**
 * Money formatting from minor units. Integer arithmetic throughout: an amount is never turned
 * into a float of pounds, so £1,250.50 is always exactly 125050.
 */

/** Formats minor units as a currency string, e.g. 125050 GBP → "£1,250.50". */
export function formatMoney(minor: number, currency = 'GBP'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.trunc(abs / 100);
  const pence = String(abs % 100).padStart(2, '0');
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  return `${sign}${symbol}${major.toLocaleString('en-GB')}.${pence}`;
}

const CURRENCY_SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };
