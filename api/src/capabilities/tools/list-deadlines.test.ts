import { describe, expect, it } from 'vitest';
import { TODAY, call, callJson, event, makeClaim, type ClaimOverrides } from '../../../test/support/test-fixtures';
import { listDeadlinesTool } from './list-deadlines';

type Row = { kind: string; due: string; daysLeft: number; status: string; basis: string; trigger: string; metBy?: string; note?: string; metLate?: boolean };
const deadlines = async (claim: ReturnType<typeof makeClaim>, input: object = {}, today = TODAY) =>
  (await callJson<{ deadlines: Row[] }>(listDeadlinesTool, input, claim, today)).deadlines;
const ofKind = (rows: Row[], kind: string) => rows.filter((r) => r.kind === kind);

/** A claim whose loss is early enough for an August complaint. */
const august = (events: NonNullable<ClaimOverrides['events']>) => makeClaim({ loss: { date: '2026-08-01' }, notifiedDate: '2026-08-02', events });

describe('list_deadlines: complaints (DISP 1.5, 1.6)', () => {
  it('puts summary resolution of a Friday complaint before a bank holiday on the Thursday', async () => {
    const rows = await deadlines(august([event('e1', '2026-08-28', 'complaint_received')]), {}, '2026-08-28');
    const [src] = ofKind(rows, 'complaint_summary_resolution');
    expect(src).toMatchObject({ due: '2026-09-03', daysLeft: 6, status: 'upcoming', basis: 'FCA DISP 1.5', trigger: 'event:e1' });
    expect(ofKind(rows, 'complaint_final_response')[0]).toMatchObject({ due: '2026-10-23', basis: 'FCA DISP 1.6.2' });
  });

  it('marks a passed summary-resolution window "lapsed", never "overdue", and the 8-week response overdue', async () => {
    const rows = await deadlines(august([event('e1', '2026-08-28', 'complaint_received')]));
    expect(ofKind(rows, 'complaint_summary_resolution')[0]).toMatchObject({ status: 'lapsed', daysLeft: -88 });
    expect(ofKind(rows, 'complaint_final_response')[0]).toMatchObject({ status: 'overdue', daysLeft: -38 });
  });

  it('meets both when resolved by close of the 3rd business day', async () => {
    const rows = await deadlines(august([event('e1', '2026-08-28', 'complaint_received'), event('e2', '2026-09-03', 'complaint_resolved')]));
    expect(ofKind(rows, 'complaint_summary_resolution')[0]).toMatchObject({ status: 'met', metBy: 'event:e2' });
    expect(ofKind(rows, 'complaint_final_response')[0]).toMatchObject({ status: 'met', metBy: 'event:e2' });
  });

  it('still needs a final response when resolved a day after the window', async () => {
    const rows = await deadlines(august([event('e1', '2026-08-28', 'complaint_received'), event('e2', '2026-09-04', 'complaint_resolved')]));
    const src = ofKind(rows, 'complaint_summary_resolution')[0]!;
    expect(src.status).toBe('lapsed');
    expect(src.note).toMatch(/after the summary resolution window/);
    expect(ofKind(rows, 'complaint_final_response')[0]!.status).toBe('overdue');
  });

  it('counts business days from a complaint on Friday 27 November: due soon on Wednesday 2 December', async () => {
    const rows = await deadlines(makeClaim({ events: [event('e1', '2026-11-27', 'complaint_received')] }));
    expect(ofKind(rows, 'complaint_summary_resolution')[0]).toMatchObject({ due: '2026-12-02', daysLeft: 2, status: 'due_soon' });
    expect(ofKind(rows, 'complaint_final_response')[0]).toMatchObject({ due: '2027-01-22', status: 'upcoming' });
  });

  it('computes each complaint separately; a final response closes the earliest open one before it', async () => {
    const rows = await deadlines(
      august([
        event('e1', '2026-08-28', 'complaint_received'),
        event('e2', '2026-10-01', 'complaint_received'),
        event('e3', '2026-10-10', 'final_response_sent'),
      ]),
    );
    const finals = ofKind(rows, 'complaint_final_response');
    expect(finals).toHaveLength(2);
    expect(finals.find((r) => r.trigger === 'event:e1')).toMatchObject({ status: 'met', metBy: 'event:e3' });
    expect(finals.find((r) => r.trigger === 'event:e2')).toMatchObject({ status: 'overdue', due: '2026-11-26' });
  });

  it('flags a final response sent after 8 weeks as met late', async () => {
    const rows = await deadlines(august([event('e1', '2026-08-28', 'complaint_received'), event('e2', '2026-11-01', 'final_response_sent')]));
    expect(ofKind(rows, 'complaint_final_response')[0]).toMatchObject({ status: 'met', metLate: true });
  });

  it('ignores a completing event dated before the complaint', async () => {
    const rows = await deadlines(august([event('e0', '2026-08-20', 'final_response_sent'), event('e1', '2026-08-28', 'complaint_received')]));
    expect(ofKind(rows, 'complaint_final_response')[0]!.status).toBe('overdue');
  });

  it('lists no complaint deadlines without a complaint', async () => {
    const rows = await deadlines(makeClaim());
    expect(ofKind(rows, 'complaint_summary_resolution')).toEqual([]);
    expect(ofKind(rows, 'complaint_final_response')).toEqual([]);
  });
});

