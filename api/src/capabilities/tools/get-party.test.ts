import { describe, expect, it } from 'vitest';
import { HOLDER, THIRD_PARTY, call, callJson, document, makeClaim, message } from '../../../test/support/test-fixtures';
import { getPartyTool } from './get-party';

const claim = () =>
  makeClaim({
    parties: [
      HOLDER,
      { ...THIRD_PARTY, representedByPartyId: 's1', dateOfBirth: '1990-10-03' },
      { id: 's1', role: 'solicitor', name: 'Fair Law LLP', email: 'claims@fairlaw.example' },
      { id: 'w1', role: 'witness', name: 'Pat Quinn' },
      { id: 'w2', role: 'witness', name: 'Lee Chan' },
    ],
    injuries: [{ partyId: 'p2', description: 'Whiplash', treatment: 'Physiotherapy' }],
    correspondence: [
      message('c1', '2026-10-05', 'inbound', 'Hello', { partyId: 'p2' }),
      message('c2', '2026-10-06', 'outbound', 'Reply', { partyId: 'p2' }),
      message('c3', '2026-10-07', 'outbound', 'Reply', { partyId: 'p2' }),
    ],
    documents: [document('d1', 'Statement', { fromPartyId: 'p2' })],
    financials: { payments: [{ id: 'pay1', date: '2026-11-01', headOfDamage: 'injury', amount: 50000, payeePartyId: 'p2', kind: 'interim' }] },
  });

