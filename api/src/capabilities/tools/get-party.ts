/**
 * get_party: a party by id, or every party with a role: their details, who represents them and
 * whom they represent, their injuries, and how much correspondence there is with them and with
 * their representative.
 */
import * as z from 'zod';
import { PARTY_ROLES, formatMoney, type ClaimRecord, type Party } from '@claims/shared';
import { ageInYears, ukDateTime } from '../../domain/calendar/dates';
import { memo } from '../../domain/claim-cache';
import { partiesById } from '../../domain/claim-facts';
import { RESULT_CAP, clipWording, fitList, shareBudget } from './compact';
import { clip } from '../../domain/clip';
import { cite } from '../../domain/source-ids';
import { defineTool } from './define-tool';

interface Contact {
  inbound: number;
  outbound: number;
  internal: number;
  first?: string;
  last?: string;
}

function contactByParty(claim: ClaimRecord): Map<string, Contact> {
  return memo(claim, 'contactByParty', () => {
    const out = new Map<string, Contact>();
    for (const m of claim.correspondence) {
      if (!m.partyId) continue;
      let c = out.get(m.partyId);
      if (!c) {
        c = { inbound: 0, outbound: 0, internal: 0 };
        out.set(m.partyId, c);
      }
      c[m.direction] += 1;
      // By instant, not by text: "01:10+01:00" is earlier than "00:50Z".
      const t = Date.parse(m.at);
      if (!c.first || t < Date.parse(c.first)) c.first = m.at;
      if (!c.last || t > Date.parse(c.last)) c.last = m.at;
    }
    return out;
  });
}

function contactSummary(contact: Contact) {
  const uk = (at: string | undefined) => (at === undefined ? undefined : ukDateTime(at));
  return { messagesFrom: contact.inbound, messagesTo: contact.outbound, notes: contact.internal, first: uk(contact.first), last: uk(contact.last) };
}

function documentsFrom(claim: ClaimRecord): Map<string, number> {
  return memo(claim, 'documentsFrom', () => {
    const out = new Map<string, number>();
    for (const d of claim.documents) if (d.fromPartyId) out.set(d.fromPartyId, (out.get(d.fromPartyId) ?? 0) + 1);
    return out;
  });
}

function contactDetails(p: Party) {
  return {
    ...(p.phone ? { phone: p.phone } : {}),
    ...(p.email ? { email: p.email } : {}),
    ...(p.address ? { address: p.address } : {}),
  };
}

/** Room a party may take: the whole cap for one party, less the list's frame and note when listed by role. */
const ONE_PARTY_ROOM = RESULT_CAP - 100;
const LISTED_PARTY_ROOM = RESULT_CAP - 400;

/**
 * A party as the model reads it. Its injuries and the people it represents are open-ended lists,
 * so they share what `room` leaves after the rest, and a cut list says how many were left out.
 */