describe('list_deadlines: protocol steps', () => {
  it('letter of claim: acknowledge within 21 days; overdue, then met', async () => {
    const open = await deadlines(makeClaim({ events: [event('e1', '2026-11-01', 'letter_of_claim_received')] }));
    expect(ofKind(open, 'letter_of_claim_acknowledgement')[0]).toMatchObject({
      due: '2026-11-22',
      status: 'overdue',
      basis: 'PI Pre-Action Protocol',
      // Counted from receipt, the only date the record has; the Protocol counts from the letter's date.
      what: expect.stringContaining("the letter's date (date of posting)"),
    });
    const met = await deadlines(
      makeClaim({ events: [event('e1', '2026-11-01', 'letter_of_claim_received'), event('e2', '2026-11-10', 'letter_of_claim_acknowledged')] }),
    );
    expect(ofKind(met, 'letter_of_claim_acknowledgement')[0]).toMatchObject({ status: 'met', metBy: 'event:e2' });
  });

  it('liability decision: 3 calendar months after acknowledgement, clamped at a month end', async () => {
    const rows = await deadlines(
      makeClaim({ events: [event('e1', '2026-08-31', 'letter_of_claim_acknowledged')], loss: { date: '2026-08-01' }, notifiedDate: '2026-08-02' }),
    );
    expect(ofKind(rows, 'liability_decision')[0]).toMatchObject({ due: '2026-11-30', daysLeft: 0, status: 'due_soon' });
    const decided = await deadlines(
      makeClaim({ events: [event('e1', '2026-10-10', 'letter_of_claim_acknowledged'), event('e2', '2026-11-15', 'liability_denied')] }),
    );
    expect(ofKind(decided, 'liability_decision')[0]).toMatchObject({ due: '2027-01-10', status: 'met', metBy: 'event:e2' });
  });

  it('CNF response: 15 business days', async () => {
    const rows = await deadlines(makeClaim({ events: [event('e1', '2026-11-20', 'cnf_received')] }));
    expect(ofKind(rows, 'cnf_response')[0]).toMatchObject({ due: '2026-12-11', daysLeft: 11, status: 'upcoming', basis: 'RTA Protocol' });
    // Outside motor the EL/PL Protocol applies: 30 business days (employers'), 40 (public).
    const liability = await deadlines(makeClaim({ lineOfBusiness: 'liability', events: [event('e1', '2026-11-02', 'cnf_received')] }));
    expect(ofKind(liability, 'cnf_response')[0]).toMatchObject({
      due: '2026-12-14',
      basis: 'EL/PL Protocol',
      what: expect.stringContaining('30 December 2026'),
    });
    const met = await deadlines(makeClaim({ events: [event('e1', '2026-11-20', 'cnf_received'), event('e2', '2026-11-25', 'cnf_responded')] }));
    expect(ofKind(met, 'cnf_response')[0]!.status).toBe('met');
  });

  it('lists no protocol deadlines without the triggering events', async () => {
    const rows = await deadlines(makeClaim({ events: [event('e1', '2026-11-10', 'liability_admitted')] }));
    expect(rows.map((r) => r.kind)).toEqual(['limitation']);
  });
});

