/**
 * Masking of the personal numbers in provenance text that are read by their shape and checks:
 * IBANs (mod-97), payment card numbers (Luhn) and their security codes, National Insurance
 * numbers, sort codes and account numbers. Phone numbers are left to `redact-contacts.ts`, which
 * runs after this, so a sort code and account number are not half masked as a phone number.
 */

/*
 * The patterns below have a bounded length, so trying them at every position stays linear.
 */
/**
 * National Insurance numbers: QQ 12 34 56 C, QQ123456C, QQ 123 456 C, QQ-12-34-56-C, and in
 * lower case only when run together (qq123456c), since "as 123 456 a" may be prose.
 */
const NI_NUMBER = /\b(?:[A-Z]{2}[ -]?(?:\d{2}[ -]?\d{2}[ -]?\d{2}|\d{3}[ -]?\d{3})[ -]?[A-D]|[a-z]{2}\d{6}[a-d])\b/g;
/**
 * IBANs: a country code, two check digits and up to 30 letters and digits, in groups of four or
 * run together (GB82 WEST 1234 5698 7654 32). Masked when the check digits agree, or when shaped
 * like a UK IBAN, whose sort code and account number are there even if a check digit is mistyped.
 */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z\d]{4}){2,7}(?: ?[A-Z\d]{1,3})?\b/gi;
const UK_IBAN = /^GB\d{2} ?[A-Z]{4}(?: ?\d{4}){3} ?\d{2}$/i;
/**
 * Payment card numbers: 13 to 19 digits in fours (or 4-6-5), spaced, hyphenated, dotted or run
 * together, that pass the Luhn check. Other runs of digits are left to the phone scan.
 */
const CARD_NUMBER = /(?<![\w+.-]|\d[ .-])[2-6]\d{3}(?:([ .-]?)\d{4}\1\d{4}\1\d{1,7}|([ .-]?)\d{6}\2\d{4,5})(?![\w-]|[ .-]\d)/g;
/** A card's security code, which may never be stored: CVV 123, cvc: 1234, CV2 987, security code 456. */
const CARD_SECURITY_CODE = /\b(cvv2?|cvc2?|cv2|csc|security code)([ \t:#.-]{0,4})\d{3,4}(?![\w-])/gi;
/** An account number after a sort code: 12345678 or 1234 5678. */
const AFTER_SORT_CODE = '(?:[ ,/]{1,3}\\d{4} ?\\d{4})?';
/** Sort codes (12-34-56), with an account number straight after if there is one. */
const SORT_CODE = new RegExp(`(?<![\\w-])\\d{2}-\\d{2}-\\d{2}${AFTER_SORT_CODE}(?![\\w-])`, 'g');
/**
 * Sort codes written with spaces (20 00 00). Three pairs are only read as one when no other
 * digits sit a space away: in "+44 20 79 46 09 58" they are part of a phone number.
 */
const SPACED_SORT_CODE = new RegExp(`(?<![\\w+()-]|[\\d)] )\\d{2} \\d{2} \\d{2}${AFTER_SORT_CODE}(?![\\w-]| \\(?\\d)`, 'g');
/**
 * After the words that say so, six digits are a sort code however they are written: together
 * (sort code: 200000), with dots (20.00.00), or as the patterns above read them.
 */
const CUED_SORT_CODE = new RegExp(`\\b((?:sort[ -]?code|s\\/c)[ \\t:.#-]{0,4})\\d{2}([ .-]?)\\d{2}\\2\\d{2}${AFTER_SORT_CODE}(?![\\w-])`, 'gi');
/** Words that say a sort code follows, in the few characters before one. */
const SORT_CODE_CUE = /(?:sort[ -]?code|s\/c)[\s:.#-]*$/i;
/**
 * An 8-digit account number (12345678, 1234 5678, 12 34 56 78) after "account", "acct", "acc" or
 * "a/c" (not "payment on account", which is money), unless more digits follow it a space away.
 */
const ACCOUNT_NUMBER =
  /(?<!\bon )\b(account|acct|acc|a\/c)((?:[ \t]{0,4}(?:number|num|no)\b\.?)?[ \t:#-]{0,4})(?:\d{4} ?\d{4}|\d{2}(?: \d{2}){3})(?![\w-]| \d)/gi;

/** The ISO 13616 check: the country code and check digits moved to the end, read as a number mod 97, give 1. */
export function ibanChecks(iban: string): boolean {
  const compact = iban.replace(/ /g, '').toUpperCase();
  let remainder = 0;
  for (const c of compact.slice(4) + compact.slice(0, 4)) {
    const value = parseInt(c, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/**
 * The longest IBAN the match starts with, masked: a word of four letters after a spaced IBAN
 * reads as one more group, so shorter readings are tried, ending where a group ends.
 */
function maskIban(match: string): string {
  for (let end = match.length; end >= 15; end -= 1) {
    if (end < match.length && match[end] !== ' ') continue;
    const iban = match.slice(0, end);
    if (ibanChecks(iban) || UK_IBAN.test(iban)) return `[bank-details]${match.slice(end)}`;
  }
  return match;
}

/** The Luhn check that card numbers pass. */
export function luhnChecks(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit;
  }
  return sum % 10 === 0;
}

function maskCardNumber(match: string): string {
  const digits = match.replace(/\D/g, '');
  return digits.length >= 13 && digits.length <= 19 && luhnChecks(digits) ? '[card-number]' : match;
}

/** A sort code is masked unless it reads as a dd-mm-yy date and nothing before it says sort code. */
function maskSortCode(match: string, offset: number, text: string): string {
  const [day = 0, month = 0] = match.split(/[- ]/).map(Number);
  const couldBeDate = day >= 1 && day <= 31 && month >= 1 && month <= 12;
  return couldBeDate && !SORT_CODE_CUE.test(text.slice(Math.max(0, offset - 24), offset)) ? match : '[bank-details]';
}

/**
 * Masks IBANs, card numbers and security codes, National Insurance numbers, sort codes and
 * account numbers in a stretch of text that holds no date.
 */
export function maskPersonalNumbers(text: string): string {
  return text
    .replace(IBAN, maskIban)
    .replace(CARD_NUMBER, maskCardNumber)
    .replace(CARD_SECURITY_CODE, '$1$2[card-number]')
    .replace(NI_NUMBER, '[ni-number]')
    .replace(CUED_SORT_CODE, '$1[bank-details]')
    .replace(SORT_CODE, maskSortCode)
    .replace(SPACED_SORT_CODE, maskSortCode)
    .replace(ACCOUNT_NUMBER, '$1$2[bank-details]');
}
