/**
 * The claim at a glance on the demo claims, on the day the demo data is written for: each alert
 * kind where it applies and absent where it does not, and the deadlines exactly as list_deadlines.
 */
import { describe, expect, it } from 'vitest';
import type { AlertKind, ClaimRecord } from '@claims/shared';
import {
  DEMO_TODAY,
  liabilityLimitation,
  liabilitySlipTrip,
  motorCancelled,
  motorRearEnd,
  propertyBurglary,
  propertyClosedRecovery,
  propertyEscapeOfWater,
} from '../../demo';
import { runTool } from '../capabilities/run-tool';
import { claimOverview } from './overview';

const alertsOf = (claim: ClaimRecord, kind: AlertKind, today = DEMO_TODAY) => claimOverview(claim, today).alerts.filter((a) => a.kind === kind);
const copy = (claim: ClaimRecord) => structuredClone(claim);

describe('the overview', () => {
  it('lists every deadline exactly as list_deadlines gives it', async () => {
    for (const claim of [motorRearEnd, liabilityLimitation, propertyEscapeOfWater]) {
      const tool = JSON.parse((await runTool('list_deadlines', {}, { claim, today: DEMO_TODAY })).result) as { deadlines: unknown[]; more?: unknown };
      expect(tool.more).toBeUndefined();
      expect(claimOverview(claim, DEMO_TODAY).deadlines).toEqual(tool.deadlines);
    }
  });

  it('puts high severity first and writes no internal codes', () => {
    for (const claim of [motorRearEnd, motorCancelled, propertyEscapeOfWater, liabilitySlipTrip, liabilityLimitation, propertyBurglary]) {
      const { alerts } = claimOverview(claim, DEMO_TODAY);
      const ranks = alerts.map((a) => ['high', 'medium', 'low'].indexOf(a.severity));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      for (const a of alerts) {
        expect(`${a.title} ${a.detail}`).not.toMatch(/\b[a-z]+_[a-z_]+\b|Days left: -|undefined|NaN/);
        for (const s of a.sources) expect(s).toMatch(/^(?:msg|doc|event|party|task|offer|payment|policy):[\w.:-]+$/);
      }
    }
  });

  it('raises nothing on a closed claim with nothing outstanding', () => {
    expect(claimOverview(propertyClosedRecovery, DEMO_TODAY).alerts).toEqual([]);
  });
});

describe('cover_in_doubt', () => {
  it('fires, high, when the loss is after the cancellation, with the premium arrears', () => {
    const [alert, ...rest] = alertsOf(motorCancelled, 'cover_in_doubt');
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({ severity: 'high', panel: 'policy', sources: [`policy:${motorCancelled.policy.number}`] });
    expect(alert!.detail).toMatch(/cancelled with effect from 10 Sept 2026; the loss on 13 Sept 2026 is after that/);
    expect(alert!.detail).toMatch(/Premium in arrears since 1 Aug 2026/);
  });

  it('fires, low, for a loss in the last days of cover', () => {
    const claim = copy(motorRearEnd);
    claim.policy.expiryDate = '2026-08-20';
    expect(alertsOf(claim, 'cover_in_doubt')).toMatchObject([{ severity: 'low', title: 'Loss near the end of cover' }]);
  });

  it('is absent when the policy was in force with the premium paid up', () => {
    for (const claim of [motorRearEnd, propertyEscapeOfWater, liabilitySlipTrip]) expect(alertsOf(claim, 'cover_in_doubt')).toEqual([]);
  });
});

