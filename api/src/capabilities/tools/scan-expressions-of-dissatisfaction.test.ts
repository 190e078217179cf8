import { describe, expect, it } from 'vitest';
import { call, callJson, event, makeClaim, message } from '../test-fixtures';
import { scanExpressionsOfDissatisfactionTool } from './scan-expressions-of-dissatisfaction';

type Match = { correspondenceId: string; cue: string; category: string; loggedAsComplaint: boolean; complaintEventId?: string; openComplaintEventId?: string; excerpt: string };
const scan = (claim: ReturnType<typeof makeClaim>) => callJson<{ matches: Match[]; matchCount: number; notLoggedAndNoOpenComplaint: number; note?: string }>(scanExpressionsOfDissatisfactionTool, {}, claim);

describe('scan_expressions_of_dissatisfaction', () => {
  it('finds dissatisfaction in inbound messages, clearest cue first, newest first', async () => {
    const claim = makeClaim({
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'Still waiting for the engineer. I am fed up and will go to the Financial Ombudsman.', { partyId: 'p1' }),
        message('c2', '2026-10-20', 'inbound', 'This is the third time I have chased. I want to make a formal complaint.', { partyId: 'p1' }),
      ],
    });
    const out = await scan(claim);
    expect(out.matches.map((m) => [m.correspondenceId, m.cue, m.category])).toEqual([
      ['c2', 'formal complaint', 'explicit'],
      ['c1', 'financial ombudsman', 'escalation'],
    ]);
    expect(out.matches[0]!.excerpt).toContain('formal complaint');
    expect(out.notLoggedAndNoOpenComplaint).toBe(2);
  });

  it('logs a match when a complaint_received event is on the day or up to 5 days after', async () => {
    const msgs = [message('c1', '2026-10-10', 'inbound', 'This is unacceptable.')];
    const logged = await scan(makeClaim({ correspondence: msgs, events: [event('e1', '2026-10-15', 'complaint_received')] }));
    expect(logged.matches[0]).toMatchObject({ loggedAsComplaint: true, complaintEventId: 'e1' });
    const tooLate = await scan(makeClaim({ correspondence: msgs, events: [event('e1', '2026-10-16', 'complaint_received')] }));
    expect(tooLate.matches[0]).toMatchObject({ loggedAsComplaint: false });
  });

  it('names an earlier complaint still open that day', async () => {
    const claim = makeClaim({
      correspondence: [message('c1', '2026-10-20', 'inbound', 'Still no reply from you. Ridiculous.')],
      events: [event('e1', '2026-10-10', 'complaint_received')],
    });
    expect((await scan(claim)).matches[0]).toMatchObject({ loggedAsComplaint: false, openComplaintEventId: 'e1' });
    const answered = makeClaim({
      correspondence: [message('c1', '2026-10-20', 'inbound', 'Still no reply from you. Ridiculous.')],
      events: [event('e1', '2026-10-10', 'complaint_received'), event('e2', '2026-10-15', 'final_response_sent')],
    });
    expect((await scan(answered)).matches[0]!.openComplaintEventId).toBeUndefined();
  });

  it('ignores outbound messages, negations, quoted text and a solicitor naming itself', async () => {
    const claim = makeClaim({
      parties: [
        { id: 'p1', role: 'policyholder', name: 'Alex Morgan' },
        { id: 's1', role: 'solicitor', name: 'Fair Law LLP' },
      ],
      correspondence: [
        message('c1', '2026-10-10', 'outbound', 'We are sorry you are unhappy and will log a complaint.'),
        message('c2', '2026-10-11', 'inbound', 'No complaints from me, and I am not unhappy. Nothing to complain about!'),
        message('c3', '2026-10-12', 'inbound', 'Thank you.\n\nOn 10 Oct 2026, Claims wrote:\n> We are sorry you are unhappy.'),
        message('c4', '2026-10-13', 'inbound', 'We are the solicitors instructed by the claimant; our client seeks legal action costs.', { partyId: 's1' }),
      ],
    });
    const out = await scan(claim);
    expect(out.matches).toEqual([]);
    expect(out.note).toMatch(/No expressions of dissatisfaction found in 3 inbound messages/);
  });

  it('counts a threat to instruct solicitors, but not a mention of them or routine words from professionals', async () => {
    const claim = makeClaim({
      parties: [
        { id: 'p1', role: 'policyholder', name: 'Alex Morgan' },
        { id: 's1', role: 'solicitor', name: 'Fair Law LLP' },
      ],
      correspondence: [
        message('c1', '2026-10-10', 'inbound', 'I have had a copy of the solicitors letter and I am worried.', { partyId: 'p1' }),
        message('c2', '2026-10-11', 'inbound', 'Our client has post-traumatic stress and real distress; we will issue legal proceedings.', { partyId: 's1' }),
        message('c3', '2026-10-12', 'inbound', 'If this is not paid by Friday I will instruct my solicitor.', { partyId: 'p1' }),
      ],
    });
    const out = await scan(claim);
    expect(out.matches.map((m) => [m.correspondenceId, m.cue])).toEqual([['c3', 'instruct my solicitor']]);
  });

  it('says so when there is nothing to screen', async () => {
    expect((await scan(makeClaim())).note).toBe('No inbound messages on this claim to screen.');
  });

  it('refuses unknown input', async () => {
    expect((await call(scanExpressionsOfDissatisfactionTool, { since: '2026-01-01' }, makeClaim())).isError).toBe(true);
  });
});
