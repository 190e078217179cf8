/**
 * A turn's D1 records (its `capability.run` audit entry and its answer's writer): queued in the
 * claim's object with the turn's beginning and sent to D1 in one batch with the model spend when
 * the turn ends, so they are in D1 by the time the stream closes; a refused turn records nothing,
 * records a reset left queued are sent by the next turn's end or by the object's alarm, whichever
 * comes first, and sending one twice keeps one.
 */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, callWith, demoClaim, seedDemo, userOfTeam } from '../../test/helpers';
import { readEvents } from '../../test/sse';
import { claimObject } from './object-answers';
import { queuedTurnRecords, queueTurnRecord, type TurnRecord } from './turn-records';

beforeAll(seedDemo);

const OFFLINE = { MODEL_PROVIDER: 'offline', OFFLINE_CHUNK_DELAY_MS: '0' };

const auditOf = (messageId: string) =>
  env.DB.prepare(
    `SELECT at, user_id, claim_id, conversation_id, capability, once_key FROM audit_log WHERE action = 'capability.run' AND json_extract(detail, '$.messageId') = ?`,
  )
    .bind(messageId)
    .all<{ at: string; user_id: string; claim_id: string; conversation_id: string; capability: string | null; once_key: string }>();
const writerOf = (messageId: string) =>
  env.DB.prepare('SELECT provider, model, prompt_version FROM answer_models WHERE message_id = ?').bind(messageId).first();
const queued = (claimId: string) => runInDurableObject(claimObject(env, claimId), (_instance, state) => queuedTurnRecords(state.storage.sql, new Set()));

/** One whole offline turn; its conversation and reply ids. */
async function turn(claimId: string, user: string, body: Record<string, unknown>) {
  const { res, settled } = await callWith(OFFLINE, `/api/claims/${claimId}/chat`, { method: 'POST', json: body, user });
  expect(res.status).toBe(200);
  const events = await readEvents(res);
  await settled();
  const { conversationId } = events[0]!.data as { conversationId: string };
  const { messageId } = events.find((e) => e.event === 'done')!.data as { messageId: string };
  return { conversationId, messageId };
}

/** The record of a turn that began a minute ago and was cut off before its end sent it. */
const cutTurnRecord = (claimId: string, userId: string, over: Pick<TurnRecord, 'capability' | 'writer'>): TurnRecord => ({
  messageId: crypto.randomUUID(),
  userId,
  claimId,
  conversationId: crypto.randomUUID(),
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});

/** Queues `record` in its claim's object, as a reset leaves it. */
const leaveQueued = (record: TurnRecord) =>
  runInDurableObject(claimObject(env, record.claimId), (_instance, state) => queueTurnRecord(state.storage.sql, record));

describe("a turn's D1 records", () => {
  it('are in D1 once the stream has closed: one audit entry dated when the turn began, and the writer', async () => {
    const claim = demoClaim(2);
    const user = userOfTeam(claim.handler.team);
    const sentAt = Date.now();
    const { conversationId, messageId } = await turn(claim.id, user, { message: 'Summarise the claim', capability: 'claim_summary' });
    const { results } = await auditOf(messageId);
    expect(results).toEqual([
      {
        at: expect.any(String),
        user_id: user,
        claim_id: claim.id,
        conversation_id: conversationId,
        capability: 'claim_summary',
        once_key: `capability.run:${messageId}`,
      },
    ]);
    expect(Date.parse(results[0]!.at)).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(await writerOf(messageId)).toEqual({ provider: 'offline', model: null, prompt_version: null });
    // Sent: the object forgets them with its next write, the next turn's beginning.
    await turn(claim.id, user, { message: 'And the deadlines?', conversationId });
    expect((await queued(claim.id)).map((r) => r.messageId)).not.toContain(messageId);
  });

  it('are not written for a turn refused with 409 while its conversation is answering', async () => {
    const claim = demoClaim(3);
    const user = userOfTeam(claim.handler.team);
    const vars = { MODEL_PROVIDER: 'offline', OFFLINE_CHUNK_DELAY_MS: '40' };
    const { res: first, settled } = await callWith(vars, `/api/claims/${claim.id}/chat`, {
      method: 'POST',
      json: { message: 'Summarise the claim', capability: 'claim_summary' },
      user,
    });
    const reader = first.body!.getReader();
    const head = new TextDecoder().decode((await reader.read()).value);
    const conversationId = /"conversationId":"([^"]+)"/.exec(head)![1]!;
    const second = await call(`/api/claims/${claim.id}/chat`, { method: 'POST', json: { message: 'And the deadlines?', conversationId }, user });
    expect(second.status).toBe(409);
    while (!(await reader.read()).done) {
      // the first turn runs to its end
    }
    await settled();
    const runs = await env.DB.prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE action = 'capability.run' AND conversation_id = ?`)
      .bind(conversationId)
      .first<{ n: number }>();
    expect(runs!.n).toBe(1);
  });

  it('left queued by a turn a reset cut off are sent by the next turn, and a record sent twice is kept once', async () => {
    const claim = demoClaim(4);
    const user = userOfTeam(claim.handler.team);
    const cut = cutTurnRecord(claim.id, user, { capability: null, writer: { provider: 'anthropic', model: 'claude-test', promptVersion: 'abcdef012345' } });
    await turn(claim.id, user, { message: 'Summarise the claim', capability: 'claim_summary' });
    await leaveQueued(cut);
    await turn(claim.id, user, { message: 'Who holds the reserve?' });
    expect((await auditOf(cut.messageId)).results).toEqual([
      expect.objectContaining({ at: cut.createdAt, conversation_id: cut.conversationId, capability: null }),
    ]);
    expect(await writerOf(cut.messageId)).toEqual({ provider: 'anthropic', model: 'claude-test', prompt_version: 'abcdef012345' });

    // As if D1 took the batch but the object was reset before it forgot the record.
    await leaveQueued(cut);
    await turn(claim.id, user, { message: 'Any open deadlines?' });
    expect((await auditOf(cut.messageId)).results).toHaveLength(1);
  });

  it('left queued on a claim with no next turn are sent by the alarm', async () => {
    const claim = demoClaim(5);
    const user = userOfTeam(claim.handler.team);
    const cut = cutTurnRecord(claim.id, user, { capability: 'fraud_indicators', writer: { provider: 'offline', model: null, promptVersion: null } });
    await turn(claim.id, user, { message: 'Summarise the claim', capability: 'claim_summary' });
    await leaveQueued(cut);
    expect((await auditOf(cut.messageId)).results).toEqual([]);
    // The turn left its alarm set (the heartbeat, or the expiry of its stored events).
    expect(await runDurableObjectAlarm(claimObject(env, claim.id))).toBe(true);
    expect((await auditOf(cut.messageId)).results).toEqual([expect.objectContaining({ at: cut.createdAt, capability: 'fraud_indicators' })]);
    expect(await writerOf(cut.messageId)).toEqual({ provider: 'offline', model: null, prompt_version: null });
    expect(await queued(claim.id)).toEqual([]);
  });
});
