/**
 * Every tool on every demo claim and on the large generated claim, as a handler's session would
 * call them: no errors, every result under the cap, and the scenarios each demo claim was written
 * to show come out of the tools.
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO_CLAIMS,
  DEMO_TODAY,
  generateLargeClaim,
  liabilityLimitation,
  liabilitySlipTrip,
  motorCancelled,
  motorRearEnd,
  propertyBurglary,
  propertyClosedRecovery,
  propertyEscapeOfWater,
} from '../../demo';
import { ClaimRecordSchema, MATTER_PANELS, type ClaimRecord } from '@claims/shared';
import { allTools } from './all-tools';
import { runTool } from './run-tool';
import { CLAIM_SECTIONS } from './tools/get-claim-section';

async function json(name: string, input: unknown, claim: ClaimRecord): Promise<any> {
  const out = await runTool(name, input, { claim, today: DEMO_TODAY });
  if (out.isError) throw new Error(`${name} on ${claim.id}: ${out.result}`);
  return JSON.parse(out.result);
}

/** Realistic calls for each tool on a claim. */
function callsFor(claim: ClaimRecord): [string, unknown][] {
  const calls: [string, unknown][] = [];
  for (const tool of allTools({ canActOnScreen: true })) {
    const name = tool.definition.name;
    if (name === 'get_claim_section') for (const section of CLAIM_SECTIONS) calls.push([name, { section }]);
    else if (name === 'search_claim') calls.push([name, { query: 'complaint' }], [name, { query: 'engineer report estimate' }]);
    else if (name === 'get_document') for (const d of claim.documents.slice(0, 5)) calls.push([name, { documentId: d.id }]);
    else if (name === 'highlight_panel') calls.push([name, { panel: MATTER_PANELS[0] }]);
    else if (name === 'get_party') for (const p of claim.parties) calls.push([name, { partyId: p.id }], [name, { role: p.role }]);
    else calls.push([name, {}]);
  }
  return calls;
}

