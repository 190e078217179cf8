import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@claims/shared/wire';
import { EMPTY_CONVERSATION, conversationReducer, replyText, type ConversationAction, type ConversationState } from './conversation';

function run(actions: ConversationAction[], from: ConversationState = EMPTY_CONVERSATION): ConversationState {
  return actions.reduce(conversationReducer, from);
}
const ev = (key: number, event: StreamEvent): ConversationAction => ({ type: 'event', key, event });
const start = (key: number, message = 'Validate the policy'): ConversationAction => ({
  type: 'start',
  key,
  message,
  capability: 'policy_validation',
});

describe('conversationReducer', () => {
  it('builds a turn from the stream: conversation id, chips, text, usage, done', () => {
    const state = run([
      start(1),
      ev(1, { event: 'conversation', data: { conversationId: 'cv1', capability: 'policy_validation' } }),
      ev(1, { event: 'activity', data: { id: 'a1', tool: 'check_policy_in_force', label: 'Checking the policy…' } }),
      ev(1, { event: 'text', data: { delta: 'Cover was ' } }),
      ev(1, { event: 'text', data: { delta: 'in force.' } }),
      ev(1, { event: 'usage', data: { inputTokens: 10, outputTokens: 5, cacheReadTokens: 0, cacheWriteTokens: 0 } }),
      ev(1, { event: 'done', data: { messageId: 'm1', stopReason: 'end_turn' } }),
    ]);
    expect(state.conversationId).toBe('cv1');
    const turn = state.turns[0]!;
    expect(turn.status).toBe('done');
    expect(turn.stopReason).toBe('end_turn');
    expect(turn.usage?.outputTokens).toBe(5);
    expect(turn.blocks).toEqual([
      { kind: 'activity', activity: { id: 'a1', tool: 'check_policy_in_force', label: 'Checking the policy…', done: true } },
      { kind: 'text', text: 'Cover was in force.' },
    ]);
    expect(replyText(turn)).toBe('Cover was in force.');
  });

  it('keeps an activity chip running until text resumes', () => {
    const running = run([
      start(1),
      ev(1, { event: 'text', data: { delta: 'Let me check. ' } }),
      ev(1, { event: 'activity', data: { id: 'a1', tool: 'get_document', label: 'Reading the police report…' } }),
    ]);
    expect(running.turns[0]!.blocks[1]).toMatchObject({ kind: 'activity', activity: { done: false } });
    const resumed = run([ev(1, { event: 'text', data: { delta: 'It says…' } })], running);
    expect(resumed.turns[0]!.blocks.map((b) => b.kind)).toEqual(['text', 'activity', 'text']);
    expect(resumed.turns[0]!.blocks[1]).toMatchObject({ activity: { done: true } });
  });

  it('records a stream error and settles chips', () => {
    const state = run([
      start(1),
      ev(1, { event: 'activity', data: { id: 'a1', tool: 't', label: 'Working…' } }),
      ev(1, { event: 'error', data: { code: 'provider_unavailable', message: 'down' } }),
    ]);
    expect(state.turns[0]).toMatchObject({ status: 'error', error: { code: 'provider_unavailable' } });
    expect(state.turns[0]!.blocks[0]).toMatchObject({ activity: { done: true } });
  });

  it('marks a stopped turn and keeps what had arrived', () => {
    const state = run([start(1), ev(1, { event: 'text', data: { delta: 'Partial' } }), { type: 'stopped', key: 1 }]);
    expect(state.turns[0]).toMatchObject({ status: 'stopped' });
    expect(replyText(state.turns[0]!)).toBe('Partial');
  });

  it('does not let a late stop or failure overwrite a finished turn', () => {
    const done = run([start(1), ev(1, { event: 'done', data: { messageId: 'm', stopReason: 'end_turn' } })]);
    expect(run([{ type: 'stopped', key: 1 }], done).turns[0]!.status).toBe('done');
    expect(run([{ type: 'failed', key: 1, error: { code: 'network', message: 'x' } }], done).turns[0]!.status).toBe('done');
  });

  it('keeps the conversation id across turns and forgets it on reset', () => {
    const two = run([
      start(1),
      ev(1, { event: 'conversation', data: { conversationId: 'cv1', capability: null } }),
      ev(1, { event: 'done', data: { messageId: 'm1', stopReason: 'end_turn' } }),
      start(2, 'And the excess?'),
    ]);
    expect(two.conversationId).toBe('cv1');
    expect(two.turns).toHaveLength(2);
    expect(run([{ type: 'reset' }], two)).toEqual(EMPTY_CONVERSATION);
  });

  it('routes events to their own turn and can discard a turn for a retry', () => {
    const state = run([start(1), start(2), ev(2, { event: 'text', data: { delta: 'two' } }), { type: 'discard', key: 1 }]);
    expect(state.turns.map((t) => [t.key, replyText(t)])).toEqual([[2, 'two']]);
  });

  it('puts each page of a reopened conversation before the turns shown, and counts what is left to read', () => {
    const stored = (key: number, message: string) => ({ ...run([start(key, message)]).turns[0]!, status: 'done' as const });
    const state = run([
      start(1, 'Asked while the transcript loaded'),
      { type: 'restore', conversationId: 'cv1', turns: [stored(-20, 'Latest stored')], earlierMessages: 4 },
      { type: 'restore', conversationId: 'cv1', turns: [stored(-30, 'Earliest'), stored(-29, 'Next')], earlierMessages: 0 },
    ]);
    expect(state.turns.map((t) => t.message)).toEqual(['Earliest', 'Next', 'Latest stored', 'Asked while the transcript loaded']);
    expect(state.earlierMessages).toBe(0);
    expect(run([{ type: 'restore', conversationId: 'cv1', turns: [], earlierMessages: 6 }]).earlierMessages).toBe(6);
    expect(run([{ type: 'reset' }], state)).toEqual(EMPTY_CONVERSATION);
  });
});
