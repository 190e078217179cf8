/**
 * Citations written out in words, for an answer that leaves the workbench (copied into a letter,
 * exported to the claim file): `[msg:c5]` becomes "(call of 26 Nov 2026)", so a pasted answer
 * still says where each fact came from without the page's buttons.
 */
import { CITATION_PATTERN, type CitationKind } from './citations';
import type { ClaimRecord } from './claim-record';
import { formatDate, formatDateTime } from './date-words';
import { humanise } from './humanise';

/** What each channel of correspondence is called in a sentence. */
const CHANNEL_NOUNS: Record<ClaimRecord['correspondence'][number]['channel'], string> = {
  phone: 'call',
  email: 'email',
  letter: 'letter',
  portal: 'portal message',
  note: 'file note',
};

/** A source's name with its date, e.g. "call of 26 Nov 2026"; `undefined` when the claim has no such source. */
export function citationWords(claim: ClaimRecord, kind: CitationKind, id: string): string | undefined {
  switch (kind) {
    case 'doc': {
      const document = claim.documents.find((d) => d.id === id);
      return document && `${document.title}, received ${formatDate(document.receivedDate)}`;
    }
    case 'msg': {
      const message = claim.correspondence.find((m) => m.id === id);
      return message && `${CHANNEL_NOUNS[message.channel]} of ${ukDay(message.at)}`;
    }
    case 'event': {
      const event = claim.events.find((e) => e.id === id);
      return event && `${humanise(event.kind)}, ${formatDate(event.date)}`;
    }
    case 'party': {
      const party = claim.parties.find((p) => p.id === id);
      return party && `${party.name}, ${humanise(party.role).toLowerCase()}`;
    }
  }
}

/** The UK day of a date-time, e.g. "26 Nov 2026". */
function ukDay(iso: string): string {
  return formatDateTime(iso).split(',')[0] ?? iso;
}

/** Names a cited source in words; `undefined` for a source the claim lacks (said so in the text). */
export type CitationResolver = (kind: CitationKind, id: string) => string | undefined;

/**
 * The text with every marker replaced by its source in brackets. Adjacent markers share one
 * pair ("(call of 2 Nov 2026; email of 3 Nov 2026)") and a repeated source is named once.
 */
export function writeOutCitations(text: string, resolve: CitationResolver): string {
  const run = new RegExp(`(?:${CITATION_PATTERN.source})(?:[ \\t]*,?[ \\t]*(?:${CITATION_PATTERN.source}))*`, 'g');
  return text.replace(run, (markers) => {
    const names: string[] = [];
    for (const match of markers.matchAll(CITATION_PATTERN)) {
      const name = resolve(match[1] as CitationKind, match[2] as string) ?? `${match[1]}:${match[2]}, not found on this claim`;
      if (!names.includes(name)) names.push(name);
    }
    return `(${names.join('; ')})`;
  });
}
