/**
 * Turns the assistant's Markdown into safe HTML for the reply pane. Model output is untrusted
 * (a document on the claim could carry instructions or markup), so the HTML from `marked` goes
 * through DOMPurify with a narrow allow-list of text-formatting tags and attributes: no scripts,
 * no event handlers, nothing that loads a remote address (an image or a table background could
 * leak claim data in its URL without a click).
 *
 * Links to outside sites are never live. A reply's link could have been written on a document's
 * instructions to carry claim details in its address (`[click](https://x.example/?q=<details>)`),
 * so each link is shown as plain text followed by its full address: the handler sees where it
 * goes and can copy it if they trust it. Citation markers outside code become the page's own
 * buttons carrying `data-cite="<kind>:<id>"`, which open the source on the claim. A table of
 * four or more columns is marked `stackable`, each cell labelled with its column, so a narrow
 * pane can show its rows as cards instead of cutting the table off at its edge.
 */
import { Marked } from 'marked';
import DOMPurify, { type Config } from 'dompurify';
import { CITATION_PATTERN, parseCitations, type Citation, type CitationKind } from '@claims/shared/citations';
import { markFigures, type FigureMark } from './mark-figures';

/** Names a cited source for its button; `undefined` when the claim has no such source. */
export type DescribeSource = (kind: CitationKind, id: string) => string | undefined;

/** A marker at the start of the text. */
const MARKER_HERE = new RegExp(`^${CITATION_PATTERN.source}`);

const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  // A marker is written like a link label, so Markdown would read `[doc:d3](p.4)` as a link and
  // let a definition (`[doc:d3]: https://...`, which a document could get a reply to include)
  // turn every marker into a link to an outside address. Read as plain text first, a marker stays
  // a marker (and becomes a citation button below); inside code it is still code.
  extensions: [
    {
      name: 'citation',
      level: 'inline',
      // No `start`: plain text already stops at every `[`, where this is tried first. (Searching
      // the rest of the reply from each token would make parsing take quadratic time.)
      tokenizer: (source: string) => {
        const marker = MARKER_HERE.exec(source)?.[0];
        return marker ? { type: 'citation', raw: marker } : undefined;
      },
      renderer: (token) => token.raw,
    },
  ],
});

