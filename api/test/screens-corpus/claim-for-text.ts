/**
 * Puts one corpus text into a claim file where the screens would meet it: a call note, an
 * email, a letter or a portal message from its writer, a handler's file note, or an expert's
 * report. The claim around it is the same every time (a motor claim with the policyholder, her
 * son, the third party, both sides' solicitors, a broker, a credit hire company and the
 * experts), so only the text and who wrote it change.
 */
import type { ClaimRecord, Party } from '@claims/shared';
import type { CorpusText } from './corpus';

/** Where the corpus text sits in the claim, as the screens cite it. */
export const TEXT_MESSAGE_ID = 'c-text';
export const TEXT_DOCUMENT_ID = 'd-text';

const PARTIES: Record<Exclude<CorpusText['from'], 'handler'>, Party> = {
  policyholder: { id: 'p1', role: 'policyholder', name: 'Margaret Hale' },
  policyholder_family: {
    id: 'p4',
    role: 'other',
    name: 'Daniel Hale',
    notes: "The policyholder's son; she has given verbal authority for him to act for her.",
  },
  policyholder_solicitor: { id: 'p6', role: 'solicitor', name: 'Keane & Marsh LLP' },
  broker: { id: 'p7', role: 'broker', name: 'Northgate Insurance Brokers' },
  third_party: { id: 'p2', role: 'third_party', name: 'Kevin Doyle', representedByPartyId: 'p3' },
  third_party_family: { id: 'p5', role: 'other', name: 'Linda Doyle', notes: "The third party's mother." },
  claimant_solicitor: { id: 'p3', role: 'solicitor', name: 'Barker Lowe Solicitors' },
  credit_hire: { id: 'p8', role: 'other', name: 'Accident Assist Hire Ltd', notes: 'Credit hire company for the third party.' },
  medical_expert: { id: 'p9', role: 'medical_expert', name: 'Dr Ruth Ellis' },
  engineer: { id: 'p10', role: 'repairer', name: 'Midshire Vehicle Engineers' },
  loss_adjuster: { id: 'p11', role: 'loss_adjuster', name: 'Crawford Loss Adjusters' },
};

const HANDLER = { id: 'h1', name: 'Sam Patel', team: 'Motor Claims' };

/** The writers that are people, not firms. */
const PEOPLE = ['policyholder', 'policyholder_family', 'third_party', 'third_party_family', 'medical_expert'] as const;
/**
 * The firms' own names; their other words are English ("Keane & Marsh", "Barker Lowe": "Marsh"
 * and "Lowe" would take "marsh" and "low" with them), so these are listed, not derived.
 */
const FIRM_NAMES = ['Barker', 'Keane', 'Northgate', 'Midshire', 'Crawford'];

/**
 * The names of this claim's cast: every person's names (titles aside) and the firms' own. Every
 * writer of the corpus tells of the same cast, so the learned reader must not learn that "Daniel"
 * or "Kevin" means anything (train-reader.ts).
 */
export const CAST_NAMES: readonly string[] = [
  ...new Set([
    ...[...PEOPLE.map((writer) => PARTIES[writer].name), HANDLER.name].flatMap((name) =>
      name.split(' ').filter((word) => !/^(?:Dr|Mr|Mrs|Ms|Miss)$/.test(word)),
    ),
    ...FIRM_NAMES,
  ]),
];

/** Who acts for the policyholder when one of them writes: the son, her solicitors or her broker. */
const ACTS_FOR_POLICYHOLDER: Partial<Record<CorpusText['from'], string>> = {
  policyholder_family: 'p4',
  policyholder_solicitor: 'p6',
  broker: 'p7',
};

const INBOUND_CHANNEL = { call_note: 'phone', email: 'email', letter: 'letter', portal_message: 'portal' } as const;

const DOCUMENT_TITLE = {
  medical_report: 'Medical report',
  engineer_report: "Engineer's report",
  loss_adjuster_report: "Loss adjuster's report",
} as const;

export function claimForText(t: CorpusText): ClaimRecord {
  const representative = ACTS_FOR_POLICYHOLDER[t.from];
  const parties = Object.values(PARTIES).map((p) => (p.id === 'p1' && representative ? { ...p, representedByPartyId: representative } : p));
  const writer = t.from === 'handler' ? undefined : PARTIES[t.from];
  const claim: ClaimRecord = {
    schemaVersion: 1,
    id: `CLM-CORPUS-${t.id.toUpperCase()}`,
    lineOfBusiness: 'motor',
    status: 'open',
    currency: 'GBP',
    handler: HANDLER,
    notifiedDate: '2026-10-03',
    loss: { date: '2026-10-02', description: 'Collision at a roundabout on the ring road.', cause: 'collision' },
    policy: {
      number: 'POL-2001',
      product: 'Private Car Comprehensive',
      holderPartyId: 'p1',
      inceptionDate: '2026-03-01',
      expiryDate: '2027-02-28',
      status: 'active',
      premium: { status: 'paid' },
      sections: [{ code: 'AD', name: 'Accidental damage', covered: true, excess: 25000 }],
      exclusions: [],
      endorsements: [],
      changes: [],
    },
    parties,
    injuries: [],
    documents: [],
    correspondence: [],
    financials: { reserves: [], payments: [], recoveries: [] },
    offers: [],
    events: [],
    priorClaims: [],
    tasks: [],
  };
  const at = '2026-11-20T10:30:00Z';
  switch (t.kind) {
    case 'medical_report':
    case 'engineer_report':
    case 'loss_adjuster_report':
      claim.documents.push({
        id: TEXT_DOCUMENT_ID,
        title: DOCUMENT_TITLE[t.kind],
        kind: 'report',
        receivedDate: '2026-11-20',
        ...(writer ? { fromPartyId: writer.id } : {}),
        text: t.text,
      });
      break;
    case 'handler_note':
      claim.correspondence.push({ id: TEXT_MESSAGE_ID, at, direction: 'internal', channel: 'note', author: HANDLER.name, text: t.text });
      break;
    case 'outbound_call_note':
      claim.correspondence.push({ id: TEXT_MESSAGE_ID, at, direction: 'outbound', channel: 'phone', ...(writer ? { partyId: writer.id } : {}), text: t.text });
      break;
    default:
      claim.correspondence.push({
        id: TEXT_MESSAGE_ID,
        at,
        direction: 'inbound',
        channel: INBOUND_CHANNEL[t.kind],
        ...(writer ? { partyId: writer.id } : {}),
        text: t.text,
      });
  }
  return claim;
}
