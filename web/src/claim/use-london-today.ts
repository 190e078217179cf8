/**
 * Today's UK date for the page, kept current: a claim left open overnight moves on to the new
 * day (tasks due yesterday become overdue), so the panels agree with the assistant, which
 * works from the server's today on every turn.
 */
import { useEffect, useState } from 'react';
import { londonToday } from '@claims/shared/uk-today';

/** How often the day is checked; a minute late at midnight is soon enough. */
export const TODAY_CHECK_MS = 60_000;

export function useLondonToday(): string {
  const [today, setToday] = useState(() => londonToday());

  useEffect(() => {
    // Setting the same string again does not re-render.
    const check = () => setToday(londonToday());
    const timer = setInterval(check, TODAY_CHECK_MS);
    // A laptop waking from sleep may not run the timer for a while: check on return too.
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);

  return today;
}