describe('list_deadlines: limitation', () => {
  it('is 6 years from the loss without injuries', async () => {
    const [row] = ofKind(await deadlines(makeClaim()), 'limitation');
    expect(row).toMatchObject({ due: '2032-10-02', status: 'upcoming', basis: 'Limitation Act 1980 s.2, s.5', trigger: 'loss' });
  });

  it('is 3 years with injuries, from a later date of knowledge when there is one', async () => {
    const injuries = [{ partyId: 'p2', description: 'Whiplash' }];
    expect(ofKind(await deadlines(makeClaim({ injuries })), 'limitation')).toEqual([
      expect.objectContaining({ due: '2029-10-02', basis: 'Limitation Act 1980 s.11', trigger: 'loss' }),
    ]);
    // A later date of knowledge adds a later date; the one from the loss stays, to be protected
    // until that date of knowledge is accepted.
    const later = await deadlines(makeClaim({ injuries, events: [event('k1', '2026-10-20', 'date_of_knowledge')] }));
    expect(ofKind(later, 'limitation')).toEqual([
      expect.objectContaining({ due: '2029-10-02', trigger: 'loss', note: expect.stringContaining('the date to protect') }),
      expect.objectContaining({ due: '2029-10-20', trigger: 'event:k1', basis: 'Limitation Act 1980 s.11(4)(b), s.14' }),
    ]);
  });

  it('runs from 29 February to 28 February in a common year', async () => {
    const claim = makeClaim({
      loss: { date: '2028-02-29' },
      notifiedDate: '2028-03-01',
      policy: { inceptionDate: '2027-06-01', expiryDate: '2028-05-31' },
      injuries: [{ partyId: 'p2', description: 'Fractured wrist' }],
    });
    expect(ofKind(await deadlines(claim), 'limitation')[0]!.due).toBe('2031-02-28');
  });

  it('is met by proceedings issued, and notes an injured child', async () => {
    const claim = makeClaim({
      parties: [
        { id: 'p1', role: 'policyholder', name: 'Alex Morgan' },
        { id: 'p2', role: 'claimant', name: 'Jamie Lee', dateOfBirth: '2012-04-01' },
      ],
      injuries: [{ partyId: 'p2', description: 'Broken arm' }],
      events: [event('e9', '2026-11-20', 'proceedings_issued')],
    });
    const [row] = ofKind(await deadlines(claim), 'limitation');
    expect(row).toMatchObject({ status: 'met', metBy: 'event:e9' });
    expect(row!.note).toMatch(/Jamie Lee \[party:p2\] \(turns 21 on Friday 1 April 2033\)/);
  });
});

describe('list_deadlines: Part 36 and tasks', () => {
  it('gives an open Part 36 offer 21 days; a settled one is met', async () => {
    const rows = await deadlines(
      makeClaim({
        offers: [
          { id: 'o1', date: '2026-11-20', by: 'claimant', amount: 500000, kind: 'part36', status: 'open' },
          { id: 'o2', date: '2026-11-01', by: 'insurer', amount: 300000, kind: 'part36', status: 'open' },
          { id: 'o3', date: '2026-10-20', by: 'insurer', amount: 250000, kind: 'part36', status: 'rejected' },
          { id: 'o4', date: '2026-10-21', by: 'insurer', amount: 250000, kind: 'calderbank', status: 'open' },
        ],
      }),
    );
    const p36 = ofKind(rows, 'part36_relevant_period');
    expect(p36.map((r) => [r.trigger, r.due, r.status])).toEqual([
      ['offer:o3', '2026-11-10', 'met'],
      ['offer:o2', '2026-11-22', 'overdue'],
      ['offer:o1', '2026-12-11', 'upcoming'],
    ]);
    expect(p36[0]!.basis).toBe('CPR 36.5');
  });

  it('lists tasks by their due date: done is met, open is due soon or overdue', async () => {
    const rows = await deadlines(
      makeClaim({
        tasks: [
          { id: 't1', due: '2026-12-03', description: 'Chase engineer report', status: 'open' },
          { id: 't2', due: '2026-11-01', description: 'Call policyholder', status: 'open' },
          { id: 't3', due: '2026-11-15', description: 'Review reserve', status: 'done' },
          { id: 't4', due: '2026-12-06', description: 'Diary review', status: 'open' },
        ],
      }),
    );
    expect(ofKind(rows, 'task').map((r) => [r.trigger, r.status])).toEqual([
      ['task:t2', 'overdue'],
      ['task:t3', 'met'],
      ['task:t1', 'due_soon'],
      ['task:t4', 'upcoming'],
    ]);
  });

  it('sorts everything by due date and counts by status', async () => {
    const claim = makeClaim({
      events: [event('e1', '2026-11-27', 'complaint_received')],
      tasks: [{ id: 't1', due: '2026-11-01', description: 'Call policyholder', status: 'open' }],
    });
    const out = await callJson(listDeadlinesTool, {}, claim);
    const dues = (out.deadlines as Row[]).map((r) => r.due);
    expect(dues).toEqual([...dues].sort());
    expect(out.counts).toMatchObject({ overdue: 1, due_soon: 1, upcoming: 2 });
  });

  it('leaves out met deadlines with status "open"', async () => {
    const claim = makeClaim({ tasks: [{ id: 't3', due: '2026-11-15', description: 'Review reserve', status: 'done' }] });
    expect((await deadlines(claim, { status: 'open' })).map((r) => r.kind)).toEqual(['limitation']);
  });
});

