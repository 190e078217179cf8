import { describe, expect, it } from 'vitest';
import { ClaimRecordSchema, MAX_RECORD_BYTES, type ClaimRecord } from '@claims/shared';
import { addDays, daysBetween } from '../src/domain/calendar/dates';
import { recordedDates } from '../test/support/recorded-dates';
import { DEMO_CLAIMS, DEMO_TEAMS, DEMO_TODAY, DEMO_USERS, generateLargeClaim } from './index';

const TODAY = DEMO_TODAY; // 2026-11-30, the app's pinned "today" for tests

function expectValid(claim: ClaimRecord): void {
  const result = ClaimRecordSchema.safeParse(claim);
  if (!result.success) {
    console.error(`${claim.id} is not a valid claim record:\n${result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  }
  expect(result.success).toBe(true);
}

function someClaim(description: string, predicate: (claim: ClaimRecord) => boolean): ClaimRecord {
  const found = DEMO_CLAIMS.find(predicate);
  expect(found, `no demo claim has ${description}`).toBeDefined();
  return found as ClaimRecord;
}

const inboundText = (claim: ClaimRecord): string[] => claim.correspondence.filter((m) => m.direction === 'inbound').map((m) => m.text);
const allText = (claim: ClaimRecord): string[] => [...claim.correspondence.map((m) => m.text), ...claim.documents.map((d) => d.text)];
const digits = (phone: string): string => phone.replace(/\D/g, '');

describe('demo claims: validity', () => {
  it.each(DEMO_CLAIMS.map((claim) => [claim.id, claim] as const))('%s parses with ClaimRecordSchema', (_id, claim) => {
    expectValid(claim);
  });

  it('has at least six claims, with unique ids, across all three lines', () => {
    expect(DEMO_CLAIMS.length).toBeGreaterThanOrEqual(6);
    const ids = DEMO_CLAIMS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(DEMO_CLAIMS.map((c) => c.lineOfBusiness))).toEqual(new Set(['motor', 'property', 'liability']));
  });

  it('assigns every claim to a roster handler of the matching team', () => {
    for (const claim of DEMO_CLAIMS) {
      const user = DEMO_USERS.find((u) => u.id === claim.handler.id);
      expect(user, `${claim.id}: handler ${claim.handler.id} is not in DEMO_USERS`).toBeDefined();
      expect(user?.role).toBe('handler');
      expect(user?.team).toBe(claim.handler.team);
      expect(user?.name).toBe(claim.handler.name);
    }
  });

  it('dates nothing after the pinned today, and keeps messages in time order', () => {
    for (const claim of DEMO_CLAIMS) {
      for (const date of recordedDates(claim)) expect(date <= TODAY, `${claim.id}: ${date} is after ${TODAY}`).toBe(true);
      const times = claim.correspondence.map((m) => Date.parse(m.at));
      expect(
        times.every((t, i) => i === 0 || t >= (times[i - 1] as number)),
        `${claim.id}: messages out of order`,
      ).toBe(true);
      expect(Math.max(...times)).toBeLessThan(Date.parse(`${TODAY}T00:00:00Z`));
      expect(claim.notifiedDate >= claim.loss.date).toBe(true);
    }
  });
});

describe('demo roster', () => {
  it('has one handler per team, a supervisor and an admin', () => {
    expect(DEMO_TEAMS).toEqual(['Motor', 'Property', 'Liability']);
    expect(DEMO_USERS.map((u) => u.id).sort()).toEqual(['admin', 'handler-liability', 'handler-motor', 'handler-property', 'supervisor'].sort());
    for (const team of DEMO_TEAMS) {
      expect(DEMO_USERS.filter((u) => u.role === 'handler' && u.team === team)).toHaveLength(1);
    }
    for (const id of ['supervisor', 'admin']) {
      const user = DEMO_USERS.find((u) => u.id === id);
      expect(user?.role).toBe(id);
      expect(user?.team).toBeUndefined();
    }
    for (const user of DEMO_USERS) expect(user.email).toMatch(/^[a-z.]+@claims\.example$/);
  });
});

describe('demo claims: every tool has something real to find', () => {
  it('policy_not_in_force and premium_arrears: a policy cancelled before the loss, premium in arrears', () => {
    const claim = someClaim('a cancelled or lapsed policy', (c) => c.policy.status === 'cancelled' || c.policy.status === 'lapsed');
    expect(claim.policy.cancellationDate).toBeDefined();
    expect((claim.policy.cancellationDate as string) < claim.loss.date).toBe(true);
    expect(claim.policy.premium.status).toBe('in_arrears');
    expect((claim.policy.premium.arrearsSince as string) <= claim.loss.date).toBe(true);
    expect(inboundText(claim).some((t) => /I was covered/i.test(t))).toBe(true);
  });

  it('settlement_position: an open claimant Part 36 inside its relevant period, and an insurer counter-offer', () => {
    const claim = someClaim('an open claimant Part 36 offer made in the last 21 days', (c) =>
      c.offers.some((o) => o.kind === 'part36' && o.by === 'claimant' && o.status === 'open' && daysBetween(o.date, TODAY) <= 21),
    );
    expect(claim.offers.some((o) => o.by === 'insurer')).toBe(true);
    // and one whose relevant period has already run out without a response
    someClaim('an open claimant Part 36 whose relevant period has expired', (c) =>
      c.offers.some((o) => o.kind === 'part36' && o.status === 'open' && addDays(o.date, 21) < TODAY),
    );
    someClaim('a rejected Part 36 offer', (c) => c.offers.some((o) => o.kind === 'part36' && o.status === 'rejected'));
  });

  it('list_deadlines: complaints (one received on the Friday before the August bank holiday), CNF, letters of claim', () => {
    const eow = someClaim('a complaint received on Friday 2026-08-28', (c) => c.events.some((e) => e.kind === 'complaint_received' && e.date === '2026-08-28'));
    expect(eow.events.some((e) => e.kind === 'final_response_sent')).toBe(true);
    const complaints = eow.events.filter((e) => e.kind === 'complaint_received').length;
    const responses = eow.events.filter((e) => e.kind === 'final_response_sent').length;
    expect(complaints).toBeGreaterThan(responses); // one complaint still awaits its final response

    someClaim('a complaint whose summary-resolution window is still open', (c) =>
      c.events.some((e) => e.kind === 'complaint_received' && daysBetween(e.date, TODAY) <= 5),
    );
    someClaim('a CNF', (c) => c.events.some((e) => e.kind === 'cnf_received'));
    const liability = someClaim(
      'injuries with a letter of claim received and acknowledged',
      (c) =>
        c.injuries.length > 0 &&
        c.events.some((e) => e.kind === 'letter_of_claim_received') &&
        c.events.some((e) => e.kind === 'letter_of_claim_acknowledged') &&
        !c.events.some((e) => e.kind === 'liability_admitted' || e.kind === 'liability_denied'),
    );
    const ack = liability.events.find((e) => e.kind === 'letter_of_claim_acknowledged')?.date as string;
    expect(daysBetween(ack, TODAY)).toBeLessThan(93); // the three-month liability decision is still running
  });

  it('list_deadlines: limitation turns on a later date of knowledge for an injury claim from 2023', () => {
    const claim = someClaim('a date_of_knowledge event after the loss', (c) => c.events.some((e) => e.kind === 'date_of_knowledge' && e.date > c.loss.date));
    expect(claim.injuries.length).toBeGreaterThan(0);
    expect(claim.status).toBe('reopened');
    expect(claim.events.some((e) => e.kind === 'proceedings_issued')).toBe(false);
    const primary = addDays(claim.loss.date, 3 * 365);
    expect(Math.abs(daysBetween(TODAY, primary))).toBeLessThan(10);
  });

  it('list_deadlines: open tasks overdue, due within 5 days and later, and a task done', () => {
    const tasks = DEMO_CLAIMS.flatMap((c) => c.tasks);
    const open = tasks.filter((t) => t.status === 'open');
    expect(open.some((t) => t.due < TODAY)).toBe(true);
    expect(open.some((t) => t.due >= TODAY && daysBetween(TODAY, t.due) <= 5)).toBe(true);
    expect(open.some((t) => daysBetween(TODAY, t.due) > 5)).toBe(true);
    expect(tasks.some((t) => t.status === 'done')).toBe(true);
  });

  it('run_risk_cross_checks: cover changes before the loss (driver added, cover increased)', () => {
    for (const kind of ['driver_added', 'cover_increase'] as const) {
      someClaim(`a ${kind} change within 60 days before the loss`, (c) =>
        c.policy.changes.some((ch) => ch.kind === kind && ch.date <= c.loss.date && daysBetween(ch.date, c.loss.date) <= 60),
      );
    }
  });

  it('run_risk_cross_checks: late notification, early claim, prior claims', () => {
    const claim = someClaim('notification more than 28 days after the loss', (c) => daysBetween(c.loss.date, c.notifiedDate) > 28);
    expect(daysBetween(claim.policy.inceptionDate, claim.loss.date)).toBeLessThanOrEqual(60);
    const recent = claim.priorClaims.filter((p) => p.date < claim.loss.date && daysBetween(p.date, claim.loss.date) <= 3 * 365);
    expect(recent.length).toBeGreaterThanOrEqual(2);
  });

  it('run_risk_cross_checks: a phone number shared between the insured driver and the claimant', () => {
    const insuredSide = ['policyholder', 'driver'];
    const otherSide = ['claimant', 'third_party'];
    someClaim('shared contact details', (c) => {
      const ours = c.parties.filter((p) => insuredSide.includes(p.role));
      const theirs = c.parties.filter((p) => otherSide.includes(p.role));
      return ours.some((a) => theirs.some((b) => a.phone !== undefined && b.phone !== undefined && digits(a.phone) === digits(b.phone)));
    });
  });

  it('run_risk_cross_checks: a document and an inbound message give a different loss date', () => {
    const claim = someClaim('a loss recorded on 4 October 2026', (c) => c.loss.date === '2026-10-04');
    const otherDate = /\b(2 October 2026|02\/10\/2026)\b/;
    expect(claim.documents.some((d) => otherDate.test(d.text))).toBe(true);
    expect(inboundText(claim).some((t) => otherDate.test(t))).toBe(true);
  });

  it('scan_expressions_of_dissatisfaction: unlogged dissatisfaction and false-positive traps', () => {
    const claim = someClaim('40+ messages', (c) => c.correspondence.length >= 40);
    const inbound = inboundText(claim);
    for (const cue of [/still waiting/i, /this is unacceptable/i, /I will go to the ombudsman/i]) {
      expect(
        inbound.some((t) => cue.test(t)),
        String(cue),
      ).toBe(true);
    }
    expect(inbound.some((t) => /no complaints about the repairer, they were great/i.test(t))).toBe(true);
    const outboundQuotes = claim.correspondence.filter((m) => m.direction === 'outbound' && /"unacceptable"/.test(m.text));
    expect(outboundQuotes.length).toBeGreaterThan(0);
  });

  it('scan_vulnerability_signals: cues for each FG21/1 driver', () => {
    const claim = someClaim('bereavement cues', (c) => inboundText(c).some((t) => /passed away/i.test(t)));
    const text = inboundText(claim).join('\n');
    expect(text).toMatch(/passed away/i); // life events
    expect(text).toMatch(/panic attacks/i); // health
    expect(text).toMatch(/can't afford the excess/i); // resilience
    expect(text).toMatch(/my son handles my emails/i); // capability
  });

  it('check_policy_in_force / average: value at risk above the buildings sum insured, with section excesses', () => {
    const claim = someClaim('underinsurance', (c) => {
      const buildings = c.policy.sections.find((s) => s.code === 'BLD');
      return c.policy.valueAtRisk !== undefined && buildings?.sumInsured !== undefined && c.policy.valueAtRisk > buildings.sumInsured;
    });
    expect(claim.policy.sections.some((s) => s.excess === 35_000)).toBe(true);
  });

  it('the clean closed claim: closed, recovered, and nothing for fraud, vulnerability or complaint checks', () => {
    const claim = someClaim('a closed claim', (c) => c.status === 'closed');
    expect(claim.closedDate).toBeDefined();
    expect(claim.financials.recoveries.some((r) => r.kind === 'subrogation')).toBe(true);
    expect(claim.financials.recoveries.some((r) => r.kind === 'excess' || r.kind === 'salvage')).toBe(true);
    expect(claim.financials.payments.length).toBeGreaterThan(0);
    expect(claim.financials.reserves.every((r) => r.amount === 0)).toBe(true);
    expect(claim.priorClaims).toHaveLength(0);
    expect(claim.policy.changes).toHaveLength(0);
    expect(claim.notifiedDate).toBe(claim.loss.date);
    expect(claim.events.some((e) => e.kind.startsWith('complaint') || e.kind === 'final_response_sent')).toBe(false);
    const text = allText(claim).join('\n');
    expect(text).not.toMatch(/complain|unacceptable|still waiting|ombudsman|not happy|passed away|bereave|panic|afford|anxi/i);
  });

  it('document review: every kind of document, some long ones, and an injury with a medical report', () => {
    const kinds = new Set(DEMO_CLAIMS.flatMap((c) => c.documents.map((d) => d.kind)));
    for (const kind of ['claim_form', 'estimate', 'invoice', 'police_report', 'medical_report', 'letter', 'email', 'policy_schedule', 'engineer_report']) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    expect(DEMO_CLAIMS.flatMap((c) => c.documents).filter((d) => d.text.length >= 4_500).length).toBeGreaterThanOrEqual(3);
    someClaim(
      'an injury with a medical report',
      (c) => c.injuries.some((i) => i.diagnosis && i.prognosis && i.treatment) && c.documents.some((d) => d.kind === 'medical_report'),
    );
  });

  it('parties and policy detail: named drivers, endorsements, exclusions and the supporting cast', () => {
    someClaim('named drivers', (c) => (c.policy.namedDriverPartyIds ?? []).length > 0);
    const roles = new Set(DEMO_CLAIMS.flatMap((c) => c.parties.map((p) => p.role)));
    for (const role of ['repairer', 'loss_adjuster', 'broker', 'witness', 'solicitor', 'medical_expert', 'claimant', 'third_party', 'driver']) {
      expect(roles.has(role as never), role).toBe(true);
    }
    for (const claim of DEMO_CLAIMS) {
      expect(claim.policy.exclusions.length, claim.id).toBeGreaterThan(0);
      expect(claim.policy.endorsements.length, claim.id).toBeGreaterThan(0);
    }
  });

  it('financial_summary: reserves by head of damage, interim payments, and claims without offers', () => {
    const liability = someClaim('liability reserves by head of damage', (c) =>
      ['General damages', 'Special damages', 'Claimant costs'].every((head) => c.financials.reserves.some((r) => r.headOfDamage === head)),
    );
    expect(liability.financials.payments.some((p) => p.kind === 'interim')).toBe(true);
    someClaim('no offers (settlement review unavailable)', (c) => c.offers.length === 0 && c.financials.reserves.length > 0);
  });
});

describe('generateLargeClaim', () => {
  const large = generateLargeClaim();

  it('parses with ClaimRecordSchema at the default size', () => {
    expectValid(large);
    expect(large.correspondence).toHaveLength(3000);
    expect(large.documents).toHaveLength(300);
  });

  it('stays inside the record size cap', () => {
    expect(new TextEncoder().encode(JSON.stringify(large)).length).toBeLessThan(MAX_RECORD_BYTES);
  });

  it('is deterministic for a seed and varies between seeds', () => {
    expect(JSON.stringify(generateLargeClaim())).toBe(JSON.stringify(large));
    expect(JSON.stringify(generateLargeClaim({ seed: 7 }))).not.toBe(JSON.stringify(large));
  });

  it('honours the requested counts', () => {
    const small = generateLargeClaim({ messages: 25, documents: 5, seed: 3 });
    expectValid(small);
    expect(small.correspondence).toHaveLength(25);
    expect(small.documents).toHaveLength(5);
  });

  it('carries a realistic mix: directions, dissatisfaction and vulnerability cues, parties, payments', () => {
    const directions = new Set(large.correspondence.map((m) => m.direction));
    expect(directions).toEqual(new Set(['inbound', 'outbound', 'internal']));
    const inbound = large.correspondence.filter((m) => m.direction === 'inbound').map((m) => m.text);
    expect(inbound.some((t) => /ombudsman|unacceptable|still waiting/i.test(t))).toBe(true);
    expect(inbound.some((t) => /passed away|antidepressants|Parkinson/i.test(t))).toBe(true);
    expect(large.parties.length).toBeGreaterThan(10);
    expect(large.financials.payments.length).toBeGreaterThan(20);
    expect(large.financials.reserves.length).toBeGreaterThan(5);
    expect(large.events.some((e) => e.kind === 'proceedings_issued')).toBe(true);
    expect(large.documents.some((d) => d.text.length > 10_000)).toBe(true);
  });
});