function describe(claim: ClaimRecord, p: Party, today: string, room: number) {
  const parties = partiesById(claim);
  const rep = p.representedByPartyId ? parties.get(p.representedByPartyId) : undefined;
  const represents = claim.parties.filter((x) => x.representedByPartyId === p.id).map((x) => `${x.name} [${cite.party(x.id)}] (${x.role.replace(/_/g, ' ')})`);
  const injuries = claim.injuries
    .filter((i) => i.partyId === p.id)
    .map((i) => ({
      description: clip(i.description, 200),
      diagnosis: i.diagnosis ? clip(i.diagnosis, 200) : 'No diagnosis recorded.',
      ...(i.prognosis ? { prognosis: clip(i.prognosis, 160) } : {}),
      ...(i.treatment ? { treatment: clip(i.treatment, 160) } : {}),
    }));
  const contact = contactByParty(claim).get(p.id);
  // A represented party's correspondence mostly goes through the representative: say so.
  const repContact = rep ? contactByParty(claim).get(rep.id) : undefined;
  const paid = claim.financials.payments.filter((x) => x.payeePartyId === p.id).reduce((sum, x) => sum + x.amount, 0);
  const build = (shownRepresents: string[], shownInjuries: typeof injuries) => {
    const representsLeftOut = represents.length - shownRepresents.length;
    const injuriesLeftOut = injuries.length - shownInjuries.length;
    return {
      id: p.id,
      cite: `[${cite.party(p.id)}]`,
      role: p.role,
      name: p.name,
      ...(p.id === claim.policy.holderPartyId ? { policyholder: true } : {}),
      ...(claim.policy.namedDriverPartyIds?.includes(p.id) ? { namedDriver: true } : {}),
      ...(p.dateOfBirth ? { dateOfBirth: p.dateOfBirth, age: ageInYears(p.dateOfBirth, today), ageAtLoss: ageInYears(p.dateOfBirth, claim.loss.date) } : {}),
      ...contactDetails(p),
      ...(p.notes ? { notes: clipWording(p.notes, 1000) } : {}),
      representative: rep
        ? {
            id: rep.id,
            name: rep.name,
            role: rep.role,
            ...contactDetails(rep),
            contact: repContact ? contactSummary(repContact) : 'No correspondence with the representative on file.',
          }
        : 'Not represented on this claim.',
      ...(represents.length ? { represents: shownRepresents } : {}),
      ...(representsLeftOut > 0
        ? {
            moreRepresented: `${representsLeftOut} more of the ${represents.length} represented left out to keep this short; get_claim_section "parties" lists everyone with who represents them.`,
          }
        : {}),
      injuries: injuries.length ? shownInjuries : 'No injuries recorded for this party.',
      ...(injuriesLeftOut > 0
        ? {
            moreInjuries: `${injuriesLeftOut} more of the ${injuries.length} injuries left out to keep this short; get_claim_section "injuries" lists them all.`,
          }
        : {}),
      contact: contact
        ? contactSummary(contact)
        : repContact
          ? "No correspondence with this party directly; see the representative's contact."
          : 'No correspondence with this party on file.',
      documentsFrom: documentsFrom(claim).get(p.id) ?? 0,
      ...(paid ? { paidTo: paid, paidToText: formatMoney(paid, claim.currency) } : {}),
    };
  };
  const whole = build(represents, injuries);
  if (JSON.stringify(whole).length <= room) return whole;
  // The frame with both lists empty carries both notes at their longest.
  const frame = JSON.stringify(build([], [])).length;
  const [representsShown = 0, injuriesShown = 0] = shareBudget([represents, injuries], room - frame);
  return build(represents.slice(0, representsShown), injuries.slice(0, injuriesShown));
}

export const getPartyTool = defineTool({
  name: 'get_party',
  description:
    'A party of the claim, by `partyId`, or every party with a `role` (e.g. "policyholder", "claimant", "solicitor"): contact details, age, notes, representative and whom they represent, injuries, counts of messages to and from them, documents they sent and payments made to them.',
  input: {
    partyId: z.string().min(1).optional().describe('The party id, e.g. from get_claim_section "parties".'),
    role: z.enum(PARTY_ROLES).optional().describe('Every party with this role.'),
    offset: z.number().int().min(0).optional().describe('Where to start when many parties share the role.'),
  },
  personalData: { result: true },
  activity: ({ role }) => (role ? `Looking up the ${role.replace(/_/g, ' ')}…` : 'Looking up a party…'),
  run: ({ partyId, role, offset }, { claim, today }) => {
    if (partyId === undefined && role === undefined) throw new Error('Give partyId or role (e.g. role "policyholder").');
    if (partyId !== undefined) {
      const party = partiesById(claim).get(partyId);
      if (!party) {
        throw new Error(
          `No party with id "${partyId}" on this claim. Party ids: ${claim.parties
            .slice(0, 30)
            .map((p) => `${p.id} (${p.role})`)
            .join(', ')}.`,
        );
      }
      if (role !== undefined && party.role !== role) {
        throw new Error(`Party "${partyId}" is the ${party.role.replace(/_/g, ' ')}, not the ${role.replace(/_/g, ' ')}; give one or the other.`);
      }
      return { result: JSON.stringify(describe(claim, party, today, ONE_PARTY_ROOM)) };
    }
    const matching = claim.parties.filter((p) => p.role === role);
    if (matching.length === 0) {
      const roles = [...new Set(claim.parties.map((p) => p.role))].join(', ');
      return { result: `No party with role "${role}" on this claim. Roles present: ${roles}.` };
    }
    return {
      result: fitList({
        head: { role, total: matching.length },
        key: 'parties',
        items: matching.map((p) => describe(claim, p, today, LISTED_PARTY_ROOM)),
        offset,
        howToGetMore: (next) => `Call get_party with role "${role}" and offset ${next} for the rest.`,
      }),
    };
  },
});
