/**
 * The figure check on the page, in a real browser against `npm run dev` (offline mode). An
 * offline reply is the tools' own words, so its figures are all found; a reply with a figure the
 * claim does not hold needs a model. The check itself is tested against model servers in workerd
 * (api/src/verification); here the stored transcript the page reads back is given such a reply
 * (its text and its check, as the claim object stores them) on its way to the page, which must
 * mark the figure in place.
 */
import assert from 'node:assert/strict';
import { WAIT, lastTurnEnded, openClaim } from './lib/page.mjs';

const CLAIM = 'CLM-26-004211';
const NOTE = "not found in the claim's records";

export const tests = [
  {
    name: 'figure check: a reply says how many figures it checked, and marks one the claim does not hold',
    async run({ page, screenshot }) {
      await openClaim(page, CLAIM);
      await page.getByRole('button', { name: 'Validate the policy' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      const note = page.locator('li.turn').last().locator('.figure-check');
      await note.waitFor(WAIT);
      assert.match(await note.textContent(), /^Figures checked: all \d+ figures? found in the claim's records\.$/);
      assert.equal(await page.locator('mark.figure-unverified').count(), 0, 'an offline reply questions no figure');

      // The reply a model might have written: one figure right, one transposed (£34,750 is on file).
      const text = 'The claimant offered **£34,750** on 13 November 2026; our reserve covers £37,450.';
      const verification = { checked: 3, unverified: [{ text: '£37,450', kind: 'money', offset: text.indexOf('£37,450') }] };
      let rewritten = 0;
      await page.route(/\/api\/conversations\/[^/?]+(\?.*)?$/, async (route) => {
        const response = await route.fetch();
        const transcript = await response.json();
        for (const message of transcript.messages ?? []) {
          if (message.role !== 'assistant') continue;
          Object.assign(message, { text, verification });
          rewritten += 1;
        }
        await route.fulfill({ response, json: transcript });
      });

      await page.reload();
      const reply = page.locator('li.turn').last();
      const mark = reply.locator('mark.figure-unverified');
      await mark.waitFor(WAIT);
      assert.ok(rewritten >= 1, 'the page read the stored transcript back');
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
