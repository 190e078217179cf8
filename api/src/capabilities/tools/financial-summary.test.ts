import { describe, expect, it } from 'vitest';
import { call, callJson, makeClaim } from '../../../test/support/test-fixtures';
import { financialSummaryTool } from './financial-summary';

describe('financial_summary', () => {
  it('adds up exactly in minor units: incurred = paid + outstanding, net = incurred - recovered', async () => {
    const claim = makeClaim({
      financials: {
        reserves: [
          { headOfDamage: 'vehicle', amount: 125050, setDate: '2026-10-05' },
          { headOfDamage: 'hire', amount: 33333, setDate: '2026-10-20' },
        ],
        payments: [
          { id: 'pay1', date: '2026-10-10', headOfDamage: 'vehicle', amount: 10, kind: 'interim' },
          { id: 'pay2', date: '2026-10-11', headOfDamage: 'vehicle', amount: 20, kind: 'interim' },
          { id: 'pay3', date: '2026-10-12', headOfDamage: 'recovery_agent', amount: 9999, kind: 'fee' },
        ],
        recoveries: [{ id: 'r1', date: '2026-11-01', amount: 25000, kind: 'excess' }],
      },
    });
    const out = await callJson(financialSummaryTool, {}, claim);
    expect(out).toMatchObject({
      currency: 'GBP',
      reserved: 158383,
      outstanding: 158383,
      paid: 10029,
      recovered: 25000,
      incurred: 168412,
      netIncurred: 143412,
      lastReserveSet: '2026-10-20',
    });
    expect(out.formatted).toMatchObject({ incurred: '£1,684.12', paid: '£100.29', netIncurred: '£1,434.12' });
    expect(out.headOfDamage).toEqual([
      {
        headOfDamage: 'vehicle',
        reserved: 125050,
        paid: 30,
        incurred: 125080,
        lastReserveSet: '2026-10-05',
        formatted: { reserved: '£1,250.50', paid: '£0.30', incurred: '£1,250.80' },
      },
      {
        headOfDamage: 'hire',
        reserved: 33333,
        paid: 0,
        incurred: 33333,
        lastReserveSet: '2026-10-20',
        formatted: { reserved: '£333.33', paid: '£0.00', incurred: '£333.33' },
      },
      { headOfDamage: 'recovery_agent', reserved: 0, paid: 9999, incurred: 9999, formatted: { reserved: '£0.00', paid: '£99.99', incurred: '£99.99' } },
    ]);
    for (const key of ['reserved', 'paid', 'recovered', 'incurred', 'netIncurred']) expect(Number.isInteger(out[key])).toBe(true);
  });

  it('keeps one head of damage however its name is cased or spaced, so its incurred adds reserve and paid', async () => {
    const claim = makeClaim({
      financials: {
        reserves: [{ headOfDamage: 'TP Credit Hire', amount: 500000, setDate: '2026-10-05' }],
        payments: [
          { id: 'pay1', date: '2026-10-10', headOfDamage: 'TP credit hire', amount: 120000, kind: 'interim' },
          { id: 'pay2', date: '2026-10-11', headOfDamage: ' TP  credit hire ', amount: 30000, kind: 'interim' },
        ],
      },
    });
    const out = await callJson(financialSummaryTool, {}, claim);
    expect(out.headOfDamage).toEqual([expect.objectContaining({ headOfDamage: 'TP Credit Hire', reserved: 500000, paid: 150000, incurred: 650000 })]);
  });

  it('says so when there is no money on the claim', async () => {
    const out = await callJson(financialSummaryTool, {}, makeClaim());
    expect(out).toMatchObject({ incurred: 0, note: 'No reserves, payments or recoveries recorded on this claim.', headOfDamage: [] });
  });

  it('pages many heads of damage with offset, the totals on every page', async () => {
    const heads = Array.from({ length: 60 }, (_, i) => `head of damage ${i} ${'described at length '.repeat(3)}`);
    const claim = makeClaim({
      financials: { reserves: heads.map((headOfDamage, i) => ({ headOfDamage, amount: 100 * (i + 1), setDate: '2026-10-05' })), payments: [], recoveries: [] },
    });
    const seen: string[] = [];
    let offset: number | undefined = 0;
    for (let pages = 0; offset !== undefined; pages += 1) {
      expect(pages).toBeLessThan(20);
      const out = await call(financialSummaryTool, { offset }, claim);
      expect(out.result.length).toBeLessThanOrEqual(4000);
      const page = JSON.parse(out.result);
      expect(page).toMatchObject({ reserved: 183000, incurred: 183000, counts: { reserves: 60 } });
      seen.push(...page.headOfDamage.map((h: { headOfDamage: string }) => h.headOfDamage));
      if (page.more?.nextOffset !== undefined)
        expect(page.more.note).toBe(`Call financial_summary with offset ${page.more.nextOffset} for the rest of the heads of damage.`);
      offset = page.more?.nextOffset;
    }
    expect(seen).toEqual(heads);
  });

  it('offers offset in its JSON Schema and refuses other inputs', async () => {
    expect(financialSummaryTool.definition.parameters).toMatchObject({
      type: 'object',
      properties: { offset: { type: 'integer', minimum: 0 } },
      additionalProperties: false,
    });
    const out = await call(financialSummaryTool, { currency: 'EUR' }, makeClaim());
    expect(out.isError).toBe(true);
    expect(out.result).toMatch(/Unrecognized key.*currency/);
    expect((await call(financialSummaryTool, { offset: -1 }, makeClaim())).result).toMatch(/offset:/);
  });
});