describe('the tools on the demo claims', () => {
  it('run every tool on every demo claim without error, under the cap', async () => {
    for (const claim of DEMO_CLAIMS) {
      for (const [name, input] of callsFor(claim)) {
        const out = await runTool(name, input, { claim, today: DEMO_TODAY });
        expect(out.isError, `${name} ${JSON.stringify(input)} on ${claim.id}: ${out.result}`).toBe(false);
        expect(out.result.length, `${name} on ${claim.id}`).toBeLessThanOrEqual(4000);
      }
    }
  });

  it('motor, cancelled: not in force, premium arrears, a complaint window closing tomorrow', async () => {
    expect((await json('check_policy_in_force', {}, motorCancelled)).inForce).toBe(false);
    const codes = (await json('run_risk_cross_checks', {}, motorCancelled)).flags.map((f: { code: string }) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['policy_not_in_force', 'premium_arrears']));
    const { deadlines } = await json('list_deadlines', {}, motorCancelled);
    expect(deadlines.find((d: { kind: string }) => d.kind === 'complaint_summary_resolution')).toMatchObject({ due: '2026-12-01', status: 'due_soon' });
    const drivers = (await json('scan_vulnerability_signals', {}, motorCancelled)).byDriver;
    expect(drivers.resilience).toBeGreaterThan(0);
    expect(drivers.life_events).toBeGreaterThan(0);
  });

  it('motor, rear-end: the running Part 36 period, the shared phone and the driver added before the loss', async () => {
    const { deadlines } = await json('list_deadlines', {}, motorRearEnd);
    expect(deadlines.filter((d: { kind: string }) => d.kind === 'part36_relevant_period').map((d: { due: string }) => d.due)).toContain('2026-12-04');
    const codes = (await json('run_risk_cross_checks', {}, motorRearEnd)).flags.map((f: { code: string }) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['shared_contact_details', 'cover_change_before_loss']));
  });

  it('property, escape of water: the bank-holiday complaint, unlogged dissatisfaction and no false positive from "no complaints"', async () => {
    const { deadlines } = await json('list_deadlines', {}, propertyEscapeOfWater);
    const src = deadlines.find((d: { kind: string; triggerDate?: string; due: string }) => d.kind === 'complaint_summary_resolution' && d.due === '2026-09-03');
    expect(src).toMatchObject({ status: 'lapsed' });
    const finals = deadlines.filter((d: { kind: string }) => d.kind === 'complaint_final_response');
    expect(finals.map((d: { due: string; status: string }) => [d.due, d.status])).toEqual(
      expect.arrayContaining([
        ['2026-10-23', 'met'],
        ['2027-01-14', 'upcoming'],
      ]),
    );
    const scan = await json('scan_expressions_of_dissatisfaction', {}, propertyEscapeOfWater);
    const unlogged = scan.matches.filter((m: { loggedAsComplaint: boolean; openComplaintEventId?: string }) => !m.loggedAsComplaint && !m.openComplaintEventId);
    // Daniel Doyle's "This is unacceptable ... not accepting this" leads with its clearest cue, the outcome refused.
    expect(unlogged.map((m: { cue: string }) => m.cue)).toEqual(expect.arrayContaining(['not accepting this', 'ombudsman', 'still waiting']));
    expect(scan.matches.some((m: { excerpt: string }) => /no complaints about the repairer/.test(m.excerpt))).toBe(false);
    const drivers = (await json('scan_vulnerability_signals', {}, propertyEscapeOfWater)).byDriver;
    for (const driver of ['health', 'life_events', 'resilience', 'capability']) expect(drivers[driver], driver).toBeGreaterThan(0);
  });

  it('property, burglary: late, early, prior claims and the police report giving another date', async () => {
    const flags = (await json('run_risk_cross_checks', {}, propertyBurglary)).flags;
    expect(flags.map((f: { code: string }) => f.code)).toEqual(
      expect.arrayContaining(['late_notification', 'early_claim', 'prior_claims', 'date_inconsistency']),
    );
    const dates = flags.find((f: { code: string }) => f.code === 'date_inconsistency');
    expect(dates.detail).toMatch(/Friday 2 October 2026/);
  });

  it('liability, slip and trip: the liability decision due and a Part 36 period passed', async () => {
    const { deadlines } = await json('list_deadlines', {}, liabilitySlipTrip);
    expect(deadlines.find((d: { kind: string }) => d.kind === 'liability_decision')).toMatchObject({ due: '2026-12-03', status: 'due_soon' });
    expect(deadlines.find((d: { kind: string; due: string }) => d.kind === 'part36_relevant_period' && d.due === '2026-10-23')).toMatchObject({
      status: 'overdue',
    });
  });

  it('liability, limitation: 3 years from the loss to protect, and from the asserted date of knowledge if accepted', async () => {
    const { deadlines } = await json('list_deadlines', {}, liabilityLimitation);
    const limitation = deadlines.filter((d: { kind: string }) => d.kind === 'limitation');
    expect(limitation).toHaveLength(2);
    expect(limitation[0]).toMatchObject({ due: '2026-12-04', trigger: 'loss', status: 'due_soon', note: expect.stringContaining('the date to protect') });
    expect(limitation[1]).toMatchObject({ due: '2027-03-18', trigger: expect.stringMatching(/^event:/), note: expect.stringContaining('only if') });
    const { checks } = await json('run_handling_checks', {}, liabilityLimitation);
    expect(checks.find((c: { code: string }) => c.code === 'limitation_protected')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('Friday 4 December 2026'),
    });
  });

  it('property, closed and recovered: nothing found, honestly', async () => {
    expect((await json('run_risk_cross_checks', {}, propertyClosedRecovery)).flags).toEqual([]);
    expect((await json('scan_expressions_of_dissatisfaction', {}, propertyClosedRecovery)).matches).toEqual([]);
    expect((await json('scan_vulnerability_signals', {}, propertyClosedRecovery)).sources).toEqual([]);
    const money = await json('financial_summary', {}, propertyClosedRecovery);
    expect(money.netIncurred).toBe(money.incurred - money.recovered);
    expect(money.incurred).toBe(money.paid + money.outstanding);
  });

  it('raise no urgent signal: none of the demo claims tells of a risk to life', async () => {
    // A retrained reader or a lower threshold that raises one here puts a false alarm on the files a
    // new user opens first (docs/screens.md, the twenty-third to twenty-fifth rounds).
    for (const claim of DEMO_CLAIMS) expect((await json('scan_vulnerability_signals', {}, claim)).urgent, claim.id).toBe(0);
  });
});

describe('the tools on the large generated claim', () => {
  const large = ClaimRecordSchema.parse(generateLargeClaim());

  it('runs every tool under the cap, paging where the file is long', async () => {
    expect(large.correspondence).toHaveLength(3000);
    expect(large.documents).toHaveLength(300);
    for (const [name, input] of callsFor(large).slice(0, 60)) {
      const out = await runTool(name, input, { claim: large, today: DEMO_TODAY });
      expect(out.isError, `${name} ${JSON.stringify(input)}: ${out.result}`).toBe(false);
      expect(out.result.length, name).toBeLessThanOrEqual(4000);
    }
    const timeline = await json('build_timeline', {}, large);
    expect(timeline.total).toBeGreaterThan(3300);
    expect(timeline.more.nextOffset).toBeGreaterThan(0);
    expect((await json('search_claim', { query: 'knee replacement' }, large)).hits.length).toBeGreaterThan(0);
    expect((await json('scan_vulnerability_signals', {}, large)).urgent).toBeGreaterThan(0);
  });
});
