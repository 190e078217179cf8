/**
 * Redaction of tool-call provenance, so the audit trail records what the assistant looked at
 * without becoming a copy of the claim file. Names, ids, dates, codes and numbers are kept;
 * emails, phone numbers, addresses and free text are masked.
 */

const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/gi;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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
const ADDRESS_KEYS = new Set(['address', 'location']);

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

/** Emails (name@example.co.uk): from each @, back to the local part's start and on to the domain's end. */
function maskEmails(text: string): string {
  let out = '';
  let copied = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > copied && isLocal(text.charCodeAt(start - 1))) start -= 1;
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
 * not straight before a letter, digit or hyphen. Every start in the run has the same possible
 * ends, so the leftmost start and the last end decide it.
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
    const plus = first === runStart && text.charCodeAt(first - 1) === 43 && !isWordOrHyphen(text.charCodeAt(first - 2));
    return [plus ? first - 1 : first, end];
  }
  return undefined;
}

/** UK-style and international numbers: 07700 900123, +44 20 7946 0958, (020) 7946-0958. Dates stay. */
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
    const number = text.slice(found[0], found[1]);
    out += text.slice(copied, found[0]) + (ISO_DATE.test(number) ? number : '[phone]');
    copied = found[1];
  }
  return out + text.slice(copied);
}

/** Masks emails, phone numbers and postcodes inside any string. */
export function maskContactDetails(text: string): string {
  return maskPhones(maskEmails(text)).replace(POSTCODE, '[postcode]');
}

/** A date, id, number or snake_case/UPPER code rather than a word of prose. */
const looksLikeCode = (token: string): boolean => /[\d_:/.@#-]/.test(token) || /^[A-Z0-9]+$/.test(token);

function redactValue(value: unknown, key: string | undefined): unknown {
  if (typeof value === 'string') {
    if (key !== undefined && ADDRESS_KEYS.has(key)) return '[address]';
    if (key === 'email') return '[email]';
    if (key === 'phone') return '[phone]';
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
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
