import { describe, expect, it } from 'vitest';
import { ClaimRecordSchema, MAX_LISTED_ISSUES } from './claim-record';
import { validClaimWithFile as validClaim } from '../test-support/valid-claim';
import type { ClaimRecord } from './claim-record';

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
    ['inception after expiry', (c) => (c.policy.inceptionDate = '2027-03-01'), 'policy.expiryDate'],
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
    ['a currency ISO 4217 does not have', (c) => (c.currency = 'QQQ'), 'currency'],
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
    expect(issuesOf(claim).map((i) => i.path)).toEqual(expect.arrayContaining(['currency', 'financials.payments.0.amount', 'policy.holderPartyId']));
  });

  it('names the index the integrator sent when an earlier item is not an object', () => {
    const claim: any = validClaim();
    claim.parties.unshift(null);
    claim.parties[2].representedByPartyId = 'nobody';
    claim.documents.unshift('not a document');
    claim.documents[1].fromPartyId = 'nobody';
    expect(issuesOf(claim).map((i) => i.path)).toEqual(['parties.0', 'documents.0', 'parties.2.representedByPartyId', 'documents.1.fromPartyId']);
  });

  it('lists the first 1,000 issues of a record with thousands, then says how many more', () => {
    const claim: any = validClaim();
    claim.parties.push(...Array.from({ length: 10_000 }, () => ({})));
    const issues = issuesOf(claim);
    expect(issues.length).toBe(MAX_LISTED_ISSUES + 1);
    expect(issues[0]?.path).toBe(`parties.${claim.parties.length - 10_000}.id`);
    expect(issues.at(-1)).toEqual({
      path: '',
      message: '29,000 more issues not listed: fix the first 1,000 and send the record again to see the rest',
    });
  });

  it('accepts a datetime to the minute, with its offset', () => {
    const claim = validClaim();
    claim.correspondence[0]!.at = '2026-10-03T09:30+01:00';
    expect(issuesOf(claim)).toEqual([]);
  });

  it('names the field when the currency is not ISO 4217', () => {
    const claim = validClaim();
    claim.currency = 'QQQ';
    expect(issuesOf(claim)).toEqual([{ path: 'currency', message: expect.stringMatching(/^Currency "QQQ" is not an ISO 4217 code/) }]);
  });

  describe('a document text is bounded at 1 MB of UTF-8, not 1 million characters', () => {
    it('refuses 600,000 characters of emoji (1,200,000 bytes), saying how many bytes', () => {
      const claim = validClaim();
      claim.documents[0]!.text = '😀'.repeat(300_000);
      expect(issuesOf(claim)).toEqual([
        {
          path: 'documents.0.text',
          message: 'Document text is over 1 MB (1,200,000 bytes of UTF-8, the limit is 1,000,000); split it or shorten it',
        },
      ]);
    });

    it('accepts exactly 1,000,000 bytes', () => {
      const claim = validClaim();
      claim.documents[0]!.text = `${'é'.repeat(499_999)}xx`;
      expect(issuesOf(claim)).toEqual([]);
    });

    it('reports over a million characters once', () => {
      const claim = validClaim();
      claim.documents[0]!.text = 'x'.repeat(1_000_001);
      expect(issuesOf(claim)).toEqual([{ path: 'documents.0.text', message: expect.stringContaining('1,000,001 bytes of UTF-8') }]);
    });
  });

  // A record with shape errors gets exactly the issues that are true: a rule skips a value that
  // is missing or malformed, which the shape already reports.
  const shapeOnly: [string, (c: any) => void, string[]][] = [
    ['a badly formatted date', (c) => (c.loss.date = '2/10/2026'), ['loss.date']],
    ['a badly formatted closedDate', (c) => ((c.status = 'closed'), (c.closedDate = '1/2/2026')), ['closedDate']],
    ['a badly formatted notifiedDate', (c) => ((c.status = 'closed'), (c.closedDate = '2026-10-04'), (c.notifiedDate = '3 Oct 2026')), ['notifiedDate']],
    ['a badly formatted expiryDate', (c) => (c.policy.expiryDate = '31/12/2026'), ['policy.expiryDate']],
    ['two parties with no id', (c) => c.parties.push({ role: 'witness', name: 'A' }, { role: 'witness', name: 'B' }), ['parties.3.id', 'parties.4.id']],
    [
      'two documents with the same malformed id',
      (c) => c.documents.push({ ...c.documents[0] }) && c.documents.forEach((d: any) => (d.id = 'd 1')),
      ['documents.0.id', 'documents.1.id'],
    ],
    ['a party with no id and no representative', (c) => c.parties.push({ role: 'witness', name: 'W' }), ['parties.3.id']],
    ['a reference that is not an id', (c) => (c.injuries[0].partyId = 'p 2'), ['injuries.0.partyId']],
    ['a holderPartyId that is not an id', (c) => (c.policy.holderPartyId = 42), ['policy.holderPartyId']],
    ['a holder whose role is misspelt', (c) => (c.parties[0].role = 'policy_holder'), ['parties.0.role']],
    ['an unknown policy status with a cancellationDate', (c) => ((c.policy.status = 'void'), (c.policy.cancellationDate = '2026-06-01')), ['policy.status']],
    ['an unknown premium status with arrearsSince', (c) => (c.policy.premium = { status: 'late', arrearsSince: '2026-06-01' }), ['policy.premium.status']],
  ];

  for (const [what, breakIt, paths] of shapeOnly) {
    it(`reports only the shape issue for ${what}`, () => {
      const claim = validClaim();
      breakIt(claim);
      const issues = issuesOf(claim);
      expect(issues.map((i) => i.path)).toEqual(paths);
      expect(new Set(issues.map((i) => `${i.path} ${i.message}`)).size).toBe(issues.length);
    });
  }

  it('still finds a party representing itself, and a closedDate before notifiedDate', () => {
    const claim = validClaim();
    claim.parties[1]!.representedByPartyId = 'p2';
    claim.status = 'closed';
    claim.closedDate = '2026-10-01';
    expect(issuesOf(claim)).toEqual([
      { path: 'closedDate', message: 'closedDate 2026-10-01 is before notifiedDate 2026-10-03: correct whichever is wrong' },
      {
        path: 'parties.1.representedByPartyId',
        message: 'A party cannot represent itself: name the party that represents "p2", or leave the field out',
      },
    ]);
  });
});

