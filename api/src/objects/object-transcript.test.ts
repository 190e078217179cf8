/** The transcript in a claim's object: what a turn replays to the model of a long conversation. */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { EARLIER_TURNS_NOTE, historyToModelMessages, MAX_HISTORY_MESSAGES } from '../turn/history';
import { claimObject } from './object-answers';
import { beginTurn, finishTurn, recentHistory } from './object-transcript';

describe('recentHistory', () => {
  it('tells the replay that earlier turns were left out when a conversation is longer than the messages read', async () => {
    const conversationId = crypto.randomUUID();
    const history = await runInDurableObject(claimObject(env, 'CLM-26-HIST01'), (_instance, state) => {
      // 60 short turns: 120 messages, far within the character budget, but more than are read.
      for (let index = 0; index < 60; index++) {
        const assistantMessageId = crypto.randomUUID();
        beginTurn(state.storage, {
          conversationId,
          claimId: 'CLM-26-HIST01',
          userId: 'admin',
          isNew: index === 0,
          capability: null,
          userMessage: { id: crypto.randomUUID(), text: `Question ${index}` },
          assistantMessageId,
          createdAt: new Date().toISOString(),
        });
        finishTurn(state.storage, { assistantMessageId, text: `Answer ${index}`, status: 'complete', stopReason: 'end_turn', usage: null, toolCalls: [] });
      }
      return recentHistory(state.storage.sql, conversationId, MAX_HISTORY_MESSAGES + 1);
    });
    expect(history).toHaveLength(MAX_HISTORY_MESSAGES + 1);
    const replay = historyToModelMessages(history, 'Question 60');
    expect(replay[0]).toMatchObject({ role: 'user', text: expect.stringContaining(EARLIER_TURNS_NOTE) });
    expect(replay.map((m) => m.role).slice(0, 2)).toEqual(['user', 'assistant']);
    expect(replay.at(-1)).toMatchObject({ role: 'user', text: 'Question 60' });
    const texts = replay.map((m) => ('text' in m ? m.text : ''));
    expect(texts.join('\n')).not.toMatch(/Question 0\b/);
    expect(texts).toContain('Question 59');
  });
});