const SANITIZE_OPTIONS: Config & { RETURN_DOM_FRAGMENT: true } = {
  RETURN_DOM_FRAGMENT: true,
  // What Markdown produces, plus the inline HTML a reply might reasonably use. Anything else
  // (img, iframe, form, button, svg, ...) is dropped, keeping its text.
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'abbr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'code',
    'pre',
    'kbd',
    'samp',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'a',
  ],
  // No src, background, poster, ping, action, cite...: no attribute that names a remote address
  // except a link's href, which is read below and shown as text, never followed.
  ALLOWED_ATTR: ['href', 'title', 'align', 'start', 'colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

const OUTSIDE_LINK_TITLE = 'Links in replies are not opened from here. Check the address; copy it into your browser only if you trust it.';

/** Elements whose text is literal: a marker in a code span is an example, not a citation. */
const LITERAL_ANCESTORS = 'code, pre, a, kbd, samp';

/** `unverified`: figures the figure check did not find in the claim's records, marked in place. */
export function renderReply(source: string, describe: DescribeSource, unverified: readonly FigureMark[] = []): string {
  const html = markdownToHtml(source);
  const fragment = DOMPurify.sanitize(html, SANITIZE_OPTIONS);
  const host = document.createElement('div');
  host.append(fragment);
  linkCitations(host, describe);
  for (const table of host.querySelectorAll('table')) markStackable(table);
  for (const link of host.querySelectorAll('a')) link.replaceWith(inertLink(link));
  if (unverified.length > 0) markFigures(host, source, unverified);
  return host.innerHTML;
}

/**
 * The reply as HTML, or as plain paragraphs when the parser gives up. It recurses once per
 * level of nesting, so a long run of '>' or '- ' (a document's instructions, or an email quoted
 * over and over) overflows the stack; that must not take the workbench down with it.
 */
function markdownToHtml(source: string): string {
  try {
    return markdown.parse(source, { async: false });
  } catch {
    return source
      .split(/\n\s*\n/)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('');
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * A link as text: what it said, then its full address when that differs from what it said
 * (a bare address is shown once). An href DOMPurify removed (javascript:, data:) leaves only
 * the text.
 */
function inertLink(link: HTMLAnchorElement): HTMLElement {
  const span = document.createElement('span');
  span.className = 'outside-link';
  const written = link.getAttribute('href');
  const said = (link.textContent ?? '').trim();
  span.append(...link.childNodes);
  if (written) {
    span.title = OUTSIDE_LINK_TITLE;
    const shown = shownAddress(written);
    if (!saysWhereItGoes(said, written, shown)) {
      const address = document.createElement('span');
      address.className = 'outside-link-address';
      address.textContent = shown;
      span.append(said ? ' (' : '', address, said ? ')' : '');
    }
  }
  return span;
}

/**
 * The address as a browser would go to it: a host in lookalike letters in its xn-- form, and
 * direction marks and other invisible characters %-escaped, so an address cannot be written to
 * read as a trusted one (`https://www.gοv.uk` with a Greek ο, or a path reversed by U+202E).
 */
function shownAddress(href: string): string {
  return URL.canParse(href) ? new URL(href).href : href.replace(/\p{Cf}/gu, (mark) => encodeURIComponent(mark));
}

/**
 * Whether the link's text is its address already: the address as shown, or as written when that
 * is plain printable ASCII (`https://www.gov.uk`, shown as `https://www.gov.uk/`, need not be
 * repeated; a lookalike must be).
 */
function saysWhereItGoes(said: string, written: string, shown: string): boolean {
  const candidates = [said, `mailto:${said}`];
  return candidates.includes(shown) || (/^[\x21-\x7e]+$/.test(written) && candidates.includes(written));
}

/** Tables this wide are cut off in the assistant pane (about 450 px) as tables. */
const STACKABLE_COLUMNS = 4;

/**
 * Labels each body cell with its column's heading (shown before it when the row is a card) and
 * gives every part its table role, which a browser drops once CSS stops laying it out as a table.
 */
function markStackable(table: HTMLTableElement): void {
  const columns = Math.max(0, ...[...table.rows].map((row) => row.cells.length));
  if (columns < STACKABLE_COLUMNS) return;
  table.classList.add('stackable');
  table.setAttribute('role', 'table');
  const headings = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => (cell.textContent ?? '').trim());
  for (const group of table.querySelectorAll('thead, tbody, tfoot')) group.setAttribute('role', 'rowgroup');
  for (const row of table.rows) {
    row.setAttribute('role', 'row');
    const inHead = row.parentElement?.tagName === 'THEAD';
    [...row.cells].forEach((cell, index) => {
      cell.setAttribute('role', inHead ? 'columnheader' : cell.tagName === 'TH' ? 'rowheader' : 'cell');
      const heading = headings[index];
      if (!inHead && heading) cell.dataset.label = heading;
    });
  }
}

function linkCitations(root: HTMLElement, describe: DescribeSource): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  // Collected first: replacing a node while the walker stands on it would end the walk.
  const cited: { node: Text; citations: Citation[] }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(LITERAL_ANCESTORS)) continue;
    const citations = parseCitations(node.nodeValue ?? '');
    if (citations.length > 0) cited.push({ node: node as Text, citations });
  }
  for (const { node, citations } of cited) node.replaceWith(citationNodes(node.nodeValue ?? '', citations, describe));
}

function citationNodes(text: string, citations: Citation[], describe: DescribeSource): DocumentFragment {
  const out = document.createDocumentFragment();
  let last = 0;
  for (const { marker, kind, id, index } of citations) {
    out.append(text.slice(last, index));
    out.append(citationElement(marker, kind, id, describe(kind, id)));
    last = index + marker.length;
  }
  out.append(text.slice(last));
  return out;
}

const KIND_NAMES: Record<CitationKind, string> = {
  doc: 'document',
  msg: 'message',
  event: 'event',
  party: 'party',
};

function citationElement(marker: string, kind: CitationKind, id: string, label: string | undefined): HTMLElement {
  if (label === undefined) {
    // A source the claim does not have: keep the marker visible, but there is nothing to open.
    const span = document.createElement('span');
    span.className = 'cite cite-missing';
    span.title = `No ${KIND_NAMES[kind]} "${id}" on this claim`;
    span.textContent = marker;
    return span;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `cite cite-${kind}`;
  button.dataset.cite = `${kind}:${id}`;
  button.title = `Show the ${KIND_NAMES[kind]}: ${label}`;
  button.textContent = label;
  return button;
}