describe('list_deadlines: size and input', () => {
  it('cuts a long list under the cap with how to get the rest', async () => {
    const tasks = Array.from({ length: 150 }, (_, i) => ({
      id: `t${i}`,
      due: '2027-01-15',
      description: `Diary task number ${i}: chase the repairer for the revised estimate and photographs`,
      status: 'open' as const,
    }));
    const out = await call(listDeadlinesTool, {}, makeClaim({ tasks }));
    expect(out.isError).toBe(false);
    expect(out.result.length).toBeLessThanOrEqual(4000);
    const parsed = JSON.parse(out.result);
    expect(parsed.more.total).toBe(151);
    expect(parsed.more.note).toMatch(/offset \d+/);
    const next = await callJson(listDeadlinesTool, { offset: parsed.more.nextOffset }, makeClaim({ tasks }));
    expect(next.deadlines[0].trigger).not.toBe(parsed.deadlines[0].trigger);
  });

  it('refuses an unknown status, naming the field', async () => {
    const out = await call(listDeadlinesTool, { status: 'overdue' }, makeClaim());
    expect(out.isError).toBe(true);
    expect(out.result).toMatch(/^Tool failed: invalid input for list_deadlines: status:/);
  });
});

describe('list_deadlines: a complaint already answered is closed', () => {
  // DISP 1.5.1R / 1.6.2R: each complaint runs its own clock, and docs/tools.md (Deadline rules) pairs a completing
  // event with the earliest *open* complaint before it. A complaint that has had its final
  // response is no longer open, so a later complaint's quick resolution belongs to the later one.
  it('gives a later complaint resolved in its summary window to that complaint, not to an earlier one already answered', async () => {
    const rows = await deadlines(
      august([
        event('e1', '2026-08-28', 'complaint_received'),
        event('e2', '2026-10-21', 'final_response_sent'),
        event('e3', '2026-11-19', 'complaint_received'),
        event('e4', '2026-11-20', 'complaint_resolved'),
      ]),
    );
    const first = rows.filter((r) => r.trigger === 'event:e1');
    const second = rows.filter((r) => r.trigger === 'event:e3');
    expect(ofKind(second, 'complaint_summary_resolution')[0]).toMatchObject({ status: 'met', metBy: 'event:e4' });
    expect(ofKind(second, 'complaint_final_response')[0]).toMatchObject({ status: 'met', metBy: 'event:e4' });
    expect(ofKind(first, 'complaint_final_response')[0]).toMatchObject({ status: 'met', metBy: 'event:e2' });
    expect(ofKind(first, 'complaint_summary_resolution')[0]!.note).toBeUndefined();
  });
});

describe('list_deadlines: an injured child (Limitation Act 1980 s.28)', () => {
  const child = { id: 'p2', role: 'claimant' as const, name: 'Jamie Lee', dateOfBirth: '2012-04-01' };
  const holder = { id: 'p1', role: 'policyholder' as const, name: 'Alex Morgan' };

  it("gives the child's own limitation date, their 21st birthday, and no 3-year date from the loss when only children were hurt", async () => {
    // Loss 2026-10-02: three years from the loss (2029-10-02) does not bind a child, for whom time
    // runs from the 18th birthday (docs/domain.md §5: "in time until the 21st birthday").
    const rows = ofKind(await deadlines(makeClaim({ parties: [holder, child], injuries: [{ partyId: 'p2', description: 'Broken arm' }] })), 'limitation');
    expect(rows).toEqual([expect.objectContaining({ due: '2033-04-01', trigger: 'party:p2', basis: 'Limitation Act 1980 s.28, s.11', status: 'upcoming' })]);
  });

  it("keeps the date from the loss for an injured adult and adds the child's later date", async () => {
    const adult = { id: 'p3', role: 'claimant' as const, name: 'Sam Lee', dateOfBirth: '1985-01-01' };
    const rows = ofKind(
      await deadlines(
        makeClaim({
          parties: [holder, child, adult],
          injuries: [
            { partyId: 'p2', description: 'Broken arm' },
            { partyId: 'p3', description: 'Whiplash' },
          ],
        }),
      ),
      'limitation',
    );
    expect(rows.map((r) => [r.due, r.trigger])).toEqual([
      ['2029-10-02', 'loss'],
      ['2033-04-01', 'party:p2'],
    ]);
  });

  it("is not overdue three years after the loss while the child's date is still ahead", async () => {
    const claim = makeClaim({ parties: [holder, child], injuries: [{ partyId: 'p2', description: 'Broken arm' }] });
    const rows = ofKind(await deadlines(claim, {}, '2030-01-10'), 'limitation');
    expect(rows.map((r) => r.status)).toEqual(['upcoming']);
  });
});
