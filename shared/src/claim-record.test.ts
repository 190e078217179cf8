import { describe, expect, it } from 'vitest';
import { ClaimRecordSchema, type ClaimRecord } from './claim-record';

function validClaim(): ClaimRecord {
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
    correspondence: [
      { id: 'c1', at: '2026-10-03T09:30:00+01:00', direction: 'inbound', channel: 'phone', partyId: 'p1', text: 'FNOL call.' },
    ],
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

function issuesOf(claim: unknown): { path: string; message: string }[] {
  const result = ClaimRecordSchema.safeParse(claim);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('ClaimRecordSchema', () => {
  it('accepts a valid record', () => {
    expect(issuesOf(validClaim())).toEqual([]);
  });

  const cases: [string, (c: any) => void, string][] = [
    ['a missing field', (c) => delete c.loss, 'loss'],
    ['a float amount', (c) => (c.financials.payments[0].amount = 1200.5), 'financials.payments.0.amount'],
    ['a negative reserve', (c) => (c.financials.reserves[0].amount = -1), 'financials.reserves.0.amount'],
    ['a date that does not exist', (c) => (c.loss.date = '2026-02-30'), 'loss.date'],
    ['a datetime without an offset', (c) => (c.correspondence[0].at = '2026-10-03T09:30:00'), 'correspondence.0.at'],
    ['a bad id', (c) => (c.parties[0].id = 'has space'), 'parties.0.id'],
    ['null for an optional field', (c) => (c.closedDate = null), 'closedDate'],
    ['an unknown field', (c) => (c.policy.cancelationDate = '2026-01-01'), 'policy.cancelationDate'],
    ['inception after expiry', (c) => (c.policy.inceptionDate = '2027-01-01'), 'policy.expiryDate'],
    ['cancellationDate on an active policy', (c) => (c.policy.cancellationDate = '2026-06-01'), 'policy.cancellationDate'],
    ['a cancelled policy without its date', (c) => (c.policy.status = 'cancelled'), 'policy.cancellationDate'],
    ['arrears without arrearsSince', (c) => (c.policy.premium = { status: 'in_arrears' }), 'policy.premium.arrearsSince'],
    ['arrearsSince when paid', (c) => (c.policy.premium = { status: 'paid', arrearsSince: '2026-01-01' }), 'policy.premium.arrearsSince'],
    ['a duplicate party id', (c) => c.parties.push({ id: 'p1', role: 'witness', name: 'W' }), 'parties.3.id'],
    ['a duplicate document id', (c) => c.documents.push({ ...c.documents[0] }), 'documents.1.id'],
    ['a duplicate message id', (c) => c.correspondence.push({ ...c.correspondence[0] }), 'correspondence.1.id'],
    ['a dangling holder', (c) => (c.policy.holderPartyId = 'nobody'), 'policy.holderPartyId'],
    ['a holder who is not the policyholder', (c) => (c.policy.holderPartyId = 'p2'), 'policy.holderPartyId'],
    ['a dangling representative', (c) => (c.parties[1].representedByPartyId = 'x'), 'parties.1.representedByPartyId'],
    ['a dangling injury party', (c) => (c.injuries[0].partyId = 'x'), 'injuries.0.partyId'],
    ['a dangling document sender', (c) => (c.documents[0].fromPartyId = 'x'), 'documents.0.fromPartyId'],
    ['a dangling message party', (c) => (c.correspondence[0].partyId = 'x'), 'correspondence.0.partyId'],
    ['a dangling payee', (c) => (c.financials.payments[0].payeePartyId = 'x'), 'financials.payments.0.payeePartyId'],
    ['a dangling named driver', (c) => (c.policy.namedDriverPartyIds = ['x']), 'policy.namedDriverPartyIds.0'],
    ['an unknown event kind', (c) => (c.events[0].kind = 'letter_received'), 'events.0.kind'],
    ['a lower-case currency', (c) => (c.currency = 'gbp'), 'currency'],
    ['a document text over 1 MB', (c) => (c.documents[0].text = 'x'.repeat(1_000_001)), 'documents.0.text'],
  ];

  for (const [what, breakIt, path] of cases) {
    it(`rejects ${what} at ${path}`, () => {
      const claim = validClaim();
      breakIt(claim);
      const issues = issuesOf(claim);
      expect(issues.map((i) => i.path)).toContain(path);
      expect(issues.every((i) => i.message.length > 0)).toBe(true);
    });
  }

  it('reports every broken rule at once', () => {
    const claim: any = validClaim();
    claim.policy.holderPartyId = 'nobody';
    claim.currency = 'pounds';
    claim.financials.payments[0].amount = 1.5;
    expect(issuesOf(claim).map((i) => i.path)).toEqual(
      expect.arrayContaining(['currency', 'financials.payments.0.amount', 'policy.holderPartyId']),
    );
  });
});
