import { describe, expect, it } from 'vitest';
import { DEFAULT_TURN_LIMITS } from '../turn/run-turn';
import { joinPages, MAX_PAGES, nextOffset } from './pages';

const page = (value: object) => JSON.stringify(value);

describe('reading a cut result to its end', () => {
  it('finds the next offset of a cut list or a cut text, and none when the result is whole', () => {
    expect(nextOffset(page({ entries: [1], more: { shown: '1–1', total: 3, leftOut: 2, nextOffset: 1 } }))).toBe(1);
    expect(nextOffset(page({ text: 'abc', truncated: true, nextOffset: 3 }))).toBe(3);
    expect(nextOffset(page({ text: 'abc', truncated: false }))).toBeUndefined();
    expect(nextOffset(page({ entries: [1] }))).toBeUndefined();
    expect(nextOffset(page({ more: { total: 3, note: 'Offset 9 is past the end.' } }))).toBeUndefined();
    expect(nextOffset('No offers recorded on this claim.')).toBeUndefined();
  });

  it('joins list pages in order, keeping the first page fields, and drops `more` once the list is whole', () => {
    const joined = JSON.parse(
      joinPages([
        page({ total: 3, entries: ['a', 'b'], more: { shown: '1–2', total: 3, leftOut: 1, nextOffset: 2, note: 'Call again.' } }),
        page({ total: 3, entries: ['c'] }),
      ]),
    );
    expect(joined).toEqual({ total: 3, entries: ['a', 'b', 'c'] });
  });

  it('keeps a `more` that runs from the first page when the last page still left items out', () => {
    const joined = JSON.parse(
      joinPages([
        page({ entries: ['a'], more: { shown: '1–1', total: 9, leftOut: 8, nextOffset: 1 } }),
        page({ entries: ['b'], more: { shown: '2–2', total: 9, leftOut: 8, nextOffset: 2 } }),
      ]),
    );
    expect(joined.entries).toEqual(['a', 'b']);
    expect(joined.more).toMatchObject({ shown: '1–2', total: 9, leftOut: 7, nextOffset: 2 });
  });

  it('joins the windows of a text and takes whether it is still cut from the last window', () => {
    const joined = JSON.parse(
      joinPages([
        page({ id: 'd1', offset: 0, text: 'The quick ', truncated: true, nextOffset: 10 }),
        page({ id: 'd1', offset: 10, text: 'brown fox.', truncated: false }),
      ]),
    );
    expect(joined).toEqual({ id: 'd1', offset: 0, text: 'The quick brown fox.', truncated: false });
  });

  it('returns the first page alone when a page is not JSON', () => {
    expect(joinPages(['{"entries":["a"]}', 'Tool failed: boom'])).toBe('{"entries":["a"]}');
    expect(() => joinPages([])).toThrow(/at least one page/);
  });
});

describe('offline paging within the turn limits', () => {
  it('reads every page and answers before the turn reaches its last, tool-free round', () => {
    // Round 0 calls the tools, rounds 1..MAX_PAGES-1 read on, the next answers; the last round of
    // a turn offers no tools, and offline mode, asking for its pages again there, would end the
    // turn in turn_limit. Raising MAX_PAGES past this needs offline mode to answer in that round.
    const answerRound = MAX_PAGES;
    expect(answerRound).toBeLessThan(DEFAULT_TURN_LIMITS.maxRounds - 1);
  });
});
