/**
 * The page's claim: the one valid claim every workspace's tests share, with the file the page
 * shows added (a claimant and their solicitor, an injury, documents, messages, money, a Part 36
 * offer, events and tasks), dated from a loss on 7 August 2026, which the file's dates follow;
 * `overrides` replaces whole top-level fields.
 */
import type { ClaimRecord } from '@claims/shared/claim-record';
import { validClaim } from '@claims/shared/test-support/valid-claim';

export function claimFixture(overrides: Partial<ClaimRecord> = {}): ClaimRecord {
  const base = validClaim();
  return {
    ...base,
    notifiedDate: '2026-08-08',
    loss: { ...base.loss, date: '2026-08-07' },
    policy: {
      ...base.policy,
      exclusions: [{ code: 'X1', text: 'Racing and track days.' }],
      endorsements: [{ code: 'E012', text: 'Young driver excess £300.', effectiveDate: '2026-07-06' }],
      changes: [{ date: '2026-07-06', description: 'Callum Hale added as a named driver.', kind: 'driver_added' }],
    },
    parties: [
      ...base.parties,
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
        text: 'Mr Morgan called to report the accident.',
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
