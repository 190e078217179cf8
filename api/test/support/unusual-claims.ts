/**
 * Valid but unusual claim records, and typical and boundary inputs for every tool: the unusual-
 * records test runs every tool on them, and `npm run tool-outputs` records every output so a
 * refactor can be shown to change nothing.
 */
import { ClaimRecordSchema, MATTER_PANELS, type ClaimRecord } from '@claims/shared';
import { DEMO_CLAIMS, DEMO_TODAY, liabilitySlipTrip, motorRearEnd, propertyEscapeOfWater } from '../../demo';
import { CLAIM_SECTIONS } from '../../src/capabilities/tools/get-claim-section';

export interface Variant {
  name: string;
  claim: ClaimRecord;
  today: string;
}

/** A copy of `base` changed by `edit`; it must still be a valid claim record. */
export function vary(base: ClaimRecord, edit: (c: ClaimRecord) => void): ClaimRecord {
  const copy = structuredClone(base);
  edit(copy);
  const parsed = ClaimRecordSchema.safeParse(copy);
  if (!parsed.success) {
    throw new Error(`variant is not a valid claim: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** Every optional field gone and every list empty; only the policyholder is left. */
function bare(base: ClaimRecord): ClaimRecord {
  return vary(base, (c) => {
    const holder = c.parties.find((p) => p.id === c.policy.holderPartyId)!;
    c.parties = [{ id: holder.id, role: 'policyholder', name: holder.name }];
    c.status = 'open';
    delete c.closedDate;
    delete c.loss.time;
    delete c.loss.location;
    c.policy.status = 'active';
    delete c.policy.cancellationDate;
    c.policy.premium = { status: 'paid' };
    c.policy.sections = [];
    c.policy.exclusions = [];
    c.policy.endorsements = [];
    c.policy.changes = [];
    delete c.policy.namedDriverPartyIds;
    delete c.policy.valueAtRisk;
    c.injuries = [];
    c.documents = [];
    c.correspondence = [];
    c.financials = { reserves: [], payments: [], recoveries: [] };
    c.offers = [];
    c.events = [];
    c.priorClaims = [];
    c.tasks = [];
  });
}

/** One item in every list, each with its optional fields. */
export function oneOfEach(base: ClaimRecord): ClaimRecord {
  return vary(bare(base), (c) => {
    const holder = c.policy.holderPartyId;
    c.parties.push({
      id: 'cl1',
      role: 'claimant',
      name: 'Robin Ash',
      dateOfBirth: '1990-01-01',
      email: 'r@example.com',
      phone: '07700 900001',
      address: '1 Road',
      representedByPartyId: 'sol1',
      notes: 'Prefers email.',
    });
    c.parties.push({ id: 'sol1', role: 'solicitor', name: 'Ash & Co' });
    c.loss.time = '00:00';
    c.loss.location = 'Leeds';
    c.policy.sections = [{ code: 'A', name: 'Section A', covered: true, limit: 100_000, excess: 0, sumInsured: 100_000 }];
    c.policy.exclusions = [{ code: 'X1', text: 'Wear and tear.' }];
    c.policy.endorsements = [{ code: 'E1', text: 'Protected excess.', effectiveDate: c.policy.inceptionDate }];
    c.policy.changes = [{ date: c.policy.inceptionDate, description: 'Address updated.', kind: 'address_change' }];
    c.policy.namedDriverPartyIds = [holder];
    c.policy.valueAtRisk = 0;
    c.injuries = [{ partyId: 'cl1', description: 'Whiplash.', diagnosis: 'Soft tissue', prognosis: '6 months', treatment: 'Physio' }];
    c.documents = [
      {
        id: 'd1',
        title: 'Letter',
        kind: 'letter',
        receivedDate: c.notifiedDate,
        fromPartyId: 'sol1',
        pages: 1,
        text: 'Letter of claim: my client complains of whiplash.',
      },
    ];
    c.correspondence = [
      {
        id: 'm1',
        at: `${c.notifiedDate}T09:00:00Z`,
        direction: 'inbound',
        channel: 'email',
        partyId: 'cl1',
        author: 'Robin Ash',
        subject: 'Claim',
        text: 'I am unhappy with the delay.',
      },
    ];
    c.financials = {
      reserves: [{ headOfDamage: 'General damages', amount: 150_000, setDate: c.notifiedDate }],
      payments: [{ id: 'pay1', date: c.notifiedDate, headOfDamage: 'General damages', amount: 1, payeePartyId: 'cl1', kind: 'interim' }],
      recoveries: [{ id: 'rec1', date: c.notifiedDate, amount: 1, fromPartyId: 'cl1', kind: 'excess' }],
    };
    c.offers = [{ id: 'o1', date: c.notifiedDate, by: 'claimant', amount: 200_000, kind: 'part36', status: 'open', headOfDamage: 'General damages' }];
    c.events = [{ id: 'e1', date: c.notifiedDate, kind: 'complaint_received', note: 'By email.' }];
    c.priorClaims = [{ reference: 'PC1', date: c.loss.date, cause: 'theft', amount: 0 }];
    c.tasks = [{ id: 't1', due: c.notifiedDate, description: 'Call back.', status: 'open' }];
  });
}

const LONG_WORD = 'x'.repeat(190_000);

export function variants(): Variant[] {
  const out: Variant[] = [];
  const add = (name: string, claim: ClaimRecord, today = DEMO_TODAY) => out.push({ name, claim, today });
  for (const demo of DEMO_CLAIMS) {
    add(`${demo.id} as written`, demo);
    add(`${demo.id} bare`, bare(demo));
    add(`${demo.id} one of each`, oneOfEach(demo));
  }
  const base = motorRearEnd;
  add(
    'loss on the first day of cover',
    vary(base, (c) => {
      c.loss.date = c.policy.inceptionDate;
    }),
  );
  add(
    'loss on the last day of cover',
    vary(base, (c) => {
      c.loss.date = c.policy.expiryDate;
      c.notifiedDate = c.policy.expiryDate;
    }),
    '2027-12-31',
  );
  add(
    'loss on the cancellation day',
    vary(base, (c) => {
      c.policy.status = 'cancelled';
      c.policy.cancellationDate = c.loss.date;
    }),
  );
  add(
    'policy cancelled on inception, loss that day',
    vary(base, (c) => {
      c.policy.status = 'cancelled';
      c.policy.cancellationDate = c.policy.inceptionDate;
      c.loss.date = c.policy.inceptionDate;
    }),
  );
  add(
    'loss after notification',
    vary(base, (c) => {
      c.loss.date = '2026-11-20';
      c.notifiedDate = '2026-08-09';
    }),
  );
  add(
    'loss and notification in the future',
    vary(bare(base), (c) => {
      c.loss.date = '2027-01-05';
      c.notifiedDate = '2027-01-06';
    }),
  );
  add(
    '29 February everywhere',
    vary(oneOfEach(base), (c) => {
      c.policy.inceptionDate = '2027-03-01';
      c.policy.expiryDate = '2028-02-29';
      c.loss.date = '2028-02-29';
      c.notifiedDate = '2028-02-29';
      c.parties.find((p) => p.id === 'cl1')!.dateOfBirth = '2012-02-29';
      c.events = [
        { id: 'e1', date: '2028-02-29', kind: 'complaint_received' },
        { id: 'e2', date: '2028-02-29', kind: 'letter_of_claim_acknowledged' },
      ];
      c.offers = [{ id: 'o1', date: '2028-02-29', by: 'insurer', amount: 0, kind: 'part36', status: 'open' }];
      c.tasks = [{ id: 't1', due: '2028-02-29', description: 'Leap day task.', status: 'open' }];
      c.correspondence = [{ id: 'm1', at: '2028-02-29T23:59:59+00:00', direction: 'inbound', channel: 'phone', text: 'The accident was on 29 February 2028.' }];
      c.documents = [];
      c.financials = { reserves: [{ headOfDamage: 'Damages', amount: 0, setDate: '2028-02-29' }], payments: [], recoveries: [] };
      c.priorClaims = [];
    }),
    '2028-03-01',
  );
  add(
    'bank holidays and year end',
    vary(oneOfEach(base), (c) => {
      c.loss.date = '2026-12-24';
      c.notifiedDate = '2026-12-24';
      c.events = [
        { id: 'e1', date: '2026-12-24', kind: 'complaint_received' },
        { id: 'e2', date: '2026-12-25', kind: 'cnf_received' },
        { id: 'e3', date: '2026-12-31', kind: 'letter_of_claim_received' },
      ];
      c.offers = [{ id: 'o1', date: '2026-12-31', by: 'claimant', amount: 1, kind: 'part36', status: 'open' }];
      c.tasks = [{ id: 't1', due: '2027-01-01', description: 'New year task.', status: 'open' }];
      c.correspondence = [
        { id: 'm1', at: '2026-12-31T23:30:00-01:00', direction: 'outbound', channel: 'email', partyId: c.policy.holderPartyId, text: 'Happy new year.' },
      ];
      c.financials.reserves = [{ headOfDamage: 'General damages', amount: 1, setDate: '2026-12-31' }];
      c.financials.payments = [];
      c.financials.recoveries = [];
      c.documents = [];
    }),
    '2027-01-01',
  );
  add(
    'clock changes',
    vary(oneOfEach(base), (c) => {
      c.loss.date = '2026-10-25';
      c.loss.time = '01:30';
      c.notifiedDate = '2026-10-25';
      c.correspondence = [
        { id: 'm1', at: '2026-10-25T01:30:00+01:00', direction: 'inbound', channel: 'phone', partyId: c.policy.holderPartyId, text: 'Calling about the loss.' },
        { id: 'm2', at: '2026-10-25T01:30:00Z', direction: 'outbound', channel: 'phone', partyId: c.policy.holderPartyId, text: 'Returned the call.' },
        { id: 'm3', at: '2026-03-29T01:30+00:00', direction: 'internal', channel: 'note', text: 'Spring forward.' },
      ];
      c.documents = [];
      c.events = [{ id: 'e1', date: '2026-10-25', kind: 'cnf_received' }];
    }),
    '2026-10-26',
  );
  add(
    'blank and one-word texts',
    vary(oneOfEach(base), (c) => {
      c.correspondence = [
        { id: 'm1', at: '2026-11-01T10:00:00Z', direction: 'inbound', channel: 'email', text: '   \n\t ' },
        { id: 'm2', at: '2026-11-02T10:00:00Z', direction: 'inbound', channel: 'email', text: '' },
        { id: 'm3', at: '2026-11-03T10:00:00Z', direction: 'internal', channel: 'note', text: LONG_WORD },
        { id: 'm4', at: '2026-11-04T10:00:00Z', direction: 'inbound', channel: 'email', subject: 'y'.repeat(300), text: `complaint ${'z'.repeat(199_000)}` },
      ];
      c.documents = [
        { id: 'd1', title: ' ', kind: 'letter', receivedDate: '2026-11-01', text: '' },
        { id: 'd2', title: 'w'.repeat(300), kind: 'letter', receivedDate: '2026-11-01', text: ' \n '.repeat(1000) },
        { id: 'd3', title: 'One word', kind: 'letter', receivedDate: '2026-11-01', text: 'q'.repeat(1_000_000) },
      ];
      c.events = [{ id: 'e1', date: '2026-11-01', kind: 'other', note: '   ' }];
      c.tasks = [{ id: 't1', due: '2026-12-01', description: ' ', status: 'open' }];
      c.parties[0]!.notes = ' ';
      c.loss.description = ' ';
      c.policy.exclusions = [{ code: ' ', text: ' ' }];
    }),
  );
  add(
    'Japanese yen',
    vary(oneOfEach(base), (c) => {
      c.currency = 'JPY';
      c.financials.reserves = [{ headOfDamage: 'General damages', amount: 1_234_567, setDate: c.notifiedDate }];
    }),
  );
  add(
    'Kuwaiti dinar',
    vary(oneOfEach(base), (c) => {
      c.currency = 'KWD';
      c.financials.payments = [{ id: 'pay1', date: c.notifiedDate, headOfDamage: 'General damages', amount: 1_001, kind: 'indemnity' }];
    }),
  );
  add(
    'closed claim',
    vary(base, (c) => {
      c.status = 'closed';
      c.closedDate = '2026-11-01';
    }),
  );
  add(
    'reopened claim',
    vary(base, (c) => {
      c.status = 'reopened';
      c.closedDate = '2026-10-01';
    }),
  );
  add(
    'look-alike ids',
    vary(oneOfEach(base), (c) => {
      c.parties.push({ id: 'CL1', role: 'third_party', name: 'Robin Ash', phone: '07700 900001' });
      c.parties.push({ id: 'd1', role: 'witness', name: 'Dee One' });
      c.documents.push({ id: 'D1', title: 'Letter', kind: 'letter', receivedDate: c.notifiedDate, text: 'Same title, other id.' });
      c.documents.push({ id: 'document:d1', title: 'Colon id', kind: 'letter', receivedDate: c.notifiedDate, text: 'An id with a colon.' });
      c.correspondence.push({ ...c.correspondence[0]!, id: 'M1' });
      c.offers.push({ ...c.offers[0]!, id: 'O1' });
      c.events.push({ id: 'E1', date: c.notifiedDate, kind: 'complaint_received' });
    }),
  );
  add(
    'every offer withdrawn',
    vary(liabilitySlipTrip, (c) => {
      c.offers = c.offers.map((o) => ({ ...o, status: 'withdrawn' }));
    }),
  );
  add(
    'zero amounts',
    vary(oneOfEach(propertyEscapeOfWater), (c) => {
      c.financials.reserves = [{ headOfDamage: 'Buildings', amount: 0, setDate: c.notifiedDate }];
      c.financials.payments = [{ id: 'pay1', date: c.notifiedDate, headOfDamage: 'Buildings', amount: 0, kind: 'ex_gratia' }];
      c.financials.recoveries = [{ id: 'rec1', date: c.notifiedDate, amount: 0, kind: 'salvage' }];
      c.offers = [
        { id: 'o1', date: c.notifiedDate, by: 'insurer', amount: 0, kind: 'open', status: 'open' },
        { id: 'o2', date: c.notifiedDate, by: 'claimant', amount: 0, kind: 'open', status: 'open' },
      ];
      c.policy.sections = [{ code: 'B', name: 'Buildings', covered: false, limit: 0, excess: 0, sumInsured: 0 }];
    }),
  );
  return out;
}

/** Typical and boundary inputs for every tool; `claim` gives ids to ask about. */
export function inputsFor(name: string, claim: ClaimRecord): unknown[] {
  const doc = claim.documents[0];
  const party = claim.parties[0]!;
  switch (name) {
    case 'get_claim_section':
      return CLAIM_SECTIONS.flatMap((section) => [{ section }, { section, offset: 1 }, { section, offset: 100_000 }]);
    case 'search_claim':
      return [
        { query: 'complaint' },
        { query: 'x' },
        { query: 'the' },
        { query: '!!!' },
        { query: 'q'.repeat(300) },
        { query: 'complaint', limit: 1 },
        { query: 'complain unhappy', limit: 20 },
        { query: '' },
        { query: '   ' },
      ];
    case 'get_document':
      return [
        ...(doc
          ? [{ documentId: doc.id }, { documentId: doc.id, offset: Math.max(0, doc.text.length - 1) }, { documentId: doc.id, offset: doc.text.length + 1 }]
          : []),
        { documentId: 'no-such-document' },
        { documentId: party.id },
        { documentId: '' },
      ];
    case 'financial_summary':
      return [{}, { offset: 1 }, { offset: 1_000 }];
    case 'highlight_panel':
      return [...MATTER_PANELS.map((panel) => ({ panel })), { panel: 'nowhere' }];
    case 'check_policy_in_force':
      return [
        {},
        { date: claim.policy.inceptionDate },
        { date: claim.policy.expiryDate },
        { date: '1900-01-01' },
        { date: '2028-02-29' },
        { date: '2026-02-29' },
      ];
    case 'list_deadlines':
    case 'run_risk_cross_checks':
    case 'run_handling_checks':
    case 'scan_vulnerability_signals':
    case 'scan_expressions_of_dissatisfaction':
      return [{}, { offset: 1 }, { offset: 1_000 }, ...(name === 'list_deadlines' ? [{ status: 'open' }] : [])];
    case 'build_timeline':
      return [
        {},
        { offset: 1_000 },
        { from: claim.loss.date, to: claim.loss.date },
        { from: '2099-01-01' },
        { to: '1900-01-01' },
        { from: '2026-12-01', to: '2026-01-01' },
        { kinds: ['offer'] },
      ];
    case 'get_party':
      return [
        { partyId: party.id },
        { role: 'policyholder' },
        { role: 'solicitor' },
        { role: 'policyholder', offset: 5 },
        { partyId: 'no-such-party' },
        { partyId: doc?.id ?? 'd1' },
        {},
      ];
    default:
      return [{}];
  }
}
