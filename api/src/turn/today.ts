/** Today's date where the claims are handled (UK time), as `YYYY-MM-DD`. */
const LONDON = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

export function londonToday(now = new Date()): string {
  return LONDON.format(now);
}
