/**
 * The retention job through the Worker's own `scheduled` handler (as a Cron Trigger calls it), on
 * local D1 and the claims' objects: it deletes only conversations whose last message is older than
 * RETENTION_DAYS, with their messages, tool calls, feedback and answer provenance, keeps those
 * continued since, clears directory rows with nothing behind them, and audits each run with counts.
 */
import { createExecutionContext, createScheduledController, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { AuditPageSchema } from '@claims/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../demo';
import worker from '../src/index';
import type { Env } from '../src/env';
import { claimObject } from '../src/objects/object-answers';
import { RETENTION_USER } from '../src/retention/retention-job';
import { answeredTurn, type AnsweredTurn } from './answer-turn';
import { call, seedDemo } from './helpers';

const DAY_MS = 86_400_000;
const motor = DEMO_CLAIMS.find((c) => c.handler.team === 'Motor')!;
const property = DEMO_CLAIMS.find((c) => c.handler.team === 'Property')!;

let old: AnsweredTurn;
let continued: AnsweredTurn;
let recent: AnsweredTurn;
let otherClaim: AnsweredTurn;
/** A moment between the old turns and the recent ones. */
let between: number;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runScheduled(scheduledTime: number, overrides: Partial<Env> = {}): Promise<void> {
  const controller = createScheduledController({ scheduledTime, cron: '*/15 * * * *' });
  await worker.scheduled(controller, { ...env, ...overrides }, createExecutionContext());
}

/** Messages the claim's object holds for a conversation (read inside the object). */
function messagesInObject(claimId: string, conversationId: string): Promise<number> {
  return runInDurableObject(claimObject(env, claimId), (_instance, state) => {
    const sql = state.storage.sql;
    const messages = sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM messages WHERE conversation_id = ?', conversationId).one().n;
    const calls = sql
      .exec<{ n: number }>('SELECT COUNT(*) AS n FROM tool_calls t JOIN messages m ON m.id = t.message_id WHERE m.conversation_id = ?', conversationId)
      .one().n;
    return messages + calls;
  });
}

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

async function retentionEntries() {
  const res = await call(`/api/audit?user=${RETENTION_USER}&action=conversation.erase`);
  expect(res.status).toBe(200);
  return AuditPageSchema.parse(await res.json()).entries;
}

beforeAll(async () => {
  await seedDemo();
  old = await answeredTurn('handler-motor', motor.id, { message: 'Validate the policy', capability: 'policy_validation' });
  continued = await answeredTurn('handler-motor', motor.id, { message: 'Next actions', capability: 'next_actions' });
  const rated = await call(`/api/messages/${old.messageId}/feedback`, {
    method: 'POST',
    user: 'handler-motor',
    json: { conversationId: old.conversationId, rating: 'not_helpful', reason: 'other', note: 'Mentions the policyholder by name' },
  });
  expect(rated.status).toBe(200);
  await pause(20);
  between = Date.now();
  await pause(20);
  await answeredTurn('handler-motor', motor.id, { message: 'Who is the policyholder?', conversationId: continued.conversationId });
  recent = await answeredTurn('handler-motor', motor.id, { message: 'Run a fraud check', capability: 'fraud_check' });
  otherClaim = await answeredTurn('handler-property', property.id, { message: 'Validate the policy', capability: 'policy_validation' });
});

describe('the scheduled retention job', () => {
  it('deletes only the conversations whose last message is older than RETENTION_DAYS, and audits the run with counts', async () => {
    expect(await messagesInObject(motor.id, old.conversationId)).toBeGreaterThan(2); // the question, the answer and its tool calls
    const entriesBefore = (await retentionEntries()).length;
    // 730 days (wrangler.toml) after the moment between the old turns and the recent ones.
    await runScheduled(between + 730 * DAY_MS);

    expect(await messagesInObject(motor.id, old.conversationId)).toBe(0);
    expect((await call(`/api/conversations/${old.conversationId}`, { user: 'handler-motor' })).status).toBe(404);
    expect(await count('SELECT COUNT(*) AS n FROM conversations WHERE id = ?', old.conversationId)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM feedback WHERE conversation_id = ?', old.conversationId)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM answer_models WHERE message_id = ?', old.messageId)).toBe(0);

    // Started before the cutoff but continued after it: kept whole, as are the recent ones.
    for (const kept of [continued, recent]) {
      const res = await call(`/api/conversations/${kept.conversationId}`, { user: 'handler-motor' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { messages: unknown[] }).messages.length).toBeGreaterThanOrEqual(2);
    }
    expect(
      (await call(`/api/conversations/${continued.conversationId}`, { user: 'handler-motor' }).then((r) => r.json())) as { messages: unknown[] },
    ).toMatchObject({
      messages: { length: 4 },
    });
    expect(await count('SELECT COUNT(*) AS n FROM answer_models WHERE message_id = ?', recent.messageId)).toBe(1);
    expect(await messagesInObject(property.id, otherClaim.conversationId)).toBeGreaterThan(0);
    const listed = (await (await call(`/api/claims/${motor.id}/conversations`, { user: 'handler-motor' })).json()) as { conversations: { id: string }[] };
    expect(listed.conversations.map((c) => c.id).sort()).toEqual([continued.conversationId, recent.conversationId].sort());
    // The kept conversation's last message is noted, so the next run does not ask about it again.
    const noted = await env.DB.prepare('SELECT last_message_at FROM conversations WHERE id = ?')
      .bind(continued.conversationId)
      .first<{ last_message_at: string }>();
    expect(Date.parse(noted!.last_message_at)).toBeGreaterThan(between);

    const entries = await retentionEntries();
    expect(entries).toHaveLength(entriesBefore + 1);
    expect(entries[0]).toMatchObject({
      userId: RETENTION_USER,
      action: 'conversation.erase',
      claimId: null,
      conversationId: null,
      detail: { retentionDays: 730, conversations: 1, messages: 2, feedback: 1, claims: 1, kept: 1, failedClaims: 0, cutoff: new Date(between).toISOString() },
    });
    // Counts and the cutoff only: no ids, no names, no text.
    expect(JSON.stringify(entries[0]!.detail)).not.toMatch(/policyholder|Validate|handler-motor|[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('runs again with nothing to delete, still leaving one entry for the run', async () => {
    const before = (await retentionEntries()).length;
    await runScheduled(between + 730 * DAY_MS);
    const entries = await retentionEntries();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]!.detail).toMatchObject({ conversations: 0, kept: 0 });
  });

  it('deletes a directory row with nothing behind it (a crash after the object deleted its conversation)', async () => {
    const orphan = crypto.randomUUID();
    await env.DB.prepare('INSERT INTO conversations (id, claim_id, user_id, created_at) VALUES (?, ?, ?, ?)')
      .bind(orphan, motor.id, 'handler-motor', new Date(between - DAY_MS).toISOString())
      .run();
    await runScheduled(between + 730 * DAY_MS);
    expect(await count('SELECT COUNT(*) AS n FROM conversations WHERE id = ?', orphan)).toBe(0);
    expect((await retentionEntries())[0]!.detail).toMatchObject({ conversations: 1, messages: 0 });
  });

  it('reads RETENTION_DAYS from the configuration', async () => {
    await runScheduled(Date.now() + 2 * DAY_MS, { RETENTION_DAYS: '1' });
    for (const gone of [continued, recent]) expect(await messagesInObject(motor.id, gone.conversationId)).toBe(0);
    expect(await messagesInObject(property.id, otherClaim.conversationId)).toBe(0);
    expect(await count('SELECT COUNT(*) AS n FROM conversations')).toBe(0);
    expect((await retentionEntries())[0]!.detail).toMatchObject({ retentionDays: 1, conversations: 3, claims: 2 });
  });
});
