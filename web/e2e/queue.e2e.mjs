/**
 * The work queue, the claim list's sorting and search across claims, and linked claims, in a
 * real browser against `npm run dev` on the demo claims.
 */
import assert from 'node:assert/strict';
import { WAIT } from './lib/page.mjs';

const BASE_CLAIM = 'CLM-26-004211'; // motor; its claimant and driver give 07700 900736
const LINKED = 'CLM-E2E-LINKED';

/** A Property claim whose witness gives the motor claim's phone number, written another way. */
async function putLinkedClaim(baseURL) {
  const record = await (await fetch(`${baseURL}/api/claims/CLM-26-006118`)).json(); // property burglary
  const linked = structuredClone(record);
  linked.id = LINKED;
  linked.parties = linked.parties.map((p) => (p.id === linked.policy.holderPartyId ? { ...p, name: 'Linked Test Holder' } : p));
  linked.parties.push({ id: 'p-e2e-link', role: 'witness', name: 'Dana Link', phone: '+44 (0)7700 900736' });
  const res = await fetch(`${baseURL}/api/claims/${LINKED}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(linked) });
  assert.ok(res.status === 200 || res.status === 201, `importing the linked claim answered ${res.status}`);
}

/** Back to the server default (the admin), whoever an earlier test chose to act as. */
async function asServerDefault(page) {
  await page.getByRole('combobox', { name: 'Act as' }).selectOption('');
  await page.locator('[data-me="admin"]').waitFor(WAIT);
}

export const tests = [
  {
    name: 'across claims: the work queue is the landing page: overdue first, counts in the heading, filters, a row opens the Deadlines panel',
    async run({ page, screenshot }) {
      await page.goto('/');
      await asServerDefault(page);
      await page.locator('[data-queue-group]').first().waitFor(WAIT);
      const groups = await page.locator('[data-queue-group]').evaluateAll((els) => els.map((el) => el.getAttribute('data-queue-group')));
      const order = ['overdue', 'today', 'soon', 'upcoming'];
      assert.deepEqual(
        groups,
        [...groups].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
      );
      assert.match(await page.locator('h1').textContent(), /Overdue\s*\d+/);
      await screenshot('queue');

      await page.getByRole('combobox', { name: 'Deadline' }).selectOption('task');
      await page.waitForFunction(() => [...document.querySelectorAll('.queue-table tbody tr')].every((r) => r.getAttribute('data-kind') === 'task'));
      assert.ok(new URL(page.url()).search.includes('kind=task'));

      const first = page.locator('.queue-table tbody tr th a').first();
      const claimId = await first.textContent();
      await first.click();
      await page.waitForURL(`**/claims/${claimId}#deadlines`);
      await page.locator('[data-panel="deadlines"][data-highlighted="true"]').waitFor(WAIT);
    },
  },
  {
    name: "across claims: the work queue's mine filter keeps the claims I handle",
    async run({ page }) {
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Act as' }).selectOption('handler-property');
      await page.locator('[data-queue-group]').first().waitFor(WAIT);
      await page.getByRole('checkbox', { name: 'Only claims I handle' }).check();
      await page.waitForFunction(() => location.search.includes('mine=true'));
      await page.locator('[data-queue-group]').first().waitFor(WAIT);
      const ids = await page.locator('.queue-table tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-claim')));
      assert.ok(ids.length > 0);
      const res = await page.evaluate(async () => (await fetch('/api/claims', { headers: { 'X-Dev-User': 'handler-property' } })).json());
      const theirs = new Set(res.claims.filter((c) => c.handler.id === 'handler-property').map((c) => c.id));
      for (const id of ids) assert.ok(theirs.has(id), `${id} is handled by the property handler`);
      await asServerDefault(page);
    },
  },
  {
    name: 'across claims: the claim list sorts on a column and searches across claims by phone, showing the field matched',
    async run({ page }) {
      await page.goto('/claims');
      await asServerDefault(page);
      await page.locator('table.claims-table tbody tr').first().waitFor(WAIT);
      const incurred = page.getByRole('button', { name: /^Incurred/ });
      await incurred.click();
      await incurred.click();
      assert.equal(
        await page
          .locator('th[aria-sort="descending"]')
          .textContent()
          .then((t) => t.trim().startsWith('Incurred')),
        true,
      );
      const api = await page.evaluate(async () => (await fetch('/api/claims?sort=incurred&order=desc&limit=1')).json());
      assert.equal(await page.locator('table.claims-table tbody tr').first().getAttribute('data-claim'), api.claims[0].id);

      await page.getByRole('searchbox', { name: 'Search' }).fill('+44 (0) 7700 900736');
      await page.locator(`tr[data-claim="${BASE_CLAIM}"] [data-matched="phone"]`).waitFor(WAIT);
      assert.match(await page.locator(`tr[data-claim="${BASE_CLAIM}"] [data-matched]`).textContent(), /Phone: 07700 900736/);

      await page.getByRole('searchbox', { name: 'Search' }).fill('WU17HKD');
      await page.locator('[data-matched="registration"]').waitFor(WAIT);
    },
  },
  {
    name: 'across claims: a linked claim is named to those who may see it, and only counted for a handler of another team',
    async run({ page, baseURL, screenshot }) {
      await putLinkedClaim(baseURL);
      await page.goto(`/claims/${BASE_CLAIM}#linked-claims`);
      await asServerDefault(page);
      await page.locator(`[data-linked-claim="${LINKED}"]`).waitFor(WAIT);
      assert.match(await page.locator(`[data-linked-claim="${LINKED}"]`).textContent(), /Phone: 07700 900736/);
      await screenshot('linked-claims');

      await page.getByRole('combobox', { name: 'Act as' }).selectOption('handler-motor');
      await page.locator('.linked-other-teams').waitFor(WAIT);
      assert.match(await page.locator('.linked-other-teams').textContent(), /in other teams.*counter-fraud team/s);
      assert.equal(await page.locator(`[data-linked-claim="${LINKED}"]`).count(), 0);
      assert.ok(!(await page.content()).includes(LINKED), "the other team's claim id is nowhere on the page");
      await asServerDefault(page);
    },
  },
];
