/**
 * The sources a reply can cite (documents, messages, events, parties), looked up on the claim,
 * and the short names their citation buttons show.
 */
import type { ClaimRecord } from '@claims/shared/claim-record';
import type { CitationKind } from '@claims/shared/citations';
import { humanise } from '@claims/shared/humanise';
import { formatDate, formatDateTime } from '@claims/shared/date-words';
import { eventLabel } from './labels';

/** The `data-source` value of a source's element on the page. */
export function sourceKey(kind: CitationKind, id: string): string {
  return `${kind}:${id}`;
}

export function describeSource(claim: ClaimRecord, kind: CitationKind, id: string): string | undefined {
  switch (kind) {
    case 'doc':
      return claim.documents.find((d) => d.id === id)?.title;
    case 'msg': {
      const message = claim.correspondence.find((m) => m.id === id);
      if (!message) return undefined;
      return `${humanise(message.channel)}, ${formatDateTime(message.at).split(',')[0] ?? ''}`;
    }
    case 'event': {
      const event = claim.events.find((e) => e.id === id);
      return event ? `${eventLabel(event.kind)}, ${formatDate(event.date)}` : undefined;
    }
    case 'party':
      return claim.parties.find((p) => p.id === id)?.name;
  }
}

export function partyName(claim: ClaimRecord, partyId: string | undefined): string | undefined {
  if (partyId === undefined) return undefined;
  return claim.parties.find((p) => p.id === partyId)?.name ?? partyId;
}
