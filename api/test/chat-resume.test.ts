/**
 * Answers that survive the connection, through the real Worker and the claim's Durable Object:
 * reattaching mid-answer (`GET /api/conversations/:id/stream` with `Last-Event-ID`) receives every
 * remaining event once and in order; a second tab receives the whole turn; a message sent while a
 * turn runs answers 409; a turn cut off by the object being reset is stored as interrupted.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transcript } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { claimObject } from '../src/objects/object-answers';
import { FLUSH_MS } from '../src/objects/turn-stream';
import { beginTurnStatements } from '../src/storage/conversations';
import { fakeModelServer, scenarioKey, type FakeRound } from './fake-models/client';
import { call, callWith, seedDemo, userOfTeam } from './helpers';
import { readEvents, readRest, readUntil, textOf, type ReceivedEvent } from './sse';

const anthropic = fakeModelServer('anthropic');
const claim = DEMO_CLAIMS[0]!;
const owner = userOfTeam(claim.handler.team);
const chatPath = `/api/claims/${claim.id}/chat`;

beforeAll(seedDemo);

async function scripted(rounds: FakeRound[]) {
  const key = await anthropic.script(scenarioKey('resume'), rounds);
  return { MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key, ANTHROPIC_MODEL: 'claude-sonnet-4-5' };
}

const SLOW_ANSWER: FakeRound = { type: 'response', text: ['One, ', 'two, ', 'three, ', 'four, ', 'five, ', 'six, ', 'seven.'], eventDelayMs: 60 };

async function start(vars: Record<string, string>, body: Record<string, unknown> = { message: 'Count to seven' }) {
  const { res } = await callWith(vars, chatPath, { method: 'POST', json: body, user: owner });
  expect(res.status).toBe(200);
  return res;
}

const reattach = (conversationId: string, lastEventId?: string) =>
  call(`/api/conversations/${conversationId}/stream`, { user: owner, headers: lastEventId ? { 'Last-Event-ID': lastEventId } : {} });

const transcriptOf = async (conversationId: string) => (await call(`/api/conversations/${conversationId}`, { user: owner })).json<Transcript>();

const frames = (events: ReceivedEvent[]) => events.map((e) => [e.id, e.event, JSON.stringify(e.data)]);

describe('reattaching to a running turn', () => {
  it('after a dropped connection, Last-Event-ID receives every remaining event exactly once and in order, then the end', async () => {
    const vars = await scripted([SLOW_ANSWER]);
    const first = await start(vars);
    const { events: before, reader } = await readUntil(first, (e) => e.event === 'text' && (e.data as { delta: string }).delta === 'two, ');
    await reader.cancel(); // the connection drops
    const conversationId = (before[0]!.data as { conversationId: string }).conversationId;

    const resumed = await reattach(conversationId, before.at(-1)!.id);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    const after = await readEvents(resumed);
    const whole = [...before, ...after];
    // Ids run 1, 2, 3 … with no gap and no repeat; the text reads whole; done is last.
    expect(whole.map((e) => Number(e.id))).toEqual(whole.map((_, i) => i + 1));
    expect(textOf(whole)).toBe('One, two, three, four, five, six, seven.');
    expect(whole.at(-1)?.event).toBe('done');
    expect(whole.every((e) => e.typed !== undefined)).toBe(true);

    // A tab opened afterwards (no Last-Event-ID) is sent the same turn from its start, identically.
    expect(frames(await readEvents(await reattach(conversationId)))).toEqual(frames(whole));
    expect((await transcriptOf(conversationId)).messages[1]).toMatchObject({ status: 'complete', text: 'One, two, three, four, five, six, seven.' });
  });

  it('a second tab attached mid-answer receives the whole turn, as the first tab does', async () => {
    const vars = await scripted([SLOW_ANSWER]);
    const first = await start(vars);
    const { events: head, reader } = await readUntil(first, (e) => e.event === 'text');
    const conversationId = (head[0]!.data as { conversationId: string }).conversationId;
    const second = await reattach(conversationId);
    const [firstTab, secondTab] = await Promise.all([readRest(reader).then((rest) => [...head, ...rest]), readEvents(second)]);
    expect(frames(secondTab)).toEqual(frames(firstTab));
    expect(firstTab.at(-1)?.event).toBe('done');
  });

  it('answers 204 when the conversation has no turn to resume, and 400 for a Last-Event-ID that is not a number', async () => {
    const vars = await scripted([{ type: 'response', text: ['Done.'] }]);
    const events = await readEvents(await start(vars));
    const conversationId = (events[0]!.data as { conversationId: string }).conversationId;
    // The finished turn replays from the id given: after its last event, nothing.
    expect(await readEvents(await reattach(conversationId, events.at(-1)!.id))).toEqual([]);
    expect((await reattach(conversationId, 'abc')).status).toBe(400);
    // A conversation stored before turns were numbered (moved from D1 on first read) has none to resume.
    const legacyId = crypto.randomUUID();
    const beginning = {
      conversationId: legacyId,
      claimId: claim.id,
      userId: owner,
      isNew: true,
      capability: null,
      userMessage: { id: crypto.randomUUID(), text: 'Old question' },
      assistantMessageId: crypto.randomUUID(),
      createdAt: new Date().toISOString(),
    };
    await env.DB.batch(beginTurnStatements(env.DB, beginning, { sql: '1 = 1', binds: [] }));
    expect((await reattach(legacyId)).status).toBe(204);
    const other = await call(`/api/conversations/${conversationId}/stream`, {
      user: userOfTeam(DEMO_CLAIMS.find((c) => c.handler.team !== claim.handler.team)!.handler.team),
    });
    expect(other.status).toBe(404);
  });
});

describe('one turn at a time in a conversation', () => {
  it('a message sent while a turn runs answers 409 turn_in_progress and stores nothing; another conversation is not held up', async () => {
    const vars = await scripted([SLOW_ANSWER, { type: 'response', text: ['Other.'] }, { type: 'response', text: ['Next.'] }]);
    const first = await start(vars);
    const { events, reader } = await readUntil(first, (e) => e.event === 'text');
    const conversationId = (events[0]!.data as { conversationId: string }).conversationId;

    const { res: second } = await callWith(vars, chatPath, { method: 'POST', json: { message: 'And another', conversationId }, user: owner });
    expect(second.status).toBe(409);
    expect((await second.json<{ error: { code: string } }>()).error.code).toBe('turn_in_progress');

    const elsewhere = await start(vars, { message: 'A new conversation' });
    expect(textOf(await readEvents(elsewhere))).toBe('Other.');

    await readRest(reader);
    const transcript = await transcriptOf(conversationId);
    expect(transcript.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    // Once it has finished, the conversation goes on.
    const { res: next } = await callWith(vars, chatPath, { method: 'POST', json: { message: 'Now?', conversationId }, user: owner });
    expect(textOf(await readEvents(next))).toBe('Next.');
  });

  it('of two messages sent at once into one conversation, one runs and the other answers 409', async () => {
    const vars = await scripted([{ type: 'response', text: ['First.'] }, SLOW_ANSWER, SLOW_ANSWER]);
    const events = await readEvents(await start(vars));
    const conversationId = (events[0]!.data as { conversationId: string }).conversationId;
    const send = () => callWith(vars, chatPath, { method: 'POST', json: { message: 'Again', conversationId }, user: owner }).then((r) => r.res);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const running = answers.find((r) => r.status === 200)!;
    expect(textOf(await readEvents(running))).toBe('One, two, three, four, five, six, seven.');
    // No reply saw another's unfinished reply: the history holds two whole turns.
    expect((await transcriptOf(conversationId)).messages.map((m) => m.status)).toEqual(['complete', 'complete', 'complete', 'complete']);
  });
});

describe('an object reset mid-turn', () => {
  it('stores the cut-off reply as interrupted with the text it had streamed (as written by then), nothing half-written', async () => {
    const vars = await scripted([{ type: 'response', text: ['Halfway ', 'there'], interrupt: { afterEvents: 5, with: 'hang' } }]);
    const first = await start(vars);
    const { events, reader } = await readUntil(first, (e) => e.event === 'text' && (e.data as { delta: string }).delta === 'there');
    const conversationId = (events[0]!.data as { conversationId: string }).conversationId;
    // Events are written within FLUSH_MS of happening; the reset comes after that.
    await new Promise((resolve) => setTimeout(resolve, FLUSH_MS * 3));
    // The runtime resets the object (a deploy, a crash): its memory, and the running turn, are gone.
    await runInDurableObject(claimObject(env, claim.id), (_instance, state) => {
      try {
        state.abort('reset in a test');
      } catch {
        // abort throws in the caller by design
      }
    }).catch(() => undefined);
    await reader.cancel().catch(() => undefined);

    await vi.waitFor(async () => {
      const transcript = await transcriptOf(conversationId);
      expect(transcript.messages[1]).toMatchObject({ role: 'assistant', status: 'interrupted', stopReason: 'reset', text: 'Halfway there' });
    });
    // The conversation goes on: nothing is left running.
    const next = await callWith({ ...vars, MODEL_PROVIDER: 'offline' }, chatPath, {
      method: 'POST',
      json: { message: 'Summarise the claim', conversationId },
      user: owner,
    });
    expect(next.res.status).toBe(200);
    expect((await readEvents(next.res)).at(-1)?.event).toBe('done');
  });
});
