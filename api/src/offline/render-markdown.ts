/**
 * Renders a tool's compact JSON result as readable Markdown (lists and tables), for offline mode
 * where no model writes the answer. Generic on purpose: it shows whatever the tool returned,
 * with keys in words, money and dates in the words the tool gave beside them (other dates as the
 * page writes them), and long lists cut
 * with a count. Table cells are cut short; a field on its own line is shown whole.
 */
import { formatCitation, type CitationKind } from '@claims/shared/citations';
import { formatDate, formatDateTime } from '@claims/shared/date-words';
import { daysLeftInWords } from '@claims/shared/days-left';
import { humanise } from '@claims/shared/humanise';
import { DEADLINE_LABELS } from '@claims/shared/overview';
import { cutText, ID_PATTERN, isCalendarDate, isIsoDateTime } from '@claims/shared/primitives';

/** Rows of a table at most: a chronology read to its end fits; a very large claim's is cut with a count. */
const MAX_ROWS = 120;
/** Columns of their own; any more share a last column. */
const MAX_COLUMNS = 7;
const MAX_CELL = 160;

/** The marker kind of each way a tool names a source: "doc:d3" as the citations write it, "document:d3" as search hits do. */
const SOURCE_KINDS: Record<string, CitationKind> = {
  doc: 'doc',
  msg: 'msg',
  event: 'event',
  party: 'party',
  document: 'doc',
  correspondence: 'msg',
  note: 'msg',
};

/**
 * A value that is wholly one source ("document:d3", "doc:d3", "msg:c5", "event:e1", "party:p1")
 * becomes its citation marker, so the handler can open it; anything else (a source with no
 * marker, such as "policy:P1" or "task:t1", or an id the grammar does not take) stays text.
 */
function citeSource(value: string): string | undefined {
  const [, prefix = '', id = ''] = /^([a-z]+):(.+)$/.exec(value) ?? [];
  const kind = Object.hasOwn(SOURCE_KINDS, prefix) ? SOURCE_KINDS[prefix] : undefined;
  return kind && ID_PATTERN.test(id) ? formatCitation(kind, id) : undefined;
}

/** A date or date-time as the page writes it ("24 Nov 2026", "5 Oct 2026, 00:30" in UK time). */
function inDateWords(value: string): string | undefined {
  if (isCalendarDate(value)) return formatDate(value);
  if (isIsoDateTime(value)) return formatDateTime(value);
  return undefined;
}

/** A code on its own ("instalments_current", "due_soon", "third_party_side"), written as words. */
const CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;
/** Codes inside a sentence ("due_soon = due within 5 days"); never inside a marker or an id. */
const CODE_IN_TEXT = /(?<![\w:.-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w:.-])/g;

function codesInWords(text: string): string {
  return text.replace(CODE_IN_TEXT, (code) => humanise(code).toLowerCase());
}

