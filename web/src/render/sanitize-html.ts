/**
 * Untrusted HTML (a reply's Markdown rendered, with any HTML the reply wrote) reduced to an
 * allow-list. It is parsed in an inert document (DOMParser: no script runs, nothing loads), then
 * copied node by node into a new fragment of the page's document: allowed elements are made
 * afresh with only their allowed attributes, text is copied as text, and nothing else is carried
 * over. A dropped element keeps its text (its children take its place), except those whose
 * content is not for reading (scripts, styles, frames, embedded SVG and MathML), which go whole.
 * Building a new tree, instead of editing the parsed one, means nothing the allow-list does not
 * name can survive, and the result contains no element that parses its content differently
 * (no raw text, no foreign content), so writing it out and reading it back gives the same tree.
 */

export interface AllowList {
  /** Element names, lower case. */
  tags: readonly string[];
  /** Attribute names, lower case. */
  attributes: readonly string[];
  /** Attributes holding an address, kept only when the address matches `addresses`. */
  addressAttributes: readonly string[];
  addresses: RegExp;
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Dropped with everything inside: their content is code, a document of its own, or not text. */
const DROPPED_WHOLE = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'xmp',
  'plaintext',
  'title',
  'textarea',
  'select',
  'svg',
  'math',
  'audio',
  'video',
]);

/** The allowed part of `html`, as a fragment of the page's document. */
export function sanitizeHtml(html: string, allow: AllowList): DocumentFragment {
  const tags = new Set(allow.tags);
  const attributes = new Set(allow.attributes);
  const addressAttributes = new Set(allow.addressAttributes);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.createDocumentFragment();
  // Depth-first without recursion: model HTML can nest deeper than the call stack goes.
  const stack: [Node, Node][] = [...parsed.body.childNodes].reverse().map((node) => [node, out]);
  while (stack.length > 0) {
    const [node, parent] = stack.pop()!;
    if (node.nodeType === Node.TEXT_NODE) {
      parent.appendChild(document.createTextNode((node as Text).data));
      continue;
    }
    // A form's named fields shadow its own properties (DOM clobbering), so one is not read at all.
    if (node.nodeType !== Node.ELEMENT_NODE || node instanceof HTMLFormElement) continue;
    const element = node as Element;
    const name = element.localName;
    if (DROPPED_WHOLE.has(name) || element.namespaceURI !== HTML_NAMESPACE) continue;
    let into = parent;
    if (tags.has(name)) {
      const copy = document.createElement(name);
      for (const { name: attribute, value } of [...element.attributes]) {
        if (!attributes.has(attribute)) continue;
        if (addressAttributes.has(attribute) && !allow.addresses.test(value.trim())) continue;
        copy.setAttribute(attribute, value);
      }
      parent.appendChild(copy);
      into = copy;
    }
    for (let i = element.childNodes.length - 1; i >= 0; i -= 1) stack.push([element.childNodes[i]!, into]);
  }
  return out;
}
