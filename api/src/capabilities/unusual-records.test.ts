/**
 * Every tool on claim records that are valid but unusual: everything optional absent and every
 * list empty, one of each, losses on the first and last day of cover or after notification,
 * dates on 29 February, bank holidays, clock changes and year ends, blank and one-word texts,
 * currencies of 0 and 3 minor units, closed and reopened claims, look-alike ids, withdrawn
 * offers, zero amounts; and the tools' own inputs at their bounds. Each result must be clean
 * JSON (or a plain sentence) under the cap, with real dates and money in the claim's currency.
 */
import { describe, expect, it } from 'vitest';
import { ISO_4217_MINOR_UNITS, currencyMinorDigits, isCalendarDate, type ClaimRecord } from '@claims/shared';
import { DEMO_TODAY, motorRearEnd } from '../../demo';
import { allTools } from './all-tools';
import { runTool, type ToolRun } from './run-tool';
import { RESULT_CAP } from './tools/compact';
import { inputsFor, oneOfEach, variants, vary } from '../../test/support/unusual-claims';

const VARIANTS = variants();

const BAD_WORDS = /NaN|undefined|Invalid Date|\[object Object\]|Infinity/;
const MONEY = /^-?(£|€|\$|[A-Z]{3} )(\d{1,3}(?:,\d{3})*)(?:\.(\d+))?$/;
const SYMBOL: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };

/** Every string value in a parsed result. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** What is wrong with one result, or [] when it is clean. */
function problems(run: ToolRun, claim: ClaimRecord): string[] {
  const found: string[] = [];
  const text = run.result;
  if (text.length > RESULT_CAP) found.push(`over the cap (${text.length})`);
  if (text.includes('[cut:')) found.push('cut by the runner');
  const bad = BAD_WORDS.exec(text);
  if (bad) found.push(`contains "${bad[0]}"`);
  if (run.isError) {
    if (!text.startsWith('Tool failed: ')) found.push('error without "Tool failed:"');
    return found;
  }
  for (const m of text.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)) if (!isCalendarDate(m[1]!)) found.push(`not a real date: ${m[1]}`);
  if (!text.startsWith('{')) return found; // a plain sentence
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [...found, 'not valid JSON'];
  }
  const symbol = SYMBOL[claim.currency] ?? `${claim.currency} `;
  const digits = currencyMinorDigits(claim.currency);
  for (const s of strings(parsed)) {
    const m = MONEY.exec(s);
    // "CPR 36.5" is a rule, not money: a three-letter prefix counts only when it is a currency.
    if (!m || (m[1]!.length === 4 && !ISO_4217_MINOR_UNITS.has(m[1]!.trim()))) continue;
    if (m[1] !== symbol) found.push(`money "${s}" not in ${claim.currency}`);
    if ((m[3]?.length ?? 0) !== digits) found.push(`money "${s}" does not have ${digits} decimals`);
  }
  return found;
}

describe('every tool on valid but unusual claim records', () => {
  it('builds each variant as a valid record', () => {
    expect(VARIANTS.length).toBeGreaterThan(30);
  });

  for (const { name: variant, claim, today } of VARIANTS) {
    it(`${variant}: every tool, typical and boundary inputs, gives a clean result`, async () => {
      const failures: string[] = [];
      for (const tool of allTools({ canActOnScreen: true })) {
        const name = tool.definition.name;
        for (const input of inputsFor(name, claim)) {
          const run = await runTool(name, input, { claim, today });
          for (const p of problems(run, claim)) failures.push(`${name} ${JSON.stringify(input)?.slice(0, 80)}: ${p} — ${run.result.slice(0, 300)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

/** Runs one tool on a claim and parses its JSON result. */
async function json(name: string, input: unknown, claim: ClaimRecord, today = DEMO_TODAY): Promise<any> {
  const run = await runTool(name, input, { claim, today });
  if (run.isError) throw new Error(`${name}: ${run.result}`);
  return JSON.parse(run.result);
}

describe('what the tools say about unusual records', () => {
  it('counts a reopened claim as open to today, not to the date it was first closed', async () => {
    const reopened = vary(motorRearEnd, (c) => {
      c.status = 'reopened';
      c.closedDate = '2026-10-01';
    });
    // Notified 2026-08-07; today 2026-11-30.
    expect((await json('claim_metrics', {}, reopened)).daysOpen).toBe(115);
    expect((await json('get_claim_section', { section: 'overview' }, reopened)).daysOpen).toBe(115);
    const closed = vary(motorRearEnd, (c) => {
      c.status = 'closed';
      c.closedDate = '2026-10-01';
    });
    expect((await json('claim_metrics', {}, closed)).daysOpen).toBe(55);
    expect((await json('get_claim_section', { section: 'overview' }, closed)).daysOpen).toBe(55);
  });

  it("orders a party's first and last contact by instant when messages carry different offsets", async () => {
    const claim = vary(oneOfEach(motorRearEnd), (c) => {
      c.correspondence = [
        // 00:50 UTC, written in UTC: the later of the two.
        { id: 'm1', at: '2026-10-25T00:50:00Z', direction: 'inbound', channel: 'email', partyId: 'cl1', text: 'Second.' },
        // 00:10 UTC, written in BST: the earlier, though its text sorts later.
        { id: 'm2', at: '2026-10-25T01:10:00+01:00', direction: 'inbound', channel: 'email', partyId: 'cl1', text: 'First.' },
      ];
    });
    const party = await json('get_party', { partyId: 'cl1' }, claim);
    // Both in UK time: 00:50Z is 01:50 BST, as the clocks go back only at 01:00Z that night.
    expect(party.contact).toMatchObject({ first: '2026-10-25T01:10+01:00', last: '2026-10-25T01:50+01:00' });
  });

  it('names the minor unit of the claim currency rather than pence', async () => {
    const units = async (claim: ClaimRecord) => [
      (await json('financial_summary', {}, claim)).units as string,
      (await json('claim_metrics', {}, claim)).units as string,
    ];
    for (const unit of await units(motorRearEnd)) expect(unit).toMatch(/^minor units \(pence\)/);
    const yen = vary(motorRearEnd, (c) => {
      c.currency = 'JPY';
    });
    for (const unit of await units(yen)) {
      expect(unit).not.toContain('pence');
      expect(unit).toContain('whole JPY');
    }
    const dinar = vary(motorRearEnd, (c) => {
      c.currency = 'KWD';
    });
    for (const unit of await units(dinar)) {
      expect(unit).not.toContain('pence');
      expect(unit).toContain('1,000 to KWD 1');
    }
  });
});
