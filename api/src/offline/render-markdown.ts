/**
 * Renders a tool's compact JSON result as readable Markdown (lists and tables), for offline mode
 * where no model writes the answer. Generic on purpose: it shows whatever the tool returned,
 * with keys in words and long lists cut with a count.
 */
import { formatCitation } from '@claims/shared/citations';
import { ID_PATTERN } from '@claims/shared/primitives';

const MAX_ROWS = 25;
const MAX_COLUMNS = 7;
const MAX_CELL = 160;

/** "daysLeft" → "Days left", "policy_not_in_force" → "Policy not in force". */
export function humanise(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Sources such as "document:d3" and "correspondence:c5" become citation markers; anything that
 * is not a source with a valid record id (the citation grammar's) stays text.
 */
function citeSource(value: string): string | undefined {
  const match = /^(document|correspondence|note|event|party):(.+)$/.exec(value);
  if (!match || !ID_PATTERN.test(match[2]!)) return undefined;
  const kind = ({ document: 'doc', correspondence: 'msg', note: 'msg', event: 'event', party: 'party' } as const)[
    match[1] as 'document'
  ];
  return formatCitation(kind, match[2]!);
}

function scalar(value: unknown, key?: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    const cited = key === 'source' ? citeSource(value) : undefined;
    if (cited) return cited;
    const oneLine = value.replace(/\s+/g, ' ').trim();
    return oneLine.length > MAX_CELL ? `${oneLine.slice(0, MAX_CELL - 1)}…` : oneLine;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => scalar(v)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${humanise(k)}: ${scalar(v, k)}`)
    .join('; ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function table(rows: Record<string, unknown>[]): string {
  const columns: string[] = [];
  for (const row of rows) for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  // Where a tool gives a value and its words ("due" and "dueText"), a person reads the words.
  const shown = columns.filter((c) => !columns.includes(`${c}Text`)).slice(0, MAX_COLUMNS);
  const lines = [
    `| ${shown.map((c) => cell(humanise(c))).join(' | ')} |`,
    `| ${shown.map(() => '---').join(' | ')} |`,
    ...rows.slice(0, MAX_ROWS).map((r) => `| ${shown.map((c) => cell(scalar(r[c], c))).join(' | ')} |`),
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
      .map((v) => `- ${scalar(v)}`)
      .join('\n');
  }
  if (isRecord(value)) {
    const parts: string[] = [];
    const bullets: string[] = [];
    for (const [key, v] of Object.entries(value)) {
      if ((Array.isArray(v) && v.some(isRecord)) || (isRecord(v) && depth === 0 && Object.keys(v).length > 3)) {
        parts.push(`**${humanise(key)}**\n\n${renderValue(v, depth + 1)}`);
      } else {
        bullets.push(`- **${humanise(key)}**: ${scalar(v, key)}`);
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
