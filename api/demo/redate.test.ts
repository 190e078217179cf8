import { describe, expect, it } from 'vitest';
import { ClaimRecordSchema } from '@claims/shared';
import { addDays, dayOfWeek, daysBetween } from '../src/domain/calendar/dates';
import { claimOverview } from '../src/overview/overview';
import { recordedDates } from '../test/support/recorded-dates';
import { DEMO_CLAIMS, DEMO_TODAY, demoClaimsFor, demoDate, motorRearEnd } from './index';
import { moveDatesInText, redateClaim, weeksToMove } from './redate';

describe('weeksToMove', () => {
  it('moves by the nearest whole number of weeks, so the demo is never more than three days out', () => {
    expect(weeksToMove('2026-11-30', '2026-11-30')).toBe(0);
    expect(weeksToMove('2026-11-30', '2026-12-03')).toBe(0);
    expect(weeksToMove('2026-11-30', '2026-12-04')).toBe(7);
    expect(weeksToMove('2026-11-30', '2027-03-01')).toBe(91);
    expect(weeksToMove('2026-11-30', '2026-11-26')).toBe(-7);
    // A date written in the demo, where the seed puts it: 4 December, seeded on 10 December, is the 11th.
    expect(demoDate('2026-12-04', '2026-12-10')).toBe('2026-12-11');
  });
});

describe('moveDatesInText', () => {
  const move = (text: string, days = 7) => moveDatesInText(text, days, 2026);

  it('moves every way a claim file writes a date, keeping how it was written', () => {
    expect(move('Loss 2026-08-07; relevant period ends 04/12/2026.')).toBe('Loss 2026-08-14; relevant period ends 11/12/2026.');
    expect(move('Date: 09/05/26. Please advise by 25/11 on liability.')).toBe('Date: 16/05/26. Please advise by 02/12 on liability.');
    expect(move('Received 29th July; cancelled from 10 Sept 2026; seen 28 August.')).toBe(
      'Received 5th August; cancelled from 17 Sept 2026; seen 4 September.',
    );
    expect(move('Chased on 27 Dec 2026 and 30 December 2026.')).toBe('Chased on 3 Jan 2027 and 6 January 2027.');
    expect(move('Decoration 16–20/11; search for 28/07–31/07.')).toBe('Decoration 23–27/11; search for 04/08–07/08.');
    expect(move('Decoration 16–20/11.', 14)).toBe('Decoration 30/11–04/12.');
    expect(move('Earlier: 04/12/2026', -7)).toBe('Earlier: 27/11/2026');
  });

  it('keeps a UK time of day through the clock change', () => {
    // 09:12 in summer time, moved into winter, is still 09:12 on the page.
    expect(move('2026-10-20T09:12:00+01:00', 14)).toBe('2026-11-03T09:12:00+00:00');
    expect(move('2026-10-20T08:12:00Z', 14)).toBe('2026-11-03T08:12:00Z');
  });

  it('leaves alone what only looks like a date', () => {
    const text = 'Pain 2–3/10 at rest, 5/10 with effort; net profit £44,900 (24/25); 31/06 is no day; ref CLM-26-004211; 07700 900461.';
    expect(move(text)).toBe(text);
  });
});

describe('redateClaim', () => {
  const WEEKS = 5;
  const days = WEEKS * 7;
  const later = addDays(DEMO_TODAY, days);

  it.each(DEMO_CLAIMS.map((claim) => [claim.id, claim] as const))('%s, moved, is still a valid record with its dates moved', (_id, claim) => {
    const moved = redateClaim(claim, days);
    expect(ClaimRecordSchema.safeParse(moved).success).toBe(true);
    expect(moved.loss.date).toBe(addDays(claim.loss.date, days));
    expect(dayOfWeek(moved.loss.date)).toBe(dayOfWeek(claim.loss.date));
    expect(moved.notifiedDate).toBe(addDays(claim.notifiedDate, days));
    expect(moved.correspondence.map((m) => m.id)).toEqual(claim.correspondence.map((m) => m.id));
    const times = moved.correspondence.map((m) => Date.parse(m.at));
    expect(times.every((t, i) => i === 0 || t >= (times[i - 1] as number))).toBe(true);
  });

  // Five weeks from the demo's day crosses Christmas, so working-day deadlines may move a bank
  // holiday or two further than calendar ones: the same deadlines in the same state, a few days out at most.
  it.each(DEMO_CLAIMS.map((claim) => [claim.id, claim] as const))('%s reads the same on the moved day: the same deadlines, in the same state', (_id, claim) => {
    const before = claimOverview(claim, DEMO_TODAY);
    const after = claimOverview(redateClaim(claim, days), later);
    const states = (o: typeof before) => o.deadlines.map((d) => `${d.kind} ${d.trigger} ${d.status}`).sort();
    expect(states(after)).toEqual(states(before));
    for (const row of after.deadlines) {
      const was = before.deadlines.find((d) => d.kind === row.kind && d.trigger === row.trigger);
      expect(Math.abs(daysBetween(addDays(was?.due ?? '', days), row.due)), `${row.kind} ${row.trigger}`).toBeLessThanOrEqual(4);
    }
    expect(after.alerts.map((a) => a.kind).sort()).toEqual(before.alerts.map((a) => a.kind).sort());
  });

  // The nearest week can put the demo's day up to three days ahead of today; the data keeps those
  // three days empty, so nothing seeded ever happened after the day it is seeded on.
  it.each([0, 1, 2, 3, 4, 5, 6])('seeded %i days into a week, no claim records anything after that day', (offset) => {
    const today = addDays('2027-02-01', offset);
    for (const claim of demoClaimsFor(today)) {
      for (const date of recordedDates(claim)) expect(date <= today, `${claim.id}: ${date} is after ${today}`).toBe(true);
      for (const message of claim.correspondence) expect(message.at.slice(0, 10) <= today, `${claim.id}: ${message.id}`).toBe(true);
    }
  });

  it('moves the dates written in the text with the fields they describe', () => {
    const moved = redateClaim(motorRearEnd, 7);
    const task = moved.tasks.find((t) => t.description.includes('Part 36'));
    expect(task?.description).toContain('relevant period ends 11/12/2026');
    expect(redateClaim(motorRearEnd, 0)).toBe(motorRearEnd);
  });
});
