import { describe, expect, it } from 'vitest';
import { renderToolResult } from './render-markdown';

describe('offline rendering of tool results', () => {
  it('renders flat fields as a list and lists of records as a table, preferring words to codes', () => {
    const md = renderToolResult(
      JSON.stringify({
        today: '2026-11-30',
        inForce: true,
        deadlines: [{ kind: 'task', due: '2026-12-04', dueText: 'Friday 4 December 2026', status: 'due_soon', what: 'Chase | the engineer' }],
      }),
    );
    expect(md).toContain('- **Today**: 30 Nov 2026'); // dates as the page writes them
    expect(md).toContain('- **In force**: yes');
    expect(md).toContain('| Kind | Due text | Status | What |');
    expect(md).toContain('| task | Friday 4 December 2026 | due soon | Chase \\| the engineer |'); // codes in words
  });

  it('turns search sources into citation markers', () => {
    const md = renderToolResult(
      JSON.stringify({
        hits: [
          { source: 'document:d3', title: 'Report' },
          { source: 'correspondence:c5', title: 'Email' },
        ],
      }),
    );
    expect(md).toContain('[doc:d3]');
    expect(md).toContain('[msg:c5]');
  });

  it('turns the sources tools name as "doc:d3", "msg:c5", "event:e1" or "party:p1" into markers, alone or in a list', () => {
    const md = renderToolResult(
      JSON.stringify({
        entries: [{ date: '2026-08-07', summary: 'Claim form received', sourceId: 'doc:doc-claim-form' }],
        flags: [{ code: 'shared_contact_details', evidence: ['party:drv-hale', 'party:clmt-pryce', 'policy:WYV-1'] }],
        deadlines: [{ kind: 'cnf_response', trigger: 'event:ev-001', metBy: 'event:ev-002' }],
        checks: [{ code: 'latest_inbound_answered', evidence: ['msg:msg-006'] }],
      }),
    );
    expect(md).toContain('| 7 Aug 2026 | Claim form received | [doc:doc-claim-form] |');
    expect(md).toContain('[party:drv-hale], [party:clmt-pryce], policy:WYV-1');
    expect(md).toContain('| [event:ev-001] | [event:ev-002] |');
    expect(md).toContain('[msg:msg-006]');
    expect(md).not.toMatch(/(?<!\[)(doc|msg|event|party):[a-z]/);
  });

  it('shows findings listed by source one row each, with their source', () => {
    const md = renderToolResult(
      JSON.stringify({
        sources: [
          {
            sourceId: 'doc:doc-medical',
            date: '2026-10-05',
            side: 'third_party_side',
            signals: [
              { driver: 'health', cue: 'anxiety', excerpt: 'mild travel anxiety' },
              { driver: 'health', cue: 'surgery', excerpt: 'would need surgery' },
            ],
          },
        ],
      }),
    );
    expect(md).toContain('| Driver | Cue | Excerpt | Source id | Date | Side |');
    expect(md).toContain('| health | anxiety | mild travel anxiety | [doc:doc-medical] | 5 Oct 2026 | third party side |');
    expect(md).toContain('| health | surgery | would need surgery | [doc:doc-medical] | 5 Oct 2026 | third party side |');
  });

  it('says "none" for an empty list beside other fields, rather than leaving a blank', () => {
    const md = renderToolResult(JSON.stringify({ gap: null, gapNote: 'No offers recorded on this claim.', offers: [] }));
    expect(md).toContain('- **Offers**: none');
  });

  it('leaves a source whose id is not a record id as text rather than failing', () => {
    const longId = 'd'.repeat(65);
    const md = renderToolResult(JSON.stringify({ hits: [{ source: `document:${longId}` }, { source: 'document:d 3' }] }));
    expect(md).toContain(`document:${longId}`);
    expect(md).toContain('document:d 3');
    expect(md).not.toContain('[doc:');
  });

  it('cuts long tables with a count, and passes plain sentences through', () => {
    const rows = Array.from({ length: 125 }, (_, i) => ({ id: `r${i}` }));
    expect(renderToolResult(JSON.stringify({ rows }))).toContain('…and 5 more.');
    expect(renderToolResult('No diagnosis recorded on this claim.')).toBe('No diagnosis recorded on this claim.');
  });

  it('never cuts a long cell inside a character (an emoji is two UTF-16 units)', () => {
    const text = `${'a'.repeat(158)}😀 and more words after the cut`;
    const md = renderToolResult(JSON.stringify({ rows: [{ excerpt: text }] }));
    expect(md).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(md).toContain(`${'a'.repeat(158)}…`);
  });

  it('shows money in the words the tool gave, not as minor units', () => {
    const md = renderToolResult(
      JSON.stringify({
        paid: 774770,
        formatted: { paid: '£7,747.70' },
        units: 'minor units (pence)',
        gap: 1325000,
        gapText: '£13,250.00',
        heads: [{ head: 'Own damage', paid: 368650, formatted: { paid: '£3,686.50' } }],
      }),
    );
    expect(md).toContain('- **Paid**: £7,747.70');
    expect(md).toContain('- **Gap text**: £13,250.00');
    expect(md).toContain('| Own damage | £3,686.50 |');
    expect(md).not.toMatch(/774770|1325000|368650|minor units/);
  });

  it("says in words how much of a cut list is shown, leaving out a model's paging fields and scores", () => {
    const md = renderToolResult(
      JSON.stringify({
        hits: [{ source: 'document:d3', title: 'Report', score: 26.18, offset: 240 }],
        more: { shown: '1–5', total: 23, leftOut: 18, nextOffset: 5, note: 'Call search_claim with the same query and offset 5.' },
      }),
    );
    expect(md).toContain('- **More**: Shown 1–5 of 23; 18 more not shown here.');
    expect(md).toContain('| [doc:d3] | Report |');
    expect(md).not.toMatch(/search_claim|Score|Offset|26\.18|240/);
  });

  it('puts columns past the seventh into a last column rather than leaving them out', () => {
    const row = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`field${i}`, `value ${i}`]));
    const md = renderToolResult(JSON.stringify({ rows: [row] }));
    expect(md).toContain('| Field 0 | Field 1 | Field 2 | Field 3 | Field 4 | Field 5 | Field 6 | Details |');
    expect(md).toContain('| value 6 | Field 7: value 7; Field 8: value 8 |');
  });

  it('writes date-times in UK time as the page does, and leaves date-like text alone', () => {
    const md = renderToolResult(JSON.stringify({ at: '2026-10-04T23:30+00:00', not: '2026-02-30', ref: '2026-08-07/1' }));
    expect(md).toContain('- **At**: 5 Oct 2026, 00:30');
    expect(md).toContain('- **Not**: 2026-02-30');
    expect(md).toContain('- **Ref**: 2026-08-07/1');
  });
});
