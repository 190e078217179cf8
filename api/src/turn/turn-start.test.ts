import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS, DEMO_USERS } from '../../demo';
import { seedDemo } from '../../test/helpers';
import type { TurnBeginning } from '../storage/conversations';
import { EARLIER_TURNS_NOTE, historyToModelMessages } from './history';
import { startTurn } from './turn-start';

const claim = DEMO_CLAIMS[0]!;
const admin = DEMO_USERS.find((u) => u.role === 'admin')!;

beforeAll(seedDemo);

function beginning(conversationId: string, isNew: boolean, text: string): TurnBeginning {
  return {
    conversationId,
    claimId: claim.id,
    userId: admin.id,
    isNew,
    capability: null,
    userMessage: { id: crypto.randomUUID(), text },
    assistantMessageId: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
  };
}

describe('startTurn', () => {
  it('tells the replay that earlier turns were left out when a conversation is longer than the messages read', async () => {
    const conversationId = crypto.randomUUID();
    const turn = (index: number) =>
      startTurn(env.DB, {
        claimId: claim.id,
        user: admin,
        turnsPerMinute: 1000,
        beginning: beginning(conversationId, index === 0, `Question ${index}`),
        conversationId: index === 0 ? undefined : conversationId,
      });
    // 60 short turns: 120 messages, far within the character budget, but more than are read.
    for (let index = 0; index < 60; index++) await turn(index);
    const { history } = await turn(60);
    const replay = historyToModelMessages(history, 'Question 60');
    expect(replay[0]).toMatchObject({ role: 'user', text: expect.stringContaining(EARLIER_TURNS_NOTE) });
    expect(replay.map((m) => m.role).slice(0, 2)).toEqual(['user', 'assistant']);
    expect(replay.at(-1)).toMatchObject({ role: 'user', text: 'Question 60' });
    // Question 0 is long gone; the most recent ones are there.
    const texts = replay.map((m) => ('text' in m ? m.text : ''));
    expect(texts.join('\n')).not.toMatch(/Question 0\b/);
    expect(texts).toContain('Question 59');
  });
});
