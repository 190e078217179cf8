/**
 * Conversation history (`GET /api/claims/:id/conversations`) and the move of conversations that
 * earlier versions stored in D1: listing a claim moves them all into its object, losing nothing,
 * and a crash between the object's copy and the D1 delete leaves no duplicate.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConversationListSchema, type ConversationSummary, type Transcript } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { beginTurnStatements, finishTurnStatements } from '../src/storage/conversations';
import { call, seedDemo, userOfTeam } from './helpers';
import { readEvents } from './sse';

const claim = DEMO_CLAIMS[1]!;
const owner = userOfTeam(claim.handler.team);
const otherTeamHandler = userOfTeam(DEMO_CLAIMS.find((c) => c.handler.team !== claim.handler.team)!.handler.team);

beforeAll(seedDemo);

async function list(user: string, claimId = claim.id): Promise<ConversationSummary[]> {
  const res = await call(`/api/claims/${claimId}/conversations`, { user });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(ConversationListSchema.parse(body)).toEqual(body);
  return (body as { conversations: ConversationSummary[] }).conversations;
}

async function ask(message: string, user: string, conversationId?: string): Promise<string> {
  const res = await call(`/api/claims/${claim.id}/chat`, { method: 'POST', json: { message, ...(conversationId && { conversationId }) }, user });
  expect(res.status).toBe(200);
  return ((await readEvents(res))[0]!.data as { conversationId: string }).conversationId;
}

/** A conversation written to D1 as earlier versions did: each turn's beginning and end. */
async function legacyConversation(id: string, userId: string, turns: number, options: { day?: number; again?: boolean } = {}): Promise<void> {
  for (let n = 0; n < turns; n++) {
    const assistantMessageId = `${id}-a${n}`;
    const beginning = {
      conversationId: id,
      claimId: claim.id,
      userId,
      isNew: n === 0 && !options.again,
      capability: null,
      userMessage: { id: `${id}-u${n}`, text: `Old question ${n}` },
      assistantMessageId,
      createdAt: `2026-10-${10 + (options.day ?? 0)}T09:0${n}:00.000Z`,
    };
    await env.DB.batch(beginTurnStatements(env.DB, beginning, { sql: '1 = 1', binds: [] }));
    const toolCalls = [{ id: `call_${n}`, tool: 'claim_metrics', arguments: '{}', resultPreview: '{}', isError: false, durationMs: 1, redacted: false }];
    await env.DB.batch(
      finishTurnStatements(env.DB, { assistantMessageId, text: `Old answer ${n}`, status: 'complete', stopReason: 'end_turn', usage: null, toolCalls }),
    );
  }
}

const legacyRows = async (id: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?').bind(id).first<{ n: number }>())!.n;

describe('GET /api/claims/:id/conversations', () => {
  it("lists the handler's own conversations, newest first, with the first question; a new conversation keeps the old one listed", async () => {
    const first = await ask('What is the excess?', owner);
    await ask('And the limit?', owner, first);
    const second = await ask('Who is the broker?', owner);
    const mine = await list(owner);
    expect(mine.slice(0, 2).map((c) => [c.id, c.firstQuestion, c.messages, c.running])).toEqual([
      [second, 'Who is the broker?', 2, false],
      [first, 'What is the excess?', 4, false],
    ]);
    expect(mine.every((c) => c.userId === owner && c.claimId === claim.id)).toBe(true);
  });

  it("shows supervisors and admins everyone's conversations on the claim, and other teams' handlers nothing (404)", async () => {
    const handlers = await ask('A question of the handler', owner);
    const supervisors = await ask('A question of the supervisor', 'supervisor');
    for (const reader of ['supervisor', 'admin']) {
      const ids = (await list(reader)).map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining([handlers, supervisors]));
    }
    expect((await list(owner)).map((c) => c.id)).not.toContain(supervisors);
    expect((await call(`/api/claims/${claim.id}/conversations`, { user: otherTeamHandler })).status).toBe(404);
    expect((await call('/api/claims/CLM-NOT-THERE/conversations', { user: owner })).status).toBe(404);
  });
});

describe('conversations stored in D1 by earlier versions', () => {
  it('move into the claim object when listed: every message and tool call kept, in order, and the D1 rows gone', async () => {
    await legacyConversation('legacy-a', owner, 3);
    await legacyConversation('legacy-b', owner, 1, { day: 1 });
    const listed = await list(owner);
    expect(listed.filter((c) => c.id.startsWith('legacy-')).map((c) => [c.id, c.messages, c.firstQuestion])).toEqual([
      ['legacy-b', 2, 'Old question 0'],
      ['legacy-a', 6, 'Old question 0'],
    ]);
    expect([await legacyRows('legacy-a'), await legacyRows('legacy-b')]).toEqual([0, 0]);
    const transcript = await (await call('/api/conversations/legacy-a', { user: owner })).json<Transcript>();
    expect(transcript.messages.map((m) => m.text)).toEqual([
      'Old question 0',
      'Old answer 0',
      'Old question 1',
      'Old answer 1',
      'Old question 2',
      'Old answer 2',
    ]);
    expect(transcript.messages.flatMap((m) => m.toolCalls.map((t) => t.id))).toEqual(['call_0', 'call_1', 'call_2']);
    // And it goes on in the object.
    await ask('A new question', owner, 'legacy-a');
    expect((await list(owner)).find((c) => c.id === 'legacy-a')?.messages).toBe(8);
  });

  it('a crash after the copy but before the D1 delete: the next list deletes the D1 rows and duplicates nothing', async () => {
    await legacyConversation('legacy-c', owner, 2);
    await list(owner);
    // The D1 rows are back, as if the delete had never run.
    await legacyConversation('legacy-c', owner, 2, { again: true });
    expect(await legacyRows('legacy-c')).toBe(4);
    const again = (await list(owner)).find((c) => c.id === 'legacy-c');
    expect(again?.messages).toBe(4);
    expect(await legacyRows('legacy-c')).toBe(0);
  });
});