/** `cut`: in a table cell a long text is cut short; on a line of its own it is shown whole. */
function scalar(value: unknown, cut = true): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    const cited = citeSource(value);
    if (cited) return cited;
    const dated = inDateWords(value);
    if (dated) return dated;
    if (CODE.test(value)) return humanise(value).toLowerCase();
    const oneLine = codesInWords(value.replace(/\s+/g, ' ').trim());
    return cut ? cutText(oneLine, MAX_CELL) : oneLine;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((v) => scalar(v, cut)).join(', ');
  return Object.entries(inWords(value as Record<string, unknown>))
    .map(([k, v]) => `${humanise(k)}: ${scalar(v, cut)}`)
    .join('; ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** Whether `value` (an id, or a source such as "document:d3") is the record `cite` marks. */
function citesSame(cite: unknown, value: unknown): boolean {
  if (typeof cite !== 'string' || typeof value !== 'string') return false;
  return cite === scalar(value) || cite.endsWith(`:${value}]`);
}

/** A JSON object (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Left out: the reply is stored with the conversation, which keeps no copy of anyone's contact
 * details (the Parties panel shows them).
 */
const CONTACT_KEYS = ['phone', 'email', 'address'];

/**
 * Left out: fields that tell a model how to read on or how a match ranked ("Call search_claim with
 * offset 5", a score of 26.18), which mean nothing to a person.
 */
const MODEL_KEYS = ['offset', 'nextOffset', 'score'];

/** A cut list's `more` in a person's words: "Shown 1–5 of 23; 18 more not shown here." */
function moreInWords(more: Record<string, unknown>): string {
  const { shown, total, leftOut } = more;
  if (typeof shown !== 'string' || typeof total !== 'number') return `${total ?? 'More'} in all.`;
  const rest = typeof leftOut === 'number' && leftOut > 0 ? `; ${leftOut} more not shown here` : '';
  return `Shown ${shown} of ${total}${rest}.`;
}

/**
 * A record with the words a person reads in place of the values they stand for: the amounts of a
 * `formatted` record ("£42,140.00") replace the minor units beside them (a person would take
 * 4214000 for pounds), with the `units` note that described those numbers; where a tool gives
 * "gap" and "gapText", only the words are kept; a cut list's `more` becomes a sentence. Contact
 * details and a model's paging fields are left out.
 */
function inWords(record: Record<string, unknown>): Record<string, unknown> {
  const formatted = record.formatted;
  const out: Record<string, unknown> = { ...record };
  for (const key of [...CONTACT_KEYS, ...MODEL_KEYS]) delete out[key];
  // "Cite a party as [party:ID]." is for a model; a marker of the record itself stays.
  if (typeof out.cite === 'string' && !out.cite.startsWith('[')) delete out.cite;
  if (isRecord(out.more)) out.more = moreInWords(out.more);
  if (isRecord(formatted) && Object.keys(formatted).some((k) => k in record)) {
    delete out.formatted;
    delete out.units;
    for (const [k, v] of Object.entries(formatted)) out[k] = v;
  }
  for (const key of Object.keys(out)) if (`${key}Text` in out) delete out[key];
  // Days left in words ("3 days overdue"); a deadline already met or lapsed has none to count.
  if (typeof out.daysLeft === 'number') out.daysLeft = out.status === 'met' || out.status === 'lapsed' ? '—' : daysLeftInWords(out.daysLeft);
  if (out.trigger === 'loss') out.trigger = 'the loss';
  if (typeof out.kind === 'string' && typeof out.basis === 'string' && Object.hasOwn(DEADLINE_LABELS, out.kind)) out.kind = DEADLINE_LABELS[out.kind];
  // A party listed by id, name and role: its marker, which the page shows as the name.
  if (typeof out.id === 'string' && typeof out.name === 'string' && typeof out.role === 'string' && out.cite === undefined && ID_PATTERN.test(out.id)) {
    const { id, name: _name, ...rest } = out;
    return { cite: formatCitation('party', id), ...rest };
  }
  return out;
}

/** Column headings in a handler's words, where the field name is not. */
const HEADINGS: Record<string, string> = { cite: 'Source' };
const heading = (key: string) => (Object.hasOwn(HEADINGS, key) ? HEADINGS[key]! : humanise(key));

/** The table's own columns; the rest are shown together in a last column, never left out. */
const EXTRA_COLUMN = 'Details';

/**
 * Findings listed by source (a `sourceId`, then the signals found in it) as one row per finding,
 * its source's fields after its own: a person reads every finding with its source.
 */
function ungrouped(records: Record<string, unknown>[]): Record<string, unknown>[] {
  return records.flatMap((record) => {
    if (typeof record.sourceId !== 'string') return [record];
    const inner = Object.entries(record).filter(([, v]) => Array.isArray(v) && v.length > 0 && v.every(isRecord));
    if (inner.length !== 1) return [record];
    const [key, list] = inner[0] as [string, Record<string, unknown>[]];
    const { [key]: _list, ...group } = record;
    return list.map((item) => ({ ...item, ...group }));
  });
}

function table(records: Record<string, unknown>[]): string {
  // Where a tool gives a value and its words ("due" and "dueText"), a person reads the words.
  const rows = ungrouped(records).map(inWords);
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  // An id column beside the citation marker of the same record says nothing more; nor does a
  // name beside a party's marker, which the page already shows as that name.
  const partyRows = rows.every((r) => typeof r.cite === 'string' && r.cite.startsWith('[party:'));
  const named = columns.filter((c) => c === 'cite' || (!rows.every((r) => citesSame(r.cite, r[c])) && !(partyRows && c === 'name')));
  const wide = named.length > MAX_COLUMNS;
  const shown = named.slice(0, MAX_COLUMNS);
  const extra = named.slice(MAX_COLUMNS);
  const details = (r: Record<string, unknown>) =>
    extra
      .filter((c) => r[c] !== undefined)
      .map((c) => `${heading(c)}: ${scalar(r[c])}`)
      .join('; ') || '—';
  const headers = [...shown.map(heading), ...(wide ? [EXTRA_COLUMN] : [])];
  const lines = [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.slice(0, MAX_ROWS).map((r) => `| ${[...shown.map((c) => scalar(r[c])), ...(wide ? [details(r)] : [])].map(cell).join(' | ')} |`),
  ];
  if (rows.length > MAX_ROWS) lines.push('', `…and ${rows.length - MAX_ROWS} more.`);
  return lines.join('\n');
}

function renderValue(value: unknown, depth: number): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return 'None.';
    if (value.every(isRecord)) return table(value);
    return value
      .slice(0, MAX_ROWS)
      .map((v) => `- ${scalar(v, false)}`)
      .join('\n');
  }
  if (isRecord(value)) {
    const parts: string[] = [];
    const bullets: string[] = [];
    for (const [key, v] of Object.entries(inWords(value))) {
      if ((Array.isArray(v) && v.some(isRecord)) || (isRecord(v) && depth === 0 && Object.keys(v).length > 3)) {
        parts.push(`**${humanise(key)}**\n\n${renderValue(v, depth + 1)}`);
      } else {
        bullets.push(`- **${humanise(key)}**: ${scalar(v, false)}`);
      }
    }
    return [bullets.join('\n'), ...parts].filter((p) => p !== '').join('\n\n');
  }
  return scalar(value);
}

/** Markdown for one tool result (compact JSON, or a plain sentence). */
export function renderToolResult(result: string): string {
  try {
    return renderValue(JSON.parse(result), 0);
  } catch {
    return result;
  }
}
