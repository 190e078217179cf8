/** The export's content: questions, answers with citations in words, sources, tools, figure check; both formats. */
import { describe, expect, it } from 'vitest';
import type { Transcript } from '@claims/shared';
import { motorRearEnd } from '../../demo';
import { conversationDocument } from './conversation-document';
import { conversationHtml } from './conversation-html';
import { conversationMarkdown } from './conversation-markdown';

const transcript: Transcript & { messages: (Transcript['messages'][number] & { verification?: unknown })[] } = {
  id: 'conv-1',
  claimId: motorRearEnd.id,
  userId: 'handler-motor',
  createdAt: '2026-11-30T09:00:00Z',
  earlierMessages: 0,
  messages: [
    {
      id: 'u1',
      role: 'user',
      text: 'Validate the policy',
      capability: 'policy_validation',
      status: 'complete',
      stopReason: null,
      createdAt: '2026-11-30T09:00:00Z',
      usage: null,
      toolCalls: [],
    },
    {
      id: 'a1',
      role: 'assistant',
      text: 'The loss was reported by phone [msg:msg-001] and the engineer agrees [doc:doc-engineer].\n\n| Item | Amount |\n|---|---|\n| Excess | £800 |\n\n<img src=x onerror=alert(1)> [site](https://evil.example/?q=leak)',
      capability: 'policy_validation',
      status: 'complete',
      stopReason: 'end_turn',
      createdAt: '2026-11-30T09:00:05Z',
      usage: null,
      verification: { checked: 3, unverified: [{ text: '£900', kind: 'money', offset: 10 }] },
      toolCalls: [
        {
          id: 't1',
          tool: 'check_policy_in_force',
          arguments: '{"date":"2026-08-07"}',
          resultPreview: '{"inForce":true}',
          isError: false,
          durationMs: 4.2,
          redacted: false,
        },
        { id: 't2', tool: 'get_party', arguments: '{"partyId":"ph-hale"}', resultPreview: '{"name":"[name]"}', isError: false, durationMs: 1, redacted: true },
      ],
    },
    {
      id: 'u2',
      role: 'user',
      text: 'And <script>alert(1)</script>?',
      capability: null,
      status: 'complete',
      stopReason: null,
      createdAt: '2026-11-30T09:01:00Z',
      usage: null,
      toolCalls: [],
    },
    {
      id: 'a2',
      role: 'assistant',
      text: 'Cut short [msg:zz',
      capability: null,
      status: 'interrupted',
      stopReason: null,
      createdAt: '2026-11-30T09:01:00Z',
      usage: null,
      toolCalls: [],
    },
  ],
};

const doc = conversationDocument({
  transcript,
  claim: motorRearEnd,
  ownerName: 'Priya Chaudhary',
  exportedBy: 'Helen Whitcombe',
  now: new Date('2026-12-01T10:00:00Z'),
});

describe('conversationDocument', () => {
  it('pairs each question with its answer, citations written out in words', () => {
    expect(doc.turns).toHaveLength(2);
    expect(doc.turns[0]).toMatchObject({ number: 1, question: 'Validate the policy', quickAction: 'Validate the policy' });
    expect(doc.turns[0]?.answer?.text).toContain(
      "reported by phone (call of 7 Aug 2026) and the engineer agrees (Independent engineer's report — YH21 KXP, received 14 Aug 2026)",
    );
    expect(doc.turns[1]).toMatchObject({ quickAction: null, answer: { finished: false } });
  });

  it('resolves each cited source with its date and who it was from', () => {
    expect(doc.turns[0]?.answer?.sources).toEqual([
      { marker: '[msg:msg-001]', words: 'call of 7 Aug 2026', detail: 'inbound from Mrs Sandra Hale: First notification of loss' },
      {
        marker: '[doc:doc-engineer]',
        words: "Independent engineer's report — YH21 KXP, received 14 Aug 2026",
        detail: expect.stringMatching(/^Engineer report, from /),
      },
    ]);
  });

  it('keeps the figure check where the answer has one, and none where it has not', () => {
    expect(doc.turns[0]?.answer?.figureCheck).toEqual({ checked: 3, unverified: [{ text: '£900', kind: 'money' }] });
    expect(doc.turns[1]?.answer?.figureCheck).toBeNull();
  });
});

describe('conversationMarkdown', () => {
  const md = conversationMarkdown(doc);

  it('heads the document with the claim, the owner and who exported it', () => {
    expect(md).toMatch(/^# Conversation on claim CLM-26-004211\n/);
    expect(md).toContain('- Claim: CLM-26-004211 (Motor claim, policyholder Mrs Sandra Hale)');
    expect(md).toContain('started 30 Nov 2026, 09:00 by Priya Chaudhary');
    expect(md).toContain('- Exported: 1 Dec 2026, 10:00 by Helen Whitcombe');
  });

  it('lists the sources, the figure check and the tools as stored (redaction marked)', () => {
    expect(md).toContain('- call of 7 Aug 2026: inbound from Mrs Sandra Hale: First notification of loss `[msg:msg-001]`');
    expect(md).toContain("**Figure check:** 3 figures checked; 1 figure not found in the claim's records or the tools' results:\n- £900 (amount)");
    expect(md).toContain('- check_policy_in_force (4 ms)');
    expect(md).toContain('- get_party (1 ms, personal details redacted)');
    expect(md).toContain('{"name":"[name]"}');
    expect(md).toContain('*This answer was cut off before it finished.*');
  });
});

describe('conversationHtml', () => {
  const html = conversationHtml(doc);

  it('is a whole page with a print stylesheet, tables kept as tables', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('@media print');
    expect(html).toMatch(/<table>[\s\S]*<td>Excess<\/td>[\s\S]*<\/table>/);
    expect(html).toContain('<h3>Figure check</h3>');
  });

  it('shows markup from the conversation as text and never a live link', () => {
    expect(html).toContain('And &lt;script&gt;alert(1)&lt;/script&gt;?');
    expect(html).not.toMatch(/<script|<img|<[^>]*onerror|<a /i);
    expect(html).toContain('site (https://evil.example/?q=leak)');
  });
});
