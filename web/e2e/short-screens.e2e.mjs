/**
 * The assistant on short and zoomed screens: a laptop at 200% and 400% zoom, a phone on its side,
 * a short desktop window and a large default font. With the message box in view, enough of the
 * transcript must show beside it to read a reply, and Send must be pressable.
 */
import assert from 'node:assert/strict';
import { lastTurnEnded, openClaim } from './lib/page.mjs';

const CLAIM = 'CLM-26-004211';

/** Window sizes in CSS pixels: 1280x720 at 100%, 200% and 400%, split screen, phones, a short desktop window. */
const SIZES = [
  [1280, 720],
  [640, 360],
  [320, 256],
  [700, 900],
  [390, 844],
  [844, 390],
  [1280, 400],
];

/** Opens the claim and runs one quick action, whose reply is long enough to fill any transcript. */
async function openWithReply(page) {
  await openClaim(page, CLAIM);
  await page.getByRole('button', { name: 'Validate the policy' }).click();
  assert.equal(await lastTurnEnded(page), 'done');
}

/** At one window size, brings the message box into view and checks what shows beside it. */
async function checkConversationFits(page, [width, height], label) {
  await page.setViewportSize({ width, height });
  // One reply for every size (the server limits turns a minute): the layout follows the window.
  await page.waitForFunction(([w, h]) => innerWidth === w && innerHeight === h, [width, height]);
  const box = page.getByRole('textbox', { name: 'Ask about this claim' });
  const send = page.getByRole('button', { name: 'Send' });
  await send.scrollIntoViewIfNeeded();
  await box.scrollIntoViewIfNeeded();
  const seen = await page.evaluate(() => {
    const rect = (selector) => document.querySelector(selector).getBoundingClientRect();
    const transcript = rect('.transcript');
    const visibleTranscript = Math.min(transcript.bottom, innerHeight) - Math.max(transcript.top, 0);
    const field = rect('.composer textarea');
    return { visibleTranscript, fieldTop: field.top, fieldBottom: field.bottom };
  });
  // A third of a short window, and a few lines' worth (180px) on a tall one.
  const wanted = Math.min(180, Math.max(100, Math.round(height * 0.35)));
  assert.ok(
    seen.visibleTranscript >= wanted,
    `${label}: only ${Math.round(seen.visibleTranscript)}px of the transcript shows with the message box (wanted ${wanted}px)`,
  );
  assert.ok(seen.fieldTop >= 0 && seen.fieldBottom <= height, `${label}: the message box lies at ${seen.fieldTop}–${seen.fieldBottom}, outside the window`);
  const sendBox = await send.boundingBox();
  assert.ok(sendBox && sendBox.y >= 0 && sendBox.y + sendBox.height <= height, `${label}: Send lies outside the window`);
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.textContent?.trim(),
    [sendBox.x + sendBox.width / 2, sendBox.y + sendBox.height / 2],
  );
  assert.equal(hit, 'Send', `${label}: Send is covered or clipped`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, `${label}: no sideways scrolling`);
}

export const tests = [
  {
    name: 'on short and zoomed screens the transcript shows beside the message box, and Send can be pressed',
    async run({ page, screenshot }) {
      await openWithReply(page);
      for (const size of SIZES) {
        await checkConversationFits(page, size, size.join('x'));
        await screenshot(`short-${size.join('x')}`);
      }
    },
  },
  {
    name: 'a large default font (24 px) enlarges the page’s text, and the conversation still fits',
    async run({ page, context, screenshot }) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
      try {
        await openWithReply(page);
        const rootFont = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
        assert.ok(rootFont >= 22, `the page's text is ${rootFont}px; the browser asks for 24px text`);
        for (const size of [
          [1280, 720],
          [390, 844],
        ]) {
          await checkConversationFits(page, size, `${size.join('x')} at 24px text`);
          await screenshot(`large-text-${size.join('x')}`);
        }
      } finally {
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } });
        await cdp.detach();
      }
    },
  },
];
