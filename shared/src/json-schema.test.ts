import { describe, expect, it } from 'vitest';
import committed from '../claim-record.schema.json';
import { ClaimRecordSchema } from './claim-record';
import { validClaimWithFile as validClaim } from '../test-support/valid-claim';
import { claimRecordJsonSchema } from './json-schema';

type Node = { format?: string; pattern?: string; description?: string; properties?: Record<string, Node>; items?: Node };
const schema = () => claimRecordJsonSchema() as Node & { required: string[]; additionalProperties: boolean };

/** The schema of a field by its path; "[]" steps into an array's items. */
function field(...path: string[]): Node {
  return path.reduce<Node>((node, step) => {
    const next = step === '[]' ? node.items : node.properties?.[step];
    if (!next) throw new Error(`No field ${path.join('.')} in the schema`);
    return next;
  }, schema());
}

describe('the published claim-record JSON Schema', () => {
  it('matches the zod schema (regenerate with `npm run schema --workspace shared`)', () => {
    expect(committed).toEqual(claimRecordJsonSchema());
  });

  it('is strict and carries the fixed field names', () => {
    const { additionalProperties, required } = schema();
    expect(additionalProperties).toBe(false);
    expect(required).toEqual(expect.arrayContaining(['schemaVersion', 'id', 'lineOfBusiness', 'policy', 'parties', 'financials', 'offers', 'events']));
  });

  it('publishes date-times as a pattern that accepts minutes without seconds, not as format date-time', () => {
    const at = field('correspondence', '[]', 'at');
    expect(at.format).toBeUndefined();
    const pattern = new RegExp(at.pattern!);
    expect(pattern.test('2026-03-14T09:30+01:00')).toBe(true);
    expect(pattern.test('2026-03-14T09:30:00.5Z')).toBe(true);
    expect(pattern.test('2026-03-14T09:30:00')).toBe(false);
    expect(pattern.test('2026-02-30T09:30Z')).toBe(false);
    expect(at.description).toMatch(/seconds optional/);
  });

  it('publishes the ISO 4217 codes the Worker accepts', () => {
    const pattern = new RegExp(field('currency').pattern!);
    expect(['GBP', 'JPY', 'CLF'].every((code) => pattern.test(code))).toBe(true);
    expect(['QQQ', 'gbp', 'GBPX'].some((code) => pattern.test(code))).toBe(false);
  });

  it('says a document text is bounded in bytes of UTF-8', () => {
    expect(field('documents', '[]', 'text').description).toMatch(/1,000,000 bytes of UTF-8/);
  });

  // Each rule the Worker enforces beyond what JSON Schema can express: the break is refused, and
  // the description names the rule, so an integrator who keeps the listed rules is never surprised.
  const rulesBeyondSchema: [RegExp, (c: any) => void][] = [
    [/real calendar day/, (c) => (c.loss.date = '2026-02-30')],
    [/every date and date-time is in a year from 1900 to 2199/, (c) => (c.loss.date = '0026-10-02')],
    [/every date and date-time is in a year from 1900 to 2199/, (c) => (c.correspondence[0].at = '0026-10-03T09:30:00Z')],
    [/document's text is at most 1,000,000 bytes of UTF-8/, (c) => (c.documents[0].text = '😀'.repeat(300_000))],
    [/policy\.inceptionDate <= policy\.expiryDate/, (c) => (c.policy.inceptionDate = '2027-03-01')],
    [/cancellationDate is present exactly when/, (c) => (c.policy.status = 'cancelled')],
    [/arrearsSince is present exactly when/, (c) => (c.policy.premium = { status: 'in_arrears' })],
    [/closedDate, when present, is on or after notifiedDate/, (c) => (c.closedDate = '2026-10-01')],
    [
      /reserves and payments together, and the recoveries, each add up to at most 9,007,199,254,740,991/,
      (c) => (c.financials.reserves[0].amount = Number.MAX_SAFE_INTEGER),
    ],
    [
      /party, document, correspondence, payment, recovery, offer, event and task ids are each unique/,
      (c) => c.financials.payments.push({ ...c.financials.payments[0] }),
    ],
    [
      /task ids are each unique/,
      (c) =>
        c.tasks.push(
          { id: 't1', due: '2026-11-01', description: 'Chase', status: 'open' },
          { id: 't1', due: '2026-11-02', description: 'Chase', status: 'open' },
        ),
    ],
    [/every \.\.\.PartyId names a party of this claim/, (c) => (c.financials.payments[0].payeePartyId = 'nobody')],
    [/holderPartyId names a party with role "policyholder"/, (c) => (c.policy.holderPartyId = 'p2')],
    [/a party cannot represent itself/, (c) => (c.parties[2].representedByPartyId = 'p3')],
  ];

  for (const [rule, breakIt] of rulesBeyondSchema) {
    it(`lists the rule ${rule.source}`, () => {
      const claim = validClaim();
      breakIt(claim);
      expect(ClaimRecordSchema.safeParse(claim).success).toBe(false);
      expect(schema().description).toMatch(rule);
    });
  }

  it('says which amounts must be non-negative beyond the contract', () => {
    expect(schema().description).toMatch(/recoveries, offers, section limit, excess and sumInsured, and valueAtRisk/);
  });
});
