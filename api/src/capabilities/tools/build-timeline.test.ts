import { describe, expect, it } from 'vitest';
import { call, callJson, document, event, makeClaim, message } from '../test-fixtures';
import { buildTimelineTool, TIMELINE_PAGE_CHARS } from './build-timeline';

const claim = () =>
  makeClaim({
    policy: { changes: [{ date: '2026-06-01', kind: 'driver_added', description: 'Added a named driver' }] },
    events: [event('e1', '2026-10-20', 'letter_of_claim_received', 'From Fair Law')],
    documents: [document('d1', 'x', { title: 'Claim form', kind: 'claim_form', receivedDate: '2026-10-04', fromPartyId: 'p1' })],
    correspondence: [
      message('c2', '2026-10-04T15:00:00Z', 'outbound', 'Thanks', { partyId: 'p1', subject: 'Your claim' }),
      message('c1', '2026-10-04T09:00:00Z', 'inbound', 'I need to report an accident', { partyId: 'p1' }),
    ],
    financials: { payments: [{ id: 'pay1', date: '2026-11-01', headOfDamage: 'vehicle', amount: 123456, kind: 'indemnity' }], recoveries: [{ id: 'r1', date: '2026-11-10', amount: 25000, kind: 'excess', fromPartyId: 'p1' }] },
    offers: [{ id: 'o1', date: '2026-11-05', by: 'claimant', amount: 500000, kind: 'part36', status: 'open' }],
  });

describe('build_timeline', () => {
  it('puts everything dated on the file in order, oldest first, with its source', async () => {
    const out = await callJson(buildTimelineTool, {}, claim());
    expect(out.entries.map((e: { kind: string; sourceId?: string }) => [e.kind, e.sourceId])).toEqual([
      ['policy', 'policy:POL-1001'],
      ['policy', 'policy:POL-1001'],
      ['loss', undefined],
      ['notification', undefined],
      ['document', 'doc:d1'],
      ['message', 'msg:c1'],
      ['message', 'msg:c2'],
      ['event', 'event:e1'],
      ['payment', 'payment:pay1'],
      ['offer', 'offer:o1'],
      ['recovery', 'recovery:r1'],
    ]);
    expect(out.entries.find((e: { kind: string }) => e.kind === 'payment').summary).toBe('Paid £1,234.56 (indemnity, vehicle).');
    expect(out.entries.find((e: { sourceId?: string }) => e.sourceId === 'msg:c1')).toMatchObject({ time: '09:00', summary: 'Inbound email from Alex Morgan: I need to report an accident' });
  });

  it('filters by dates and kinds', async () => {
    const out = await callJson(buildTimelineTool, { from: '2026-10-04', to: '2026-10-31', kinds: ['message', 'event'] }, claim());
    expect(out.entries.map((e: { sourceId: string }) => e.sourceId)).toEqual(['msg:c1', 'msg:c2', 'event:e1']);
    expect(out.range).toBe('2026-10-04 to 2026-10-31');
  });

  it('says so when nothing falls in range, and refuses from after to', async () => {
    const out = await callJson(buildTimelineTool, { from: '2025-01-01', to: '2025-02-01' }, claim());
    expect(out.note).toBe('Nothing dated 2025-01-01 to 2025-02-01 on this claim.');
    expect((await call(buildTimelineTool, { from: '2026-12-01', to: '2026-11-01' }, claim())).result).toMatch(/after "to".*swap them/);
    expect((await call(buildTimelineTool, { kinds: ['phone'] }, claim())).isError).toBe(true);
  });

  it('pages a long file with offsets', async () => {
    const many = makeClaim({ correspondence: Array.from({ length: 200 }, (_, i) => message(`c${i}`, `2026-10-${String(5 + (i % 25)).padStart(2, '0')}`, 'inbound', `Update ${i} about the repair`)) });
    const out = await call(buildTimelineTool, {}, many);
    expect(out.result.length).toBeLessThanOrEqual(4000);
    const first = JSON.parse(out.result);
    expect(first.total).toBe(203); // 200 messages, the loss, the notification and the inception
    expect(JSON.stringify(first).length).toBeLessThanOrEqual(TIMELINE_PAGE_CHARS);
    const next = await callJson(buildTimelineTool, { offset: first.more.nextOffset }, many);
    expect(next.entries[0].date >= first.entries[first.entries.length - 1].date).toBe(true);
  });
});
