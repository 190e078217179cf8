/**
 * Litigation on the file: proceedings issued (a `proceedings_issued` event) or threatened in what
 * others sent us (inbound messages in the sender's own words, and documents received): "we will
 * issue proceedings", "instructed to issue", "issue protectively". Our own letters are not read,
 * and a negated mention ("no proceedings have been issued") does not count.
 */
import type { ClaimRecord } from '@claims/shared';
import { compareDates, dateOfDateTime } from '../domain/calendar/dates';
import { memo } from '../domain/claim-cache';
import { cite } from '../domain/source-ids';
import { ownWords } from '../domain/screens/message-words';
import { isNegated } from '../domain/screens/text-scan';

const THREAT = new RegExp(
  [
    String.raw`\bissu(?:e|ing)\s+(?:(?:court|protective|county court|legal)\s+)?proceedings\b`,
    String.raw`\bissue\s+(?:protectively|without (?:further )?notice)\b`,
    String.raw`\bproceedings\s+(?:will|shall)\s+be\s+issued\b`,
    String.raw`\b(?:claim form|particulars of claim)\s+(?:has been |have been |was |were |will be )?(?:issued|served)\b`,
  ].join('|'),
  'i',
);

export interface LitigationMention {
  source: string;
  date: string;
  partyId?: string;
}

export interface Litigation {
  issued?: { source: string; date: string };
  /** Threats, newest first. */
  threats: LitigationMention[];
}

function threatens(text: string): boolean {
  const m = THREAT.exec(text);
  return m !== null && !isNegated(text, m.index);
}

export function litigationOn(claim: ClaimRecord): Litigation {
  return memo(claim, 'litigation', () => {
    const issuedEvent = claim.events.filter((e) => e.kind === 'proceedings_issued').sort((a, b) => compareDates(a.date, b.date))[0];
    const threats: LitigationMention[] = [];
    for (const m of claim.correspondence) {
      if (m.direction !== 'inbound' || !threatens(ownWords(m.text))) continue;
      threats.push({ source: cite.msg(m.id), date: dateOfDateTime(m.at), ...(m.partyId ? { partyId: m.partyId } : {}) });
    }
    for (const d of claim.documents) {
      if (!threatens(d.text)) continue;
      threats.push({ source: cite.doc(d.id), date: d.receivedDate, ...(d.fromPartyId ? { partyId: d.fromPartyId } : {}) });
    }
    threats.sort((a, b) => compareDates(b.date, a.date));
    return {
      ...(issuedEvent ? { issued: { source: cite.event(issuedEvent.id), date: issuedEvent.date } } : {}),
      threats,
    };
  });
}
