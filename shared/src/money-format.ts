/**
 * Money formatting from minor units. Integer arithmetic throughout: an amount is never turned
 * into a float of pounds, so £1,250.50 is always exactly 125050. Each currency keeps its own
 * ISO 4217 minor unit: yen have none (12345 → "JPY 12,345"), dinars have three.
 */
import { ISO_4217_MINOR_UNITS } from './primitives';

/** Formats minor units as a currency string, e.g. 125050 GBP → "£1,250.50". */
export function formatMoney(minor: number, currency = 'GBP'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const digits = currencyMinorDigits(currency);
  const unit = 10 ** digits;
  const fraction = abs % unit;
  // (abs - fraction) is a multiple of unit, so the division is exact even near 2^53.
  const major = (abs - fraction) / unit;
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  const decimals = digits > 0 ? `.${String(fraction).padStart(digits, '0')}` : '';
  return `${sign}${symbol}${major.toLocaleString('en-GB')}${decimals}`;
}

/** Digits after the decimal point for a currency's minor unit; 2 for a code ISO does not list. */
export function currencyMinorDigits(currency: string): number {
  return ISO_4217_MINOR_UNITS.get(currency) ?? 2;
}

const CURRENCY_SYMBOLS: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };
