import { describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '@claims/shared/wire';
import { restorePage, turnsFromTranscript } from './transcript-turns';

function message(role: 'user' | 'assistant', text: string, extra: Partial<TranscriptMessage> = {}): TranscriptMessage {
  return {
    id: `${role}-${text}`,
    role,
    text,
    capability: null,
    status: 'complete',
    stopReason: role === 'assistant' ? 'end_turn' : null,
    createdAt: '2026-11-30T09:00:00.000Z',
    usage: null,
    toolCalls: [],
    ...extra,
  };
}

describe('turnsFromTranscript', () => {
  it('pairs each question with its reply, keeping the quick action and how the reply ended', () => {
    const turns = turnsFromTranscript(
      [
        message('user', 'Validate the policy', { capability: 'policy_validation' }),
        message('assistant', 'Cover was in force [event:e1].', { capability: 'policy_validation' }),
        message('user', 'And the excess?'),
        message('assistant', 'The excess is', { status: 'interrupted', stopReason: null }),
      ],
      7,
    );
    expect(turns.map((t) => [t.key, t.message, t.capability, t.status])).toEqual([
      [7, 'Validate the policy', 'policy_validation', 'done'],
      [8, 'And the excess?', null, 'stopped'],
    ]);
    expect(turns[0]!.blocks).toEqual([{ kind: 'text', text: 'Cover was in force [event:e1].' }]);
    expect(turns[1]!.blocks).toEqual([{ kind: 'text', text: 'The excess is' }]);
  });

  it('shows a question whose reply was never written as stopped, with no reply', () => {
    const turns = turnsFromTranscript([message('user', 'Who is the claimant?'), message('assistant', '', { status: 'interrupted' })], 1);
    expect(turns).toHaveLength(1);
    expect(turns[0]).toMatchObject({ status: 'stopped', blocks: [] });
  });
});

describe('restorePage', () => {
  const pair = (n: number) => [message('user', `Question ${n}`, { id: `u${n}` }), message('assistant', `Answer ${n}`, { id: `a${n}` })];

  it('holds back a reply whose question is on the page before, and joins them when that page is read', () => {
    // Messages 0–5: three questions and answers; the latest page of three starts with answer 1.
    const all = [...pair(0), ...pair(1), ...pair(2)];
    const latest = restorePage({ messages: all.slice(3), earlierMessages: 3 }, null);
    expect(latest.turns.map((t) => [t.message, t.blocks])).toEqual([['Question 2', [{ kind: 'text', text: 'Answer 2' }]]]);
    expect(latest.heldReply?.id).toBe('a1');

    const before = restorePage({ messages: all.slice(0, 3), earlierMessages: 0 }, latest.heldReply);
    expect(before.heldReply).toBeNull();
    expect(before.turns.map((t) => [t.message, t.status, t.blocks])).toEqual([
      ['Question 0', 'done', [{ kind: 'text', text: 'Answer 0' }]],
      ['Question 1', 'done', [{ kind: 'text', text: 'Answer 1' }]],
    ]);
    // Every key below those of turns asked in this visit, and no two pages sharing one.
    const keys = [...before.turns, ...latest.turns].map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(Math.max(...keys)).toBeLessThan(0);
  });

  it('keeps a reply with no question anywhere before it out of the turns', () => {
    const page = restorePage({ messages: [message('assistant', 'Orphan'), ...pair(1)], earlierMessages: 0 }, null);
    expect(page.heldReply).toBeNull();
    expect(page.turns.map((t) => t.message)).toEqual(['Question 1']);
  });
});
