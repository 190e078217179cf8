/**
 * Reading a cut result to its end, for offline mode. A tool whose list does not fit under the
 * result cap returns one page with `more: { shown, total, leftOut, nextOffset, note }`, and
 * get_document a window of text with `truncated` and `nextOffset`; a model calls again with the
 * offset, and offline mode must too, or a vulnerability check or a chronology would show the
 * handler only its first page. The pages are then joined into one result to render.
 */
import { isRecord } from './render-markdown';

/** Pages read for one call at most: enough for a long chronology, bounded for a very large claim. */
export const MAX_PAGES = 6;

interface More {
  shown?: string;
  total?: number;
  leftOut?: number;
  nextOffset?: number;
  note?: string;
}

function parseObject(result: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(result);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined; // a plain sentence, e.g. "No offers recorded on this claim."
  }
}

/** Where the next page of a result starts, when its list or text was cut; undefined when it is whole. */
export function nextOffset(result: string): number | undefined {
  const page = parseObject(result);
  const more = page?.more;
  const next = isRecord(more) ? more.nextOffset : page?.truncated === true ? page.nextOffset : undefined;
  return typeof next === 'number' && Number.isInteger(next) && next > 0 ? next : undefined;
}

/** "12–34" → [12, 34]. */
function shownRange(more: More): [number, number] | undefined {
  const match = /^(\d+)–(\d+)$/.exec(more.shown ?? '');
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * The pages of one call as one result: the first page's fields, each list with every page's items
 * in order, a text with every window in order (windows are contiguous), and a `more` only if the
 * last page still left items out (its range then runs from the first page's start). A page that
 * is not a JSON object cannot be joined: the first page alone is returned.
 */
export function joinPages(results: readonly string[]): string {
  const [first, ...rest] = results;
  if (first === undefined) throw new Error('joinPages needs at least one page');
  const pages = results.map(parseObject);
  if (rest.length === 0 || pages.some((p) => p === undefined)) return first;
  const joined: Record<string, unknown> = { ...pages[0] };
  for (const page of pages.slice(1) as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(page)) {
      const before = joined[key];
      if (Array.isArray(value)) joined[key] = Array.isArray(before) ? [...before, ...value] : value;
      else if (key === 'text' && typeof value === 'string' && typeof before === 'string') joined[key] = before + value;
    }
  }
  const last = pages.at(-1)!;
  if ('truncated' in last) {
    joined.truncated = last.truncated;
    if (last.nextOffset === undefined) delete joined.nextOffset;
    else joined.nextOffset = last.nextOffset;
  }
  const firstMore = pages[0]?.more as More | undefined;
  const lastMore = pages.at(-1)?.more as More | undefined;
  if (!isRecord(lastMore) || lastMore.nextOffset === undefined) {
    delete joined.more;
  } else {
    const start = firstMore ? shownRange(firstMore)?.[0] : undefined;
    const end = shownRange(lastMore)?.[1];
    joined.more =
      start !== undefined && end !== undefined && typeof lastMore.total === 'number'
        ? { ...lastMore, shown: `${start}–${end}`, leftOut: lastMore.total - (end - start + 1) }
        : lastMore;
  }
  return JSON.stringify(joined);
}
