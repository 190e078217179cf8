import { describe, expect, it } from 'vitest';
import { call, callJson, document, event, makeClaim, message } from '../../../test/support/test-fixtures';
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
    financials: {
      payments: [{ id: 'pay1', date: '2026-11-01', headOfDamage: 'vehicle', amount: 123456, kind: 'indemnity' }],
      recoveries: [{ id: 'r1', date: '2026-11-10', amount: 25000, kind: 'excess', fromPartyId: 'p1' }],
    },
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
    // 09:00 UTC in October is 10:00 in British Summer Time.
    expect(out.entries.find((e: { sourceId?: string }) => e.sourceId === 'msg:c1')).toMatchObject({
      time: '10:00',
      summary: 'Inbound email from Alex Morgan: I need to report an accident',
    });
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
    const many = makeClaim({
      correspondence: Array.from({ length: 200 }, (_, i) =>
        message(`c${i}`, `2026-10-${String(5 + (i % 25)).padStart(2, '0')}`, 'inbound', `Update ${i} about the repair`),
      ),
    });
    const out = await call(buildTimelineTool, {}, many);
    expect(out.result.length).toBeLessThanOrEqual(4000);
    const first = JSON.parse(out.result);
    expect(first.total).toBe(203); // 200 messages, the loss, the notification and the inception
    expect(JSON.stringify(first).length).toBeLessThanOrEqual(TIMELINE_PAGE_CHARS);
    const next = await callJson(buildTimelineTool, { offset: first.more.nextOffset }, many);
    expect(next.entries[0].date >= first.entries[first.entries.length - 1].date).toBe(true);
  });

  it('dates and times messages in UK time, whatever offset they were written in', async () => {
    const zoned = makeClaim({
      correspondence: [
        message('late', '2026-10-04T23:30:00Z', 'inbound', 'Sent just before midnight UTC'),
        message('bst', '2026-10-05T09:15:00+01:00', 'inbound', 'Written in UK summer time'),
        message('gmt', '2026-11-05T09:15:00Z', 'inbound', 'Written in winter'),
        message('ny', '2026-11-05T08:00:00-05:00', 'inbound', 'Written in New York'),
      ],
    });
    const out = await callJson(buildTimelineTool, { kinds: ['message'] }, zoned);
    expect(out.entries.map((e: { sourceId: string; date: string; time: string }) => [e.sourceId, e.date, e.time])).toEqual([
      ['msg:late', '2026-10-05', '00:30'],
      ['msg:bst', '2026-10-05', '09:15'],
      ['msg:gmt', '2026-11-05', '09:15'],
      ['msg:ny', '2026-11-05', '13:00'],
    ]);
    // The UK day decides which day a filter keeps.
    expect((await callJson(buildTimelineTool, { from: '2026-10-05', to: '2026-10-05', kinds: ['message'] }, zoned)).entries).toHaveLength(2);
  });

  it('says who wrote an internal note once, not "note note by"', async () => {
    const noted = makeClaim({
      correspondence: [
        message('n1', '2026-10-06T10:00:00+01:00', 'internal', 'Called the garage.', { channel: 'note', author: 'Jo Reed', subject: 'Garage update' }),
      ],
    });
    const [entry] = (await callJson(buildTimelineTool, { kinds: ['message'] }, noted)).entries;
    expect(entry.summary).toBe('Internal note by Jo Reed: Garage update');
  });

  it("places the closure of a closed or reopened claim among the entries, after the day's other entries", async () => {
    const closed = makeClaim({
      status: 'closed',
      closedDate: '2026-11-20',
      events: [event('e1', '2026-11-20', 'other', 'Final payment made')],
      financials: { payments: [{ id: 'pay1', date: '2026-11-20', headOfDamage: 'vehicle', amount: 1000, kind: 'indemnity' }] },
    });
    const out = await callJson(buildTimelineTool, { from: '2026-11-20' }, closed);
    expect(out.entries.map((e: { kind: string }) => e.kind)).toEqual(['event', 'payment', 'closure']);
    expect(out.entries[2]).toEqual({ date: '2026-11-20', kind: 'closure', summary: 'Claim closed.' });
    const reopened = makeClaim({ status: 'reopened', closedDate: '2026-11-20' });
    const entries = (await callJson(buildTimelineTool, { kinds: ['closure'] }, reopened)).entries;
    expect(entries).toEqual([{ date: '2026-11-20', kind: 'closure', summary: 'Claim closed; it has since been reopened.' }]);
    expect((await callJson(buildTimelineTool, { kinds: ['closure'] }, claim())).note).toBe('Nothing dated the whole file of kind closure on this claim.');
  });
});
