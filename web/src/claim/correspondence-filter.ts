/**
 * The Correspondence panel's filters (direction, party, channel, a find box) and who a message
 * is from and to: the party and the direction say who the other side is; the author is the
 * member of staff who wrote or logged it, never the person we wrote to.
 */
import type { ClaimRecord, Correspondence } from '@claims/shared/claim-record';
import { foldAccents } from '@claims/shared/fold-accents';
import { codeLabel } from './labels';
import { partyName } from './sources';

export interface CorrespondenceFilter {
  direction: string;
  channel: string;
  /** A party id, `NO_PARTY`, or '' for any. */
  partyId: string;
  find: string;
}

export const NO_FILTER: CorrespondenceFilter = { direction: '', channel: '', partyId: '', find: '' };
export const NO_PARTY = '(none)';

export const isFiltered = (f: CorrespondenceFilter) => f.direction !== '' || f.channel !== '' || f.partyId !== '' || f.find.trim() !== '';

const fold = (text: string) => foldAccents(text).toLowerCase();

export function matchesFilter(claim: ClaimRecord, message: Correspondence, f: CorrespondenceFilter): boolean {
  if (f.direction && message.direction !== f.direction) return false;
  if (f.channel && message.channel !== f.channel) return false;
  if (f.partyId && (message.partyId ?? NO_PARTY) !== f.partyId) return false;
  const words = fold(f.find).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([message.subject, message.text, message.author, partyName(claim, message.partyId)].filter(Boolean).join(' '));
  return words.every((w) => haystack.includes(w));
}

/** The choices each filter offers: only what the claim's correspondence holds. */
export function filterChoices(claim: ClaimRecord) {
  const directions = [...new Set(claim.correspondence.map((m) => m.direction))];
  const channels = [...new Set(claim.correspondence.map((m) => m.channel))].sort();
  const partyIds = [...new Set(claim.correspondence.map((m) => m.partyId ?? NO_PARTY))];
  const parties = partyIds
    .map((id) => ({ id, name: id === NO_PARTY ? 'No party (internal)' : (partyLabel(claim, id) ?? id) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { directions, channels, parties };
}

/** "Jo Pryce (claimant)". */
export function partyLabel(claim: ClaimRecord, partyId: string | undefined): string | undefined {
  if (partyId === undefined) return undefined;
  const party = claim.parties.find((p) => p.id === partyId);
  return party ? `${party.name} (${codeLabel(party.role).toLowerCase()})` : partyId;
}

/** "From Jo Pryce (claimant)", "To Jo Pryce (claimant) · by Priya Chaudhary", "Note by Priya Chaudhary". */
export function fromAndTo(claim: ClaimRecord, message: Correspondence): string {
  const party = partyLabel(claim, message.partyId);
  const by = message.author;
  switch (message.direction) {
    case 'inbound':
      return [party ? `From ${party}` : 'From an unknown sender', by ? `logged by ${by}` : ''].filter(Boolean).join(' · ');
    case 'outbound':
      return [party ? `To ${party}` : 'To an unknown recipient', by ? `by ${by}` : ''].filter(Boolean).join(' · ');
    case 'internal':
      return [by ? `Note by ${by}` : 'Internal note', party ? `about ${party}` : ''].filter(Boolean).join(' · ');
  }
}
