/**
 * The claim at a glance in a real browser against `npm run dev` (offline mode): the alert strip
 * (desktop and phone, with screenshots), the panel index, every deadline in the Deadlines panel,
 * the correspondence filters and labels, a cancelled policy's card, and offline answers in words.
 */
import assert from 'node:assert/strict';
import { WAIT, demoDay, lastTurnEnded, openClaim } from './lib/page.mjs';

const REAR_END = 'CLM-26-004211'; // Part 36 relevant period ending in days, shared contact details
const CANCELLED = 'CLM-26-005032'; // cancelled before the loss, open complaint, vulnerable customer
const ESCAPE_OF_WATER = 'CLM-26-003874'; // bereavement ("since he passed") and panic attacks, open complaint

async function strip(page) {
  await page.locator('.alert-strip').waitFor(WAIT);
  return page.locator('.alert-strip');
}

async function quickAction(page, name) {
  const chip = page.locator('.chips button', { hasText: name });
  if (await chip.count()) await chip.first().click();
  else {
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await page.locator('.more-menu button', { hasText: name }).click();
  }
  assert.equal(await lastTurnEnded(page), 'done');
  return page.locator('li.turn').last().locator('.turn-reply');
}

async function ask(page, question) {
  await page.getByRole('textbox', { name: 'Ask about this claim' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  assert.equal(await lastTurnEnded(page), 'done');
  return page.locator('li.turn').last().locator('.turn-reply');
}

export const tests = [
  {
    name: 'glance: the alert strip puts what matters at the top, high first, and opens its source',
    async run({ page, screenshot }) {
      await openClaim(page, REAR_END);
      const alerts = await strip(page);
      const heading = await page.locator('#alert-strip-heading').textContent();
      assert.match(heading, /^\d+ alerts \(\d+ high/);
      const severities = await alerts.locator('.alert-severity').allTextContents();
      assert.equal(severities[0], 'High');
      const titles = await alerts.locator('.alert-title').allTextContents();
      assert.ok(
        // The seed dates the claim to within three days of today, so the period has 1 to 7 days to run.
        titles.some((t) => /^Part 36 offer by the claimant: relevant period ends .* \((\d+ days left|due tomorrow)\)$/.test(t)),
        titles.join(' / '),
      );
      await screenshot('glance-strip-desktop');
      // The Part 36 alert opens Financials at the offer.
      await alerts.locator('[data-alert-kind="part36_running"] a').first().click();
      await page.locator('[data-panel="financials"] [data-source^="offer:"][data-highlighted="true"]').waitFor(WAIT);
      assert.ok(await page.locator('[data-panel="financials"] [data-source^="offer:"][data-highlighted="true"]').isVisible());
      // An overdue diary task opens its row in Deadlines.
      await alerts.locator('[data-alert-kind="overdue"] a').first().click();
      await page.locator('[data-panel="deadlines"] [data-source^="deadline:task:"][data-highlighted="true"]').waitFor(WAIT);
    },
  },
  {
    name: 'glance: the strip reads well on a phone and to a screen reader',
    async run({ page, screenshot }) {
      await page.setViewportSize({ width: 390, height: 844 });
      await openClaim(page, ESCAPE_OF_WATER);
      const alerts = await strip(page);
      await screenshot('glance-strip-phone');
      assert.equal(await alerts.getAttribute('aria-labelledby'), 'alert-strip-heading');
      // Every severity is in words, and each alert is a link with its title as its name.
      for (const badge of await alerts.locator('.alert-severity').allTextContents()) assert.match(badge, /^(High|Medium|Low)$/);
      const box = await alerts.boundingBox();
      assert.ok(box && box.width <= 390, `the strip fits the phone's width (${box?.width})`);
      const more = alerts.locator('.alert-strip-more');
      if (await more.count()) {
        await more.click();
        assert.equal(await more.getAttribute('aria-expanded'), 'true');
      }
      const text = await alerts.textContent();
      assert.match(text, /panic attacks/);
      assert.match(text, /since he passed/); // the bereavement, in Mrs Doyle's words
      assert.match(text, /Open complaint: final response due/);
      const link = page.getByRole('link', { name: /^Signs of vulnerability/ });
      assert.equal(await link.count(), 1);
    },
  },
  {
    name: 'glance: the sticky panel index counts and jumps between panels',
    async run({ page }) {
      await openClaim(page, ESCAPE_OF_WATER);
      const index = page.getByRole('navigation', { name: 'Claim panels' });
      await index.waitFor(WAIT);
      const correspondence = index.locator('[data-index-panel="correspondence"]');
      // The name is the words shown, then what the count counts (for a screen reader).
      assert.equal((await correspondence.textContent()).trim(), 'Correspondence 53 messages');
      assert.equal(await correspondence.getAttribute('aria-label'), null);
      await index.locator('[data-index-panel="timeline"]').click();
      await page.locator('[data-panel="timeline"][data-highlighted="true"]').waitFor(WAIT);
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-panel'));
      assert.equal(focused, 'timeline');
      // The index stays in view at the top of the claim pane after the jump. The jump scrolls
      // smoothly, so wait for it to come to rest rather than measure mid-scroll.
      await page
        .waitForFunction(
          () => {
            const nav = document.querySelector('nav.panel-index')?.getBoundingClientRect();
            const pane = document.querySelector('.claim-pane')?.getBoundingClientRect();
            return nav && pane && Math.abs(nav.y - pane.y) < 4;
          },
          null,
          WAIT,
        )
        .catch(() => {});
      const top = await index.boundingBox();
      const pane = await page.locator('.claim-pane').boundingBox();
      assert.ok(top && pane && Math.abs(top.y - pane.y) < 4, `index at the pane's top (${top?.y} vs ${pane?.y})`);
      assert.ok(await index.isVisible());
    },
  },
  {
    name: 'glance: the Deadlines panel lists statutory and diary deadlines, overdue first, in words',
    async run({ page }) {
      await openClaim(page, REAR_END);
      const panels = await page.locator('[data-panel]').evaluateAll((els) => els.map((el) => el.getAttribute('data-panel')));
      assert.deepEqual(panels.slice(0, 2), ['overview', 'deadlines']);
      const rows = page.locator('[data-panel="deadlines"] li.deadline');
      await rows.first().waitFor(WAIT);
      // The diary shows at once; the statutory rows join it when the overview has been worked
      // out, which on a cold start can take longer than the first row does to appear.
      await page.locator('[data-panel="deadlines"] .row-title', { hasText: 'Part 36 relevant period' }).first().waitFor(WAIT);
      await page.getByText('Working out the statutory deadlines').waitFor({ ...WAIT, state: 'detached' });
      const titles = await rows.locator('.row-title').allTextContents();
      assert.ok(titles.includes('Part 36 relevant period'), titles.join(', '));
      assert.ok(titles.includes('Limitation'));
      assert.ok(titles.includes('Diary task'));
      const badges = await rows.locator('.badge').allTextContents();
      assert.match(badges[0], /^\d+ days? overdue$/, 'overdue first');
      assert.ok(badges.some((b) => /^\d+ days left$/.test(b)));
      assert.ok((await rows.first().textContent()).includes("the claim's diary"));
      assert.ok((await page.locator('[data-panel="deadlines"]').textContent()).includes('CPR 36.5'));
    },
  },
  {
    name: 'glance: correspondence says who a message is from and to, and filters and finds',
    async run({ page }) {
      await openClaim(page, REAR_END);
      const panel = page.locator('[data-panel="correspondence"]');
      const outbound = panel.locator('li.message.direction-outbound .message-parties').first();
      assert.match(await outbound.textContent(), /^To .+/);
      const inbound = panel.locator('li.message.direction-inbound .message-parties').first();
      assert.match(await inbound.textContent(), /^From .+/);
      const all = await panel.locator('li.message').count();
      await panel.getByLabel('Direction').selectOption('inbound');
      const inboundCount = await panel.locator('li.message').count();
      assert.ok(inboundCount > 0 && inboundCount < all);
      assert.equal(await panel.locator('li.message.direction-outbound').count(), 0);
      await panel.getByRole('button', { name: 'Clear filters' }).click();
      await panel.getByLabel('Channel').selectOption('phone');
      assert.equal(await panel.locator('li.message').count(), await panel.locator('li.message .badge', { hasText: /^Phone$/ }).count());
      await panel.getByRole('button', { name: 'Clear filters' }).click();
      await panel.getByRole('searchbox', { name: 'Find' }).fill('hire charges');
      await page.waitForFunction(() => document.querySelectorAll('[data-panel="correspondence"] li.message').length >= 1);
      for (const text of await panel.locator('li.message').allTextContents()) assert.match(text.toLowerCase(), /hire charges/);
    },
  },
  {
    name: "glance: a cancelled policy's card says Cancelled first, with the original period after",
    async run({ page }) {
      await openClaim(page, CANCELLED);
      const policy = page.locator('[data-panel="policy"]');
      const text = await policy.textContent();
      const [cancelled, start, end] = await Promise.all(['2026-09-10', '2026-04-03', '2027-04-02'].map(demoDay));
      assert.ok(text.includes(`CoverCancelled from ${cancelled} (the original period was ${start} to ${end})`), text);
      assert.ok(!text.includes('In force'), 'never "In force" on a cancelled policy');
      const alerts = await strip(page);
      assert.match(await alerts.locator('[data-alert-kind="cover_in_doubt"]').textContent(), /not in force on the loss date/);
    },
  },
  {
    name: 'glance: offline answers list every party, use words and links, and group repeated activity',
    async run({ page }) {
      await openClaim(page, REAR_END);
      const parties = await quickAction(page, 'Who is involved');
      const partyLinks = new Set(await parties.locator('button[data-cite^="party:"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-cite')))).size;
      assert.ok(partyLinks >= 10, `every party cited (${partyLinks})`);
      const deadlines = await ask(page, 'Which deadlines are due this week?');
      const text = await deadlines.textContent();
      assert.ok(!/due_soon|instalments_current|third_party_side|Days left: -/.test(text), 'codes in words');
      assert.ok(!/task:task-/.test(text), 'no bare task ids');
      assert.ok(!text.includes('ANTHROPIC_API_KEY'), 'the key advice is not in every answer');
      assert.match(text, /\d+ days overdue/);
      assert.ok(!text.includes('Mr Callum Hale Mr Callum Hale'));
      const chronology = await quickAction(page, 'Build a chronology');
      const labels = await chronology.locator('.activity').allTextContents();
      assert.equal(new Set(labels).size, labels.length, `each activity once: ${labels.join(' | ')}`);
    },
  },
  {
    name: 'glance: a fraud check highlights where its evidence is, and free questions use their tool',
    async run({ page }) {
      await openClaim(page, REAR_END);
      await quickAction(page, 'Run a fraud check');
      await page.locator('[data-panel="parties"][data-highlighted="true"]').waitFor(WAIT);
      assert.equal(await page.locator('[data-panel="incident"][data-highlighted="true"]').count(), 0);
      const money = await ask(page, 'What is the reserve and what have we paid?');
      assert.ok((await money.textContent()).includes('Financial summary'));
      const draft = await ask(page, 'Draft a customer update');
      assert.match(await draft.textContent(), /Draft customer update: a template filled from the claim file/);
    },
  },
];