describe('open_complaint', () => {
  it('fires for the open complaint with its final response date, days left and source', () => {
    const [alert] = alertsOf(propertyEscapeOfWater, 'open_complaint').filter((a) => a.title.startsWith('Open complaint'));
    expect(alert).toMatchObject({ severity: 'medium', panel: 'correspondence', title: 'Open complaint: final response due 14 Jan 2027 (45 days left)' });
    expect(alert!.sources).toEqual(expect.arrayContaining(['msg:msg-049', 'event:ev-003']));
  });

  it('gives the summary resolution window while it is open', () => {
    const [alert] = alertsOf(motorCancelled, 'open_complaint').filter((a) => a.title.startsWith('Open complaint'));
    expect(alert!.detail).toMatch(/summary resolution by close of business on 1 Dec 2026 \(due tomorrow\)/);
  });

  it('fires for dissatisfaction nobody logged', () => {
    // msg-014 complains outright; msg-007 ("Any update? It's been six weeks now … I really need a
    // laptop for work") is dissatisfaction with delay under DISP's "any expression", if milder.
    expect(alertsOf(propertyBurglary, 'open_complaint')).toMatchObject([
      { title: '2 possible complaints not logged', sources: ['msg:msg-014', 'msg:msg-007'] },
    ]);
  });

  it('fires for a challenge to our decision that no cue names, read by the learned reader', () => {
    // The broker, for the insured, answers our reservation of rights: "our client is very
    // concerned about your letter … We would ask you to take a pragmatic view". A challenge to a
    // decision made on the customer's behalf: under DISP, if in doubt, it is a complaint.
    expect(alertsOf(liabilitySlipTrip, 'open_complaint')).toMatchObject([
      { title: 'Possible complaint not logged', sources: ['msg:msg-008'], severity: 'medium' },
    ]);
  });

  it('is absent with no complaint and no unlogged dissatisfaction, and once the complaint is answered', () => {
    expect(alertsOf(propertyClosedRecovery, 'open_complaint')).toEqual([]);
    const answered = copy(propertyEscapeOfWater);
    answered.events.push({ id: 'ev-frl', kind: 'final_response_sent', date: '2026-11-28' });
    expect(alertsOf(answered, 'open_complaint').filter((a) => a.title.startsWith('Open complaint'))).toEqual([]);
  });
});

