/** A small valid claim record for tests: each test breaks one rule of a fresh copy. */
import type { ClaimRecord } from './claim-record';

export function validClaim(): ClaimRecord {
  return {
    schemaVersion: 1,
    id: 'CLM-26-000001',
    lineOfBusiness: 'motor',
    status: 'open',
    currency: 'GBP',
    handler: { id: 'h1', name: 'Sam Patel', team: 'Motor' },
    notifiedDate: '2026-10-03',
    loss: { date: '2026-10-02', time: '08:15', description: 'Rear-end collision at lights.', cause: 'collision' },
    policy: {
      number: 'MP-1',
      product: 'Private car comprehensive',
      holderPartyId: 'p1',
      inceptionDate: '2026-01-01',
      expiryDate: '2026-12-31',
      status: 'active',
      premium: { status: 'paid' },
      sections: [{ code: 'AD', name: 'Accidental damage', covered: true, excess: 25000 }],
      exclusions: [],
      endorsements: [],
      changes: [],
    },
    parties: [
      { id: 'p1', role: 'policyholder', name: 'Alex Morgan' },
      { id: 'p2', role: 'third_party', name: 'Jo Reed', representedByPartyId: 'p3' },
      { id: 'p3', role: 'solicitor', name: 'Reed & Co' },
    ],
    injuries: [{ partyId: 'p2', description: 'Neck pain' }],
    documents: [{ id: 'd1', title: 'Claim form', kind: 'claim_form', receivedDate: '2026-10-03', fromPartyId: 'p1', text: 'Form.' }],
    correspondence: [{ id: 'c1', at: '2026-10-03T09:30:00+01:00', direction: 'inbound', channel: 'phone', partyId: 'p1', text: 'FNOL call.' }],
    financials: {
      reserves: [{ headOfDamage: 'own_damage', amount: 350000, setDate: '2026-10-03' }],
      payments: [{ id: 'pay1', date: '2026-10-20', headOfDamage: 'own_damage', amount: 120050, payeePartyId: 'p1', kind: 'interim' }],
      recoveries: [],
    },
    offers: [],
    events: [{ id: 'e1', date: '2026-10-10', kind: 'letter_of_claim_received' }],
    priorClaims: [],
    tasks: [],
  };
}
