/**
 * Redaction of tool-call provenance, so the audit trail records what the assistant looked at
 * without becoming a copy of the claim file. Names, ids, dates, codes and numbers are kept;
 * emails, phone numbers, addresses, National Insurance numbers, bank and card details and free
 * text are masked. Vehicle registrations are kept: like the claim and policy numbers they say
 * which vehicle a search or a check was about, which the handler and an auditor both need to
 * follow the trail, and they reach no one the way a phone number, address or account does.
 */
import { cutText } from '@claims/shared';

/*
 * The patterns below have a bounded length, so trying them at every position stays linear.
 * Postcodes: SW1A 1AA, SW1A  1AA, SW1A1AA. The inward code's letters are never C, I, K, M, O
 * or V, so a time after a road or a quarter (M6 2pm, Q3 1am) is not one.
 */
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? {0,2}\d[ABD-HJLNP-UW-Z]{2}\b/gi;
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
const ACCOUNT_NUMBER = /(?<!\bon )\b(account|acct|acc|a\/c)((?:[ \t]{0,4}(?:number|num|no)\b\.?)?[ \t:#-]{0,4})(?:\d{4} ?\d{4}|\d{2}(?: \d{2}){3})(?![\w-]| \d)/gi;
/**
 * Numbers written with dots, which the scan below does not follow: 07700.900.123,
 * 0161.496.0385, +44 (0)1632.960.712. Ten digits at least, so decimals and money stay.
 */
const DOTTED_PHONE = /(?<![\w+-]|\d\.)(?:\+\d{2,3}[ .]?(?:\(0\)[ .]?)?|0)\d{2,4}(?:[ .]\d{3,6}){1,2}(?![\w-]|\.\d)/g;
/**
 * Dates, which look like phone numbers once spaced out: 2026-08-07, 07-08-2026, 07 - 08 - 2026,
 * 07.08.2026. Found first and left alone, so a range (2026-08-07 - 2026-08-09) or a date and
 * time (2026-08-07 10:00) keeps its dates.
 */
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const MONTH = '(?:0?[1-9]|1[0-2])';
const SEP = ' ?[-.] ?';
/**
 * Dates written with spaces only (07 08 2026, 2026 08 07) have the shape of phone digits, so they
 * are read narrowly: two-digit day and month, a year 1900-2099, and kept only when they stand
 * apart from other digits (see standsApart). Eight digits cannot be a whole UK phone number,
 * which has ten or more, so a date shape inside a longer run of digits is part of a number.
 */
const [DAY2, MONTH2, YEAR] = ['(?:0[1-9]|[12]\\d|3[01])', '(?:0[1-9]|1[0-2])', '(?:19|20)\\d{2}'];
const SPACED_DATE = `${DAY2} ${MONTH2} ${YEAR}|${YEAR} ${MONTH2} ${DAY2}`;
const DATE = new RegExp(
  `(?<![\\w-])(?:\\d{4}${SEP}${MONTH}${SEP}${DAY}|${DAY}${SEP}${MONTH}${SEP}\\d{4}|${SPACED_DATE})(?![\\w-])`,
  'g',
);
/** Digits a few separators before or after a match: its neighbours in a run of phone digits. */
const DIGIT_BEFORE = /\d[ ()-]{0,3}$/;
const DIGIT_AFTER = /^[ ()-]{0,3}\d/;
/** What may join a date to the next one in a range (07 08 2026 - 09 08 2026). */
const RANGE_GAP = /^ ?[-\u2013] ?$/;
/** A time after a date (07 08 2026 10:00, 14.30). */
const TIME_AFTER = /^ [0-2]?\d[:.][0-5]\d(?![\d.:])/;

/**
 * Keys whose values are kept as they are (identifiers, names, labels, dates, enums). Not `title`:
 * a search hit's title is a message's subject ("Damage to my wall - 112 Marlborough Road") and a
 * document's title can name a treatment; the hit's `source` and `cite` say where it came from.
 */
const KEEP_KEYS = new Set([
  'id', 'name', 'role', 'kind', 'type', 'tool', 'code', 'status', 'severity', 'driver', 'direction',
  'channel', 'date', 'due', 'at', 'from', 'to', 'source', 'sourceId', 'correspondenceId',
  'documentId', 'partyId', 'eventId', 'panel', 'headOfDamage', 'currency', 'section',
  'label', 'group', 'inForce', 'truncated', 'basis', 'query', 'cite', 'receivedDate', 'loggedAsComplaint',
]);

/**
 * Fields named for personal data are masked whatever their value looks like (an account number
 * is eight plain digits, a sort code can read as a date). Names are read as words, so that
 * "accountNumber", "account_number" and "Account No" agree and "accountStatus" or "phoneCalls" do not.
 */
const FIELD_LABELS: [RegExp, string][] = [
  [/(?:^| )(?:e ?mail(?: address)?|emails)$/, '[email]'],
  [/(?:^| )(?:phone|phones|mobile|telephone|tel|fax|landline)(?: number| no| num)?$/, '[phone]'],
  [/(?:^| )(?:post ?code|postcodes|zip(?: code)?)$/, '[postcode]'],
  [/(?:^| )(?:address|addresses|location)(?: line ?\d)?$|(?:^| )address line/, '[address]'],
  [/(?:^| )(?:card|debit card|credit card)(?: number| no| num)$|(?:^| )(?:pan|cvv2?|cvc2?|cv2|csc|security code)$/, '[card-number]'],
  [/(?:^| )(?:sort ?code|iban|bic|swift(?: code)?|bank(?: account| details)?|(?:account|acct|acc)(?: number| no| num))$/, '[bank-details]'],
  [/(?:^| )(?:nino|ni number|ni no|national insurance(?: number| no)?)$/, '[ni-number]'],
];

function personalFieldLabel(key: string): string | undefined {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z\d]+/).filter(Boolean).join(' ');
  return FIELD_LABELS.find(([name]) => name.test(words))?.[1];
}

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
function maskEmails(text: string): string {
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

/** The ISO 13616 check: the country code and check digits moved to the end, read as a number mod 97, give 1. */
function ibanChecks(iban: string): boolean {
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
function luhnChecks(digits: string): boolean {
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

/** Masks one stretch of text that holds no date, in order: numbers with letters or cues first, then phones. */
function maskBetweenDates(text: string): string {
  return maskPhones(
    text
      .replace(IBAN, maskIban)
      .replace(CARD_NUMBER, maskCardNumber)
      .replace(CARD_SECURITY_CODE, '$1$2[card-number]')
      .replace(NI_NUMBER, '[ni-number]')
      .replace(CUED_SORT_CODE, '$1[bank-details]')
      .replace(SORT_CODE, maskSortCode)
      .replace(SPACED_SORT_CODE, maskSortCode)
      .replace(ACCOUNT_NUMBER, '$1$2[bank-details]')
      .replace(DOTTED_PHONE, (match) => (match.replace('(0)', '').replace(/\D/g, '').length >= 10 ? '[phone]' : match)),
  ).replace(POSTCODE, '[postcode]');
}

const NON_BREAKING_SPACE = /[\u00a0\u2007\u202f]/g;

/**
 * Masks emails, phone numbers, postcodes, National Insurance numbers and bank and card details
 * inside any string; dates stay. Non-breaking spaces come back as plain spaces.
 */
export function maskContactDetails(text: string): string {
  // Text pasted from emails and documents spaces numbers and postcodes with non-breaking spaces,
  // which every pattern here reads as plain ones.
  const withoutEmails = maskEmails(text.replace(NON_BREAKING_SPACE, ' '));
  const dates = [...withoutEmails.matchAll(DATE)];
  let out = '';
  let copied = 0;
  for (const [i, date] of dates.entries()) {
    if (/^[\d ]+$/.test(date[0]) && !standsApart(withoutEmails, date.index, date.index + date[0].length, dates[i - 1], dates[i + 1])) continue;
    out += maskBetweenDates(withoutEmails.slice(copied, date.index)) + date[0];
    copied = date.index + date[0].length;
  }
  return out + maskBetweenDates(withoutEmails.slice(copied));
}

/**
 * Whether a date written with spaces only has no digits close by, other than a time after it or
 * the dates at the other end of a range.
 */
function standsApart(text: string, start: number, end: number, previous?: RegExpExecArray, next?: RegExpExecArray): boolean {
  const rangeFrom = previous !== undefined && RANGE_GAP.test(text.slice(previous.index + previous[0].length, start));
  const rangeTo = next !== undefined && RANGE_GAP.test(text.slice(end, next.index));
  const clearBefore = rangeFrom || !DIGIT_BEFORE.test(text.slice(Math.max(0, start - 4), start));
  const clearAfter = rangeTo || TIME_AFTER.test(text.slice(end, end + 7)) || !DIGIT_AFTER.test(text.slice(end, end + 4));
  return clearBefore && clearAfter;
}

/** A date, id, number or snake_case/UPPER code rather than a word of prose. */
const looksLikeCode = (token: string): boolean => /[\d_:/.@#-]/.test(token) || /^[A-Z0-9]+$/.test(token);

function redactValue(value: unknown, key: string | undefined): unknown {
  const label = key === undefined ? undefined : personalFieldLabel(key);
  if (label !== undefined && (typeof value === 'string' || typeof value === 'number')) return label;
  if (typeof value === 'string') {
    const masked = maskContactDetails(value);
    if (key !== undefined && KEEP_KEYS.has(key)) return masked;
    // Short codes (dates, ids, enum values such as "in_arrears") are not free text; a plain word
    // may be ("anxiety", "disability": health data), so only tokens shaped like codes are kept.
    if (masked.length <= 32 && !/\s/.test(masked) && looksLikeCode(masked)) return masked;
    return `[text, ${value.length} chars]`;
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, k)]));
  }
  return value;
}

/**
 * Redacts a JSON string (tool arguments or a result). Text that is not JSON keeps its first
 * words' shape only: contact details masked and the rest summarised by length.
 */
export function redactJsonText(text: string): string {
  try {
    return JSON.stringify(redactValue(JSON.parse(text), undefined));
  } catch {
    const masked = maskContactDetails(text);
    // Plain sentences from tools ("No diagnosis recorded on this claim.") carry no personal data
    // beyond contact details; long free text is summarised.
    return masked.length <= 160 ? masked : `[text, ${text.length} chars]`;
  }
}

/** A short preview for provenance, cut to `max` characters. */
export function preview(text: string, max = 400): string {
  return cutText(text, max);
}