describe('vulnerability', () => {
  it("fires, high, on the policyholder's side with nothing recorded", () => {
    const [alert] = alertsOf(motorCancelled, 'vulnerability');
    expect(alert).toMatchObject({ severity: 'high', panel: 'correspondence' });
    expect(alert!.title).toMatch(/anxiety/);
    expect(alert!.detail).toMatch(/Nothing records the customer's needs yet/);
  });

  it('fires, medium, with the bereavement and panic attacks when the needs are recorded', () => {
    const [alert] = alertsOf(propertyEscapeOfWater, 'vulnerability');
    expect(alert).toMatchObject({ severity: 'medium' });
    expect(alert!.title).toMatch(/panic attacks/);
    // The bereavement as Mrs Doyle put it ("Dennis's little pension since he passed"), read first since the forty-first round.
    expect(alert!.title).toMatch(/since he passed/);
    expect(alert!.detail).toMatch(/needs are recorded/);
  });

  it("fires for a third party's risk to life", () => {
    const claim = copy(motorRearEnd);
    claim.correspondence.push({
      id: 'msg-risk',
      at: '2026-11-29T10:00:00Z',
      direction: 'inbound',
      channel: 'email',
      partyId: 'clmt-pryce',
      text: 'Since the accident I have had thoughts of suicide.',
    });
    const alerts = alertsOf(claim, 'vulnerability');
    expect(alerts).toMatchObject([{ severity: 'high', title: "Risk to life mentioned about a third party's side", sources: ['msg:msg-risk'] }]);
  });

  it("is absent when the only signs are a third party's injuries", () => {
    expect(alertsOf(motorRearEnd, 'vulnerability')).toEqual([]);
    expect(alertsOf(liabilitySlipTrip, 'vulnerability')).toEqual([]);
  });
});

describe('risk_flags', () => {
  it('fires with the count and codes of the medium and high flags, high when one is', () => {
    const [alert] = alertsOf(motorRearEnd, 'risk_flags');
    expect(alert).toMatchObject({ severity: 'high', panel: 'parties', title: '2 fraud indicators: shared contact details and cover change before loss' });
    expect(alertsOf(propertyBurglary, 'risk_flags')).toMatchObject([{ severity: 'medium', title: expect.stringMatching(/^4 fraud indicators/) }]);
  });

  it('is absent with no flags', () => {
    expect(alertsOf(liabilitySlipTrip, 'risk_flags')).toEqual([]);
  });
});

describe('overdue and due_soon', () => {
  it('fires for each overdue deadline and each due within 5 business days', () => {
    expect(alertsOf(liabilitySlipTrip, 'overdue').map((a) => a.sources)).toEqual([['task:task-003'], ['offer:off-001'], ['task:task-004']]);
    expect(alertsOf(liabilitySlipTrip, 'overdue')[1]!.title).toBe('Overdue: Part 36 relevant period, 38 days overdue');
    expect(alertsOf(liabilitySlipTrip, 'due_soon').map((a) => a.title)).toEqual([
      'Due soon: Diary task, 2 Dec 2026 (2 days left)',
      'Due soon: Liability decision, 3 Dec 2026 (3 days left)',
    ]);
  });

  it('is absent for deadlines met, later than 5 business days, or shown by their own alert', () => {
    expect(alertsOf(propertyClosedRecovery, 'overdue')).toEqual([]);
    expect(alertsOf(propertyClosedRecovery, 'due_soon')).toEqual([]);
    // The rear-end claim's task due in 14 days is not due soon; its Part 36 period has its own alert.
    expect(alertsOf(motorRearEnd, 'due_soon').map((a) => a.sources)).toEqual([['task:task-004']]);
    const done = copy(liabilitySlipTrip);
    for (const t of done.tasks) t.status = 'done';
    expect(alertsOf(done, 'overdue').map((a) => a.sources)).toEqual([['offer:off-001']]);
  });
});

describe('part36_running', () => {
  it('fires for each relevant period not yet ended, high within 5 business days', () => {
    expect(alertsOf(motorRearEnd, 'part36_running')).toMatchObject([
      {
        severity: 'high',
        panel: 'financials',
        sources: ['offer:off-002'],
        title: 'Part 36 offer by the claimant: relevant period ends 4 Dec 2026 (4 days left)',
      },
      { severity: 'medium', sources: ['offer:off-003'] },
    ]);
  });

  it('is absent once the period has ended (then it is overdue) and for an offer no longer open', () => {
    expect(alertsOf(liabilitySlipTrip, 'part36_running')).toEqual([]);
    expect(alertsOf(motorRearEnd, 'part36_running', '2026-12-16')).toEqual([]);
    expect(alertsOf(liabilityLimitation, 'part36_running')).toEqual([]);
  });
});

describe('limitation_near', () => {
  it('fires for limitation within 6 months, high within 90 days', () => {
    expect(alertsOf(liabilityLimitation, 'limitation_near')).toMatchObject([
      { severity: 'high', title: 'Limitation 4 Dec 2026 (4 days left)', sources: [] },
      { severity: 'medium', title: 'Limitation 18 Mar 2027 (108 days left)', sources: ['event:ev-001'] },
    ]);
  });

  it('is absent when limitation is further off or protected by proceedings', () => {
    expect(alertsOf(motorRearEnd, 'limitation_near')).toEqual([]);
    const issued = copy(liabilityLimitation);
    issued.events.push({ id: 'ev-issued', kind: 'proceedings_issued', date: '2026-11-29' });
    expect(alertsOf(issued, 'limitation_near')).toEqual([]);
  });
});

describe('litigation', () => {
  it('fires, medium, for proceedings threatened in the file', () => {
    expect(alertsOf(liabilityLimitation, 'litigation')).toMatchObject([
      { severity: 'medium', title: 'Proceedings threatened', sources: ['msg:msg-016', 'doc:doc-standstill-request'] },
    ]);
    expect(alertsOf(motorRearEnd, 'litigation')).toMatchObject([{ sources: ['msg:msg-025'] }]);
  });

  it('fires, high, once proceedings are issued', () => {
    const issued = copy(liabilityLimitation);
    issued.events.push({ id: 'ev-issued', kind: 'proceedings_issued', date: '2026-11-29' });
    expect(alertsOf(issued, 'litigation')).toMatchObject([
      { severity: 'high', title: 'Proceedings issued', sources: ['event:ev-issued', 'msg:msg-016', 'doc:doc-standstill-request'] },
    ]);
  });

  it('is absent with no proceedings issued or threatened, and for a negated mention', () => {
    expect(alertsOf(propertyEscapeOfWater, 'litigation')).toEqual([]);
    expect(alertsOf(propertyClosedRecovery, 'litigation')).toEqual([]);
    const calm = copy(propertyBurglary);
    calm.correspondence.push({
      id: 'msg-calm',
      at: '2026-11-29T10:00:00Z',
      direction: 'inbound',
      channel: 'email',
      text: 'We will not issue proceedings while talks go on.',
    });
    expect(alertsOf(calm, 'litigation')).toEqual([]);
  });
});
