import type { ClaimRecord } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { HOLDER, THIRD_PARTY, call, callJson, document, event, makeClaim, message } from '../../../test/support/test-fixtures';
import {
  DEMO_TODAY,
  generateLargeClaim,
  liabilitySlipTrip,
  motorCancelled,
  motorRearEnd,
  propertyBurglary,
  propertyClosedRecovery,
  propertyEscapeOfWater,
} from '../../../demo';
import { HANDLING_RULES, runHandlingChecksTool } from './run-handling-checks';

type Check = { code: string; status: string; rule?: string; detail: string; evidence?: string[] };
const checks = async (claim: ClaimRecord, today?: string) => (await callJson<{ checks: Check[] }>(runHandlingChecksTool, {}, claim, today)).checks;
const statusOf = async (claim: ClaimRecord, code: string, today?: string) => (await checks(claim, today)).find((c) => c.code === code)!;

/** A well-handled open claim: every check passes or does not apply. */
const good = () =>
  makeClaim({
    financials: { reserves: [{ headOfDamage: 'vehicle', amount: 300000, setDate: '2026-11-01' }], payments: [], recoveries: [] },
    correspondence: [
      message('c1', '2026-10-05', 'outbound', 'Thank you for your claim.', { partyId: 'p1' }),
      message('c2', '2026-11-20', 'inbound', 'Any news on the repair?', { partyId: 'p1' }),
      message('c3', '2026-11-21', 'outbound', 'The repair is booked.', { partyId: 'p1' }),
    ],
    tasks: [{ id: 't1', due: '2026-12-10', description: 'Chase repairer', status: 'open' }],
  });

