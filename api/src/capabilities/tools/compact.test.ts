import { describe, expect, it } from 'vitest';
import { clipWording, fitList, fitLists, shareBudget } from './compact';
import { clip } from '../../domain/clip';

describe('clip', () => {
  it('never cuts between the halves of a character', () => {
    // "ab" then an emoji (two UTF-16 units): a cut at 3 would keep its first half only.
    expect(clip('ab\u{1F697}cd', 4)).toBe('ab…');
    expect(clip('ab\u{1F697}cd', 5)).toBe('ab\u{1F697}…');
  });

  it('collapses whitespace and cuts with an ellipsis', () => {
    expect(clip('a  b\n\nc', 10)).toBe('a b c');
    expect(clip('abcdefghij', 5)).toBe('abcd…');
  });
});

describe('clipWording', () => {
  it('keeps wording whole up to the limit, and says how much a cut left out', () => {
    expect(clipWording('Housekeeping  condition:\n(a) inspect', 100)).toBe('Housekeeping condition: (a) inspect');
    const cut = clipWording('word '.repeat(100), 50);
    expect(cut).toMatch(/^word word .*… \[cut: \d+ more characters\]$/);
    expect(cut.length).toBeLessThanOrEqual(50);
    const leftOut = Number(/\[cut: (\d+)/.exec(cut)![1]);
    expect(cut.indexOf('… [cut:') + leftOut).toBe('word '.repeat(100).trim().length);
  });
});

describe('fitList', () => {
  const items = Array.from({ length: 500 }, (_, i) => ({ n: i, text: 'some words here' }));
  const page = (offset?: number) => JSON.parse(fitList({ head: { total: 500 }, key: 'rows', items, offset, howToGetMore: (n) => `Use offset ${n}.` }));

  it('fits as many as it can under the cap and says how to get the rest', () => {
    const out = fitList({ head: { total: 500 }, key: 'rows', items, howToGetMore: (n) => `Use offset ${n}.` });
    expect(out.length).toBeLessThanOrEqual(4000);
    const parsed = JSON.parse(out);
    expect(parsed.more).toEqual({
      shown: `1–${parsed.rows.length}`,
      total: 500,
      leftOut: 500 - parsed.rows.length,
      nextOffset: parsed.rows.length,
      note: `Use offset ${parsed.rows.length}.`,
    });
    expect(parsed.rows.length).toBeGreaterThan(50);
  });

  it('pages from an offset to the end', () => {
    const last = page(480);
    expect(last.rows[0].n).toBe(480);
    expect(last.rows).toHaveLength(20);
    expect(last.more).toEqual({ shown: '481–500', total: 500, leftOut: 480 });
    expect(page(600).more.note).toBe('Offset 600 is past the end: there are 500 in all.');
    const one = JSON.parse(fitList({ head: {}, key: 'rows', items: [{ n: 0 }], offset: 3, howToGetMore: (n) => `Use offset ${n}.` }));
    expect(one.more.note).toBe('Offset 3 is past the end: there is 1 in all.');
  });

  it('adds no note when everything fits', () => {
    expect(JSON.parse(fitList({ head: {}, key: 'rows', items: [1, 2], howToGetMore: () => '' }))).toEqual({ rows: [1, 2] });
  });
});

describe('fitList with a shape', () => {
  // Items that share a long field: written in pairs, each pair gives it once.
  const items = Array.from({ length: 300 }, (_, i) => ({ n: i, shared: 'x'.repeat(40) }));
  const pairs = (list: readonly { n: number; shared: string }[]) =>
    Array.from({ length: Math.ceil(list.length / 2) }, (_, i) => ({ shared: list[2 * i]!.shared, ns: list.slice(2 * i, 2 * i + 2).map((x) => x.n) }));
  const shaped = (offset?: number) => fitList({ head: {}, key: 'pairs', items, offset, shape: pairs, howToGetMore: (n) => `Use offset ${n}.` });

  it('writes a page in its shape, fills the cap with it, and still counts items', () => {
    const out = shaped();
    expect(out.length).toBeLessThanOrEqual(4000);
    const page = JSON.parse(out);
    const shown = page.pairs.flatMap((p: { ns: number[] }) => p.ns);
    expect(shown).toEqual(Array.from({ length: shown.length }, (_, i) => i));
    // More than fit measured one by one (each item alone is over 60 characters).
    expect(shown.length).toBeGreaterThan(Math.floor((4000 - 220) / 61));
    expect(page.more).toMatchObject({ shown: `1–${shown.length}`, total: 300, nextOffset: shown.length });
    // Nothing skipped or repeated between pages.
    const next = JSON.parse(shaped(shown.length));
    expect(next.pairs[0].ns[0]).toBe(shown.length);
  });

  it('adds no note when everything fits', () => {
    expect(JSON.parse(fitList({ head: {}, key: 'pairs', items: items.slice(0, 3), shape: pairs, howToGetMore: () => '' }))).toEqual({
      pairs: [
        { shared: 'x'.repeat(40), ns: [0, 1] },
        { shared: 'x'.repeat(40), ns: [2] },
      ],
    });
  });
});

describe('fitLists', () => {
  const lists = [
    { key: 'a', items: Array.from({ length: 40 }, (_, i) => ({ a: i, text: 'some words here and there' })) },
    { key: 'b', items: [] as unknown[], empty: 'No b.' },
    { key: 'c', items: Array.from({ length: 80 }, (_, i) => ({ c: i, text: 'some words here and there' })) },
  ];
  const page = (offset: number) => JSON.parse(fitLists({ head: { title: 'x' }, lists, offset, howToGetMore: (n) => `Use offset ${n}.`, tail: { end: true } }));

  it('runs one offset through the lists in order, each under its own key, until all are read', () => {
    const first = page(0);
    expect(first).toMatchObject({ title: 'x', b: 'No b.', end: true });
    expect(first.a).toHaveLength(40);
    expect(first.more).toMatchObject({ total: 120, nextOffset: 40 + first.c.length, note: `Use offset ${40 + first.c.length}.` });
    expect(first.more.leftOutByList).toEqual({ c: 80 - first.c.length });
    const second = page(first.more.nextOffset);
    expect(second.a).toBeUndefined();
    expect(second.b).toBeUndefined();
    expect(second.c[0].c).toBe(first.c.length);
    expect(JSON.stringify(second).length).toBeLessThanOrEqual(4000);
    expect(page(500).more.note).toBe('Offset 500 is past the end: there are 120 in all.');
  });

  it('adds no note when everything fits', () => {
    expect(
      JSON.parse(
        fitLists({
          head: {},
          lists: [
            { key: 'a', items: [1] },
            { key: 'b', items: [], empty: [] },
          ],
          howToGetMore: () => '',
        }),
      ),
    ).toEqual({ a: [1], b: [] });
  });
});

describe('shareBudget', () => {
  it('gives short lists all they need and splits the rest', () => {
    const short = ['ab'];
    const long = Array.from({ length: 100 }, () => 'abcdefgh'); // 11 characters each with a comma
    expect(shareBudget([long, short, long], 225)).toEqual([10, 1, 10]);
    expect(shareBudget([short, []], 0)).toEqual([0, 0]);
  });
});

describe('fitList paging past an item too large for a page', () => {
  it('passes over it with a word and moves on, so walking the pages ends and shows every other item once', () => {
    const items = [{ n: 1 }, { n: 2, text: 'x'.repeat(5000) }, { n: 3 }, { n: 4 }];
    const seen: number[] = [];
    let offset: number | undefined = 0;
    let notes = '';
    for (let guard = 0; offset !== undefined && guard < 10; guard += 1) {
      const page = JSON.parse(fitList({ head: {}, key: 'items', items, offset, howToGetMore: (n) => `Call again with offset ${n}.` })) as {
        items: { n: number }[];
        more?: { nextOffset?: number; note?: string };
      };
      seen.push(...page.items.map((item) => item.n));
      notes += page.more?.note ?? '';
      offset = page.more?.nextOffset;
    }
    expect(offset).toBeUndefined();
    expect(seen).toEqual([1, 3, 4]);
    expect(notes).toContain('Item 2 is too large to show.');
  });
});

describe('fitLists paging past an item too large for a page', () => {
  it('passes over it with a word and moves on across the lists', () => {
    const lists = [
      { key: 'sections', items: [{ n: 1, text: 'x'.repeat(5000) }, { n: 2 }] },
      { key: 'changes', items: [{ n: 3 }] },
    ];
    const seen: number[] = [];
    let offset: number | undefined = 0;
    let notes = '';
    for (let guard = 0; offset !== undefined && guard < 10; guard += 1) {
      const page = JSON.parse(fitLists({ head: {}, lists, offset, howToGetMore: (n) => `Call again with offset ${n}.` })) as Record<string, unknown> & {
        more?: { nextOffset?: number; note?: string };
      };
      for (const key of ['sections', 'changes']) seen.push(...((page[key] as { n: number }[] | undefined) ?? []).map((item) => item.n));
      notes += page.more?.note ?? '';
      offset = page.more?.nextOffset;
    }
    expect(offset).toBeUndefined();
    expect(seen).toEqual([2, 3]);
    expect(notes).toContain('Item 1 is too large to show.');
  });
});
