/**
 * Keeping tool results compact: the result cap, clipping long text, and fitting a long list
 * under the cap with a count of what was left out and the offset that fetches the rest.
 */

/** A tool result stays under this many characters (tools.md). */
export const RESULT_CAP = 4000;

/** Room kept free for the `more` note a cut list carries. */
const NOTE_ROOM = 220;

/** `text` with runs of whitespace collapsed, cut to `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
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
      more: { total: items.length, note: `Offset ${offset} is past the end: there are ${items.length} in all.` },
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
  const shownEnd = offset + chosen.length;
  const complete = offset === 0 && shownEnd === items.length;
  const build = (list: T[]): string => {
    const end = offset + list.length;
    const more =
      complete && list.length === chosen.length
        ? undefined
        : {
            shown: `${list.length === 0 ? 0 : offset + 1}–${end}`,
            total: items.length,
            leftOut: items.length - list.length,
            ...(end < items.length ? { nextOffset: end, note: howToGetMore(end) } : {}),
          };
    return JSON.stringify({ ...head, [key]: list, ...(more ? { more } : {}), ...tail });
  };
  let out = build(chosen);
  while (out.length > cap && chosen.length > 0) {
    chosen.pop();
    out = build(chosen);
  }
  return out;
}

/** Cite markers the playbooks ask for: `[doc:ID]`, `[msg:ID]`, `[event:ID]`, `[party:ID]`. */
export const cite = {
  doc: (id: string) => `doc:${id}`,
  msg: (id: string) => `msg:${id}`,
  event: (id: string) => `event:${id}`,
  party: (id: string) => `party:${id}`,
  offer: (id: string) => `offer:${id}`,
  payment: (id: string) => `payment:${id}`,
  recovery: (id: string) => `recovery:${id}`,
  task: (id: string) => `task:${id}`,
  policy: (number: string) => `policy:${number}`,
} as const;