describe('run_handling_checks', () => {
  it('runs every check, failures first, each with its detail', async () => {
    const all = await checks(good());
    expect(all.map((c) => c.code).sort()).toEqual(Object.keys(HANDLING_RULES).sort());
    expect(all.filter((c) => c.status === 'fail')).toEqual([]);
    expect(all.every((c) => c.detail.length > 5 && c.rule === undefined)).toBe(true);
  });

  it('gives the rule a failed check breaks, and puts failures first', async () => {
    const all = await checks(makeClaim());
    const failed = all.filter((c) => c.status === 'fail');
    expect(failed.length).toBeGreaterThan(0);
    expect(all.slice(0, failed.length)).toEqual(failed);
    for (const c of failed) expect(c.rule).toBe(HANDLING_RULES[c.code as keyof typeof HANDLING_RULES]);
  });

  it('contact_within_sla: 2 business days from notification', async () => {
    // Notified Saturday 3 October; 2 business days on is Tuesday 6 October.
    expect((await statusOf(good(), 'contact_within_sla')).status).toBe('pass');
    const late = makeClaim({ correspondence: [message('c1', '2026-10-07', 'outbound', 'Hello')] });
    expect(await statusOf(late, 'contact_within_sla')).toMatchObject({ status: 'fail', evidence: ['msg:c1'] });
    expect((await statusOf(makeClaim(), 'contact_within_sla', '2026-10-05')).status).toBe('not_applicable');
  });

  it('reserve_set and reserve_reviewed_recently', async () => {
    expect((await statusOf(makeClaim(), 'reserve_set')).status).toBe('fail');
    expect((await statusOf(good(), 'reserve_set')).status).toBe('pass');
    expect((await statusOf(makeClaim({ status: 'closed', closedDate: '2026-11-01' }), 'reserve_set')).status).toBe('not_applicable');
    // Reserve lines all at £0 on an open claim reserve nothing.
    const zero = makeClaim({
      financials: {
        reserves: [
          { headOfDamage: 'Own damage', amount: 0, setDate: '2026-11-01' },
          { headOfDamage: 'Fees', amount: 0, setDate: '2026-11-01' },
        ],
      },
    });
    expect(await statusOf(zero, 'reserve_set')).toMatchObject({ status: 'fail', detail: expect.stringMatching(/^2 reserve lines recorded, all at £0\.00/) });
    const stale = makeClaim({
      financials: { reserves: [{ headOfDamage: 'vehicle', amount: 1, setDate: '2026-08-31' }] },
      loss: { date: '2026-08-01' },
      notifiedDate: '2026-08-02',
    });
    expect(await statusOf(stale, 'reserve_reviewed_recently')).toMatchObject({ status: 'fail', detail: expect.stringMatching(/91 days ago/) });
    expect((await statusOf(good(), 'reserve_reviewed_recently')).status).toBe('pass');
  });

  it('no_overdue_deadlines and no_overdue_tasks', async () => {
    const overdue = makeClaim({
      events: [event('e1', '2026-10-20', 'letter_of_claim_received')],
      tasks: [{ id: 't1', due: '2026-11-01', description: 'Call the repairer', status: 'open' }],
    });
    expect(await statusOf(overdue, 'no_overdue_deadlines')).toMatchObject({ status: 'fail', evidence: ['event:e1'] });
    expect(await statusOf(overdue, 'no_overdue_tasks')).toMatchObject({ status: 'fail', evidence: ['task:t1'] });
    expect((await statusOf(good(), 'no_overdue_deadlines')).status).toBe('pass');
    expect((await statusOf(good(), 'no_overdue_tasks')).status).toBe('pass');
  });

  it('diary_set: an open task due today or later', async () => {
    expect((await statusOf(good(), 'diary_set')).status).toBe('pass');
    expect((await statusOf(makeClaim(), 'diary_set')).status).toBe('fail');
  });

  it('customer_updated_recently: within 20 days, to the policyholder side only', async () => {
    expect((await statusOf(good(), 'customer_updated_recently')).status).toBe('pass');
    const toThirdParty = makeClaim({
      correspondence: [message('c1', '2026-11-25', 'outbound', 'Hello', { partyId: 'p2' }), message('c0', '2026-10-05', 'outbound', 'Hi', { partyId: 'p1' })],
    });
    expect(await statusOf(toThirdParty, 'customer_updated_recently')).toMatchObject({ status: 'fail', evidence: ['msg:c0'] });
    expect((await statusOf(makeClaim(), 'customer_updated_recently', '2026-10-10')).status).toBe('not_applicable');
  });

  it('customer_updated_recently: the son with authority the letters go to, and a call we answered, are contact; our panel solicitors are not', async () => {
    const son = {
      id: 'p4',
      role: 'other' as const,
      name: 'Mr Daniel Doyle',
      notes: 'Son. Verbal authority from Mrs Doyle to deal with the claim on her behalf.',
    };
    const panel = { id: 'p5', role: 'solicitor' as const, name: 'Brabazon Hart LLP', notes: 'Panel defence solicitors for the insured.' };
    const parties = [{ ...HOLDER, representedByPartyId: 'p5' }, THIRD_PARTY, son, panel];
    const early = message('c0', '2026-10-05', 'outbound', 'Thank you for your claim.', { partyId: 'p1' });
    const toSon = makeClaim({
      parties,
      correspondence: [early, message('c1', '2026-11-23', 'outbound', 'Dear Daniel, the contents offer follows.', { partyId: 'p4' })],
    });
    expect(await statusOf(toSon, 'customer_updated_recently')).toMatchObject({ status: 'pass', evidence: ['msg:c1'] });
    const theirCall = makeClaim({
      parties,
      correspondence: [
        early,
        message('c1', '2026-11-27', 'inbound', 'Mrs Doyle called. Told her the offer will follow by 04/12.', { partyId: 'p1', channel: 'phone' }),
      ],
    });
    expect(await statusOf(theirCall, 'customer_updated_recently')).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/their call on Friday 27 November 2026, 3 days ago/),
    });
    const messageTaken = makeClaim({
      parties,
      correspondence: [
        early,
        message('c1', '2026-11-27', 'inbound', 'Mrs Doyle called. Handler on leave; message taken for a call back.', { partyId: 'p1', channel: 'phone' }),
      ],
    });
    expect(await statusOf(messageTaken, 'customer_updated_recently')).toMatchObject({
      status: 'fail',
      evidence: ['msg:c0'],
      detail: expect.stringMatching(/Send them an update\.$/),
    });
    const toPanel = makeClaim({
      parties,
      correspondence: [early, message('c1', '2026-11-23', 'outbound', 'Matthew, please advise on the standstill.', { partyId: 'p5' })],
    });
    expect(await statusOf(toPanel, 'customer_updated_recently')).toMatchObject({ status: 'fail', evidence: ['msg:c0'] });
    // 'Authority' alone does not make someone act for the customer: a council, or a relative who has none.
    const council = { id: 'p6', role: 'other' as const, name: 'Wiltshire Council', notes: 'Local highways authority for the road.' };
    const daughter = { id: 'p7', role: 'other' as const, name: 'Ms Sian Doyle', notes: 'Daughter. No authority on file: do not discuss the claim with her.' };
    for (const outsider of [council, daughter]) {
      const toOutsider = makeClaim({
        parties: [...parties, outsider],
        correspondence: [early, message('c1', '2026-11-23', 'outbound', 'Thank you for your letter.', { partyId: outsider.id })],
      });
      expect(await statusOf(toOutsider, 'customer_updated_recently')).toMatchObject({ status: 'fail', evidence: ['msg:c0'] });
    }
    // A driver whose notes mention a car's "rear panel" is still the customer's side: only
    // solicitors are panel solicitors.
    const driver = { id: 'p8', role: 'driver' as const, name: 'Mr Callum Hale', notes: 'Named driver. Reports damage to the rear panel and bumper.' };
    const toDriver = makeClaim({
      parties: [...parties, driver],
      correspondence: [early, message('c1', '2026-11-23', 'outbound', 'Callum, the repair is booked.', { partyId: 'p8' })],
    });
    expect(await statusOf(toDriver, 'customer_updated_recently')).toMatchObject({ status: 'pass', evidence: ['msg:c1'] });
    // The demo files: Mrs Hale called for an update on 26/11; Daniel Doyle was written to on 20/11 and his mother called on 27/11.
    expect(await statusOf(motorRearEnd, 'customer_updated_recently', DEMO_TODAY)).toMatchObject({ status: 'pass', evidence: ['msg:msg-024'] });
    expect(await statusOf(propertyEscapeOfWater, 'customer_updated_recently', DEMO_TODAY)).toMatchObject({ status: 'pass', evidence: ['msg:msg-053'] });
  });

  it('latest_inbound_answered: a call we took and answered is its own reply', async () => {
    const called = makeClaim({
      correspondence: [
        message('c1', '2026-11-10', 'inbound', 'Mrs Quinlan called asking when the wall will be paid. Told her the position is with our technical team.', {
          partyId: 'p1',
          channel: 'phone',
        }),
      ],
    });
    expect((await statusOf(called, 'latest_inbound_answered')).status).toBe('pass');
    const voicemail = makeClaim({
      correspondence: [
        message('c1', '2026-11-10', 'inbound', 'Voicemail from Mrs Quinlan asking when the wall will be paid.', { partyId: 'p1', channel: 'phone' }),
      ],
    });
    expect(await statusOf(voicemail, 'latest_inbound_answered')).toMatchObject({ status: 'fail', evidence: ['msg:c1'] });
    expect((await statusOf(motorCancelled, 'latest_inbound_answered', DEMO_TODAY)).status).toBe('pass');
  });

  it("latest_inbound_answered: each sender's latest message replied to, or under 5 business days old", async () => {
    expect((await statusOf(good(), 'latest_inbound_answered')).status).toBe('pass');
    const unanswered = makeClaim({
      parties: [HOLDER, THIRD_PARTY],
      correspondence: [
        message('c1', '2026-11-10', 'inbound', 'Any news?', { partyId: 'p1' }),
        message('c2', '2026-11-12', 'outbound', 'Reply to the third party', { partyId: 'p2' }),
        message('c3', '2026-11-26', 'inbound', 'Hello again', { partyId: 'p2' }),
      ],
    });
    expect(await statusOf(unanswered, 'latest_inbound_answered')).toMatchObject({ status: 'fail', evidence: ['msg:c1'] });
  });

  it('latest_inbound_answered on a closed claim: only what arrived after it was closed needs a reply', async () => {
    const beforeClosing = [message('c1', '2026-09-22', 'inbound', 'Liability admitted; £7,090 to be paid within 21 days.', { partyId: 'p2' })];
    const closed = makeClaim({ parties: [HOLDER, THIRD_PARTY], status: 'closed', closedDate: '2026-10-30', correspondence: beforeClosing });
    expect(await statusOf(closed, 'latest_inbound_answered')).toMatchObject({
      status: 'not_applicable',
      detail: expect.stringMatching(/closed on Friday 30 October 2026/),
    });
    const writtenSince = makeClaim({
      parties: [HOLDER, THIRD_PARTY],
      status: 'closed',
      closedDate: '2026-10-30',
      correspondence: [...beforeClosing, message('c2', '2026-11-09', 'inbound', 'Why has my excess not been refunded?', { partyId: 'p1' })],
    });
    expect(await statusOf(writtenSince, 'latest_inbound_answered')).toMatchObject({ status: 'fail', evidence: ['msg:c2'] });
    expect((await statusOf(propertyClosedRecovery, 'latest_inbound_answered', DEMO_TODAY)).status).not.toBe('fail');
  });

  describe('latest_inbound_answered: what a supplier or expert sends needs no written reply', () => {
    const adjuster = { id: 'p3', role: 'loss_adjuster' as const, name: 'Rachel Kemp, Harwood Loss Adjusters' };
    const police = { id: 'p4', role: 'other' as const, name: 'Greater Manchester Police' };
    const claimantSolicitor = { id: 'p5', role: 'solicitor' as const, name: 'Kirkgate Injury Lawyers LLP' };
    const parties = [HOLDER, { ...THIRD_PARTY, representedByPartyId: 'p5' }, adjuster, police, claimantSolicitor];
    const fee = (date: string, payeePartyId: string) => ({
      id: `pay-${payeePartyId}-${date}`,
      date,
      headOfDamage: 'Fees',
      amount: 25000,
      payeePartyId,
      kind: 'fee' as const,
    });

    it("an adjuster's report that asks nothing is on file, not awaiting a reply", async () => {
      const report = makeClaim({
        parties,
        correspondence: [message('c1', '2026-11-02', 'inbound', 'Revised assessment attached. Reinstatement cost £315,000.', { partyId: 'p3' })],
      });
      expect((await statusOf(report, 'latest_inbound_answered')).status).toBe('pass');
      expect((await statusOf(report, 'latest_inbound_answered')).detail).toMatch(
        /Of those, 1 from a supplier or expert \(a report, certificate or invoice that asks nothing\) needs no reply\.$/,
      );
    });

    it('a supplier or expert who asks something still needs a reply', async () => {
      const asks = makeClaim({
        parties,
        correspondence: [message('c1', '2026-11-02', 'inbound', 'Report attached. Please confirm whether we should instruct a surveyor.', { partyId: 'p3' })],
      });
      expect(await statusOf(asks, 'latest_inbound_answered')).toMatchObject({ status: 'fail', evidence: ['msg:c1'] });
      const question = makeClaim({ parties, correspondence: [message('c1', '2026-11-02', 'inbound', 'Do you want us to attend again?', { partyId: 'p3' })] });
      expect((await statusOf(question, 'latest_inbound_answered')).status).toBe('fail');
    });

    it("another sender's report, certificate or invoice counts by the document that came with it", async () => {
      const disclosure = makeClaim({
        parties,
        documents: [document('d1', 'Crime report 06/187734/26', { kind: 'police_report', receivedDate: '2026-11-02', fromPartyId: 'p4' })],
        correspondence: [message('c1', '2026-11-02', 'inbound', 'Please find attached the disclosure copy of the crime report.', { partyId: 'p4' })],
      });
      expect((await statusOf(disclosure, 'latest_inbound_answered')).status).toBe('pass');
      // Without a document the sender's words are all there is: it waits for a reply.
      const bare = makeClaim({ parties, correspondence: [message('c1', '2026-11-02', 'inbound', 'We hold the crime report.', { partyId: 'p4' })] });
      expect(await statusOf(bare, 'latest_inbound_answered')).toMatchObject({ status: 'fail', evidence: ['msg:c1'] });
    });

    it('a payment to the sender on or after the message deals with it; one before does not', async () => {
      const chase = [message('c1', '2026-11-02', 'inbound', 'Our fee of £250 is outstanding. Please confirm payment.', { partyId: 'p4' })];
      const paid = makeClaim({ parties, correspondence: chase, financials: { payments: [fee('2026-11-02', 'p4')] } });
      expect((await statusOf(paid, 'latest_inbound_answered')).status).toBe('pass');
      expect((await statusOf(paid, 'latest_inbound_answered')).detail).toMatch(/Of those, 1 we have paid since needs no reply\.$/);
      const paidBefore = makeClaim({ parties, correspondence: chase, financials: { payments: [fee('2026-10-30', 'p4')] } });
      expect((await statusOf(paidBefore, 'latest_inbound_answered')).status).toBe('fail');
    });

    it("the customer and the other side's solicitors still need a reply, paid or not", async () => {
      const claim = makeClaim({
        parties,
        correspondence: [
          message('c1', '2026-11-02', 'inbound', 'Please find attached my invoice for the hire car.', { partyId: 'p1' }),
          message('c2', '2026-11-03', 'inbound', 'Please find attached our schedule of loss.', { partyId: 'p5' }),
          message('c3', '2026-11-04', 'inbound', 'Report attached.', { partyId: 'p3' }),
        ],
        documents: [document('d1', 'Invoice', { kind: 'invoice', receivedDate: '2026-11-02', fromPartyId: 'p1' })],
        financials: { payments: [{ ...fee('2026-11-05', 'p1'), kind: 'indemnity' }, fee('2026-11-05', 'p5')] },
      });
      expect(await statusOf(claim, 'latest_inbound_answered')).toMatchObject({
        status: 'fail',
        evidence: ['msg:c1', 'msg:c2'],
        detail: expect.stringMatching(
          /^Reply to Alex Morgan \(msg:c1, Monday 2 November 2026\) and Kirkgate Injury Lawyers LLP \(msg:c2, Tuesday 3 November 2026\)/,
        ),
      });
    });

    it("the demo files: reports, certificates and paid invoices pass; the claimant solicitors' letter still fails", async () => {
      for (const claim of [motorRearEnd, propertyEscapeOfWater, propertyBurglary]) {
        expect(await statusOf(claim, 'latest_inbound_answered', DEMO_TODAY)).toMatchObject({ status: 'pass' });
      }
      expect(await statusOf(liabilitySlipTrip, 'latest_inbound_answered', DEMO_TODAY)).toMatchObject({
        status: 'fail',
        evidence: ['msg:msg-018'],
        detail: expect.stringMatching(/^Reply to Clifton Park Solicitors LLP/),
      });
    });
  });

  it('complaint_acknowledged_promptly: within 2 business days', async () => {
    const acked = makeClaim({
      events: [event('e1', '2026-11-06', 'complaint_received')],
      correspondence: [message('c1', '2026-11-10', 'outbound', 'We acknowledge your complaint.')],
    });
    expect((await statusOf(acked, 'complaint_acknowledged_promptly')).status).toBe('pass');
    const late = makeClaim({
      events: [event('e1', '2026-11-06', 'complaint_received')],
      correspondence: [message('c1', '2026-11-11', 'outbound', 'We acknowledge your complaint.')],
    });
    expect(await statusOf(late, 'complaint_acknowledged_promptly')).toMatchObject({ status: 'fail', evidence: ['event:e1'] });
    expect((await statusOf(good(), 'complaint_acknowledged_promptly')).status).toBe('not_applicable');
  });

  it('dissatisfaction_logged', async () => {
    const unlogged = makeClaim({ correspondence: [message('c1', '2026-11-02', 'inbound', 'This is a disgrace.')] });
    expect(await statusOf(unlogged, 'dissatisfaction_logged')).toMatchObject({ status: 'fail', evidence: ['msg:c1'] });
    const logged = makeClaim({
      correspondence: [message('c1', '2026-11-02', 'inbound', 'This is a disgrace.')],
      events: [event('e1', '2026-11-03', 'complaint_received')],
    });
    expect((await statusOf(logged, 'dissatisfaction_logged')).status).toBe('pass');
  });

  it("dissatisfaction_logged: a third party's side pursuing its claim is not failed, a complaint from it still is", async () => {
    const parties = [
      HOLDER,
      { ...THIRD_PARTY, representedByPartyId: 's1' },
      { id: 's1', role: 'solicitor' as const, name: 'Fair Law LLP' },
      { id: 'ch', role: 'other' as const, name: 'Apex Replacement Vehicles Ltd', notes: 'Credit hire company acting for the third party.' },
    ];
    const chasing = makeClaim({
      parties,
      correspondence: [
        message('c1', '2026-11-02', 'inbound', 'This is the third time we have chased for your liability decision. The delay is unacceptable.', {
          partyId: 's1',
        }),
        message('c2', '2026-11-03', 'inbound', 'Our invoice is unpaid: the delay is unacceptable and we will instruct solicitors.', { partyId: 'ch' }),
      ],
    });
    const check = await statusOf(chasing, 'dissatisfaction_logged');
    expect(check.status).not.toBe('fail');
    expect(check.detail).toMatch(/2 messages from a third party's side/);
    const complaint = makeClaim({
      parties,
      correspondence: [message('c1', '2026-11-02', 'inbound', 'We wish to make a formal complaint about your handling of this claim.', { partyId: 's1' })],
    });
    expect(await statusOf(complaint, 'dissatisfaction_logged')).toMatchObject({ status: 'fail', evidence: ['msg:c1'] });
  });

  it("dissatisfaction_logged on the rear-end demo: the credit hire company's demand is not an unlogged complaint", async () => {
    expect((await statusOf(motorRearEnd, 'dissatisfaction_logged', DEMO_TODAY)).status).not.toBe('fail');
  });

  const fromLossOverrides = () => ({ loss: { description: 'Kitchen fire; the policyholder is deaf and lives alone.' } });
  it('vulnerability_recorded', async () => {
    const signs = makeClaim({ correspondence: [message('c1', '2026-11-02', 'inbound', 'I was made redundant last month.')] });
    expect(await statusOf(signs, 'vulnerability_recorded')).toMatchObject({ status: 'fail', evidence: ['msg:c1'] });
    const recorded = makeClaim({
      parties: [{ ...HOLDER, notes: 'Vulnerable customer: income shock, agreed weekly updates.' }, THIRD_PARTY],
      correspondence: [message('c1', '2026-11-02', 'inbound', 'I was made redundant last month.')],
    });
    expect((await statusOf(recorded, 'vulnerability_recorded')).status).toBe('pass');
    expect((await statusOf(good(), 'vulnerability_recorded')).status).toBe('not_applicable');
    // A sign in the loss description counts; a record of it in an event note or a diary task does too.
    const fromLoss = makeClaim(fromLossOverrides());
    expect(await statusOf(fromLoss, 'vulnerability_recorded')).toMatchObject({ status: 'fail', evidence: ['loss'] });
    const inEvent = makeClaim({ ...fromLossOverrides(), events: [event('e1', '2026-11-03', 'other', 'Vulnerability recorded: text relay agreed.')] });
    expect((await statusOf(inEvent, 'vulnerability_recorded')).status).toBe('pass');
    const inTask = makeClaim({
      ...fromLossOverrides(),
      tasks: [{ id: 't1', due: '2026-12-10', description: 'Vulnerable customer: update weekly by text.', status: 'open' }],
    });
    expect((await statusOf(inTask, 'vulnerability_recorded')).status).toBe('pass');
  });

  it("vulnerability_recorded: a third party's signs (the claimant's injuries in their solicitors' letters) do not fail it", async () => {
    const theirs = makeClaim({
      parties: [HOLDER, { ...THIRD_PARTY, representedByPartyId: 'p3' }, { id: 'p3', role: 'solicitor', name: 'Reed & Co' }],
      correspondence: [message('c1', '2026-11-02', 'inbound', 'Our client suffered a brain injury and has PTSD.', { partyId: 'p3' })],
    });
    const check = await statusOf(theirs, 'vulnerability_recorded');
    expect(check).toMatchObject({ status: 'not_applicable' });
    expect(check.detail).toMatch(/2 signs about a third party's side are not counted/);
    // Where it cannot tell whose it is, it counts: if in doubt, flag.
    const unknown = makeClaim({ correspondence: [message('c1', '2026-11-02', 'internal', 'Brain injury picture now clearer.', { channel: 'note' })] });
    expect((await statusOf(unknown, 'vulnerability_recorded')).status).toBe('fail');
  });

  describe("vulnerability_recorded: a handler's record in their own words", () => {
    const signs = [message('c1', '2026-11-02', 'inbound', 'Since my husband passed away I get very anxious about phone calls.', { partyId: 'p1' })];
    const note = (text: string) => message('n1', '2026-11-03', 'internal', text, { channel: 'note' });
    it.each([
      [
        'an internal note',
        {
          correspondence: [
            ...signs,
            note(
              'Policyholder is elderly and anxious: one point of contact, calls in the mornings, written summaries copied to his daughter with his consent.',
            ),
          ],
        },
      ],
      ['a short note', { correspondence: [...signs, note('Mrs D anxious, reports panic attacks. Contact: mornings only, keep calls short.')] }],
      [
        'an event note',
        {
          correspondence: signs,
          events: [event('e1', '2026-11-03', 'other', 'Customer circumstances: recent bereavement — agreed to write rather than phone.')],
        },
      ],
      ['a format need', { correspondence: [...signs, note('Needs large print.')] }],
      [
        'an authority',
        { correspondence: signs, tasks: [{ id: 't1', due: '2026-11-04', description: 'Third-party authority for her son on file.', status: 'done' as const }] },
      ],
      [
        'a heading for needs',
        {
          correspondence: signs,
          parties: [{ ...HOLDER, notes: 'Support needs: bereaved in October; prefers letters; daughter Kim to join calls.' }, THIRD_PARTY],
        },
      ],
    ])('counts %s', async (_, overrides) => {
      const check = await statusOf(makeClaim(overrides), 'vulnerability_recorded');
      expect(check).toMatchObject({ status: 'pass', evidence: [expect.stringMatching(/^(?:msg:n1|event:e1|task:t1|party:p1)$/)] });
    });

    it("does not count a to-do, a preference with no characteristic, a denial or a third party's record", async () => {
      const toDo = makeClaim({
        correspondence: [...signs, note('Customer disclosed job loss and anxiety — record vulnerability and offer breathing space on the debt.')],
      });
      expect(await statusOf(toDo, 'vulnerability_recorded')).toMatchObject({
        status: 'fail',
        detail: expect.stringContaining('msg:n1 says to record it'),
        evidence: ['msg:n1', 'msg:c1'],
      });
      const preference = makeClaim({ correspondence: [...signs, note('Prefers calls in the mornings.')] });
      expect((await statusOf(preference, 'vulnerability_recorded')).status).toBe('fail');
      const denial = makeClaim({ correspondence: [...signs, note('Vulnerability: none identified.')] });
      expect((await statusOf(denial, 'vulnerability_recorded')).status).toBe('fail');
      const theirs = makeClaim({ correspondence: signs, parties: [HOLDER, { ...THIRD_PARTY, notes: 'Vulnerable: elderly, needs large print.' }] });
      expect((await statusOf(theirs, 'vulnerability_recorded')).status).toBe('fail');
      const claimantNote = makeClaim({
        parties: [HOLDER, THIRD_PARTY],
        correspondence: [...signs, note('The claimant is deaf: contact by text relay through his solicitors.')],
      });
      expect((await statusOf(claimantNote, 'vulnerability_recorded')).status).toBe('fail');
    });

    it('says what to do when nothing is recorded', async () => {
      expect((await statusOf(makeClaim({ correspondence: signs }), 'vulnerability_recorded')).detail).toMatch(
        /Record, with their consent, their circumstances and the support or adjustments agreed/,
      );
    });

    it("on the demo claims: the widow's needs are recorded, the job loss is only flagged to record, the large claim's elderly policyholder is recorded", async () => {
      expect(await statusOf(propertyEscapeOfWater, 'vulnerability_recorded', DEMO_TODAY)).toMatchObject({
        status: 'pass',
        evidence: expect.arrayContaining(['party:ph-doyle', 'task:task-001']),
      });
      // msg-016: "I owe the recovery company money I haven't got" (resilience), read by a cue since the eleventh round.
      // msg-004 ("How am I supposed to get to work now?" once the cover was cancelled) is a borderline reading of
      // the learned reader, not a cue: since the sixty-sixth round the readers of successive rounds have put it
      // between 0.20 and 0.73 against the long-text threshold of 0.6 for resilience, over it in some rounds and
      // short in others, so it is left out of the comparison either way.
      const cancelled = await statusOf(motorCancelled, 'vulnerability_recorded', DEMO_TODAY);
      expect(cancelled.status).toBe('fail');
      expect((cancelled.evidence ?? []).filter((source) => source !== 'msg:msg-004')).toEqual(['msg:msg-017', 'msg:msg-016', 'msg:msg-014']);
      expect((await statusOf(generateLargeClaim(), 'vulnerability_recorded', DEMO_TODAY)).status).toBe('pass');
    });
  });

  it('limitation_protected: fails within 90 days of limitation', async () => {
    // No injuries: 6 years, so a 2021 loss is a year away; with injuries, 3 years from 2023 is 15 days away.
    const old = makeClaim({ loss: { date: '2021-12-15' }, notifiedDate: '2021-12-16', policy: { inceptionDate: '2021-06-01', expiryDate: '2022-05-31' } });
    expect((await statusOf(old, 'limitation_protected')).status).toBe('pass');
    const injured = makeClaim({
      loss: { date: '2023-12-15' },
      notifiedDate: '2023-12-16',
      policy: { inceptionDate: '2023-06-01', expiryDate: '2024-05-31' },
      injuries: [{ partyId: 'p2', description: 'Whiplash' }],
    });
    expect(await statusOf(injured, 'limitation_protected')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/Tuesday 15 December 2026.*15 days left/),
    });
  });

  it('words counts, days and dates for a handler: "1 day", "today", UK long dates', async () => {
    const injured = makeClaim({
      loss: { date: '2023-12-15' },
      notifiedDate: '2023-12-16',
      policy: { inceptionDate: '2023-06-01', expiryDate: '2024-05-31' },
      injuries: [{ partyId: 'p2', description: 'Whiplash' }],
    });
    expect((await statusOf(injured, 'limitation_protected', '2026-12-14')).detail).toMatch(/, 1 day left\.$/);
    expect((await statusOf(injured, 'limitation_protected', '2026-12-15')).detail).toMatch(/, the last day is today\.$/);
    expect((await statusOf(injured, 'limitation_protected', '2026-12-16')).detail).toMatch(/, passed 1 day ago\.$/);

    const reserve = (setDate: string) => makeClaim({ financials: { reserves: [{ headOfDamage: 'vehicle', amount: 1, setDate }] } });
    expect((await statusOf(reserve('2026-11-29'), 'reserve_reviewed_recently', '2026-11-30')).detail).toBe(
      'The reserve was last set on Sunday 29 November 2026, 1 day ago.',
    );
    expect((await statusOf(reserve('2026-11-30'), 'reserve_reviewed_recently', '2026-11-30')).detail).toBe(
      'The reserve was last set on Monday 30 November 2026, today.',
    );
    expect((await statusOf(reserve('2026-11-30'), 'reserve_set', '2026-11-30')).detail).toBe('1 reserve line recorded, £0.01 outstanding.');

    const overdue = makeClaim({
      events: [event('e1', '2026-10-20', 'letter_of_claim_received')],
      tasks: [{ id: 't1', due: '2026-11-29', description: 'Call the repairer', status: 'open' }],
    });
    expect((await statusOf(overdue, 'no_overdue_deadlines', '2026-11-30')).detail).toBe(
      'Letter of claim acknowledgement was due Tuesday 10 November 2026 (20 days ago).',
    );
    expect((await statusOf(overdue, 'no_overdue_tasks', '2026-11-30')).detail).toBe('1 open task overdue: "Call the repairer" due Sunday 29 November 2026.');
    expect((await statusOf(good(), 'contact_within_sla')).detail).toBe(
      'First outbound contact Monday 5 October 2026, within 2 business days of notification on Saturday 3 October 2026 (by Tuesday 6 October 2026).',
    );
  });

  it('refuses unknown input', async () => {
    expect((await call(runHandlingChecksTool, { only: 'reserve_set' }, makeClaim())).isError).toBe(true);
  });
});
