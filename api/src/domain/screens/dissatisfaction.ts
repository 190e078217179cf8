/**
 * The complaint screen: finds expressions of dissatisfaction (docs/domain.md §1.4) in inbound messages
 * (the sender's own words, not our quoted text) and notes of calls we made, and says whether each
 * was logged as a complaint.
 *
 * Logged: a complaint_received event dated on the message's day or up to 5 days after it. When
 * it is dated after the message, the match says so with the DISP dates counted from the message:
 * the clock runs from receipt (docs/domain.md §1.2), and list_deadlines counts from the event's date.
 * Also reported: whether an earlier complaint was still open that day (received before, with
 * no final response or resolution by then), as the message may belong to it.
 *
 * A complaint may come "from, or on behalf of" the complainant (docs/domain.md §1.1), so a
 * representative's letter is read as its client's words. Only what is a professional's trade
 * is set aside: from solicitors, medical experts and loss adjusters, litigation and harm words
 * are routine, and so are they from anyone pursuing a third party's claim (the claimant in
 * person, their credit hire company): a demand backed by a threat to sue is the claim itself.
 *
 * Each match says which side its sender is on. A DISP complaint comes from an eligible
 * complainant about the firm's service: the policyholder's side. A third party pursuing its
 * claim against our insured is usually not one, so run_handling_checks holds only its explicit
 * complaints and escalations (the ombudsman, the press) against the logging standard.
 */
import type { ClaimRecord, Correspondence, Party } from '@claims/shared';
import { addBusinessDays, addDays, compareDates, dateOfDateTime, longDate, ukDateTime } from '../calendar/dates';
import { isAskedOrOffered, isComplaintSignposting, isSignposting } from './our-wording';
import { memo } from '../claim-cache';
import { messagesInOrder, partiesById, partyLabel, policyholderSide, thirdPartySide } from '../claim-facts';
import { cite } from '../source-ids';
import { dueDeadlines } from '../deadlines/deadline-rules';
import { DISP_FINAL_RESPONSE_WEEKS, DISP_SUMMARY_RESOLUTION_BUSINESS_DAYS } from '../deadlines/periods';
import {
  DISSATISFACTION_CATEGORIES,
  DISSATISFACTION_LEXICON,
  PROFESSIONAL_ROLES,
  isRoutineCue,
  isSomeoneElsesFeeling,
  type DissatisfactionCategory,
  type SenderStanding,
} from './dissatisfaction-lexicon';
import { CLAIM_LETTER, readClaimText, readerCue } from './learned-reader';
import { callerWords, ownWords } from './message-words';
import { excerptAround, findCues, type CueHit } from './text-scan';

/**
 * Inbound messages, and our notes of calls we made: a complaint may be made on any channel
 * (docs/domain.md §1.1), and a call note records what the customer said. Our letters and emails
 * never speak for the customer. In a call note the handler's own sentences are left out.
 */
export const isScreened = (m: Correspondence) => m.direction === 'inbound' || (m.direction === 'outbound' && m.channel === 'phone');

/** Days after a message within which a complaint_received event counts as logging it. */
export const LOGGED_WITHIN_DAYS = 5;

/**
 * The policyholder's side (the holder, drivers and their representatives), a third party's
 * side (claimants, third parties, their representatives and firms acting for them), or not
 * known from the record (a relative, a broker, an expert, a contractor).
 */
export type SenderSide = 'policyholder_side' | 'third_party_side' | 'not_known';

export interface DissatisfactionMatch {
  correspondenceId: string;
  cite: string;
  at: string;
  from?: string;
  senderSide: SenderSide;
  /** Whom the sender represents, from the parties' `representedByPartyId`. */
  onBehalfOf?: string;
  cue: string;
  category: DissatisfactionCategory;
  cues: string[];
  excerpt: string;
  loggedAsComplaint: boolean;
  complaintEventId?: string;
  /** The complaint was logged on a later day than the message that made it. */
  receivedBeforeLogged?: string;
  openComplaintEventId?: string;
}

/** What a late-logged complaint changes: the DISP dates from the message, not the event. */
function loggedLateNote(messageDay: string, loggedOn: string): string {
  const summary = addBusinessDays(messageDay, DISP_SUMMARY_RESOLUTION_BUSINESS_DAYS);
  const final = addDays(messageDay, DISP_FINAL_RESPONSE_WEEKS * 7);
  return `Logged on ${longDate(loggedOn)}, after this message of ${longDate(messageDay)}. If this message is the complaint, DISP runs from its receipt: summary resolution closes ${longDate(summary)} and the final response is due ${longDate(final)}, earlier than the dates counted from the logged event.`;
}

function senderSide(claim: ClaimRecord, sender: Party | undefined): SenderSide {
  if (sender === undefined) return 'not_known';
  if (policyholderSide(claim).has(sender.id)) return 'policyholder_side';
  if (thirdPartySide(claim).has(sender.id)) return 'third_party_side';
  return 'not_known';
}

/**
 * How to read a sender: in their own words, as a professional whose client is unknown or on
 * the policyholder's side, as a claimant's (or other third party's) professional
 * representative, or as someone else pursuing a third party's claim.
 */
function senderStanding(sender: Party | undefined, side: SenderSide): SenderStanding {
  const professional = sender !== undefined && PROFESSIONAL_ROLES.has(sender.role);
  if (side === 'third_party_side') return professional ? 'claimant_representative' : 'claimant_side';
  return professional ? 'professional' : 'own_words';
}

