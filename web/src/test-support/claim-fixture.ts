/** A small, valid motor claim for the page's tests; `with` overrides whole top-level fields. */
import type { ClaimRecord } from '@claims/shared/claim-record';

export function claimFixture(overrides: Partial<ClaimRecord> = {}): ClaimRecord {
  return {
    schemaVersion: 1,
    id: 'CLM-TEST-1',
    lineOfBusiness: 'motor',
    status: 'open',
    currency: 'GBP',
    handler: { id: 'h1', name: 'Priya Chaudhary', team: 'motor' },
    notifiedDate: '2026-08-08',
    loss: {
      date: '2026-08-07',
      time: '07:50',
      description: 'Rear-end collision at traffic lights.',
      location: 'A61 Leeds Road, Wakefield',
      cause: 'collision',
    },
    policy: {
      number: 'WYV-PC-2231907',
      product: 'Private car',
      holderPartyId: 'p1',
      inceptionDate: '2026-02-19',
      expiryDate: '2027-02-18',
      status: 'active',
      premium: { status: 'instalments_current' },
      sections: [
        { code: 'OD', name: 'Own damage', covered: true, excess: 50000, sumInsured: 1350000 },
        { code: 'TP', name: 'Third party liability', covered: true, limit: 2000000000 },
      ],
      exclusions: [{ code: 'X1', text: 'Racing and track days.' }],
      endorsements: [{ code: 'E012', text: 'Young driver excess £300.', effectiveDate: '2026-07-06' }],
      changes: [{ date: '2026-07-06', description: 'Callum Hale added as a named driver.', kind: 'driver_added' }],
      namedDriverPartyIds: ['p2'],
    },
    parties: [
      { id: 'p1', role: 'policyholder', name: 'Sandra Hale', phone: '07700 900111' },
      { id: 'p2', role: 'driver', name: 'Callum Hale' },
      { id: 'p3', role: 'claimant', name: 'Jordan Pryce', representedByPartyId: 'p4' },
      { id: 'p4', role: 'solicitor', name: 'Kirkgate Injury Lawyers LLP' },
    ],
    injuries: [{ partyId: 'p3', description: 'Neck and left wrist', diagnosis: 'Scaphoid fracture', prognosis: '12 months' }],
    documents: [
      { id: 'd1', title: 'Claim form', kind: 'claim_form', receivedDate: '2026-08-09', fromPartyId: 'p1', text: 'I was driving to work.' },
      { id: 'd2', title: 'Engineer report', kind: 'engineer_report', receivedDate: '2026-08-14', pages: 4, text: 'Repair is economic.' },
    ],
    correspondence: [
      {
        id: 'c1',
        at: '2026-08-08T09:12:00+01:00',
        direction: 'inbound',
        channel: 'phone',
        partyId: 'p1',
        subject: 'First notification of loss',
        text: 'Mrs Hale called to report the accident.',
      },
      {
        id: 'c2',
        at: '2026-08-20T11:06:00+01:00',
        direction: 'inbound',
        channel: 'email',
        partyId: 'p4',
        subject: 'Claim notification',
        text: 'We act for Mr Pryce.',
      },
    ],
    financials: {
      reserves: [{ headOfDamage: 'Third party injury', amount: 1250000, setDate: '2026-08-21' }],
      payments: [{ id: 'pay1', date: '2026-08-30', headOfDamage: 'Own damage', amount: 398650, kind: 'indemnity' }],
      recoveries: [],
    },
    offers: [{ id: 'o1', date: '2026-11-13', by: 'claimant', amount: 1100000, kind: 'part36', status: 'open' }],
    events: [
      { id: 'e1', date: '2026-08-20', kind: 'cnf_received' },
      { id: 'e2', date: '2026-08-21', kind: 'cnf_responded', note: 'Liability admitted on the CNF.' },
    ],
    priorClaims: [],
    tasks: [
      { id: 't1', due: '2026-12-04', description: 'Decide on the Part 36 offer', status: 'open' },
      { id: 't2', due: '2026-08-25', description: 'Acknowledge the CNF', status: 'done' },
    ],
    ...overrides,
  };
}
