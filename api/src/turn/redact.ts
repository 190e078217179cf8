/**
 * Redaction of tool-call provenance, so the audit trail records what the assistant looked at
 * without becoming a copy of the claim file. Names, ids, dates, codes and numbers are kept;
 * emails, phone numbers, addresses, National Insurance numbers, bank and card details and free
 * text are masked. Vehicle registrations are kept: like the claim and policy numbers they say
 * which vehicle a search or a check was about, which the handler and an auditor both need to
 * follow the trail, and they reach no one the way a phone number, address or account does.
 *
 * This module holds the entry points and the walk over JSON, where a field's name can decide
 * alone; text is masked by `redact-numbers.ts` (bank, card and NI numbers) and
 * `redact-contacts.ts` (emails, phones, postcodes) around the dates `redact-dates.ts` keeps.
 */
import { cutText } from '@claims/shared';
import { maskEmails, maskPhonesAndPostcodes } from './redact-contacts';
import { maskOutsideDates } from './redact-dates';
import { maskPersonalNumbers } from './redact-numbers';

/**
 * Keys whose values are kept as they are (identifiers, names, labels, dates, enums). Not `title`:
 * a search hit's title is a message's subject ("Damage to my wall - 112 Marlborough Road") and a
 * document's title can name a treatment; the hit's `source` and `cite` say where it came from.
 */
const KEEP_KEYS = new Set([
  'id',
  'name',
  'role',
  'kind',
  'type',
  'tool',
  'code',
  'status',
  'severity',
  'driver',
  'direction',
  'channel',
  'date',
  'due',
  'at',
  'from',
  'to',
  'source',
  'sourceId',
  'correspondenceId',
  'documentId',
  'partyId',
  'eventId',
  'panel',
  'headOfDamage',
  'currency',
  'section',
  'label',
  'group',
  'inForce',
  'truncated',
  'basis',
  'query',
  'cite',
  'receivedDate',
  'loggedAsComplaint',
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
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean)
    .join(' ');
  return FIELD_LABELS.find(([name]) => name.test(words))?.[1];
}

/** Masks one stretch of text that holds no date, in order: numbers with letters, cues or checks first, then phones and postcodes. */
function maskBetweenDates(text: string): string {
  return maskPhonesAndPostcodes(maskPersonalNumbers(text));
}

const NON_BREAKING_SPACE = /[\u00a0\u2007\u202f]/g;

/**
 * Masks emails, phone numbers, postcodes, National Insurance numbers and bank and card details
 * inside any string; dates stay. Non-breaking spaces come back as plain spaces.
 */
export function maskContactDetails(text: string): string {
  // Text pasted from emails and documents spaces numbers and postcodes with non-breaking spaces,
  // which every pattern here reads as plain ones.
  return maskOutsideDates(maskEmails(text.replace(NON_BREAKING_SPACE, ' ')), maskBetweenDates);
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
