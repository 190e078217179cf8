/**
 * Keeping tool results compact: the result cap, clipping long text, and fitting long lists
 * under the cap with a count of what was left out and the offset that fetches the rest.
 */
import { wholeCharacterEnd } from '@claims/shared';

/** A tool result stays under this many characters (docs/tools.md). */
export const RESULT_CAP = 4000;

/** Room kept free for the `more` note a cut list carries. */
const NOTE_ROOM = 220;

/**
 * Wording read nowhere else (a policy clause, an injury, a note): whole up to `max` characters
 * with whitespace collapsed, else cut (never mid-character) with how many characters were left
 * out, so a cut clause is never taken for the whole of it.
 */
export function clipWording(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const note = (left: number) => `… [cut: ${left} more characters]`;
  const kept = flat.slice(0, wholeCharacterEnd(flat, Math.max(0, max - note(flat.length).length))).trimEnd();
  return `${kept}${note(flat.length - kept.length)}`;
}

/** The note for a page asked for at or past the end of `total` items. */
function pastTheEnd(offset: number, total: number): string {
  return `Offset ${offset} is past the end: there ${total === 1 ? 'is' : 'are'} ${total} in all.`;
}

export interface ListPage<T> {
  /** Everything but the list: counts, notes, summaries. */
  head: Record<string, unknown>;
  /** The list's key in the result, e.g. "deadlines". */
  key: string;
  items: readonly T[];
  offset?: number;
  /** How to fetch the rest, given the next offset, e.g. `Call again with offset ${n}.` */
  howToGetMore: (nextOffset: number) => string;
  /** Fields written after the list. */
  tail?: Record<string, unknown>;
  cap?: number;
  /**
   * How a page's items are written, e.g. grouped by source so what they share is said once.
   * Paging still counts items; a page holds as many as fit once written this way.
   */
  shape?: (items: readonly T[]) => unknown[];
}

/**
 * Where the next page starts, and its note. An item too large for any page (none shown) is
 * passed over with a word, so paging always moves on.
 */
function nextPage(offset: number, shown: number, total: number, howToGetMore: (next: number) => string): { nextOffset?: number; note?: string } {
  const tooLarge = shown === 0 && offset < total;
  const next = tooLarge ? offset + 1 : offset + shown;
  const skipped = tooLarge ? `Item ${offset + 1} is too large to show. ` : '';
  if (next < total) return { nextOffset: next, note: `${skipped}${howToGetMore(next)}` };
  return skipped ? { note: skipped.trim() } : {};
}

/**
 * Compact JSON of `head`, the items from `offset` that fit under the cap, and `tail`. When
 * items are left out it adds `more: { shown, total, leftOut, nextOffset, note }`.
 */
export function fitList<T>(page: ListPage<T>): string {
  const { head, key, items, tail = {}, howToGetMore } = page;
  const offset = page.offset ?? 0;
  const cap = page.cap ?? RESULT_CAP;
  if (offset > 0 && offset >= items.length) {
    return JSON.stringify({
      ...head,
      [key]: [],
      more: { total: items.length, note: pastTheEnd(offset, items.length) },
      ...tail,
    });
  }
  const frame = JSON.stringify({ ...head, [key]: [], ...tail }).length;
  let budget = cap - frame - NOTE_ROOM;
  const chosen: T[] = [];
  for (let i = offset; i < items.length; i += 1) {
    const size = JSON.stringify(items[i]).length + 1;
    if (size > budget) break;
    budget -= size;
    chosen.push(items[i] as T);
  }
  const build = (list: T[]): string => {
    const end = offset + list.length;
    const complete = offset === 0 && list.length === items.length;
    const more = complete
      ? undefined
      : {
          shown: `${list.length === 0 ? 0 : offset + 1}–${end}`,
          total: items.length,
          leftOut: items.length - list.length,
          ...nextPage(offset, list.length, items.length, howToGetMore),
        };
    return JSON.stringify({ ...head, [key]: page.shape ? page.shape(list) : list, ...(more ? { more } : {}), ...tail });
  };
  let out = build(chosen);
  // Shaped, the items take less room than measured one by one: fill what is left of the cap.
  while (page.shape && offset + chosen.length < items.length && out.length <= cap) {
    const longer = build([...chosen, items[offset + chosen.length] as T]);
    if (longer.length > cap) break;
    chosen.push(items[offset + chosen.length] as T);
    out = longer;
  }
  while (out.length > cap && chosen.length > 0) {
    chosen.pop();
    out = build(chosen);
  }
  return out;
}

