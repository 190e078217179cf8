/**
 * Feedback on answers through the real Worker on local D1: validation, who may rate and read what,
 * one rating per user per answer, the filters and counts of the quality lead's list.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { FeedbackListSchema, londonToday, MAX_FEEDBACK_NOTE_CHARS, type FeedbackList } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { upsertUsers } from '../src/storage/users';
import { answeredTurn, type AnsweredTurn } from './answer-turn';
import { call, seedDemo } from './helpers';

const motor = DEMO_CLAIMS.find((c) => c.handler.team === 'Motor')!;
const property = DEMO_CLAIMS.find((c) => c.handler.team === 'Property')!;

let policy: AnsweredTurn;
let free: AnsweredTurn;
let propertyTurn: AnsweredTurn;

beforeAll(async () => {
  await seedDemo();
  // A supervisor of one team (the demo supervisor oversees every team).
  await upsertUsers(env.DB, [{ id: 'supervisor-property', email: 'sp@claims.example', name: 'Sam Property', role: 'supervisor', team: 'Property' }]);
  policy = await answeredTurn('handler-motor', motor.id, { message: 'Validate the policy', capability: 'policy_validation' });
  free = await answeredTurn('handler-motor', motor.id, { message: 'Who is the policyholder?', conversationId: policy.conversationId });
  propertyTurn = await answeredTurn('handler-property', property.id, { message: 'Validate the policy', capability: 'policy_validation' });
});

function rate(user: string, turn: AnsweredTurn, body: Record<string, unknown>, messageId = turn.messageId): Promise<Response> {
  return call(`/api/messages/${messageId}/feedback`, { method: 'POST', user, json: { conversationId: turn.conversationId, ...body } });
}

async function list(user: string, query = ''): Promise<FeedbackList> {
  const res = await call(`/api/feedback${query}`, { user });
  expect(res.status).toBe(200);
  return FeedbackListSchema.parse(await res.json());
}

async function issuesOf(res: Response): Promise<{ path: string; message: string }[]> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues;
}

describe('POST /api/messages/:id/feedback', () => {
  it("stores a rating with the claim's team, the capability and the provider and model of the answer", async () => {
    const res = await rate('handler-motor', policy, { rating: 'helpful' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      messageId: policy.messageId,
      conversationId: policy.conversationId,
      claimId: motor.id,
      team: 'Motor',
      userId: 'handler-motor',
      rating: 'helpful',
      reason: null,
      note: null,
      capability: 'policy_validation',
      provider: 'offline',
      model: null,
    });
  });

  it('keeps one rating per user per answer: a second replaces the first', async () => {
    expect((await rate('handler-motor', free, { rating: 'helpful' })).status).toBe(200);
    const res = await rate('handler-motor', free, { rating: 'not_helpful', reason: 'missed_something', note: '  Missed the second driver.  ' });
    expect(res.status).toBe(200);
    const mine = (await list('admin', `?conversationId=${free.conversationId}`)).feedback.filter((f) => f.messageId === free.messageId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      userId: 'handler-motor',
      userName: 'Priya Chaudhary',
      rating: 'not_helpful',
      reason: 'missed_something',
      note: 'Missed the second driver.',
      capability: null,
    });
  });

  it('lets a supervisor rate the same answer as a rating of their own', async () => {
    expect((await rate('supervisor', policy, { rating: 'not_helpful', reason: 'wrong_fact' })).status).toBe(200);
    const onAnswer = (await list('admin', `?conversationId=${policy.conversationId}`)).feedback.filter((f) => f.messageId === policy.messageId);
    expect(onAnswer.map((f) => [f.userId, f.rating]).sort()).toEqual([
      ['handler-motor', 'helpful'],
      ['supervisor', 'not_helpful'],
    ]);
  });

  it('takes the provider and model from what the turn recorded', async () => {
    const turn = await answeredTurn('handler-motor', motor.id, { message: 'Run a fraud check', capability: 'fraud_check' });
    await env.DB.prepare("UPDATE answer_models SET provider = 'anthropic', model = 'claude-test' WHERE message_id = ?").bind(turn.messageId).run();
    const res = await rate('handler-motor', turn, { rating: 'helpful' });
    expect(await res.json()).toMatchObject({ provider: 'anthropic', model: 'claude-test', capability: 'fraud_check' });
  });

  it('refuses a body that breaks the rules, saying what to fix, and stores nothing', async () => {
    const before = (await list('admin')).total;
    expect((await issuesOf(await rate('handler-motor', policy, { rating: 'not_helpful' })))[0]).toMatchObject({
      path: 'reason',
      message: expect.stringMatching(/^Say why/),
    });
    expect((await issuesOf(await rate('handler-motor', policy, { rating: 'helpful', reason: 'other' })))[0]?.path).toBe('reason');
    expect((await issuesOf(await rate('handler-motor', policy, { rating: 'meh' })))[0]?.path).toBe('rating');
    expect((await issuesOf(await rate('handler-motor', policy, { rating: 'not_helpful', reason: 'bad_vibes' })))[0]?.path).toBe('reason');
    const long = 'x'.repeat(MAX_FEEDBACK_NOTE_CHARS + 1);
    expect((await issuesOf(await rate('handler-motor', policy, { rating: 'not_helpful', reason: 'other', note: long })))[0]?.message).toMatch(
      /1000 characters or fewer/,
    );
    expect((await issuesOf(await rate('handler-motor', policy, { rating: 'helpful', stars: 5 })))[0]?.message).toMatch(/stars/);
    const noConversation = await call(`/api/messages/${policy.messageId}/feedback`, { method: 'POST', user: 'handler-motor', json: { rating: 'helpful' } });
    expect((await issuesOf(noConversation))[0]?.path).toBe('conversationId');
    const notJson = await call(`/api/messages/${policy.messageId}/feedback`, {
      method: 'POST',
      user: 'handler-motor',
      body: 'rating=helpful',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    expect(
      (
        await call('/api/messages/bad%20id/feedback', {
          method: 'POST',
          user: 'handler-motor',
          json: { conversationId: policy.conversationId, rating: 'helpful' },
        })
      ).status,
    ).toBe(400);
    expect((await list('admin')).total).toBe(before);
  });

  it('rates only finished answers: a question is refused', async () => {
    const transcript = (await (await call(`/api/conversations/${policy.conversationId}`, { user: 'handler-motor' })).json()) as {
      messages: { id: string; role: string }[];
    };
    const question = transcript.messages.find((m) => m.role === 'user')!;
    const issues = await issuesOf(await rate('handler-motor', policy, { rating: 'helpful' }, question.id));
    expect(issues[0]?.path).toBe('id');
  });

  it('answers 404 to anyone who may not read the conversation, and for a message not in it', async () => {
    expect((await rate('handler-property', policy, { rating: 'helpful' })).status).toBe(404);
    expect((await rate('supervisor-property', policy, { rating: 'helpful' })).status).toBe(404);
    expect((await rate('handler-motor', propertyTurn, { rating: 'helpful' })).status).toBe(404);
    expect((await rate('handler-motor', policy, { rating: 'helpful' }, propertyTurn.messageId)).status).toBe(404);
    expect((await rate('handler-motor', { conversationId: 'no-such-conversation', messageId: policy.messageId }, { rating: 'helpful' })).status).toBe(404);
  });
});

describe('GET /api/feedback', () => {
  beforeAll(async () => {
    expect((await rate('handler-property', propertyTurn, { rating: 'not_helpful', reason: 'wrong_date_or_amount' })).status).toBe(200);
  });

  it("shows admins every team's feedback, newest first, with counts per capability", async () => {
    const all = await list('admin');
    expect(new Set(all.feedback.map((f) => f.team))).toEqual(new Set(['Motor', 'Property']));
    const times = all.feedback.map((f) => f.givenAt);
    expect(times).toEqual([...times].sort().reverse());
    const policyCount = all.counts.find((c) => c.capability === 'policy_validation');
    expect(policyCount).toEqual({ capability: 'policy_validation', helpful: 1, notHelpful: 2 });
    expect(all.total).toBe(all.counts.reduce((n, c) => n + c.helpful + c.notHelpful, 0));
  });

  it("shows a supervisor of a team only that team's, the demo supervisor every team's, a handler only their own", async () => {
    const teamOnly = await list('supervisor-property');
    expect(teamOnly.feedback.length).toBeGreaterThan(0);
    expect(teamOnly.feedback.every((f) => f.team === 'Property')).toBe(true);
    expect((await list('supervisor')).total).toBe((await list('admin')).total);
    const own = await list('handler-property');
    expect(own.feedback.every((f) => f.userId === 'handler-property')).toBe(true);
    expect((await list('handler-motor')).feedback.every((f) => f.userId === 'handler-motor')).toBe(true);
    // A filter cannot widen what a reader may see.
    expect((await list('supervisor-property', '?team=Motor')).total).toBe(0);
  });

  it('filters by capability (none: free questions), reason, rating and UK day', async () => {
    expect((await list('admin', '?capability=policy_validation')).feedback.every((f) => f.capability === 'policy_validation')).toBe(true);
    const freeOnly = await list('admin', '?capability=none');
    expect(freeOnly.feedback.map((f) => f.messageId)).toEqual([free.messageId]);
    const wrongFigures = await list('admin', '?reason=wrong_date_or_amount');
    expect(wrongFigures.feedback.map((f) => f.userId)).toEqual(['handler-property']);
    expect((await list('admin', '?rating=helpful')).feedback.every((f) => f.rating === 'helpful')).toBe(true);
    const today = londonToday();
    expect((await list('admin', `?from=${today}&to=${today}`)).total).toBe((await list('admin')).total);
    expect((await list('admin', '?to=2020-01-01')).total).toBe(0);
    expect((await list('admin', '?limit=1')).feedback).toHaveLength(1);
  });

  it('refuses filters it does not know or cannot read', async () => {
    expect((await issuesOf(await call('/api/feedback?reason=rude', { user: 'admin' })))[0]?.path).toBe('reason');
    expect((await issuesOf(await call('/api/feedback?from=2026-12-02&to=2026-12-01', { user: 'admin' })))[0]?.path).toBe('to');
    expect((await issuesOf(await call('/api/feedback?from=yesterday', { user: 'admin' })))[0]?.path).toBe('from');
    expect((await issuesOf(await call('/api/feedback?sort=asc', { user: 'admin' })))[0]?.message).toMatch(/sort/);
  });
});
