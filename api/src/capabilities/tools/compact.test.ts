import { describe, expect, it } from 'vitest';
import { clip, fitList } from './compact';

describe('clip', () => {
  it('collapses whitespace and cuts with an ellipsis', () => {
    expect(clip('a  b\n\nc', 10)).toBe('a b c');
    expect(clip('abcdefghij', 5)).toBe('abcd…');
  });
});

describe('fitList', () => {
  const items = Array.from({ length: 500 }, (_, i) => ({ n: i, text: 'some words here' }));
  const page = (offset?: number) => JSON.parse(fitList({ head: { total: 500 }, key: 'rows', items, offset, howToGetMore: (n) => `Use offset ${n}.` }));

  it('fits as many as it can under the cap and says how to get the rest', () => {
    const out = fitList({ head: { total: 500 }, key: 'rows', items, howToGetMore: (n) => `Use offset ${n}.` });
    expect(out.length).toBeLessThanOrEqual(4000);
    const parsed = JSON.parse(out);
    expect(parsed.more).toEqual({ shown: `1–${parsed.rows.length}`, total: 500, leftOut: 500 - parsed.rows.length, nextOffset: parsed.rows.length, note: `Use offset ${parsed.rows.length}.` });
    expect(parsed.rows.length).toBeGreaterThan(50);
  });

  it('pages from an offset to the end', () => {
    const last = page(480);
    expect(last.rows[0].n).toBe(480);
    expect(last.rows).toHaveLength(20);
    expect(last.more).toEqual({ shown: '481–500', total: 500, leftOut: 480 });
    expect(page(600).more.note).toBe('Offset 600 is past the end: there are 500 in all.');
  });

  it('adds no note when everything fits', () => {
    expect(JSON.parse(fitList({ head: {}, key: 'rows', items: [1, 2], howToGetMore: () => '' }))).toEqual({ rows: [1, 2] });
  });
});
