/**
 * Accessibility of the workbench in a real browser: axe-core checks each main view against
 * WCAG 2.0 and 2.1 levels A and AA (colour contrast included) and a test fails on any violation
 * of serious or critical impact, listing the rule, impact, elements and what is wrong.
 *
 * The page's Content-Security-Policy allows only its own scripts, so axe is not added as a
 * script tag: its source is evaluated through the DevTools protocol, which the policy does not
 * govern.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { WAIT, lastTurnEnded, openClaim as openClaimAt } from './lib/page.mjs';

const CLAIM = 'CLM-26-004211'; // the motor demo claim: Part 36 offer, injuries, documents
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the whole page and returns the serious and critical violations, one line per element. */
async function seriousViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), impact: n.impact, summary: n.failureSummary })),
    }));
  }, WCAG_A_AA);
  return violations.filter((v) => FAILING_IMPACTS.has(v.impact));
}

function describe(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target}\n      ${(n.summary ?? '').split('\n').join('\n      ')}`);
      return `  ${v.id} (${v.impact}): ${v.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails with each serious or critical violation on the page as it is now. */
export async function assertAccessible(page, view) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, `${view}: serious or critical WCAG A/AA violations:\n${describe(violations)}`);
}

async function openClaim(page) {
  await openClaimAt(page, CLAIM);
  await page.locator('[data-offline]').waitFor(WAIT);
}

/** Highlights fade in and out; colours are judged once they are still. */
async function highlightsSettled(page) {
  await page.waitForFunction(() => !document.querySelector('[data-highlighted="true"]'), null, WAIT);
}

export const tests = [
  {
    name: 'accessibility: the claim list has no serious WCAG A/AA violations',
    async run({ page }) {
      await page.goto('/claims');
      await page.locator('table.claims-table tbody tr').first().waitFor(WAIT);
      await page.locator('[data-me]').waitFor(WAIT);
      await assertAccessible(page, 'claim list');
    },
  },
  {
    name: 'accessibility: the claim page, and a document opened in it, have no serious WCAG A/AA violations',
    async run({ page }) {
      await openClaim(page);
      await assertAccessible(page, 'claim page');

      await page.locator('[data-source^="doc:"]').first().getByRole('button', { name: /^Read/ }).click();
      await page.locator('#document-viewer .document-text').waitFor(WAIT);
      await highlightsSettled(page);
      await assertAccessible(page, 'claim page with a document open');
    },
  },
  {
    name: 'accessibility: finished quick actions (chips, a long reply, citations) and the More menu have no serious WCAG A/AA violations',
    async run({ page }) {
      await openClaim(page);
      // A long reply with no citation in it: the transcript scrolls with nothing focusable inside.
      await page.getByRole('button', { name: 'Validate the policy' }).click();
      assert.equal(await lastTurnEnded(page), 'done');
      await page.locator('li.turn .activity[data-done="true"]').first().waitFor(WAIT);
      await highlightsSettled(page);
      await assertAccessible(page, 'claim page after "Validate the policy"');

      // The document review cites its sources even offline; it is in the "More" menu, checked open too.
      await page.getByRole('button', { name: 'More', exact: true }).click();
      const menuItem = page.locator('.more-menu button', { hasText: 'Review the documents' });
      await menuItem.waitFor(WAIT);
      await assertAccessible(page, 'claim page with the More menu open');
      await menuItem.click();
      assert.equal(await lastTurnEnded(page), 'done');
      assert.equal(await page.locator('li.turn').count(), 2);
      await page.locator('li.turn .turn-reply button[data-cite]').first().waitFor(WAIT);
      await highlightsSettled(page);
      await assertAccessible(page, 'claim page after "Review the documents" (citations)');
    },
  },
  {
    name: 'accessibility: the stacked 700 px layout has no serious WCAG A/AA violations',
    async run({ page }) {
      await page.setViewportSize({ width: 700, height: 900 });
      await openClaim(page);
      await assertAccessible(page, 'stacked 700 px claim page');
    },
  },
];
