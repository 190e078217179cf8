/**
 * What the end-to-end scenarios share: how long to wait for the page, opening a claim,
 * waiting for the newest assistant turn to end, and the demo's dates as seeded today. (Not a scenario file: `scripts/e2e.mjs` runs
 * only `*.e2e.mjs`.)
 */
import { importTs } from '../../../scripts/lib/run-ts.mjs';

export const WAIT = { timeout: 15_000 };

let demoModules;

/**
 * A date of the demo claims ("2026-09-10") as the page shows it today ("10 Sept 2026"): the seed
 * moves the claims by whole weeks to the day it runs (api/demo/redate.ts).
 */
export async function demoDay(date) {
  demoModules ??= Promise.all([importTs('api/demo/index.ts'), importTs('shared/src/date-words.ts'), importTs('shared/src/uk-today.ts')]);
  const [{ demoDate }, { formatDate }, { londonToday }] = await demoModules;
  return formatDate(demoDate(date, londonToday()));
}

/**
 * Opens a claim and waits for its first panel. A tab new to a claim reopens the user's latest
 * conversation on it; scenarios start their own unless `reopen` is set, so this tab is marked
 * (as "New conversation" marks it) before the page loads. A reload keeps what the tab has.
 */
export async function openClaim(page, id, { reopen = false } = {}) {
  if (!reopen) {
    await page.addInitScript((claimId) => {
      const key = `claims.conversation:${localStorage.getItem('claims.devUser') ?? ''}:${claimId}`;
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, '(new)');
    }, id);
  }
  await page.goto(`/claims/${id}`);
  await page.locator('[data-panel="overview"]').waitFor(WAIT);
}

/** Waits until the newest turn has ended (done, stopped or error) and returns its status. */
export async function lastTurnEnded(page) {
  await page.waitForFunction(
    () => {
      const turns = document.querySelectorAll('li.turn');
      const last = turns[turns.length - 1];
      // Ended, and its text rendered to the last chunk (the reply renders deferred: aria-busy).
      return last && last.getAttribute('data-turn-status') !== 'streaming' && !last.querySelector('.reply-text[aria-busy="true"]');
    },
    null,
    WAIT,
  );
  return page.locator('li.turn').last().getAttribute('data-turn-status');
}
