import { describe, expect, it } from 'vitest';
import { findDates, statedLossDates } from './date-mentions';

describe('findDates', () => {
  it('reads the ways UK letters write a date, day first', () => {
    const text = '2 October 2026, 2nd October 2026, 02/10/2026, 2/10/26, 02.10.2026, 2026-10-02, October 2, 2026, 2nd of Oct 2026';
    expect(findDates(text, 2026).map((d) => d.date)).toEqual(Array(8).fill('2026-10-02'));
  });

  it('takes the given year when none is written, and skips days that do not exist', () => {
    expect(findDates('on 2 October', 2025).map((d) => d.date)).toEqual(['2025-10-02']);
    expect(findDates('31/02/2026 and 30 February 2026', 2026)).toEqual([]);
    expect(findDates('10/30/2026', 2026)).toEqual([]); // month-first is not a UK date
  });

  it('does not read times, money or references as dates', () => {
    expect(findDates('at 10.30 we paid £1,250.50 on claim 2026/1002', 2026)).toEqual([]);
  });
});

describe('statedLossDates', () => {
  const loss = '2026-10-02';
  it('keeps dates in sentences about the incident', () => {
    expect(statedLossDates('The collision happened on 3 October 2026.', loss, '2026-10-10').map((d) => d.date)).toEqual(['2026-10-03']);
    expect(statedLossDates('Date of loss: 03/10/2026', loss, '2026-10-10').map((d) => d.date)).toEqual(['2026-10-03']);
    expect(statedLossDates('On 3 October 2026 a pipe burst in the loft.', loss, '2026-10-10').map((d) => d.date)).toEqual(['2026-10-03']);
  });

  it('leaves out dates about something else, and dates after the source', () => {
    expect(statedLossDates('I reported it on 3 October 2026.', loss, '2026-10-10')).toEqual([]);
    expect(statedLossDates('Your letter dated 3 October 2026 about the accident.', loss, '2026-10-10')).toEqual([]);
    expect(statedLossDates('The engineer inspected the damage on 3 October 2026.', loss, '2026-10-10')).toEqual([]);
    expect(statedLossDates('The accident on 12 October 2026.', loss, '2026-10-10')).toEqual([]);
    expect(statedLossDates('Nothing here on 3 October 2026.', loss, '2026-10-10')).toEqual([]);
  });

  it('tells apart two dates in one sentence', () => {
    const found = statedLossDates('The accident was on 1 October 2026 and I wrote to you on 5 October 2026.', loss, '2026-10-10');
    expect(found.map((d) => d.date)).toEqual(['2026-10-01']);
  });
});
