import { describe, expect, it } from 'vitest';
import { findDates, statedLossDates } from './date-mentions';

describe('findDates', () => {
  it('reads the ways UK letters write a date, day first', () => {
    const text = '2 October 2026, 2nd October 2026, 02/10/2026, 2/10/26, 02.10.2026, 2026-10-02, October 2, 2026, 2nd of Oct 2026';
    expect(findDates(text, '2026-10-05').map((d) => d.date)).toEqual(Array(8).fill('2026-10-02'));
  });

  it('takes the year nearest the reference day when none is written, and skips days that do not exist', () => {
    expect(findDates('on 2 October', '2025-10-20').map((d) => d.date)).toEqual(['2025-10-02']);
    // Across the new year: "30 December" near 3 January is the December just before.
    expect(findDates('on 30 December', '2026-01-03').map((d) => d.date)).toEqual(['2025-12-30']);
    expect(findDates('on 2 January', '2025-12-30').map((d) => d.date)).toEqual(['2026-01-02']);
    expect(findDates('on 29 February', '2027-01-10').map((d) => d.date)).toEqual(['2028-02-29']);
    expect(findDates('31/02/2026 and 30 February 2026', '2026-10-02')).toEqual([]);
    expect(findDates('10/30/2026', '2026-10-02')).toEqual([]); // month-first is not a UK date
  });

  it('reads a two-digit year in the century nearest the reference, at most ten years ahead', () => {
    expect(findDates('2/10/26 and 01/05/99 and 3/4/36 and 3/4/37', '2026-10-02').map((d) => d.date)).toEqual([
      '2026-10-02',
      '1999-05-01',
      '2036-04-03',
      '1937-04-03',
    ]);
  });

  it('does not read times, money or references as dates', () => {
    expect(findDates('at 10.30 we paid £1,250.50 on claim 2026/1002', '2026-10-02')).toEqual([]);
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

  it('reads a date without a year across the new year', () => {
    // Recorded as 3 January 2026; the letter of 5 January says the accident was on 30 December.
    expect(statedLossDates('The accident happened on 30 December.', '2026-01-03', '2026-01-05').map((d) => d.date)).toEqual(['2025-12-30']);
    expect(statedLossDates('The accident happened on 3 January.', '2026-01-03', '2026-01-05').map((d) => d.date)).toEqual(['2026-01-03']);
  });

  it('reads a date without a year as one on or before the source, never a day still to come', () => {
    // Recorded as 2 October 2026; a letter of 20 October says 2 March: March 2027 is nearer the
    // recorded loss but had not happened when the letter was written, so it is March 2026.
    expect(statedLossDates('The accident happened on 2 March.', loss, '2026-10-20').map((d) => d.date)).toEqual(['2026-03-02']);
    expect(statedLossDates('The collision was on 30 December.', '2026-07-01', '2026-07-15').map((d) => d.date)).toEqual(['2025-12-30']);
    // With no such bound, the nearest year still wins.
    expect(findDates('on 2 March', loss).map((d) => d.date)).toEqual(['2027-03-02']);
  });

  it('tells apart two dates in one sentence', () => {
    const found = statedLossDates('The accident was on 1 October 2026 and I wrote to you on 5 October 2026.', loss, '2026-10-10');
    expect(found.map((d) => d.date)).toEqual(['2026-10-01']);
  });
});

describe('statedLossDates on text without sentence breaks', () => {
  const loss = '2026-10-02';
  const gap = (chars: number) => ' x'.repeat(chars / 2); // no breaks and no keywords
  const stated = (text: string) => statedLossDates(text, loss, '2026-10-10').map((d) => d.date);

  it('reads a window of 400 characters either side of the date as its sentence, not the whole text', () => {
    expect(stated(`The accident${gap(300)} on 3 October 2026`)).toEqual(['2026-10-03']);
    expect(stated(`The accident${gap(500)} on 3 October 2026`)).toEqual([]);
    expect(stated(`On 3 October 2026${gap(300)} a pipe burst`)).toEqual(['2026-10-03']);
    expect(stated(`On 3 October 2026${gap(500)} a pipe burst`)).toEqual([]);
  });

  it('still stops at a sentence break inside the window, and counts only whole words', () => {
    expect(stated('There was a fire. We met on 3 October 2026')).toEqual([]);
    // The date starts at 403, so its window starts at 3: at "fire", which is a keyword in
    // "on fire" but only the end of a word in "bonfire".
    const filler = `${gap(394)}  `;
    expect(stated(`on fire${filler}3 October 2026`)).toEqual(['2026-10-03']);
    expect(stated(`bonfire${filler}3 October 2026`)).toEqual([]);
  });

  it('finds the right dates in a long statement, one window per date', () => {
    const rows = Array.from({ length: 20_000 }, () => '2026-10-01 card paid 12.00 | ');
    rows[12_345] = '2026-10-03 burst pipe 80.00 | ';
    rows[15_000] = '2026-10-12 burst pipe 80.00 | '; // after the source's date
    const text = rows.join('');
    const found = statedLossDates(text, loss, '2026-10-10');
    expect(found).toEqual([{ date: '2026-10-03', index: text.indexOf('2026-10-03'), length: 10, text: '2026-10-03' }]);
  });
});