/** "Alex Morgan (policyholder)" for each party the sender represents. */
function representedBy(claim: ClaimRecord, senderId: string | undefined): string | undefined {
  if (senderId === undefined) return undefined;
  const clients = claim.parties.filter((p) => p.representedByPartyId === senderId).map((p) => partyLabel(claim, p.id));
  return clients.length > 0 ? clients.join(', ') : undefined;
}

/** The learned reader's reading of a message as dissatisfied, as a hit of category 'read'. */
function readDissatisfaction(claim: ClaimRecord, text: string): CueHit<DissatisfactionCategory> | undefined {
  const reading = readClaimText(claim, text).find((r) => r.label === 'dissatisfaction');
  if (!reading) return undefined;
  const cue = readerCue(reading);
  return { cue, text: cue, tag: 'read', index: reading.index, length: reading.length };
}

export function dissatisfactionMatches(claim: ClaimRecord): DissatisfactionMatch[] {
  return memo(claim, 'dissatisfaction', () => screen(claim));
}

/**
 * Whether the screen finds anything: a cue first, as the learned reader only adds to what the
 * cues find (the claim index, claim-index/derive-index.ts, needs no more than this).
 */
export function hasDissatisfaction(claim: ClaimRecord): boolean {
  return cuedMessages(claim).some((c) => c.hits.some((h) => h.tag !== 'harm')) || dissatisfactionMatches(claim).length > 0;
}

interface CuedMessage {
  message: Correspondence;
  sender: Party | undefined;
  /** What the screen reads of it: the sender's own words, or the caller's in a note of a call. */
  text: string;
  side: SenderSide;
  standing: SenderStanding;
  hits: CueHit<DissatisfactionCategory>[];
}

/** Each screened message with the cues found in it, oldest first; once per claim. */
function cuedMessages(claim: ClaimRecord): CuedMessage[] {
  return memo(claim, 'dissatisfactionCues', () => {
    const parties = partiesById(claim);
    return messagesInOrder(claim)
      .filter(isScreened)
      .map((message) => {
        const sender = message.partyId ? parties.get(message.partyId) : undefined;
        const text = message.channel === 'phone' ? callerWords(ownWords(message.text)) : ownWords(message.text);
        const side = senderSide(claim, sender);
        const standing = senderStanding(sender, side);
        const hits = findCues(text, DISSATISFACTION_LEXICON).filter(
          (h) =>
            !isRoutineCue(standing, h) &&
            !isSomeoneElsesFeeling(text, h) &&
            !isComplaintSignposting(text, h) &&
            !isSignposting(text, h.index) &&
            !isAskedOrOffered(text, h.index),
        );
        return { message, sender, text, side, standing, hits };
      });
  });
}

function screen(claim: ClaimRecord): DissatisfactionMatch[] {
  const complaints = claim.events.filter((e) => e.kind === 'complaint_received').sort((a, b) => compareDates(a.date, b.date));
  const closedOn = new Map<string, string | undefined>();
  for (const d of dueDeadlines(claim)) {
    if (d.kind === 'complaint_final_response') closedOn.set(d.trigger, d.metOn);
  }
  const rank = (c: DissatisfactionCategory) => DISSATISFACTION_CATEGORIES.indexOf(c);
  const out: DissatisfactionMatch[] = [];
  for (const { message: m, sender, text, side, standing, hits: cued } of cuedMessages(claim)) {
    let hits = cued;
    // Stress, inconvenience or money lost are what a complaint alleges, not a complaint alone:
    // "the stress of this claim is making it very hard" expresses no dissatisfaction with us.
    // Where no cue says more, the learned reader may still read the whole message as dissatisfied.
    if (hits.every((h) => h.tag === 'harm')) {
      // A claimant's representative disputing the claim, or a letter of claim, is the claim itself, as for the cues.
      const pursuesClaim = standing === 'claimant_representative' || (standing === 'professional' && CLAIM_LETTER.test(text));
      const reading = pursuesClaim ? undefined : readDissatisfaction(claim, text);
      if (!reading) continue;
      hits = [reading, ...hits];
    }
    const onBehalfOf = representedBy(claim, sender?.id);
    const main = hits.reduce((best, h) => (rank(h.tag) < rank(best.tag) ? h : best));
    const day = dateOfDateTime(m.at);
    const until = addDays(day, LOGGED_WITHIN_DAYS);
    const logged = complaints.find((c) => c.date >= day && c.date <= until);
    const open = complaints.findLast((c) => {
      if (c.date >= day) return false;
      const closed = closedOn.get(cite.event(c.id));
      return closed === undefined || closed >= day;
    });
    out.push({
      correspondenceId: m.id,
      cite: `[${cite.msg(m.id)}]`,
      at: ukDateTime(m.at),
      ...(sender ? { from: partyLabel(claim, sender.id) } : m.author ? { from: m.author } : {}),
      senderSide: side,
      ...(onBehalfOf ? { onBehalfOf } : {}),
      cue: main.text,
      category: main.tag,
      cues: [...new Set(hits.map((h) => h.text))].slice(0, 6),
      excerpt: excerptAround(text, main.index, main.length, 80),
      loggedAsComplaint: logged !== undefined,
      ...(logged ? { complaintEventId: logged.id } : {}),
      ...(logged && logged.date > day ? { receivedBeforeLogged: loggedLateNote(day, logged.date) } : {}),
      ...(open ? { openComplaintEventId: open.id } : {}),
    });
  }
  return out.reverse();
}
