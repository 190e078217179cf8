import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '@claims/shared';
import { DEMO_CLAIMS } from '../../demo';
import { makeClaim } from '../../test/support/test-fixtures';
import { checkFigures } from './check-figures';
import { claimFigures, turnFigures } from './known-figures';

const TODAY = '2026-11-30';
/** A tool result as a turn sees it: a deadline on Wednesday 13 January 2027, money in pence and formatted. */
const TOOL_RESULT = JSON.stringify({
  deadlines: [{ kind: 'complaint_final_response', due: '2027-01-13', daysLeft: 44 }],
  offers: [
    { by: 'claimant', amount: 4214000, formatted: '£42,140.00', date: '2026-11-13' },
    { by: 'insurer', amount: 3500000, formatted: '£35,000.00', date: '2026-11-20' },
  ],
});

const claim = makeClaim();
const check = (answer: string, sources: string[] = [TOOL_RESULT]) => checkFigures({ answer, known: turnFigures(claim, sources), today: TODAY });
const unverifiedTexts = (answer: string, sources?: string[]) => check(answer, sources).unverified.map((u) => u.text);

describe('the figure check: dates', () => {
  it.each([
    ['13 January 2027'],
    ['13 Jan 2027'],
    ['13th January 2027'],
    ['13/01/2027'],
    ['2027-01-13'],
    ['Wednesday 13 January'],
    ['Wednesday, 13 January 2027'],
    ['13 January'],
    ['January 13, 2027'],
  ])('verifies the right date written as %s', (written) => {
    const answer = `Send the final response by ${written}.`;
    expect(check(answer)).toEqual({ checked: 1, unverified: [] });
  });

  it.each([
    ['14 January 2027'],
    ['14 Jan 2027'],
    ['14/01/2027'],
    ['2027-01-14'],
    ['Thursday 14 January'],
    ['13/01/2028'],
    // The right day of the month with the wrong weekday is a wrong date.
    ['Thursday 13 January'],
    ['Thursday 13 January 2027'],
  ])('marks the wrong date written as %s, at its place', (written) => {
    const answer = `Send the final response by ${written}.`;
    expect(check(answer)).toEqual({ checked: 1, unverified: [{ text: written, kind: 'date', offset: answer.indexOf(written) }] });
  });

  it('verifies today and a date-time in a tool result by its UK day', () => {
    const result = JSON.stringify({ at: '2026-11-27T23:30:00Z' });
    // 23:30 UTC on 27 November is still the 27th in London (GMT); an answer may give either form.
    expect(unverifiedTexts('Today, 30 November 2026, after the call of 27 November 2026.', [result])).toEqual([]);
  });
});

describe('the figure check: money', () => {
  it.each([['£42,140'], ['£42,140.00'], ['£42140'], ['£42.1k'], ['about £42,000'], ['roughly £42k'], ['£35,000'], ['£35k']])(
    'verifies the right amount written as %s',
    (written) => {
      expect(check(`The claimant offered ${written}.`).unverified).toEqual([]);
    },
  );

  it.each([['£42,410'], ['£42,410.00'], ['£42,140.50'], ['£42.4k'], ['£42,000'], ['about £43,000'], ['£41k']])(
    'marks the wrong amount written as %s',
    (written) => {
      const answer = `The claimant offered ${written}.`;
      const figure = written.replace(/^about /, '');
      expect(check(answer).unverified).toEqual([{ text: figure, kind: 'money', offset: answer.indexOf(figure) }]);
    },
  );

  it('verifies a difference of two amounts the tools gave when it is right, not when it is wrong', () => {
    expect(unverifiedTexts('Gap: £7,140 between their £42,140 and our £35,000.')).toEqual([]);
    expect(unverifiedTexts('Gap: £7,140.00 between the offers.')).toEqual([]);
    expect(unverifiedTexts('Gap: £7,410 between their £42,140 and our £35,000.')).toEqual(['£7,410']);
  });
});

describe('the figure check: counts of days', () => {
  it('verifies a count the tools gave, and the days between two dates the answer gives', () => {
    expect(unverifiedTexts('Due 13 January 2027, 44 days from today.')).toEqual([]);
    // 13 November to 20 November 2026 is 7 days; 8 is wrong.
    expect(unverifiedTexts('Their offer of 13 November 2026 and ours of 20 November 2026 are 7 days apart.')).toEqual([]);
    expect(unverifiedTexts('Their offer of 13 November 2026 and ours of 20 November 2026 are 8 days apart.')).toEqual(['8 days']);
  });

  it('takes the rules the model was given as a source: a period named in its instructions is no false alarm', () => {
    const instructions = 'The relevant period is at least 21 days (CPR 36.5).';
    expect(unverifiedTexts('The relevant period is 21 days.', [TOOL_RESULT, instructions])).toEqual([]);
    expect(unverifiedTexts('The relevant period is 28 days.', [TOOL_RESULT, instructions])).toEqual(['28 days']);
  });
});

describe('the figure check on the claim record', () => {
  it('knows every dated field and money field of the record, and the figures written in its documents', () => {
    const known = [claimFigures(DEMO_CLAIMS[0]!)];
    const claim0 = DEMO_CLAIMS[0]!;
    const answer = [
      `Loss on ${formatDate(claim0.loss.date)}, notified ${claim0.notifiedDate}.`,
      ...claim0.financials.reserves.filter((r) => r.amount > 0).map((r) => `Reserve ${formatMoney(r.amount)} set on ${formatDate(r.setDate)}.`),
      // From the credit hire invoice's text: 42 days at £170.00 = £7,140.00, from 08/08/2026.
      'Hire from 08/08/2026 for 42 days at £170 a day.',
    ].join(' ');
    expect(checkFigures({ answer, known, today: TODAY }).unverified).toEqual([]);
  });

  it('raises no false alarm on any demo claim: every figure the record holds, written as a model would', () => {
    for (const demo of DEMO_CLAIMS) {
      const known = [claimFigures(demo)];
      const amounts = [...demo.financials.payments, ...demo.offers].map((p) => `${formatMoney(p.amount)} on ${formatDate(p.date)}`);
      const dates = [...demo.events.map((e) => e.date), ...demo.tasks.map((t) => t.due)].map((d) => `${d} (${d.split('-').reverse().join('/')})`);
      const answer = [...amounts, ...dates].join('; ');
      const result = checkFigures({ answer, known, today: TODAY });
      expect(result.unverified, demo.id).toEqual([]);
      expect(result.checked, demo.id).toBe(amounts.length * 2 + dates.length * 2);
    }
  });

  it('counts every figure it checked, and gives offsets into the whole answer', () => {
    const answer = 'By 13/01/2027 (44 days) answer the £42,140 offer; the £9,999 figure is not on file.';
    const result = check(answer);
    expect(result.checked).toBe(4);
    expect(result.unverified).toEqual([{ text: '£9,999', kind: 'money', offset: answer.indexOf('£9,999') }]);
  });
});
