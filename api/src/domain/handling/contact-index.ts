/**
 * Who the customer is for contact purposes, and the file's contact history as the handling
 * checks read it: who wrote last, when we last wrote to or spoke with whom, and which messages
 * from suppliers and experts need no written reply. Built once per claim.
 */
import type { ClaimRecord, Correspondence } from '@claims/shared';
import { dateOfDateTime } from '../calendar/dates';
import { memo } from '../claim-cache';
import { messagesInOrder, policyholderSide, thirdPartySide } from '../claim-facts';
import { isNegated } from '../screens/text-scan';

/** The key of messages with no sender on file. */
export const UNKNOWN_SENDER = '(unknown sender)';

/**
 * Someone the file says acts for the policyholder without a `representedByPartyId` link: a son
 * with authority, an attorney. The authority is one given to act ("Verbal authority from Mrs
 * Doyle"), not any use of the word: a highways authority, or "No authority on file", is not one.
 */
const ACTS_FOR_CUSTOMER =
  /\b(?:verbal|written|signed|third[- ]party|has|holds|with|given|granted)\s+authority\b|\bauthority (?:from|to (?:act|deal|speak|discuss))\b|\bpower of attorney\b|\bon (?:her|his|their|the policyholder's|the insured's) behalf\b/gi;

function actsForCustomer(notes: string): boolean {
  return [...notes.matchAll(ACTS_FOR_CUSTOMER)].some((m) => !isNegated(notes, m.index));
}
/** Panel solicitors act for the insured in the claim but take their instructions from us (read only on a solicitor: a driver's notes may mention a car's "rear panel"). */
const INSTRUCTED_BY_US = /\bpanel\b|\binstructed by (?:us|the insurer)\b/i;

/**
 * Who a customer update reaches: the policyholder's side, less the panel solicitors we
 * instruct (writing to them does not update the customer), plus anyone the notes say acts for
 * the policyholder (the son with authority the letters go to).
 */
export function customerSide(claim: ClaimRecord): Set<string> {
  return memo(claim, 'customerSide', () => {
    const side = new Set(policyholderSide(claim));
    const theirs = thirdPartySide(claim);
    for (const p of claim.parties) {
      if (p.role === 'solicitor' && p.id !== claim.policy.holderPartyId && side.has(p.id) && INSTRUCTED_BY_US.test(p.notes ?? '')) side.delete(p.id);
      if (p.role === 'other' && !side.has(p.id) && !theirs.has(p.id) && actsForCustomer(p.notes ?? '')) side.add(p.id);
    }
    return side;
  });
}

/** A note of a call where nobody answered the caller: a message taken for a call back. */
const MESSAGE_TAKEN =
  /\bvoicemail\b|\bleft (?:a )?message\b|\bmessage (?:left|taken|passed)\b|\bcall[- ]?back\b|\b(?:handler|I was) (?:on leave|away|unavailable)\b/i;

/** An inbound call that was a conversation: the caller was answered on the call. */
const isConversation = (m: Correspondence) => m.direction === 'inbound' && m.channel === 'phone' && !MESSAGE_TAKEN.test(m.text);

/** Who wrote last, and when we last wrote to or spoke with whom: built once per claim. */
export function contactIndex(claim: ClaimRecord) {
  return memo(claim, 'contactIndex', () => {
    const latestInbound = new Map<string, Correspondence>();
    const lastOutbound = new Map<string, number>();
    const outboundByDay = new Map<string, Correspondence[]>();
    let lastOutboundAny: number | undefined;
    let firstOutbound: Correspondence | undefined;
    let lastToHolderSide: Correspondence | undefined;
    const side = customerSide(claim);
    for (const m of messagesInOrder(claim)) {
      if (m.direction === 'inbound') latestInbound.set(m.partyId ?? UNKNOWN_SENDER, m);
      // A call we took and answered is contact with the caller and its own reply.
      if (isConversation(m) && m.partyId) {
        lastOutbound.set(m.partyId, Date.parse(m.at));
        if (side.has(m.partyId)) lastToHolderSide = m;
      }
      if (m.direction !== 'outbound') continue;
      firstOutbound ??= m;
      const t = Date.parse(m.at);
      lastOutboundAny = t;
      if (m.partyId) {
        lastOutbound.set(m.partyId, t);
        if (side.has(m.partyId)) lastToHolderSide = m;
      }
      const day = dateOfDateTime(m.at);
      const list = outboundByDay.get(day);
      if (list) list.push(m);
      else outboundByDay.set(day, [m]);
    }
    return { latestInbound, lastOutbound, lastOutboundAny, outboundByDay, firstOutbound, lastToHolderSide };
  });
}

/** Roles whose messages are work done for us (a repairer, an adjuster, an expert, the broker): filed, not answered, unless they ask. */
const SUPPLIER_ROLES = new Set<string>(['repairer', 'loss_adjuster', 'medical_expert', 'broker']);
/** Documents a supplier or expert delivers: a report, certificate, invoice, estimate or assessment. */
const DELIVERABLE_KIND = /report|certificate|invoice|estimate|assessment|valuation|statement|receipt/i;
/** A question or a request for something from us. "Please find attached" is neither. */
const ASKS =
  /\?|\bplease (?!find\b|see\b|note\b)|\b(?:can|could|would|will) you\b|\blet (?:us|me) know\b|\b(?:look forward to|await) (?:hearing|your)\b|\bkindly\b|\bconfirm (?:whether|if|that|by|payment)\b/i;

export type Dealt = 'paid' | 'filed';

/**
 * Why a supplier's or expert's latest message needs no written reply, if it does not: we paid
 * them on or after it (the invoice or fee note is dealt with), or it delivers a report,
 * certificate or invoice and asks nothing. Only for senders outside both sides: what the
 * customer, anyone acting for them, the other side and any solicitor writes always wants a reply.
 */
export function dealtWithoutReply(claim: ClaimRecord, m: Correspondence): Dealt | undefined {
  const party = m.partyId ? claim.parties.find((p) => p.id === m.partyId) : undefined;
  if (!party || party.role === 'solicitor') return undefined;
  if (policyholderSide(claim).has(party.id) || customerSide(claim).has(party.id) || thirdPartySide(claim).has(party.id)) return undefined;
  const day = dateOfDateTime(m.at);
  if (claim.financials.payments.some((p) => p.payeePartyId === party.id && p.date >= day)) return 'paid';
  if (ASKS.test(m.text)) return undefined;
  if (SUPPLIER_ROLES.has(party.role)) return 'filed';
  // Anyone else (the police, a drying contractor, an engineer filed as "other") by what they sent.
  const delivered = claim.documents.some((d) => d.fromPartyId === party.id && d.receivedDate === day && DELIVERABLE_KIND.test(d.kind));
  return delivered ? 'filed' : undefined;
}
