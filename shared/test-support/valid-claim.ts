/**
 * The one valid claim record every workspace's tests start from (the tool tests, the record's
 * rules, the workbench): a motor claim with its policy and two parties and an empty file, so
 * each test adds the documents, messages, money and dates it reasons about. Test code only: the
 * Worker and the page never import it (shared's `package.json` exports it apart from `src`).
 */
import type { ClaimRecord, Party } from '../src/claim-record';

export const HOLDER: Party = {
  id: 'p1',
  role: 'policyholder',
  name: 'Alex Morgan',
  dateOfBirth: '1980-05-14',
  email: 'alex.morgan@example.com',
  phone: '07700 900123',
  address: '12 Elm Road, Leeds LS6 2AB',
};

export const THIRD_PARTY: Party = {
  id: 'p2',
  role: 'third_party',
  name: 'Sam Patel',
  email: 'sam.patel@example.net',
  phone: '07700 900456',
  address: '4 Station Street, Bradford BD1 4AA',
};

/** A fresh copy each call: a test may change it freely. */
export function validClaim(): ClaimRecord {
  return {
    schemaVersion: 1,
    id: 'CLM-TEST-1',
    lineOfBusiness: 'motor',
    status: 'open',
    currency: 'GBP',
    handler: { id: 'h1', name: 'Jo Reed', team: 'Motor Claims' },
    notifiedDate: '2026-10-03',
    loss: {
      date: '2026-10-02',
      time: '08:15',
      description: 'Rear-end collision at traffic lights on the A65.',
      location: 'Kirkstall Road, Leeds',
      cause: 'collision',
    },
    policy: {
      number: 'POL-1001',
      product: 'Private Car Comprehensive',
      holderPartyId: 'p1',
      inceptionDate: '2026-03-01',
      expiryDate: '2027-02-28',
      status: 'active',
      premium: { status: 'paid' },
      sections: [
        { code: 'AD', name: 'Accidental damage', covered: true, excess: 25000 },
        { code: 'TPL', name: 'Third party liability', covered: true, limit: 2_000_000_000 },
      ],
      exclusions: [],
      endorsements: [],
      changes: [],
    },
    parties: [structuredClone(HOLDER), structuredClone(THIRD_PARTY)],
    injuries: [],
    documents: [],
    correspondence: [],
    financials: { reserves: [], payments: [], recoveries: [] },
    offers: [],
    events: [],
    priorClaims: [],
    tasks: [],
  };
}

/**
 * The same claim with one item in each list the record's rules cross-check: a solicitor (p3)
 * representing the third party, an injury, a document and a message from the policyholder, a
 * reserve, a payment to the policyholder and an event.
 */
export function validClaimWithFile(): ClaimRecord {
  const claim = validClaim();
  claim.parties[1]!.representedByPartyId = 'p3';
  claim.parties.push({ id: 'p3', role: 'solicitor', name: 'Reed & Co' });
  claim.injuries = [{ partyId: 'p2', description: 'Neck pain' }];
  claim.documents = [{ id: 'd1', title: 'Claim form', kind: 'claim_form', receivedDate: '2026-10-03', fromPartyId: 'p1', text: 'Form.' }];
  claim.correspondence = [{ id: 'c1', at: '2026-10-03T09:30:00+01:00', direction: 'inbound', channel: 'phone', partyId: 'p1', text: 'FNOL call.' }];
  claim.financials = {
    reserves: [{ headOfDamage: 'own_damage', amount: 350000, setDate: '2026-10-03' }],
    payments: [{ id: 'pay1', date: '2026-10-20', headOfDamage: 'own_damage', amount: 120050, payeePartyId: 'p1', kind: 'interim' }],
    recoveries: [],
  };
  claim.events = [{ id: 'e1', date: '2026-10-10', kind: 'letter_of_claim_received' }];
  return claim;
}
