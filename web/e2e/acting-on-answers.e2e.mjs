/**
 * Acting on an answer in a real browser (offline mode): copying it in both formats, feedback that
 * reaches the supervisor's page, and the conversation downloaded as a document.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { WAIT, lastTurnEnded, openClaim } from './lib/page.mjs';

const CLAIM = 'CLM-26-004211'; // the motor demo claim

/** Opens the claim as a dev user and runs a quick action (or asks a free question) to its end. */
async function answerAs(page, user, action, question) {
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('claims.devUser', id), user);
  await openClaim(page, CLAIM);
  if (question) {
    await page.getByRole('textbox', { name: 'Ask about this claim' }).fill(question);
    await page.getByRole('button', { name: 'Send' }).click();
  } else {
    await page.getByRole('button', { name: action, exact: true }).first().click();
  }
  assert.equal(await lastTurnEnded(page), 'done');
  return page.locator('li.turn').last();
}

export const tests = [
  {
    name: 'answer: Copy puts it on the clipboard as formatted and plain text, citations written out',
    async run({ page, context, baseURL, screenshot }) {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      // Offline, a free question is answered with the passages found, each cited.
      const turn = await answerAs(page, 'handler-motor', null, "What does the engineer's report say about the damage?");
      const cited = await turn.locator('button[data-cite]').count();
      // From the keyboard: focus the button and press Enter.
      const copy = turn.getByRole('button', { name: 'Copy answer' });
      await copy.focus();
      await page.keyboard.press('Enter');
      await turn.getByRole('status').filter({ hasText: 'Copied' }).waitFor(WAIT);
      await screenshot('answer-copied');

      const clipboard = await page.evaluate(async () => {
        const [item] = await navigator.clipboard.read();
        const read = async (type) => (item.types.includes(type) ? (await item.getType(type)).text() : null);
        return { types: item.types, html: await read('text/html'), plain: await read('text/plain') };
      });
      assert.ok(clipboard.types.includes('text/html') && clipboard.types.includes('text/plain'), `both formats: ${clipboard.types}`);
      assert.match(clipboard.html, /<(p|ul|table|h\d)[ >]/, 'the formatted copy is HTML');
      assert.doesNotMatch(clipboard.plain, /<\w+[ >]/, 'the plain copy has no markup');
      for (const text of [clipboard.html, clipboard.plain]) assert.doesNotMatch(text, /\[(doc|msg|event|party):/, 'no citation marker is left');
      assert.ok(cited > 0, 'the answer cites its sources');
      assert.match(clipboard.plain, /\([^()]*\d{1,2} [A-Z][a-z]{2} \d{4}[^()]*\)/, 'a citation is written out with its date');
    },
  },
  {
    name: "answer: feedback from a handler reaches the supervisor's feedback page",
    async run({ page, screenshot }) {
      const note = `Deadline was a day out (${Date.now()})`;
      const turn = await answerAs(page, 'handler-motor', 'Validate the policy');
      await turn.getByRole('button', { name: 'Not helpful' }).click();
      // A reason is required: sending without one says so.
      await turn.getByRole('button', { name: 'Send feedback' }).click();
      await turn.getByRole('status').filter({ hasText: 'Choose what was wrong' }).waitFor(WAIT);
      await turn.getByRole('radio', { name: 'Wrong date or amount' }).check();
      await turn.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
      await turn.getByRole('button', { name: 'Send feedback' }).click();
      await turn.getByRole('status').filter({ hasText: 'feedback saved' }).waitFor(WAIT);
      assert.equal(await turn.getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed'), 'true');

      // Reopened, the conversation shows the feedback already given.
      await page.reload();
      const reopened = page.locator('li.turn').last();
      await reopened.getByRole('button', { name: 'Not helpful', pressed: true }).waitFor(WAIT);

      await page.evaluate(() => localStorage.setItem('claims.devUser', 'supervisor'));
      await page.goto('/');
      await page.getByRole('link', { name: 'Feedback on answers' }).click();
      await page.waitForURL('**/feedback');
      const row = page.locator('table.feedback-table tbody tr', { hasText: note });
      await row.waitFor(WAIT);
      const cells = await row.locator('td').allTextContents();
      assert.ok(
        cells.some((c) => c.includes(CLAIM)),
        `the claim is named: ${cells}`,
      );
      assert.ok(cells.includes('Priya Chaudhary'));
      assert.ok(cells.includes('Validate the policy'));
      assert.ok(cells.includes('Not helpful'));
      assert.ok(cells.some((c) => c.startsWith('Wrong date or amount')));
      assert.ok(cells.includes('offline'), `the provider is recorded: ${cells}`);
      const counts = page.locator('table.feedback-counts tr[data-capability="policy_validation"] td');
      assert.ok(Number(await counts.nth(1).textContent()) >= 1, 'counted as not helpful');
      await screenshot('feedback-page');

      await page.getByLabel('Reason').selectOption('other');
      await row.waitFor({ state: 'detached', ...WAIT });
      assert.match(page.url(), /reason=other/);
      await page.getByLabel('Reason').selectOption('wrong_date_or_amount');
      await row.waitFor(WAIT);
    },
  },
  {
    name: 'answer: the conversation downloads as Markdown and as HTML that prints',
    async run({ page }) {
      await answerAs(page, 'handler-motor', 'Validate the policy');
      for (const [button, extension, expected] of [
        ['Download (.md)', 'md', `# Conversation on claim ${CLAIM}`],
        ['Download (.html)', 'html', '@media print'],
      ]) {
        const [download] = await Promise.all([page.waitForEvent('download', WAIT), page.getByRole('button', { name: button }).click()]);
        assert.match(download.suggestedFilename(), new RegExp(`^conversation-${CLAIM}-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`));
        const text = await readFile(await download.path(), 'utf8');
        assert.ok(text.includes(expected), `${extension} holds ${expected}`);
        assert.ok(text.includes('Validate the policy'), `${extension} holds the question`);
        assert.ok(text.includes('Priya Chaudhary'), `${extension} names the handler`);
      }
    },
  },
];
