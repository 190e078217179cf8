/**
 * Turns the assistant's Markdown into safe HTML for the reply pane. Model output is untrusted
 * (a document on the claim could carry instructions or markup), so the HTML from `marked` goes
 * through DOMPurify with a narrow allow-list: no scripts, no event handlers, no images (a
 * remote image could leak data in its URL), links only to http(s) and mailto. Citation markers
 * outside code become buttons carrying `data-cite="<kind>:<id>"` that the pane handles.
 */
import { Marked } from 'marked';
import DOMPurify, { type Config } from 'dompurify';
import { parseCitations, type CitationKind } from '@claims/shared/citations';

/** Names a cited source for its button; `undefined` when the claim has no such source. */
export type DescribeSource = (kind: CitationKind, id: string) => string | undefined;

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE_OPTIONS: Config & { RETURN_DOM_FRAGMENT: true } = {
  RETURN_DOM_FRAGMENT: true,
  FORBID_TAGS: ['img', 'picture', 'video', 'audio', 'source', 'svg', 'math', 'style', 'form', 'input',
    'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'id', 'class', 'name'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

/** Elements whose text is literal: a marker in a code span is an example, not a citation. */
const LITERAL_ANCESTORS = 'code, pre, a, kbd, samp';

export function renderReply(source: string, describe: DescribeSource): string {
  const html = markdown.parse(source, { async: false });
  const fragment = DOMPurify.sanitize(html, SANITIZE_OPTIONS);
  const host = document.createElement('div');
  host.append(fragment);
  linkCitations(host, describe);
  for (const link of host.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  return host.innerHTML;
}

function linkCitations(root: HTMLElement, describe: DescribeSource): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(LITERAL_ANCESTORS)) continue;
    if (node.nodeValue && parseCitations(node.nodeValue).length > 0) textNodes.push(node as Text);
  }
  for (const node of textNodes) node.replaceWith(citationNodes(node.nodeValue ?? '', describe));
}

function citationNodes(text: string, describe: DescribeSource): DocumentFragment {
  const out = document.createDocumentFragment();
  let last = 0;
  for (const { marker, kind, id, index } of parseCitations(text)) {
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
