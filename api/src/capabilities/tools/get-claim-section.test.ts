import { describe, expect, it } from 'vitest';
import { CLAIM_SECTIONS, getClaimSectionTool } from './get-claim-section';
import { call, callJson, document, event, makeClaim, message } from '../../../test/support/test-fixtures';
import { RESULT_CAP } from './compact';

/** Reads every page of a section from offset 0, checking each is whole JSON under the cap. */
async function allPages(section: string, claim: ReturnType<typeof makeClaim>) {
  const pages = [];
  let offset: number | undefined = 0;
  while (offset !== undefined) {
    expect(pages.length).toBeLessThan(40);
    const out = await call(getClaimSectionTool, { section, offset }, claim);
    expect(out.isError).toBe(false);
    expect(out.result.length).toBeLessThanOrEqual(RESULT_CAP);
    const page = JSON.parse(out.result);
    pages.push(page);
    offset = page.more?.nextOffset;
  }
  return pages;
}

const ids = (pages: Record<string, unknown>[], key: string, field: string) =>
  pages.flatMap((page) => (Array.isArray(page[key]) ? (page[key] as Record<string, unknown>[]).map((item) => item[field]) : []));

describe('get_claim_section', () => {
  it('answers every section of a sparse claim, honest about what is missing', async () => {
    const claim = makeClaim();
    for (const section of CLAIM_SECTIONS) {
      const out = await call(getClaimSectionTool, { section }, claim);
      expect(out.isError, section).toBe(false);
      expect(out.result.length, section).toBeLessThanOrEqual(4000);
    }
    expect((await call(getClaimSectionTool, { section: 'injuries' }, claim)).result).toBe('No injuries recorded on this claim.');
    expect((await call(getClaimSectionTool, { section: 'documents' }, claim)).result).toBe('No documents on this claim.');
    expect((await call(getClaimSectionTool, { section: 'tasks' }, claim)).result).toBe('No tasks recorded on this claim.');
    expect((await call(getClaimSectionTool, { section: 'financials' }, claim)).result).toBe('No reserves, payments or recoveries recorded on this claim.');
  });

  it('gives an overview with counts and money', async () => {
    const out = await callJson(getClaimSectionTool, { section: 'overview' }, makeClaim({ documents: [document('d1', 'x')] }));
    expect(out).toMatchObject({ id: 'CLM-TEST-1', status: 'open', lossDate: '2026-10-02', daysOpen: 58, policyholder: 'Alex Morgan (policyholder)' });
    expect(out.counts.documents).toBe(1);
    expect(out.handler).toEqual({ id: 'h1', name: 'Jo Reed', team: 'Motor Claims' });
  });

  it('says an injury has no diagnosis rather than leaving it out', async () => {
    const out = await callJson(getClaimSectionTool, { section: 'injuries' }, makeClaim({ injuries: [{ partyId: 'p2', description: 'Neck pain' }] }));
    expect(out.injuries[0]).toMatchObject({ party: 'Sam Patel (third party)', diagnosis: 'No diagnosis recorded.' });
  });

  it('lists documents by title and id, never their text', async () => {
    const out = await callJson(
      getClaimSectionTool,
      { section: 'documents' },
      makeClaim({ documents: [document('d1', 'SECRET BODY TEXT', { title: 'Claim form' })] }),
    );
    expect(out.documents).toEqual([{ id: 'd1', title: 'Claim form', kind: 'letter', received: '2026-10-05', chars: 16 }]);
    expect(JSON.stringify(out)).not.toContain('SECRET');
  });

  it('lists documents, offers, payments and recoveries newest first whatever order the record keeps, and says so', async () => {
    const claim = makeClaim({
      documents: [
        document('d-mid', 'x', { receivedDate: '2026-10-10' }),
        document('d-new', 'x', { receivedDate: '2026-11-20' }),
        document('d-old', 'x', { receivedDate: '2026-10-03' }),
        document('d-new-2', 'x', { receivedDate: '2026-11-20' }),
      ],
      offers: [
        { id: 'o-old', date: '2026-10-20', by: 'claimant', amount: 900000, kind: 'part36', status: 'rejected' },
        { id: 'o-new', date: '2026-11-25', by: 'insurer', amount: 500000, kind: 'part36', status: 'open' },
        { id: 'o-mid', date: '2026-11-01', by: 'insurer', amount: 400000, kind: 'calderbank', status: 'withdrawn' },
      ],
      financials: {
        reserves: [{ headOfDamage: 'vehicle', amount: 1000, setDate: '2026-10-05' }],
        payments: [
          { id: 'pay-mid', date: '2026-10-20', headOfDamage: 'vehicle', amount: 100, kind: 'interim' },
          { id: 'pay-new', date: '2026-11-20', headOfDamage: 'vehicle', amount: 100, kind: 'interim' },
          { id: 'pay-old', date: '2026-10-10', headOfDamage: 'vehicle', amount: 100, kind: 'fee' },
        ],
        recoveries: [
          { id: 'r-old', date: '2026-10-12', amount: 50, kind: 'excess' },
          { id: 'r-new', date: '2026-11-12', amount: 50, kind: 'salvage' },
        ],
      },
    });
    const docs = await callJson(getClaimSectionTool, { section: 'documents' }, claim);
    expect(docs.documents.map((d: { id: string }) => d.id)).toEqual(['d-new', 'd-new-2', 'd-mid', 'd-old']);
    expect(docs.order).toBe('newest first, by date received');
    const offers = await callJson(getClaimSectionTool, { section: 'offers' }, claim);
    expect(offers.offers.map((o: { id: string }) => o.id)).toEqual(['o-new', 'o-mid', 'o-old']);
    expect(offers.order).toBe('newest first');
    const money = await callJson(getClaimSectionTool, { section: 'financials' }, claim);
    expect(money.payments.map((p: { id: string }) => p.id)).toEqual(['pay-new', 'pay-mid', 'pay-old']);
    expect(money.recoveries.map((r: { id: string }) => r.id)).toEqual(['r-new', 'r-old']);
    expect(money.order).toBe('payments and recoveries newest first');
  });

  it('pages correspondence newest first with offsets', async () => {
    const correspondence = Array.from({ length: 60 }, (_, i) =>
      message(
        `c${i}`,
        `2026-10-${String(5 + (i % 20)).padStart(2, '0')}T${String(8 + Math.floor(i / 20)).padStart(2, '0')}:00:00Z`,
        'inbound',
        `Message number ${i} ${'with some words '.repeat(10)}`,
      ),
    );
    const claim = makeClaim({ correspondence });
    const first = await callJson(getClaimSectionTool, { section: 'correspondence' }, claim);
    expect(first.total).toBe(60);
    expect(first.messages[0].at >= first.messages[1].at).toBe(true);
    expect(first.more).toMatchObject({ total: 60, nextOffset: first.messages.length });
    expect(first.more.note).toMatch(/section "correspondence" and offset \d+/);
    const second = await callJson(getClaimSectionTool, { section: 'correspondence', offset: first.more.nextOffset }, claim);
    expect(second.messages[0].id).not.toBe(first.messages[0].id);
    const past = await callJson(getClaimSectionTool, { section: 'correspondence', offset: 500 }, claim);
    expect(past.more.note).toMatch(/past the end: there are 60/);
  });

  it("gives each message's time in UK time, so the day read is the day the page shows", async () => {
    const claim = makeClaim({
      correspondence: [
        message('late', '2026-10-04T23:30:00Z', 'inbound', 'Sent just before midnight UTC, in summer time'),
        message('winter', '2026-11-05T09:15:30Z', 'inbound', 'Sent in winter'),
        message('uk', '2026-10-06T08:00:00+01:00', 'outbound', 'Written in UK time'),
      ],
    });
    const out = await callJson(getClaimSectionTool, { section: 'correspondence' }, claim);
    expect(out.messages.map((m: { id: string; at: string }) => [m.id, m.at])).toEqual([
      ['winter', '2026-11-05T09:15+00:00'],
      ['uk', '2026-10-06T08:00+01:00'],
      ['late', '2026-10-05T00:30+01:00'],
    ]);
  });

  it('sorts events by date', async () => {
    const out = await callJson(
      getClaimSectionTool,
      { section: 'events' },
      makeClaim({ events: [event('e2', '2026-11-01', 'other'), event('e1', '2026-10-10', 'cnf_received')] }),
    );
    expect(out.events.map((e: { id: string }) => e.id)).toEqual(['e1', 'e2']);
  });

  it('pages the financials: every payment, reserve and recovery is reachable and the totals come on every page', async () => {
    const claim = makeClaim({
      financials: {
        reserves: Array.from({ length: 40 }, (_, i) => ({ headOfDamage: `head ${i} ${'of damage '.repeat(6)}`, amount: 1000 + i, setDate: '2026-10-05' })),
        recoveries: Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, date: '2026-11-01', amount: 100, kind: 'excess' as const })),
        payments: Array.from({ length: 60 }, (_, i) => ({
          id: `pay${i}`,
          date: '2026-10-10',
          headOfDamage: 'vehicle',
          amount: 500 + i,
          kind: 'interim' as const,
        })),
      },
    });
    const pages = await allPages('financials', claim);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(page.totals).toEqual({ reserved: 40780, paid: 31770, recovered: 1200, incurred: 72550, netIncurred: 71350 });
    expect(ids(pages, 'payments', 'id')).toEqual(Array.from({ length: 60 }, (_, i) => `pay${i}`));
    expect(ids(pages, 'recoveries', 'id')).toEqual(Array.from({ length: 12 }, (_, i) => `r${i}`));
    expect(ids(pages, 'reserves', 'amount')).toEqual(Array.from({ length: 40 }, (_, i) => 1000 + i));
    expect(pages[0].more).toMatchObject({ total: 112, leftOutByList: { payments: 60 } });
    expect(pages[0].more.note).toMatch(/section "financials" and offset \d+ for the rest/);
  });

  it('lists short financials whole, reserves, recoveries and payments with amounts written out', async () => {
    const claim = makeClaim({
      financials: {
        reserves: [{ headOfDamage: 'vehicle', amount: 125050, setDate: '2026-10-05' }],
        payments: [{ id: 'pay1', date: '2026-10-10', headOfDamage: 'vehicle', amount: 10000, kind: 'interim' }],
        recoveries: [],
      },
    });
    const out = await callJson(getClaimSectionTool, { section: 'financials' }, claim);
    expect(out.reserves).toEqual([{ headOfDamage: 'vehicle', amount: 125050, setDate: '2026-10-05', amountText: '£1,250.50' }]);
    expect(out.recoveries).toEqual([]);
    expect(out.payments).toEqual([{ id: 'pay1', date: '2026-10-10', headOfDamage: 'vehicle', amount: 10000, kind: 'interim', amountText: '£100.00' }]);
    expect(out.more).toBeUndefined();
  });

  it('pages a long policy: the policy details on every page, then sections, exclusions, endorsements and changes under one offset', async () => {
    const wording = (what: string, i: number) => `${what} ${i}: ${'policy wording that runs on '.repeat(12)}`;
    const claim = makeClaim({
      policy: {
        exclusions: Array.from({ length: 30 }, (_, i) => ({ code: `X${i}`, text: wording('Exclusion', i) })),
        endorsements: Array.from({ length: 30 }, (_, i) => ({ code: `E${i}`, text: wording('Endorsement', i) })),
        changes: Array.from({ length: 30 }, (_, i) => ({
          date: `2026-04-${String(i + 1).padStart(2, '0')}`,
          kind: 'other' as const,
          description: wording('Change', i),
        })),
        valueAtRisk: 1_500_000,
      },
    });
    const pages = await allPages('policy', claim);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page).toMatchObject({ number: 'POL-1001', status: 'active', premium: { status: 'paid' }, valueAtRiskText: '£15,000.00' });
    expect(ids(pages, 'sections', 'code')).toEqual(['AD', 'TPL']);
    expect(ids(pages, 'exclusions', 'code')).toEqual(Array.from({ length: 30 }, (_, i) => `X${i}`));
    expect(ids(pages, 'endorsements', 'code')).toEqual(Array.from({ length: 30 }, (_, i) => `E${i}`));
    expect(ids(pages, 'changes', 'date')).toEqual(Array.from({ length: 30 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`));
    expect(pages[0].more).toMatchObject({ total: 92, leftOutByList: { changes: 30 } });
    expect(pages[0].more.note).toMatch(/section "policy" and offset \d+ for the rest/);
    const past = await callJson(getClaimSectionTool, { section: 'policy', offset: 92 }, claim);
    expect(past.more.note).toBe('Offset 92 is past the end: there are 92 in all.');
  });

  it('gives policy wording, injuries, event notes and tasks whole, as the only place to read them, and marks a cut', async () => {
    const condition = `Housekeeping condition: the insured shall (a) inspect all areas to which customers have access at intervals not exceeding two hours; ${'(b) keep entrance barrier matting in place at every entrance during trading hours; '.repeat(6)}failing which we will not be liable.`;
    const huge = 'Exclusion wording that runs on and on. '.repeat(200);
    const claim = makeClaim({
      policy: { endorsements: [{ code: 'END-HK1', text: condition }], exclusions: [{ code: 'X-HUGE', text: huge }] },
      injuries: [
        { partyId: 'p2', description: 'Wrist fracture', diagnosis: `Displaced distal radius fracture. ${'Further detail of the diagnosis. '.repeat(12)}` },
      ],
      events: [event('e1', '2026-10-10', 'other', `Liability discussed with the broker. ${'More of the note. '.repeat(20)}`)],
      tasks: [
        { id: 't1', due: '2026-12-01', status: 'open', description: `Chase Technical for the coverage decision. ${'Then write to the broker. '.repeat(10)}` },
      ],
    });
    const pages = await allPages('policy', claim);
    const endorsement = pages.flatMap((p) => p.endorsements ?? []).find((e: { code: string }) => e.code === 'END-HK1');
    expect(endorsement.text).toBe(condition.replace(/\s+/g, ' ').trim());
    const exclusion = pages.flatMap((p) => p.exclusions ?? []).find((e: { code: string }) => e.code === 'X-HUGE');
    expect(exclusion.text).toMatch(/… \[cut: \d+ more characters\]$/);
    const injuries = await callJson(getClaimSectionTool, { section: 'injuries' }, claim);
    expect(injuries.injuries[0].diagnosis).toBe(claim.injuries[0]!.diagnosis!.trim());
    const events = await callJson(getClaimSectionTool, { section: 'events' }, claim);
    expect(events.events[0].note).toBe(claim.events[0]!.note!.trim());
    const tasks = await callJson(getClaimSectionTool, { section: 'tasks' }, claim);
    expect(tasks.tasks[0].description).toBe(claim.tasks[0]!.description.trim());
  });

  it('says a short policy has no exclusions, endorsements or changes', async () => {
    const out = await callJson(getClaimSectionTool, { section: 'policy' }, makeClaim());
    expect(out).toMatchObject({ exclusions: 'No exclusions recorded.', endorsements: 'No endorsements recorded.', changes: 'No mid-term changes recorded.' });
    expect(out.sections).toHaveLength(2);
    expect(out.more).toBeUndefined();
  });

  it('refuses an unknown section, listing the choices', async () => {
    const out = await call(getClaimSectionTool, { section: 'notes' }, makeClaim());
    expect(out.isError).toBe(true);
    expect(out.result).toMatch(/section: Invalid option: expected one of "overview"\|"handler"\|"policy"/);
  });
});
