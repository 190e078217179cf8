/**
 * Redaction of tool-call provenance, so the audit trail records what the assistant looked at
 * without becoming a copy of the claim file. Names, ids, dates, codes and numbers are kept;
 * emails, phone numbers, addresses and free text are masked.
 */

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// UK-style and international numbers: 07700 900123, +44 20 7946 0958, (020) 7946-0958.
const PHONE = /(?<![\w-])(?:\+?\d[\d ()-]{8,}\d)(?![\w-])/g;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/gi;

/** Keys whose values are kept as they are (identifiers, names, labels, dates, enums). */
const KEEP_KEYS = new Set([
  'id', 'name', 'role', 'kind', 'type', 'tool', 'code', 'status', 'severity', 'driver', 'direction',
  'channel', 'date', 'due', 'at', 'from', 'to', 'source', 'sourceId', 'correspondenceId',
  'documentId', 'partyId', 'eventId', 'panel', 'headOfDamage', 'currency', 'section', 'title',
  'label', 'group', 'inForce', 'truncated', 'basis', 'query', 'cite', 'receivedDate', 'loggedAsComplaint',
]);
const ADDRESS_KEYS = new Set(['address', 'location']);

/** Masks emails, phone numbers and postcodes inside any string. */
export function maskContactDetails(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(PHONE, (m) => (/^\d{4}-\d{2}-\d{2}$/.test(m) ? m : '[phone]'))
    .replace(POSTCODE, '[postcode]');
}

function redactValue(value: unknown, key: string | undefined): unknown {
  if (typeof value === 'string') {
    if (key !== undefined && ADDRESS_KEYS.has(key)) return '[address]';
    if (key === 'email') return '[email]';
    if (key === 'phone') return '[phone]';
    const masked = maskContactDetails(value);
    if (key !== undefined && KEEP_KEYS.has(key)) return masked;
    // Short tokens (dates, enums, ids) are not free text.
    if (masked.length <= 32 && !/\s/.test(masked)) return masked;
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