describe('get_party', () => {
  it('describes a party by id: representative, injuries, contact counts, payments', async () => {
    const out = await callJson(getPartyTool, { partyId: 'p2' }, claim());
    expect(out).toMatchObject({
      id: 'p2',
      cite: '[party:p2]',
      role: 'third_party',
      age: 36,
      ageAtLoss: 35,
      representative: { id: 's1', name: 'Fair Law LLP', role: 'solicitor', email: 'claims@fairlaw.example' },
      contact: { messagesFrom: 1, messagesTo: 2, notes: 0 },
      documentsFrom: 1,
      paidTo: 50000,
      paidToText: '£500.00',
    });
    expect(out.injuries[0]).toMatchObject({ description: 'Whiplash', diagnosis: 'No diagnosis recorded.', treatment: 'Physiotherapy' });
  });

  it('finds the representative side from the solicitor, and everyone with a role', async () => {
    const solicitor = await callJson(getPartyTool, { role: 'solicitor' }, claim());
    expect(solicitor.parties[0].represents).toEqual(['Sam Patel [party:p2] (third party)']);
    expect(solicitor.parties[0].contact).toBe('No correspondence with this party on file.');
    const witnesses = await callJson(getPartyTool, { role: 'witness' }, claim());
    expect(witnesses.total).toBe(2);
    expect(witnesses.parties.map((p: { name: string }) => p.name)).toEqual(['Pat Quinn', 'Lee Chan']);
    const holder = await callJson(getPartyTool, { role: 'policyholder' }, claim());
    expect(holder.parties[0]).toMatchObject({
      policyholder: true,
      representative: 'Not represented on this claim.',
      injuries: 'No injuries recorded for this party.',
    });
  });

  it('says which roles exist when none has the role asked for', async () => {
    const out = await call(getPartyTool, { role: 'loss_adjuster' }, claim());
    expect(out).toMatchObject({
      isError: false,
      result: 'No party with role "loss_adjuster" on this claim. Roles present: policyholder, third_party, solicitor, witness.',
    });
  });

  it('fails clearly with no argument, an unknown id, or an id and a different role', async () => {
    expect((await call(getPartyTool, {}, claim())).result).toBe('Tool failed: Give partyId or role (e.g. role "policyholder").');
    expect((await call(getPartyTool, { partyId: 'zz' }, claim())).result).toMatch(/No party with id "zz".*p1 \(policyholder\)/);
    expect((await call(getPartyTool, { partyId: 'p1', role: 'claimant' }, claim())).result).toMatch(/is the policyholder, not the claimant/);
    expect((await call(getPartyTool, { role: 'judge' }, claim())).result).toMatch(/role:/);
  });

  it('keeps a party with many long injuries, and a firm representing many, under the cap and pages on', async () => {
    const long = (what: string) => `${what} ${'with ongoing symptoms and further review planned '.repeat(20)}`;
    const claimants = Array.from({ length: 30 }, (_, i) => ({
      id: `c${i}`,
      role: 'claimant' as const,
      name: `Claimant number ${i} ${'of a long family name '.repeat(6)}`,
      representedByPartyId: 's1',
    }));
    const busy = makeClaim({
      parties: [
        HOLDER,
        { ...THIRD_PARTY, representedByPartyId: 's1' },
        { id: 's1', role: 'solicitor', name: 'Fair Law LLP' },
        { id: 's2', role: 'solicitor', name: 'Other Law LLP' },
        ...claimants,
      ],
      injuries: Array.from({ length: 8 }, (_, i) => ({
        partyId: 'p2',
        description: long(`Injury ${i}`),
        diagnosis: long('Diagnosis'),
        prognosis: long('Prognosis'),
        treatment: long('Treatment'),
      })),
    });
    for (const input of [{ partyId: 'p2' }, { partyId: 's1' }]) {
      const out = await call(getPartyTool, input, busy);
      expect(out.isError).toBe(false);
      expect(out.result.length).toBeLessThanOrEqual(4000);
      expect(JSON.parse(out.result).id).toBe(input.partyId);
    }
    const byId = await callJson(getPartyTool, { partyId: 'p2' }, busy);
    expect(byId.injuries.length).toBeGreaterThan(0);
    expect(byId.moreInjuries).toBe(
      `${8 - byId.injuries.length} more of the 8 injuries left out to keep this short; get_claim_section "injuries" lists them all.`,
    );
    expect(byId).toMatchObject({ representative: { id: 's1' }, contact: 'No correspondence with this party on file.', documentsFrom: 0 });
    const firm = await callJson(getPartyTool, { partyId: 's1' }, busy);
    expect(firm.represents.length).toBeGreaterThan(0);
    expect(firm.moreRepresented).toMatch(new RegExp(`^${31 - firm.represents.length} more of the 31 represented left out`));
    // Walking the pages of a role shows every party once, and each page moves on.
    for (const role of ['third_party', 'solicitor', 'claimant'] as const) {
      const seen: string[] = [];
      let offset: number | undefined = 0;
      for (let pages = 0; offset !== undefined; pages += 1) {
        expect(pages).toBeLessThan(40);
        const out = await call(getPartyTool, { role, offset }, busy);
        expect(out.result.length).toBeLessThanOrEqual(4000);
        const page = JSON.parse(out.result);
        expect(page.parties.length).toBeGreaterThan(0);
        seen.push(...page.parties.map((p: { id: string }) => p.id));
        offset = page.more?.nextOffset;
      }
      expect(seen).toEqual(busy.parties.filter((p) => p.role === role).map((p) => p.id));
    }
  });

  it("gives the contact with a represented party's representative, since that is where the correspondence goes", async () => {
    const represented = makeClaim({
      parties: [HOLDER, { ...THIRD_PARTY, representedByPartyId: 's1' }, { id: 's1', role: 'solicitor', name: 'Fair Law LLP' }],
      correspondence: [
        message('c1', '2026-10-05T08:00:00Z', 'inbound', 'Letter of claim', { partyId: 's1' }),
        message('c2', '2026-10-20T11:00:00+01:00', 'outbound', 'Acknowledged', { partyId: 's1' }),
        message('c3', '2026-11-02T10:00:00Z', 'inbound', 'Chaser', { partyId: 's1' }),
      ],
    });
    const out = await callJson(getPartyTool, { partyId: 'p2' }, represented);
    expect(out.contact).toBe("No correspondence with this party directly; see the representative's contact.");
    expect(out.representative).toEqual({
      id: 's1',
      name: 'Fair Law LLP',
      role: 'solicitor',
      contact: { messagesFrom: 2, messagesTo: 1, notes: 0, first: '2026-10-05T09:00+01:00', last: '2026-11-02T10:00+00:00' },
    });
    const quiet = await callJson(getPartyTool, { partyId: 'p2' }, makeClaim({ parties: represented.parties }));
    expect(quiet.contact).toBe('No correspondence with this party on file.');
    expect(quiet.representative.contact).toBe('No correspondence with the representative on file.');
  });

  it('labels the chip by role', () => {
    expect(getPartyTool.activity({ role: 'third_party' })).toBe('Looking up the third party…');
    expect(getPartyTool.activity({ partyId: 'p1' })).toBe('Looking up a party…');
  });
});
