/**
 * Today's date where the claims are handled (UK time), as `YYYY-MM-DD`: the day the Worker tells
 * the model and the day the page counts overdue tasks from, so both agree around midnight and
 * across the clock changes.
 */
const LONDON = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

export function londonToday(now: Date = new Date()): string {
  return LONDON.format(now);
}