export interface PagedList {
  /** The list's key in the result, e.g. "changes". */
  key: string;
  items: readonly unknown[];
  /** Shown in the list's place on the first page when it has no items at all. */
  empty?: unknown;
}

export interface ListsPage {
  head: Record<string, unknown>;
  /** Read as one sequence in this order: `offset` counts across them. */
  lists: readonly PagedList[];
  offset?: number;
  howToGetMore: (nextOffset: number) => string;
  tail?: Record<string, unknown>;
  cap?: number;
}

/**
 * `fitList` for a result made of several lists (a policy's sections, exclusions, endorsements
 * and changes): one offset runs through them in order, each list keeps its own key, and a cut
 * page's `more` adds `leftOutByList`, the count not shown per list. A list with no items in the
 * window is left out of that page.
 */
export function fitLists(page: ListsPage): string {
  const { head, lists, tail = {}, howToGetMore } = page;
  const offset = page.offset ?? 0;
  const cap = page.cap ?? RESULT_CAP;
  const total = lists.reduce((n, list) => n + list.items.length, 0);
  if (offset > 0 && offset >= total) {
    return JSON.stringify({ ...head, more: { total, note: pastTheEnd(offset, total) }, ...tail });
  }
  const build = (count: number): string => {
    const end = offset + count;
    const body: Record<string, unknown> = {};
    const leftOutByList: Record<string, number> = {};
    let start = 0;
    for (const list of lists) {
      const from = Math.max(offset, start);
      const to = Math.min(end, start + list.items.length);
      if (list.items.length === 0) {
        if (offset === 0 && list.empty !== undefined) body[list.key] = list.empty;
      } else if (from < to) {
        body[list.key] = list.items.slice(from - start, to - start);
      }
      const shown = Math.max(0, to - from);
      if (shown < list.items.length) leftOutByList[list.key] = list.items.length - shown;
      start += list.items.length;
    }
    const more =
      offset === 0 && end === total
        ? undefined
        : {
            shown: `${count === 0 ? 0 : offset + 1}–${end}`,
            total,
            leftOut: total - count,
            leftOutByList,
            ...nextPage(offset, count, total, howToGetMore),
          };
    return JSON.stringify({ ...head, ...body, ...(more ? { more } : {}), ...tail });
  };
  // The frame with nothing shown carries the longest `more`; items fill what is left of the cap.
  let budget = cap - build(0).length;
  let count = 0;
  let start = 0;
  for (const list of lists) {
    let opened = false;
    for (let i = 0; i < list.items.length; i += 1) {
      if (start + i < offset) continue;
      const size = JSON.stringify(list.items[i]).length + 1 + (opened ? 0 : list.key.length + 5);
      if (size > budget) break;
      budget -= size;
      opened = true;
      count += 1;
    }
    start += list.items.length;
    if (offset + count < start) break;
  }
  let out = build(count);
  while (out.length > cap && count > 0) {
    count -= 1;
    out = build(count);
  }
  return out;
}

/**
 * How many items of each list fit when `budget` characters are shared fairly: a list needing
 * less than an equal share gets all of it, the others split what remains. Items count from the
 * front of each list, at their compact JSON size plus a comma.
 */
export function shareBudget(lists: readonly (readonly unknown[])[], budget: number): number[] {
  const sizes = lists.map((items) => items.map((item) => JSON.stringify(item).length + 1));
  const need = sizes.map((list) => list.reduce((a, b) => a + b, 0));
  const order = need.map((_, i) => i).sort((a, b) => (need[a] ?? 0) - (need[b] ?? 0));
  const counts = lists.map(() => 0);
  let left = Math.max(0, budget);
  order.forEach((i, rank) => {
    const share = Math.floor(left / (order.length - rank));
    let used = 0;
    let n = 0;
    for (const size of sizes[i] ?? []) {
      if (used + size > share) break;
      used += size;
      n += 1;
    }
    counts[i] = n;
    left -= used;
  });
  return counts;
}
