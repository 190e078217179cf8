import { describe, expect, it } from 'vitest';
import type { TranscriptMessage } from '@claims/shared/wire';
import { turnsFromTranscript } from './transcript-turns';

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
