/**
 * The figure check on the page, in a real browser against `npm run dev` (offline mode). An
 * offline reply is the tools' own words, so its figures are all found; a reply with a figure the
 * claim does not hold needs a model, so the test stores one in the local database as a model's
 * reply would be stored (its text and its check), then reopens the conversation: the page reads
 * it back through the API and marks the figure in place.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/run-ts.mjs';
import { bin, toolsEnv } from '../../scripts/lib/tools-env.mjs';
import { WAIT, lastTurnEnded, openClaim } from './lib/page.mjs';

const CLAIM = 'CLM-26-004211';
const PERSIST_DIR = path.join(ROOT, '.wrangler', 'e2e-state');
const NOTE = "not found in the claim's records";

/** Runs SQL on the dev server's local database (the one `scripts/e2e.mjs` starts it on). */
function sql(command) {
  execFileSync(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', PERSIST_DIR, '--command', command], {
    cwd: ROOT,
    env: toolsEnv,
    stdio: 'pipe',
  });
}

const quote = (text) => `'${text.replaceAll("'", "''")}'`;

export const tests = [
  {
    name: 'figure check: a reply says how many figures it checked, and marks one the claim does not hold',
    // `wrangler d1 execute` starts a runtime of its own: up to a minute on a busy machine.
    timeoutMs: 180_000,
    async run({ page, screenshot }) {
      await openClaim(page, CLAIM);
      await page.getByRole('button', { name: 'Validate the policy' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      const note = page.locator('li.turn').last().locator('.figure-check');
      await note.waitFor(WAIT);
      assert.match(await note.textContent(), /^Figures checked: all \d+ figures? found in the claim's records\.$/);
      assert.equal(await page.locator('mark.figure-unverified').count(), 0, 'an offline reply questions no figure');

      // The reply a model might have written: one figure right, one transposed (£34,750 is on file).
      const conversationId = await page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('claims.conversation'));
        return key ? sessionStorage.getItem(key) : null;
      });
      assert.ok(conversationId, 'the conversation id is kept for the claim');
      const text = 'The claimant offered **£34,750** on 13 November 2026; our reserve covers £37,450.';
      const verification = { checked: 3, unverified: [{ text: '£37,450', kind: 'money', offset: text.indexOf('£37,450') }] };
      sql(
        `UPDATE messages SET text = ${quote(text)}, verification = ${quote(JSON.stringify(verification))} ` +
          `WHERE conversation_id = ${quote(conversationId)} AND role = 'assistant'`,
      );

      await page.reload();
      const reply = page.locator('li.turn').last();
      const mark = reply.locator('mark.figure-unverified');
      await mark.waitFor(WAIT);
      assert.equal(await mark.count(), 1);
      assert.equal(await mark.evaluate((el) => el.firstChild.textContent), '£37,450');
      assert.ok(await mark.locator('.figure-flag').isVisible(), 'a visible marker beside the figure');
      assert.equal((await mark.locator('.visually-hidden').textContent()).trim(), `(${NOTE})`);
      assert.match(await reply.locator('.figure-check').textContent(), /3 figures; 1 was not found in the claim's records/);
      // The figure the claim holds is not marked.
      assert.equal(await reply.locator('strong').textContent(), '£34,750');
      await screenshot('figure-check-unverified');
    },
  },
];