describe('ClaimRecordSchema cross-field rules', () => {
  it('reports a parties list that is not a list once, not every reference to it as dangling', () => {
    const claim: any = validClaim();
    claim.parties = { p1: { role: 'policyholder', name: 'Alex Morgan' } };
    expect(issuesOf(claim).map((i) => i.path)).toEqual(['parties']);
  });

  it('checks the holder against the first party with its id: a later duplicate is reported as the duplicate only', () => {
    const claim = validClaim();
    claim.parties.push({ id: 'p1', role: 'witness', name: 'W' });
    expect(issuesOf(claim)).toEqual([{ path: 'parties.3.id', message: 'Party id "p1" is already the id of parties[0]: give each party its own id' }]);
  });

  it('says which id does not resolve and how to fix it', () => {
    const claim = validClaim();
    claim.documents[0]!.fromPartyId = 'p9';
    expect(issuesOf(claim)).toEqual([
      {
        path: 'documents.0.fromPartyId',
        message: '"p9" is not the id of a party of this claim: add that party to parties, or correct the id',
      },
    ]);
  });

  it('says which dates are out of order', () => {
    const claim = validClaim();
    claim.policy.expiryDate = '2025-12-31';
    claim.closedDate = '2026-10-01';
    claim.status = 'closed';
    expect(issuesOf(claim)).toEqual([
      {
        path: 'policy.expiryDate',
        message: 'expiryDate 2025-12-31 is before inceptionDate 2026-03-01: correct whichever is wrong',
      },
      {
        path: 'closedDate',
        message: 'closedDate 2026-10-01 is before notifiedDate 2026-10-03: correct whichever is wrong',
      },
    ]);
  });

  // The contract makes closedDate optional whatever the status, and a feed may not keep it: the
  // tools and the page count days open to today without one, and show a closure only when dated.
  it('accepts closedDate with any status, or none', () => {
    for (const edit of [
      (c: ClaimRecord) => (c.status = 'reopened'),
      (c: ClaimRecord) => ((c.status = 'reopened'), (c.closedDate = '2026-11-01')),
      (c: ClaimRecord) => ((c.status = 'closed'), (c.closedDate = '2026-11-01')),
      (c: ClaimRecord) => (c.status = 'closed'),
      (c: ClaimRecord) => (c.closedDate = '2026-11-01'),
    ]) {
      const claim = validClaim();
      edit(claim);
      expect(issuesOf(claim)).toEqual([]);
    }
  });

  // Messy but real: the tools answer these correctly, so they are data, not errors.
  it('accepts late notification, a loss after notification, and a cancellation outside the period', () => {
    for (const edit of [
      (c: ClaimRecord) => (c.notifiedDate = '2029-01-01'),
      (c: ClaimRecord) => (c.loss.date = '2026-10-20'),
      (c: ClaimRecord) => ((c.policy.status = 'cancelled'), (c.policy.cancellationDate = '2025-12-31')),
      (c: ClaimRecord) => ((c.policy.status = 'cancelled'), (c.policy.cancellationDate = '2027-03-15')),
    ]) {
      const claim = validClaim();
      edit(claim);
      expect(issuesOf(claim)).toEqual([]);
    }
  });

  it('refuses amounts that add up beyond what can be totalled exactly', () => {
    const claim = validClaim();
    claim.financials.payments.push({ ...claim.financials.payments[0]!, id: 'pay2', amount: Number.MAX_SAFE_INTEGER - 1_000 });
    const issues = issuesOf(claim);
    expect(issues).toEqual([{ path: 'financials', message: expect.stringMatching(/add up to more than .* minor units/) }]);
    expect(issues[0]!.message).toMatch(/check they are in minor units/);
  });

  it('says a repeated id of any list is a repeat of which item', () => {
    const claim = validClaim();
    claim.tasks = [
      { id: 't1', due: '2026-11-01', description: 'Chase', status: 'open' },
      { id: 't2', due: '2026-11-01', description: 'Chase', status: 'open' },
      { id: 't1', due: '2026-11-02', description: 'Chase again', status: 'open' },
    ];
    expect(issuesOf(claim)).toEqual([{ path: 'tasks.2.id', message: 'Task id "t1" is already the id of tasks[0]: give each task its own id' }]);
  });
});
