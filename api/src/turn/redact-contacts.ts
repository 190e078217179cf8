/**
 * Masking of contact details in provenance text: email addresses, phone numbers (spaced,
 * bracketed, hyphenated or dotted, UK or international) and postcodes. Emails are masked before
 * anything else reads the text; phones and postcodes after the personal numbers
 * (`redact-numbers.ts`), between the dates that `redact-dates.ts` keeps.
 */

/*
 * Postcodes: SW1A 1AA, SW1A  1AA, SW1A1AA. The inward code's letters are never C, I, K, M, O
 * or V, so a time after a road or a quarter (M6 2pm, Q3 1am) is not one. Like the dotted phone
 * pattern, it has a bounded length, so trying it at every position stays linear.
 */
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? {0,2}\d[ABD-HJLNP-UW-Z]{2}\b/gi;
/**
 * Numbers written with dots, which the scan below does not follow: 07700.900.123,
 * 0161.496.0385, +44 (0)1632.960.712. Ten digits at least, so decimals and money stay.
 */
const DOTTED_PHONE = /(?<![\w+-]|\d\.)(?:\+\d{2,3}[ .]?(?:\(0\)[ .]?)?|0)\d{2,4}(?:[ .]\d{3,6}){1,2}(?![\w-]|\.\d)/g;

/*
 * Emails and phone numbers are found by scans written out by hand rather than by regexes: the
 * obvious patterns (`[\w.+-]+@…`, `[\d ()-]{8,}\d`) retry from every character of a long run
 * that never matches, taking time that grows with the square of the run's length. The scans
 * below read each character a bounded number of times and mask exactly what those patterns do.
 */
const isDigit = (c: number) => c >= 48 && c <= 57;
/** `\w`: ASCII letters, digits and underscore (charCodeAt past either end is NaN: false). */
const isWord = (c: number) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isWordOrHyphen = (c: number) => isWord(c) || c === 45;
/** Before the @: `[\w.+-]`. */
const isLocal = (c: number) => isWordOrHyphen(c) || c === 46 || c === 43;
/** An apostrophe (' or ’) between word characters, as in mary.o'brien@ or an autocorrected o’neill@. */
const isInnerApostrophe = (text: string, at: number) =>
  (text.charCodeAt(at) === 39 || text.charCodeAt(at) === 0x2019) && isWord(text.charCodeAt(at - 1)) && isWord(text.charCodeAt(at + 1));
/** Phone characters: `[\d ()-]`. */
const isPhoneChar = (c: number) => isDigit(c) || c === 32 || c === 40 || c === 41 || c === 45;

/** Where a domain starting at `from` ends: labels of `[\w-]` joined by dots, two at least (-1 if none). */
function domainEnd(text: string, from: number): number {
  let at = from;
  while (isWordOrHyphen(text.charCodeAt(at))) at += 1;
  if (at === from) return -1;
  let end = -1;
  while (text.charCodeAt(at) === 46 && isWordOrHyphen(text.charCodeAt(at + 1))) {
    at += 1;
    while (isWordOrHyphen(text.charCodeAt(at))) at += 1;
    end = at;
  }
  return end;
}

/** Emails (name@example.co.uk, mary.o'brien@example.com): from each @, back to the local part's start and on to the domain's end. */
export function maskEmails(text: string): string {
  let out = '';
  let copied = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > copied && (isLocal(text.charCodeAt(start - 1)) || isInnerApostrophe(text, start - 1))) start -= 1;
    if (start === at) continue;
    const end = domainEnd(text, at + 1);
    if (end === -1) continue;
    out += `${text.slice(copied, start)}[email]`;
    copied = end;
  }
  return out + text.slice(copied);
}

/**
 * The phone number in one run of phone characters [runStart, runEnd), if any: an optional + and
 * a digit not straight after a letter, digit or hyphen, 8 or more phone characters, then a digit
 * not straight before a letter, digit or hyphen, with nine digits at least: a UK number has ten
 * with its leading 0 (nine without), so year ranges (2019 - 2026), number ranges and lists stay.
 * Every start in the run has the same possible ends, so the leftmost start and the last end
 * decide it, and hold the most digits.
 */
function phoneIn(text: string, runStart: number, runEnd: number): [number, number] | undefined {
  let end = -1;
  for (let e = runEnd; e > runStart; e -= 1) {
    if (!isDigit(text.charCodeAt(e - 1))) continue;
    const next = text.charCodeAt(e);
    if (e === runEnd ? !isWordOrHyphen(next) : next === 32 || next === 40 || next === 41) {
      end = e;
      break;
    }
  }
  // The first digit is followed by at least 8 phone characters before the last one.
  for (let first = runStart; first + 10 <= end; first += 1) {
    if (!isDigit(text.charCodeAt(first)) || isWordOrHyphen(text.charCodeAt(first - 1))) continue;
    let digits = 0;
    for (let at = first; at < end; at += 1) if (isDigit(text.charCodeAt(at))) digits += 1;
    if (digits < 9) return undefined;
    const plus = first === runStart && text.charCodeAt(first - 1) === 43 && !isWordOrHyphen(text.charCodeAt(first - 2));
    return [plus ? first - 1 : first, end];
  }
  return undefined;
}

/** UK-style and international numbers: 07700 900123, +44 20 7946 0958, (020) 7946-0958. */
function maskPhones(text: string): string {
  let out = '';
  let copied = 0;
  let at = 0;
  while (at < text.length) {
    if (!isPhoneChar(text.charCodeAt(at))) {
      at += 1;
      continue;
    }
    const runStart = at;
    while (isPhoneChar(text.charCodeAt(at))) at += 1;
    const found = phoneIn(text, runStart, at);
    if (!found) continue;
    out += `${text.slice(copied, found[0])}[phone]`;
    copied = found[1];
  }
  return out + text.slice(copied);
}

/** A dotted number is a phone number when it has ten digits, not counting a (0) after the country code. */
const maskDottedPhone = (match: string) => (match.replace('(0)', '').replace(/\D/g, '').length >= 10 ? '[phone]' : match);

/** Masks phone numbers, dotted ones first, then postcodes, in a stretch of text that holds no date. */
export function maskPhonesAndPostcodes(text: string): string {
  return maskPhones(text.replace(DOTTED_PHONE, maskDottedPhone)).replace(POSTCODE, '[postcode]');
}
