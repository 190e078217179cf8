// @vitest-environment jsdom
// jsdom: the answer is sanitised by DOMPurify, which needs a spec-faithful DOM.
import { describe, expect, it } from 'vitest';
import { claimFixture } from '../test-support/claim-fixture';
import { answerForClipboard } from './answer-for-clipboard';

const claim = claimFixture();
const message = claim.correspondence[0]!;
const document0 = claim.documents[0]!;

describe('answerForClipboard', () => {
  const answer = [
    `The customer called [msg:${message.id}] and sent the form [doc:${document0.id}].`,
    '',
    '- first point',
    '- second **point**',
    '',
    '| Item | Amount |',
    '|---|---|',
    '| Excess | £800 |',
  ].join('\n');
  const { html, plain } = answerForClipboard(answer, claim);

  it('writes citations out in words in both formats, leaving no marker or page button', () => {
    expect(plain).not.toMatch(/\[(msg|doc):/);
    expect(html).not.toMatch(/\[(msg|doc):|<button|data-cite/);
    expect(plain).toMatch(
      /^The customer called \((call|email|letter|portal message|file note) of \d{1,2} \w{3} \d{4}\) and sent the form \(.+, received \d{1,2} \w{3} \d{4}\)\./,
    );
  });

  it('keeps lists and tables as HTML, the lines of a table drawn by its own attributes, for Outlook and Word', () => {
    expect(html).toMatch(/<ul>\s*<li>first point<\/li>\s*<li>second <strong>point<\/strong><\/li>\s*<\/ul>/);
    expect(html).toContain('<table border="1" cellpadding="5" cellspacing="0">');
    expect(html).toContain('<th align="left">Item</th>');
    expect(html).toContain('<td>Excess</td>');
    expect(html).not.toContain('style=');
  });

  it('lays out the plain text as a person would type it', () => {
    expect(plain).toContain('- first point\n- second point');
    expect(plain).toContain('Item\tAmount\nExcess\t£800');
    expect(plain).not.toMatch(/\*\*|\|/);
  });
});
