/** get_claim_section: The documents as a list of titles and ids, and the correspondence newest first, clipped. */
import { newestFirst, type ClaimRecord } from '@claims/shared';
import { ukDateTime } from '../../../domain/calendar/dates';
import { memo } from '../../../domain/claim-cache';
import { partiesById, partyLabel, messagesInOrder } from '../../../domain/claim-facts';
import { clip } from '../../../domain/clip';
import { fitList } from '../compact';
import { more, type Renderer } from './section-kit';

export const documents: Renderer = (claim, _today, offset) => {
  if (claim.documents.length === 0) return 'No documents on this claim.';
  return fitList({
    head: {
      section: 'documents',
      total: claim.documents.length,
      order: 'newest first, by date received',
      cite: 'Cite as [doc:ID]; read one with get_document.',
    },
    key: 'documents',
    items: documentList(claim),
    offset,
    howToGetMore: more('documents'),
  });
};

export const correspondence: Renderer = (claim, _today, offset) => {
  if (claim.correspondence.length === 0) return 'No correspondence on this claim.';
  return fitList({
    head: {
      section: 'correspondence',
      total: claim.correspondence.length,
      order: 'newest first; times in UK time; each message clipped (get_document reads one in full; search_claim finds words in full messages)',
      cite: 'Cite as [msg:ID].',
    },
    key: 'messages',
    items: newestMessages(claim),
    offset,
    howToGetMore: more('correspondence'),
  });
};

function documentList(claim: ClaimRecord) {
  return memo(claim, 'section.documents', () =>
    newestFirst(claim.documents, (d) => d.receivedDate).map((d) => ({
      id: d.id,
      title: d.title,
      kind: d.kind,
      received: d.receivedDate,
      ...(d.fromPartyId ? { from: partyLabel(claim, d.fromPartyId) } : {}),
      ...(d.pages ? { pages: d.pages } : {}),
      chars: d.text.length,
    })),
  );
}

function newestMessages(claim: ClaimRecord) {
  return memo(claim, 'section.correspondence', () => {
    const parties = partiesById(claim);
    return [...messagesInOrder(claim)].reverse().map((m) => ({
      id: m.id,
      at: ukDateTime(m.at),
      direction: m.direction,
      channel: m.channel,
      ...(m.partyId ? { party: parties.get(m.partyId)?.name ?? m.partyId } : {}),
      ...(m.author ? { author: m.author } : {}),
      ...(m.subject ? { subject: clip(m.subject, 80) } : {}),
      text: clip(m.text, 160),
    }));
  });
}
