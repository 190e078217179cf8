import { describe, expect, it } from 'vitest';
import { claimFixture } from '../test-support/claim-fixture';
import { MAX_HINTS, demoHints } from './demo-hints';

const TODAY = '2026-11-20';

describe('demoHints', () => {
  it('asks about the Part 36 period only when a Part 36 offer is open', () => {
    const part36 = "When does the Part 36 offer's relevant period end?";
    expect(demoHints(claimFixture(), TODAY)).toContain(part36);
    expect(demoHints(claimFixture({ offers: [] }), TODAY)).not.toContain(part36);
    const accepted = claimFixture({
      offers: [{ id: 'o1', date: '2026-11-13', by: 'claimant', amount: 1, kind: 'part36', status: 'accepted' }],
    });
    expect(demoHints(accepted, TODAY)).not.toContain(part36);
  });

  it('draws on a recent policy change and the claim injuries', () => {
    const hints = demoHints(claimFixture(), TODAY);
    expect(hints).toContain('Does the policy change of 6 Jul 2026 affect this claim?');
    expect(hints).toContain('What injuries are claimed, and what is the prognosis?');
  });

  it('asks whether cover was in force when the policy was cancelled', () => {
    const base = claimFixture();
    const cancelled = claimFixture({ policy: { ...base.policy, status: 'cancelled', cancellationDate: '2026-08-01' } });
    expect(demoHints(cancelled, TODAY)[0]).toBe('Was the policy in force on the loss date?');
  });

  it('notices overdue tasks and complaints', () => {
    const claim = claimFixture({
      offers: [],
      injuries: [],
      tasks: [{ id: 't9', due: '2026-11-01', description: 'Call back', status: 'open' }],
      events: [{ id: 'e9', date: '2026-11-02', kind: 'complaint_received' }],
    });
    const hints = demoHints(claim, TODAY);
    expect(hints).toContain('Has the complaint been handled within the time limits?');
    expect(hints).toContain('Which tasks are overdue, and what should I do first?');
  });

  it('offers at most a few hints, never repeated, and something even for a bare claim', () => {
    expect(demoHints(claimFixture(), TODAY).length).toBeLessThanOrEqual(MAX_HINTS);
    const base = claimFixture();
    const bare = claimFixture({
      offers: [],
      injuries: [],
      documents: [],
      tasks: [],
      events: [],
      parties: [base.parties[0]!],
      financials: { reserves: [], payments: [], recoveries: [] },
      policy: { ...base.policy, changes: [] },
    });
    expect(demoHints(bare, TODAY)).toEqual(['What happened, in two sentences?']);
  });
});
