/**
 * A finished answer as it goes on the clipboard: formatted (HTML with table lines drawn, so a
 * paste into Outlook or Word keeps tables and lists) and plain text, both with citations written
 * out in words ("[msg:c5]" becomes "(call of 26 Nov 2026)"), so the pasted answer still says
 * where each fact came from.
 */
import type { ClaimRecord } from '@claims/shared/claim-record';
import { citationWords, writeOutCitations } from '@claims/shared/citation-words';
import { renderReply } from '../render/render-reply';

export interface ClipboardAnswer {
  html: string;
  plain: string;
}

export function answerForClipboard(text: string, claim: ClaimRecord): ClipboardAnswer {
  const written = writeOutCitations(text, (kind, id) => citationWords(claim, kind, id));
  const host = document.createElement('div');
  // No markers are left, so no source buttons are made; the HTML is sanitised as on the page.
  host.innerHTML = renderReply(written, () => undefined);
  for (const element of host.querySelectorAll('[role], [data-label], [class], [title]')) {
    for (const name of ['role', 'data-label', 'class', 'title']) element.removeAttribute(name);
  }
  // Mail and word processors drop stylesheets, and the page's Content-Security-Policy refuses style
  // attributes (the browser parses what is copied): HTML's own table attributes draw the lines.
  const html = host.innerHTML
    .replace(/<table(?=[\s>])/g, '<table border="1" cellpadding="5" cellspacing="0"')
    .replace(/<th(?![^>]*\balign=)(?=[\s>])/g, '<th align="left"');
  return {
    html,
    plain: plainText(host)
      .replace(/^[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  };
}

/** The answer's text laid out as a person would type it: blank lines between blocks, "- " for items, tabs between cells. */
function plainText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) {
    // Layout whitespace between rows, items and blocks is not text.
    if (node.parentElement?.closest('table, thead, tbody, tfoot, tr, ul, ol') === node.parentElement && !/\S/.test(node.nodeValue ?? '')) return '';
    return (node.nodeValue ?? '').replace(/\s*\n\s*/g, ' ');
  }
  if (!(node instanceof Element)) return '';
  const inner = () => [...node.childNodes].map(plainText).join('');
  switch (node.tagName) {
    case 'BR':
      return '\n';
    case 'P':
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
    case 'H5':
    case 'H6':
    case 'BLOCKQUOTE':
    case 'PRE':
    case 'TABLE':
      return `\n${node.tagName === 'PRE' ? (node.textContent ?? '') : inner().trim()}\n\n`;
    case 'UL':
    case 'OL':
      return `\n${[...node.children]
        .map((item, index) => `${node.tagName === 'OL' ? `${index + 1}.` : '-'} ${plainText(item).trim().replace(/\n+/g, '\n   ')}`)
        .join('\n')}\n\n`;
    case 'TR':
      return `${[...node.children].map((cell) => plainText(cell).trim()).join('\t')}\n`;
    default:
      return inner();
  }
}
