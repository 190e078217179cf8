/**
 * The workbench in a real browser against `npm run dev` (offline mode: no model). Each test gets
 * a fresh page; `scripts/e2e.mjs` runs them and reports.
 */
import assert from 'node:assert/strict';
import { WAIT, lastTurnEnded, openClaim as openClaimAt } from './lib/page.mjs';

const CLAIM = 'CLM-26-004211'; // the motor demo claim: Part 36 offer, injuries, documents
const PANELS = ['overview', 'deadlines', 'policy', 'parties', 'incident', 'documents', 'correspondence', 'financials', 'timeline'];

function openClaim(page, id = CLAIM) {
  return openClaimAt(page, id);
}

async function composerReady(page) {
  await page.getByRole('button', { name: 'Send' }).waitFor(WAIT);
  assert.equal(await page.getByRole('button', { name: 'Stop' }).count(), 0, 'Stop is gone once the turn ends');
  assert.equal(await page.getByRole('textbox', { name: 'Ask about this claim' }).isEditable(), true);
}

export const tests = [
  {
    name: 'a second tab on the claim shows the same conversation, and the history lists and reopens conversations',
    async run({ page, context }) {
      await openClaim(page, 'CLM-26-003874');
      await page.getByRole('button', { name: 'Validate the policy' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      const first = (await page.locator('li.turn .reply-text').last().textContent()) ?? '';

      // Another tab (or another device): the handler's latest conversation, the same turns.
      const second = await context.newPage();
      try {
        await openClaimAt(second, 'CLM-26-003874', { reopen: true });
        await second.locator('li.turn[data-turn-status="done"]').first().waitFor(WAIT);
        await lastTurnEnded(second);
        assert.equal((await second.locator('li.turn .reply-text').last().textContent()) ?? '', first);
      } finally {
        await second.close();
      }

      // New conversation keeps the old one in the history, from which it opens again.
      await page.getByRole('button', { name: 'New conversation' }).click();
      await page.getByRole('button', { name: 'Next actions' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      const history = page.locator('.conversation-history');
      await history.locator('summary').click();
      await history.locator('li').nth(1).waitFor(WAIT);
      const questions = await history.locator('.history-question').allTextContents();
      assert.match(questions[0], /^What are the next actions/, 'newest first');
      assert.ok(
        questions.some((q) => q.startsWith('Validate the policy')),
        `the earlier conversation is listed: ${questions.join(' | ')}`,
      );
      await history
        .getByRole('button', { name: /^Validate the policy/ })
        .first()
        .click();
      await page.waitForFunction((text) => document.querySelector('li.turn .reply-text')?.textContent === text, first, WAIT);
      assert.equal(await page.locator('li.turn').count(), 1);
    },
  },
  {
    name: 'the claim list loads and searches by id, policyholder and status',
    async run({ page }) {
      await page.goto('/claims');
      const rows = page.locator('table.claims-table tbody tr');
      await rows.first().waitFor(WAIT);
      const total = await rows.count();
      assert.ok(total >= 2, `expected several demo claims, saw ${total}`);

      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('004211');
      await page.waitForFunction(() => document.querySelectorAll('table.claims-table tbody tr').length === 1);
      await search.fill('sandra hale');
      assert.equal(await rows.count(), 1);
      await search.fill('closed');
      for (const status of await page.locator('table.claims-table tbody tr .badge').allTextContents()) {
        assert.equal(status, 'Closed');
      }

      await search.fill('004211');
      await page.getByRole('link', { name: CLAIM }).click();
      await page.waitForURL(`**/claims/${CLAIM}`);
      await page.locator('[data-panel="overview"]').waitFor(WAIT);
    },
  },
  {
    name: 'the claim page shows exactly the panels, in order, and opens a document',
    async run({ page, screenshot }) {
      await openClaim(page);
      const panels = await page.locator('[data-panel]').evaluateAll((els) => els.map((el) => el.getAttribute('data-panel')));
      assert.deepEqual(panels, PANELS);
      for (const name of PANELS) {
        assert.ok(await page.locator(`[data-panel="${name}"] h2`).isVisible(), `${name} has a visible heading`);
      }
      assert.ok((await page.locator('[data-panel="financials"]').textContent()).includes('£'), 'money is formatted');
      assert.ok((await page.locator('[data-source^="msg:"]').count()) > 0, 'messages carry data-source');
      assert.ok((await page.locator('[data-source^="event:"]').count()) > 0, 'events carry data-source');
      await page.locator('[data-offline]').waitFor(WAIT);

      await screenshot('claim-page');

      const firstDocument = page.locator('[data-source^="doc:"]').first();
      await firstDocument.getByRole('button', { name: /^Read/ }).click();
      const viewer = page.locator('#document-viewer');
      await viewer.waitFor(WAIT);
      assert.ok(((await viewer.locator('.document-text').textContent()) ?? '').length > 50, 'the document text is shown');
    },
  },
  {
    name: '"Validate the policy" streams a reply, shows the activity chip and highlights the policy panel',
    async run({ page, screenshot, health }) {
      await openClaim(page);
      await page.getByRole('button', { name: 'Validate the policy' }).click();

      await page.locator('[data-panel="policy"][data-highlighted="true"]').waitFor(WAIT);
      await page.locator('.activity[data-activity="check_policy_in_force"]').waitFor(WAIT);
      await page.waitForTimeout(600); // let the smooth scroll settle
      assert.ok(await page.locator('[data-panel="policy"] h2').isVisible(), 'the policy panel was scrolled into view');
      assert.equal(await page.evaluate(() => document.scrollingElement.scrollTop), 0, 'the header stays in place');
      assert.equal(await lastTurnEnded(page), 'done');

      const reply = (await page.locator('li.turn .turn-reply').last().textContent()) ?? '';
      assert.match(reply, /no language model is configured/i);
      assert.ok(reply.length > 200, 'the tools’ findings are shown');
      const chip = page.locator('.activity[data-activity="check_policy_in_force"]');
      assert.equal(await chip.getAttribute('data-done'), 'true', 'the chip settled');
      // Token usage is shown only when tokens were spent (offline mode spends none).
      const usage = await page.locator('[data-usage]').count();
      assert.equal(usage, health.provider === 'offline' ? 0 : 1);
      await composerReady(page);
      await screenshot('finished-turn');

      // The highlight is for a moment only.
      await page.waitForFunction(() => !document.querySelector('[data-panel="policy"][data-highlighted="true"]'), null, WAIT);
    },
  },
  {
    name: 'a free question gets an answer whose citations open the source, and the conversation continues',
    async run({ page }) {
      await openClaim(page);
      const box = page.getByRole('textbox', { name: 'Ask about this claim' });
      await box.fill('What does the claimant’s Part 36 offer say?');
      await box.press('Enter');
      assert.equal(await lastTurnEnded(page), 'done');
      const firstReply = (await page.locator('li.turn .turn-reply').last().textContent()) ?? '';
      assert.ok(firstReply.length > 50, 'an answer arrived');

      const citation = page.locator('li.turn button[data-cite^="doc:"]').first();
      await citation.waitFor(WAIT);
      const source = await citation.getAttribute('data-cite');
      await citation.click();
      await page.locator(`#document-viewer[data-viewer="${source}"]`).waitFor(WAIT);
      await page.locator(`[data-source="${source}"][data-highlighted="true"]`).waitFor(WAIT);
      const frameScroll = await page.evaluate(() => document.scrollingElement.scrollTop);
      assert.equal(frameScroll, 0, 'opening a source scrolls the claim pane, not the page');

      await box.fill('And who is the claimant represented by?');
      await box.press('Enter');
      assert.equal(await lastTurnEnded(page), 'done');
      assert.equal(await page.locator('li.turn').count(), 2, 'the second turn joins the same conversation');

      await page.getByRole('button', { name: 'New conversation' }).click();
      assert.equal(await page.locator('li.turn').count(), 0);
      await page.locator('.hints .hint').first().waitFor(WAIT);
    },
  },
  {
    name: 'Enter sends but Shift+Enter only breaks the line',
    async run({ page }) {
      await openClaim(page);
      const box = page.getByRole('textbox', { name: 'Ask about this claim' });
      await box.fill('First line');
      await box.press('Shift+Enter');
      await box.pressSequentially('second line');
      assert.equal(await box.inputValue(), 'First line\nsecond line');
      assert.equal(await page.locator('li.turn').count(), 0, 'nothing was sent');
    },
  },
  {
    name: 'Stop ends a turn mid-stream and the pane is ready again',
    async run({ page, context }) {
      await openClaim(page);
      // A slow line makes the offline stream last several seconds, so Stop lands mid-turn.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: 1200,
        uploadThroughput: -1,
      });
      await page.getByRole('button', { name: 'Summarise the claim' }).click();
      const stop = page.getByRole('button', { name: 'Stop' });
      await stop.waitFor(WAIT);
      await page.locator('li.turn .turn-reply .activity, li.turn .turn-reply .reply-text').first().waitFor(WAIT);
      await stop.click();

      assert.equal(await lastTurnEnded(page), 'stopped');
      await page.locator('[data-stopped]').waitFor(WAIT);
      assert.equal(await page.locator('.turn-error').count(), 0, 'a stop is not shown as an error');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await composerReady(page);
      assert.equal(await page.getByRole('button', { name: 'Validate the policy' }).getAttribute('aria-disabled'), null);

      // The next turn runs normally.
      await page.getByRole('button', { name: 'Next actions' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
    },
  },
  {
    name: 'the dev user switcher changes who you are and which claims you see',
    // Opening another team's claim answers 404, which the browser logs.
    allowConsoleErrors: [/status of 404/],
    async run({ page }) {
      await page.goto('/claims');
      await page.locator('[data-me]').waitFor(WAIT);
      await page.getByRole('combobox', { name: 'Act as' }).selectOption('handler-property');
      await page.locator('[data-me="handler-property"]').waitFor(WAIT);
      await page.locator('table.claims-table tbody tr').first().waitFor(WAIT);
      const lines = await page.locator('table.claims-table tbody tr td:nth-child(3)').allTextContents();
      assert.ok(lines.length > 0 && lines.every((line) => line === 'Property'), `only property claims, saw ${lines}`);

      await page.reload();
      await page.locator('[data-me="handler-property"]').waitFor(WAIT); // remembered
      await page.goto(`/claims/${CLAIM}`);
      await page.getByRole('heading', { name: `Claim ${CLAIM} not found` }).waitFor(WAIT);
    },
  },
  {
    name: 'on a split screen (700 px) the panes stack and both stay usable',
    async run({ page, screenshot }) {
      await page.setViewportSize({ width: 700, height: 900 });
      await openClaim(page);
      const claimBox = await page.locator('.claim-pane').boundingBox();
      const assistantBox = await page.locator('#assistant').boundingBox();
      assert.ok(claimBox && assistantBox);
      assert.ok(assistantBox.y >= claimBox.y + claimBox.height - 1, 'the assistant sits below the claim');
      assert.ok(assistantBox.width > 650, 'the assistant takes the full width');
      assert.ok(await page.getByRole('textbox', { name: 'Ask about this claim' }).isVisible());
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'no sideways scrolling');
      await screenshot('claim-page-700px');
    },
  },
  {
    name: 'on a phone (390 px, upright and on its side) the transcript has room and the whole message box can be reached',
    async run({ page, screenshot }) {
      for (const [round, [width, height]] of [
        [390, 844],
        [844, 390],
      ].entries()) {
        await page.setViewportSize({ width, height });
        await openClaim(page);
        // From the second round the claim has a conversation: the History button arrives with the
        // list and can change the header's height, so the page is measured once it is there.
        if (round > 0) await page.locator('.conversation-history').waitFor(WAIT);
        // The handler scrolls down to the assistant; the panel a quick action points at is
        // brought into view inside the claim pane, without scrolling the page away from the reply.
        await page.locator('#assistant').scrollIntoViewIfNeeded();
        const scrolledTo = await page.evaluate(() => document.getElementById('root').scrollTop);
        await page.getByRole('button', { name: 'Validate the policy' }).click();
        await page.locator('[data-panel="policy"][data-highlighted="true"]').waitFor(WAIT);
        assert.equal(await lastTurnEnded(page), 'done');
        await page.locator('.conversation-history').waitFor(WAIT);
        await page.waitForTimeout(600); // let any smooth scroll settle
        assert.equal(await page.evaluate(() => document.getElementById('root').scrollTop), scrolledTo, `${width}x${height}: the page stayed on the reply`);
        // At the top of the claim pane: just below the sticky panel index, which stays over the pane's top.
        const panelTop = await page.evaluate(() => {
          const pane = document.querySelector('.claim-pane').getBoundingClientRect();
          const index = document.querySelector('.panel-index')?.getBoundingClientRect();
          const below = index ? Math.max(pane.top, index.bottom) : pane.top;
          return document.querySelector('[data-panel="policy"]').getBoundingClientRect().top - below;
        });
        assert.ok(
          panelTop >= 0 && panelTop < 40,
          `${width}x${height}: the policy panel is at the top of the claim pane, below the panel index (${panelTop}px)`,
        );

        const transcript = await page.locator('.transcript').boundingBox();
        assert.ok(transcript && transcript.height >= 120, `${width}x${height}: the transcript is ${transcript?.height}px tall`);
        const send = page.getByRole('button', { name: 'Send' });
        await send.scrollIntoViewIfNeeded();
        const box = await send.boundingBox();
        // Within a pixel: layout in fractions of a pixel can leave a quarter of one past the edge
        // once scrolled as far as it goes (the History button changes the header's height).
        assert.ok(
          box && box.y >= -1 && box.y + box.height <= height + 1,
          `${width}x${height}: Send lies at ${box?.y}–${box && box.y + box.height}, outside the window`,
        );
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.textContent?.trim(), [box.x + box.width / 2, box.y + box.height / 2]);
        assert.equal(hit, 'Send', `${width}x${height}: Send is covered or clipped`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `${width}x${height}: no sideways scrolling`);
        await screenshot(`claim-page-${width}x${height}`);
      }
    },
  },
  {
    name: 'the conversation is still there after the list and Back, and a reload mid-answer sees the answer finish',
    async run({ page, context }) {
      await openClaim(page);
      await page.getByRole('button', { name: 'Validate the policy' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      const reply = (await page.locator('li.turn .reply-text').last().textContent()) ?? '';

      await page.getByRole('link', { name: 'All claims' }).click();
      await page.locator('table.claims-table tbody tr').first().waitFor(WAIT);
      await page.goBack();
      await page.locator('li.turn[data-turn-status="done"]').first().waitFor(WAIT);
      await lastTurnEnded(page);
      assert.equal(await page.locator('li.turn').count(), 1, 'the earlier turn is shown again');
      assert.equal((await page.locator('li.turn .reply-text').last().textContent()) ?? '', reply);

      // A reload while a reply streams: the server writes the reply to its end regardless, and the
      // page shows it finish (followed live if still running, else as stored).
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 1200, uploadThroughput: -1 });
      await page.getByRole('button', { name: 'Summarise the claim' }).click();
      await page.locator('li.turn').nth(1).locator('.activity, .reply-text').first().waitFor(WAIT);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await page.reload();
      await page.locator('li.turn').nth(1).waitFor(WAIT);
      assert.equal(await lastTurnEnded(page), 'done', 'the reloaded turn finishes');
      const statuses = await page.locator('li.turn').evaluateAll((turns) => turns.map((t) => t.getAttribute('data-turn-status')));
      assert.deepEqual(statuses, ['done', 'done']);
      assert.match((await page.locator('li.turn').nth(1).textContent()) ?? '', /no language model is configured/i);
      assert.equal(await page.locator('li.turn').nth(1).locator('.badge.capability').textContent(), 'Summarise the claim');

      // The next question continues the same conversation, and New conversation forgets it.
      await page.getByRole('button', { name: 'Next actions' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      await page.getByRole('button', { name: 'New conversation' }).click();
      await page.reload();
      await page.locator('.hints .hint').first().waitFor(WAIT);
      assert.equal(await page.locator('li.turn').count(), 0);
    },
  },
  {
    name: 'a long conversation reopens at its latest questions, and Show earlier messages reads the ones before in place',
    async run({ page, screenshot }) {
      // Twelve turns, asked through the API as the supervisor (their own rate limit and
      // conversations), then remembered in this tab as the page itself would remember them.
      const user = 'supervisor';
      let conversationId;
      for (let n = 0; n < 12; n += 1) {
        const response = await page.request.post(`/api/claims/${CLAIM}/chat`, {
          headers: { 'X-Dev-User': user, 'content-type': 'application/json', accept: 'text/event-stream' },
          data: { message: `Question ${n}: what does the file say about the Part 36 offer?`, ...(conversationId ? { conversationId } : {}) },
        });
        assert.equal(response.status(), 200, await response.text());
        const stream = await response.text();
        conversationId ??= JSON.parse(/event: conversation\ndata: (.*)/.exec(stream)[1]).conversationId;
      }
      await page.goto('/claims');
      await page.evaluate(
        ([user, key, id]) => {
          localStorage.setItem('claims.devUser', user);
          sessionStorage.setItem(key, id);
        },
        [user, `claims.conversation:${user}:${CLAIM}`, conversationId],
      );
      const transcriptRequests = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/conversations/')) transcriptRequests.push(new URL(request.url()).search);
      });
      await openClaim(page);

      const questions = () => page.locator('li.turn .turn-user p').allTextContents();
      await page.locator('li.turn').nth(9).waitFor(WAIT);
      assert.deepEqual(transcriptRequests, ['?limit=20'], 'only the latest page is fetched');
      assert.equal((await questions()).length, 10);
      assert.match((await questions())[0], /^Question 2:/);
      assert.match((await questions())[9], /^Question 11:/);
      assert.match((await page.locator('.earlier').textContent()) ?? '', /4 earlier messages/);

      const transcript = page.locator('.transcript');
      await transcript.evaluate((el) => (el.scrollTop = 0));
      const topOf = (text) =>
        page.evaluate((text) => {
          const turn = [...document.querySelectorAll('li.turn')].find((t) => t.querySelector('.turn-user p')?.textContent?.startsWith(text));
          return turn.getBoundingClientRect().top - document.querySelector('.transcript').getBoundingClientRect().top;
        }, text);
      const before = await topOf('Question 2:');
      await screenshot('earlier-messages');
      await page.getByRole('button', { name: 'Show earlier messages' }).click();
      await page.locator('li.turn').nth(11).waitFor(WAIT);
      assert.match(transcriptRequests[1], /^\?limit=20&before=/);
      assert.match((await questions())[0], /^Question 0:/);
      assert.equal(await page.getByRole('button', { name: 'Show earlier messages' }).count(), 0, 'nothing more to read');
      const after = await topOf('Question 2:');
      assert.ok(Math.abs(after - before) <= 2, `the turns shown stay where they were (${before}px, now ${after}px)`);
      assert.ok(await transcript.evaluate((el) => el.scrollTop > 0), 'the earlier turns are above, scrolled to');

      // The next question continues the same conversation.
      const box = page.getByRole('textbox', { name: 'Ask about this claim' });
      await box.fill('And the claimant’s solicitor?');
      await box.press('Enter');
      assert.equal(await lastTurnEnded(page), 'done');
      assert.equal(await page.locator('li.turn').count(), 13);
    },
  },
  {
    name: 'on a phone (390 px) the claim list keeps each claim id on one line',
    async run({ page, screenshot }) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/claims');
      await page.locator('table.claims-table tbody tr').first().waitFor(WAIT);
      const broken = await page
        .locator('table.claims-table tbody th a')
        .evaluateAll((links) => links.filter((link) => link.getClientRects().length > 1).map((link) => link.textContent));
      assert.deepEqual(broken, [], 'claim ids broken across lines (CLM-/26-/004211)');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'the table scrolls on its own, not the page');
      await screenshot('claim-list-390px');
    },
  },
  {
    name: 'wide tables in a reply fit the assistant pane: no column is out of sight',
    async run({ page, screenshot }) {
      // Deadlines with eight columns, policy sections with six; in the side pane and in the
      // full-width pane of a split screen.
      await page.setViewportSize({ width: 700, height: 900 });
      await openClaim(page, 'CLM-26-003874');
      await page.getByRole('button', { name: 'Next actions' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      const at700 = await page
        .locator('li.turn')
        .last()
        .locator('.reply-text table')
        .evaluateAll((all) => all.map((t) => t.scrollWidth - t.clientWidth));
      assert.deepEqual(
        at700.filter((wider) => wider > 1),
        [],
        'at 700 px: tables cut off at the pane’s edge',
      );
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const action of ['Next actions', 'Validate the policy']) {
        await page.getByRole('button', { name: action }).click();
        assert.equal(await lastTurnEnded(page), 'done');
        const tables = await page
          .locator('li.turn')
          .last()
          .locator('.reply-text table')
          .evaluateAll((all) =>
            all.map((table) => ({
              head: [...table.querySelectorAll('thead th')].map((th) => th.textContent).join(' | '),
              wider: table.scrollWidth - table.clientWidth,
            })),
          );
        assert.ok(tables.length > 0, `${action}: the reply has tables`);
        assert.deepEqual(
          tables.filter((t) => t.wider > 1),
          [],
          `${action}: tables cut off at the pane's edge`,
        );
      }
      await page.locator('li.turn').last().locator('.reply-text table').first().scrollIntoViewIfNeeded();
      await screenshot('reply-tables');
      // Each cell still says which column it is, to a screen reader as on screen.
      const cell = page.locator('li.turn').last().locator('.reply-text table tbody td').first();
      assert.equal(await cell.evaluate((td) => td.closest('table').getAttribute('role')), 'table');
      assert.ok(await cell.getAttribute('data-label'), 'the cell is labelled with its column');
    },
  },
];
