/**
 * Accessibility of the narrow layouts and the assistant's newer states in a real browser: a phone
 * (390 x 844) and a laptop at 200% zoom, reply tables read as cards, and a reopened conversation.
 * axe-core checks WCAG 2.0/2.1 A and AA in each state; the accessibility tree (through the
 * DevTools protocol) checks what a screen reader is given where axe cannot judge it.
 */
import assert from 'node:assert/strict';
import { WAIT, lastTurnEnded, openClaim } from './lib/page.mjs';
import { assertAccessible } from './accessibility.e2e.mjs';

const MOTOR = 'CLM-26-004211';
const PROPERTY = 'CLM-26-003874'; // its deadlines table has eight columns

/** The accessible rows of the first table matching `selector`: each row's cells as [role, name]. */
async function accessibleRows(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const rows = [];
    const walk = (n) => {
      if (!n) return;
      if (n.role?.value === 'row') {
        rows.push(
          (n.childIds ?? [])
            .map((id) => byId.get(id))
            .filter((c) => c && !c.ignored)
            .map((c) => [c.role.value, c.name?.value ?? '']),
        );
        return;
      }
      for (const id of n.childIds ?? []) walk(byId.get(id));
    };
    walk(nodes.find((n) => n.backendDOMNodeId === node.backendNodeId));
    return rows;
  } finally {
    await cdp.detach();
  }
}

export const tests = [
  {
    name: 'accessibility: on a phone (390 px) the claim list, the claim page and its replies have no serious WCAG A/AA violations',
    async run({ page }) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/claims');
      await page.locator('table.claims-table tbody tr').first().waitFor(WAIT);
      await page.locator('[data-me]').waitFor(WAIT);
      await assertAccessible(page, 'claim list at 390 px');

      await openClaim(page, MOTOR);
      await page.locator('[data-offline]').waitFor(WAIT);
      await assertAccessible(page, 'claim page at 390 px');
      // A table wider than the phone scrolls sideways in a frame the keyboard can reach and scroll.
      const frame = page.locator('[data-panel="policy"] .table-wrap').first();
      assert.equal(await frame.getAttribute('tabindex'), '0');
      assert.match((await frame.getAttribute('aria-label')) ?? '', /\S/);
      await frame.focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((el) => el.scrollLeft > 0, await frame.elementHandle(), WAIT);

      await page.getByRole('button', { name: 'Next actions' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      await page.waitForFunction(() => !document.querySelector('[data-highlighted="true"]'), null, WAIT);
      await assertAccessible(page, 'claim page at 390 px after "Next actions"');
    },
  },
  {
    name: 'accessibility: at 1280 px the claim list tables add no tab stop (nothing to scroll)',
    async run({ page }) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await openClaim(page, MOTOR);
      assert.equal(await page.locator('.table-wrap[tabindex]').count(), 0);
      await page.goto('/claims');
      await page.locator('table.claims-table tbody tr').first().waitFor(WAIT);
      assert.equal(await page.locator('.table-wrap[tabindex]').count(), 0);
    },
  },
  {
    name: 'accessibility: a reply table shown as cards reads as a table, each cell once under its own column',
    async run({ page }) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await openClaim(page, PROPERTY);
      await page.getByRole('button', { name: 'Next actions' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      const selector = 'li.turn .reply-text table.stackable';
      assert.equal(
        await page
          .locator(selector)
          .first()
          .evaluate((t) => getComputedStyle(t).display),
        'block',
        'shown as cards',
      );
      const rows = await accessibleRows(page, selector);
      const [head, ...body] = rows;
      assert.ok(head.length >= 4 && head.every(([role]) => role === 'columnheader'), `header row: ${JSON.stringify(head)}`);
      for (const row of body) {
        assert.equal(row.length, head.length, `a row with a cell per column: ${JSON.stringify(row)}`);
        row.forEach(([role, name], index) => {
          assert.equal(role, 'cell');
          // The column's name is the screen reader's to say, from the header: not twice.
          assert.ok(!name.startsWith(`${head[index][1]}:`), `cell read with its heading repeated: "${name}"`);
        });
      }
      await assertAccessible(page, 'reply table shown as cards');
    },
  },
];
