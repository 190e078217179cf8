/**
 * Transcripts as earlier versions stored them in D1 (written here with the same statements), read
 * through the API: each conversation moves into its claim's object on first read (objects/legacy-move.ts)
 * and reads back exactly as it was stored, whole and in order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TranscriptSchema, type ToolCallRecord, type Transcript } from '@claims/shared';
import { env } from 'cloudflare:workers';
import { DEMO_CLAIMS } from '../../demo';
import { call, seedDemo, userOfTeam } from '../../test/helpers';
import { beginTurnStatements, finishTurnStatements, type TurnEnding } from './conversations';

beforeAll(seedDemo);

const claim = DEMO_CLAIMS[0]!;
const owner = userOfTeam(claim.handler.team);
const always = { sql: '1 = 1', binds: [] };

function toolCall(n: number): ToolCallRecord {
  return {
    id: `call_${n}`,
    tool: 'get_claim_section',
    arguments: `{"section":"s${n}"}`,
    resultPreview: `{"n":${n}}`,
    isError: n % 7 === 0,
    durationMs: n + 0.5,
    redacted: n % 2 === 0,
  };
}

/** Writes one turn as the chat does: its beginning, then (unless cut off) its end. */
async function turn(conversationId: string, n: number, createdAt: string, ending?: Omit<TurnEnding, 'assistantMessageId'>): Promise<void> {
  const assistantMessageId = `${conversationId}-a${n}`;
  await env.DB.batch(
    beginTurnStatements(
      env.DB,
      {
        conversationId,
        claimId: claim.id,
        userId: owner,
        isNew: n === 0,
        capability: null,
        userMessage: { id: `${conversationId}-u${n}`, text: `question ${n}` },
        assistantMessageId,
        createdAt,
      },
      always,
    ),
  );
  if (ending) await env.DB.batch(finishTurnStatements(env.DB, { assistantMessageId, ...ending }));
}

async function read(conversationId: string, user = owner): Promise<Transcript> {
  const res = await call(`/api/conversations/${conversationId}`, { user });
  expect(res.status).toBe(200);
  const body = await res.json();
  // The answer is exactly the Transcript shape: parsing keeps every field and adds none.
  expect(TranscriptSchema.parse(body)).toEqual(body);
  return body as Transcript;
}

describe('the stored transcript', () => {
  it('reads back in sequence order (not by time), with an interrupted turn marked and 20 tool calls whole and in order', async () => {
    const id = 'conv-store-order';
    const calls = Array.from({ length: 20 }, (_, n) => toolCall(n));
    const usage = { inputTokens: 10, outputTokens: 5, cacheReadTokens: 1, cacheWriteTokens: 0 };
    // Timestamps run backwards, so an order by time would reverse the turns.
    await turn(id, 0, '2026-11-30T12:00:00Z', { text: 'first answer', status: 'complete', stopReason: 'end_turn', usage, toolCalls: calls });
    await turn(id, 1, '2026-11-30T11:00:00Z');
    await turn(id, 2, '2026-11-30T10:00:00Z', { text: 'third', status: 'complete', stopReason: 'end_turn', usage: null, toolCalls: [] });

    const transcript = await read(id);
    expect(transcript).toMatchObject({ id, claimId: claim.id, userId: owner });
    expect(transcript.messages.map((m) => [m.role, m.text, m.status])).toEqual([
      ['user', 'question 0', 'complete'],
      ['assistant', 'first answer', 'complete'],
      ['user', 'question 1', 'complete'],
      ['assistant', '', 'interrupted'],
      ['user', 'question 2', 'complete'],
      ['assistant', 'third', 'complete'],
    ]);
    expect(transcript.messages[1]!.toolCalls).toEqual(calls);
    expect(transcript.messages[1]!.usage).toEqual(usage);
    expect(transcript.messages[3]!).toMatchObject({ stopReason: null, usage: null, toolCalls: [] });
  });

  it('answers its owner, supervisors and admins (to read), 404 to any other handler, and 404 for an unknown id', async () => {
    const id = 'conv-store-owner';
    await turn(id, 0, '2026-11-30T12:00:00Z', { text: 'ok', status: 'complete', stopReason: 'end_turn', usage: null, toolCalls: [] });
    for (const user of [owner, 'supervisor', 'admin']) expect((await call(`/api/conversations/${id}`, { user })).status).toBe(200);
    expect(
      (await call(`/api/conversations/${id}`, { user: userOfTeam(DEMO_CLAIMS.find((c) => c.handler.team !== claim.handler.team)!.handler.team) })).status,
    ).toBe(404);
    expect((await call('/api/conversations/conv-none', { user: owner })).status).toBe(404);
  });

  // Writing 500 turns one by one takes seconds on a busy machine: not a speed test, so a wide timeout.
  it('reads a conversation of 1,000 messages whole and in order', { timeout: 30_000 }, async () => {
    const id = 'conv-store-long';
    for (let n = 0; n < 500; n += 1) {
      await turn(id, n, `2026-11-30T12:00:00Z`, {
        text: `answer ${n}`,
        status: 'complete',
        stopReason: 'end_turn',
        usage: null,
        toolCalls: n % 50 === 0 ? [toolCall(n)] : [],
      });
    }
    const transcript = await read(id);
    expect(transcript.messages).toHaveLength(1000);
    expect(transcript.messages.filter((m) => m.role === 'assistant').map((m) => m.text)).toEqual(Array.from({ length: 500 }, (_, n) => `answer ${n}`));
    expect(transcript.messages.flatMap((m) => m.toolCalls.map((t) => t.id))).toEqual(Array.from({ length: 10 }, (_, i) => `call_${i * 50}`));
  });
});

