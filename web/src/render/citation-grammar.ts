/**
 * The citation marker grammar the assistant writes in its replies: `[doc:ID]`, `[msg:ID]`,
 * `[event:ID]` and `[party:ID]`, where ID is a claim-record id. Each names one source on the
 * claim page (`data-source="<kind>:<id>"`).
 */
import { ID_PATTERN } from '@claims/shared/primitives';

export const CITATION_KINDS = ['doc', 'msg', 'event', 'party'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

export interface Citation {
  kind: CitationKind;
  id: string;
  /** Where the marker starts in the text, and its length including the brackets. */
  index: number;
  length: number;
}

const idChars = ID_PATTERN.source.replace(/^\^|\$$/g, '');

export const CITATION_PATTERN = new RegExp(`\\[(${CITATION_KINDS.join('|')}):(${idChars})\\]`, 'g');

/** Every citation marker in `text`, in order. */
export function parseCitations(text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(new RegExp(CITATION_PATTERN.source, 'g'))) {
    const [marker, kind, id] = match;
    if (kind === undefined || id === undefined) continue;
    found.push({ kind: kind as CitationKind, id, index: match.index, length: marker.length });
  }
  return found;
}
