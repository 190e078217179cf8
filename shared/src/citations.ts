/**
 * Citation markers: how an answer points at the claim data a fact came from, e.g. `[doc:d3]`.
 * The prompts ask the model to write them with ids taken from tool results; the browser turns
 * them into links that open and highlight the source. One grammar here, so the prompt, the
 * parser and the links cannot drift apart.
 *
 *   [doc:<documentId>]  [msg:<correspondenceId>]  [event:<eventId>]  [party:<partyId>]
 */
import type { MatterPanel } from './panels';
import { ID_PATTERN } from './primitives';

export const CITATION_KINDS = ['doc', 'msg', 'event', 'party'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

/** The panel that shows each kind of source, so a link can open it there. */
export const CITATION_PANELS: Record<CitationKind, MatterPanel> = {
  doc: 'documents',
  msg: 'correspondence',
  event: 'timeline',
  party: 'parties',
};

/** The id grammar of the claim record, without its anchors, so a marker takes any valid id. */
const ID_BODY = ID_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '');

/**
 * Matches every marker in a text (global). Group 1 is the kind, group 2 the id. Being global,
 * the regex keeps `lastIndex` between `exec`/`test` calls: prefer `parseCitations` or
 * `text.matchAll(CITATION_PATTERN)`, which do not disturb it.
 */
export const CITATION_PATTERN = new RegExp(`\\[(${CITATION_KINDS.join('|')}):(${ID_BODY})\\]`, 'g');

export interface Citation {
  kind: CitationKind;
  id: string;
  /** The marker as written, e.g. `[doc:d3]`. */
  marker: string;
  /** Where the marker starts in the text. */
  index: number;
}

/** Every marker in `text`, in order of appearance (repeats included, so each can be linked). */
export function parseCitations(text: string): Citation[] {
  return Array.from(text.matchAll(CITATION_PATTERN), (match) => ({
    kind: match[1] as CitationKind,
    id: match[2] as string,
    marker: match[0],
    index: match.index,
  }));
}

/** The marker for one source, e.g. `formatCitation('doc', 'd3')` is `[doc:d3]`. */
export function formatCitation(kind: CitationKind, id: string): string {
  if (!ID_PATTERN.test(id)) {
    throw new Error(`Cannot cite "${id}": an id is 1–64 characters of letters, digits, ".", "_", ":" or "-"`);
  }
  return `[${kind}:${id}]`;
}