describe('a page of the transcript (?limit, ?before)', () => {
  const id = 'conv-store-pages';
  const page = async (query: string) => {
    const res = await call(`/api/conversations/${id}?${query}`, { user: owner });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(TranscriptSchema.parse(body)).toEqual(body);
    return body as Transcript;
  };
  const texts = (t: Transcript) => t.messages.map((m) => m.text);

  beforeAll(async () => {
    for (let n = 0; n < 5; n += 1) {
      await turn(id, n, '2026-11-30T12:00:00Z', { text: `answer ${n}`, status: 'complete', stopReason: 'end_turn', usage: null, toolCalls: [toolCall(n)] });
    }
  });

  it('without a query is the whole transcript, with no earlier messages', async () => {
    const whole = await read(id);
    expect(whole.messages).toHaveLength(10);
    expect(whole.earlierMessages).toBe(0);
  });

  it('is the latest messages, oldest first, counting those before, and pages back from the first one listed', async () => {
    const latest = await page('limit=3');
    expect(texts(latest)).toEqual(['answer 3', 'question 4', 'answer 4']);
    expect(latest.earlierMessages).toBe(7);
    expect(latest.messages.map((m) => m.toolCalls.map((t) => t.id))).toEqual([['call_3'], [], ['call_4']]);

    const before = await page(`limit=3&before=${latest.messages[0]!.id}`);
    expect(texts(before)).toEqual(['question 2', 'answer 2', 'question 3']);
    expect(before.earlierMessages).toBe(4);

    const rest = await page(`before=${before.messages[0]!.id}`);
    expect(texts(rest)).toEqual(['question 0', 'answer 0', 'question 1', 'answer 1']);
    expect(rest.earlierMessages).toBe(0);
    expect(rest.messages.map((m) => m.toolCalls.map((t) => t.id))).toEqual([[], ['call_0'], [], ['call_1']]);
  });

  const refused: [query: string, path: string][] = [
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=501', 'limit'],
    ['before=no-such-message', 'before'],
    [`before=${'conv-store-order'}-u0`, 'before'], // a message of another conversation
    ['lmit=3', 'lmit'],
  ];
  for (const [query, path] of refused) {
    it(`refuses ?${query} with 400, naming ${path}`, async () => {
      const res = await call(`/api/conversations/${id}?${query}`, { user: owner });
      expect(res.status).toBe(400);
      const { error } = await res.json<{ error: { code: string; issues?: { path: string; message: string }[] } }>();
      expect(error.code).toBe('bad_request');
      expect(error.issues?.map((i) => i.path)).toEqual([path]);
    });
  }
});
