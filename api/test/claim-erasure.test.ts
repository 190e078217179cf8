/**
 * `DELETE /api/claims/:id` through the real Worker on local D1 and the claim's object: admins
 * only; afterwards nothing of the claim is readable through any endpoint and nothing is left in
 * D1 or in the object; one audit entry names the claim, the version and digest erased. A crash
 * between D1's transaction and the object's deletion is finished by a repeat, an import of the
 * same id or the scheduled job.
 */
import { createExecutionContext, createScheduledController, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { AuditPageSchema, ClaimErasureSchema, type ClaimRecord } from '@claims/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findUserById } from '../src/storage/users';
import worker from '../src/index';
import { claimObject } from '../src/objects/object-answers';
import type { ClaimObject, DirectoryHead } from '../src/objects/claim-object';
import { eraseClaimRows } from '../src/retention/claim-erasure';
import { answeredTurn, type AnsweredTurn } from './answer-turn';
import { fakeModelServer, scenarioKey } from './fake-models/client';
import { call, callWith, demoClaim, seedDemo } from './helpers';
import { readRest, readUntil } from './sse';

/** A copy of the first demo claim under a new id: it shares every contact detail with the original (a linked claim). */
function copyOf(id: string): ClaimRecord {
  return { ...demoClaim(0), id };
}
const original = demoClaim(0);
const team = original.handler.team;
const handler = `handler-${team.toLowerCase()}`;

async function importClaim(record: ClaimRecord): Promise<number> {
  return (await call(`/api/claims/${record.id}`, { method: 'PUT', json: record })).status;
}

/** What the object holds, read inside it. */
function objectRows(claimId: string): Promise<{ records: number; conversations: number; messages: number; toolCalls: number; events: number }> {
  return runInDurableObject(claimObject(env, claimId), (_instance, state) => {
    const n = (table: string) => state.storage.sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).one().n;
    return { records: n('record_chunks'), conversations: n('conversations'), messages: n('messages'), toolCalls: n('tool_calls'), events: n('turn_events') };
  });
}

const anthropic = fakeModelServer('anthropic');
const spentToday = async () =>
  (await env.DB.prepare('SELECT tokens FROM model_spend WHERE day = ?').bind(new Date().toISOString().slice(0, 10)).first<{ tokens: number }>())?.tokens ?? 0;

const EMPTY_OBJECT = { records: 0, conversations: 0, messages: 0, toolCalls: 0, events: 0 };

/** Rows about the claim left in D1, table by table (only tables with some). */
async function d1Rows(claimId: string, conversationIds: string[], messageIds: string[]): Promise<Record<string, number>> {
  const byClaim = [
    'claims:id',
    'claim_chunks',
    'claim_facts',
    'claim_deadlines',
    'claim_terms',
    'claim_contacts',
    'claim_index_pending',
    'conversations',
    'feedback',
  ];
  const counts: Record<string, number> = {};
  for (const spec of byClaim) {
    const [table, column = 'claim_id'] = spec.split(':');
    counts[table!] = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`).bind(claimId).first<{ n: number }>())!.n;
  }
  const inList = (sql: string, ids: string[]) => env.DB.prepare(sql).bind(JSON.stringify(ids)).first<{ n: number }>();
  counts.feedback_by_conversation = (await inList(
    'SELECT COUNT(*) AS n FROM feedback WHERE conversation_id IN (SELECT value FROM json_each(?))',
    conversationIds,
  ))!.n;
  counts.answer_models = (await inList('SELECT COUNT(*) AS n FROM answer_models WHERE message_id IN (SELECT value FROM json_each(?))', messageIds))!.n;
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

/** Every endpoint that could show the claim or its conversations, as `user`: their statuses, and whether any answer names it. */
async function readable(
  claimId: string,
  conversationId: string,
  messageId: string,
  user: string,
): Promise<{ statuses: Record<string, number>; named: string[] }> {
  const paths = {
    claim: `/api/claims/${claimId}`,
    overview: `/api/claims/${claimId}/overview`,
    linked: `/api/claims/${claimId}/linked`,
    conversations: `/api/claims/${claimId}/conversations`,
    transcript: `/api/conversations/${conversationId}`,
    stream: `/api/conversations/${conversationId}/stream`,
    conversationExport: `/api/conversations/${conversationId}/export`,
    list: '/api/claims?limit=1000',
    search: `/api/claims?q=${encodeURIComponent(claimId)}`,
    queue: '/api/queue?limit=500',
    originalLinked: `/api/claims/${original.id}/linked`,
    feedback: '/api/feedback?limit=1000',
  };
  const statuses: Record<string, number> = {};
  const named: string[] = [];
  for (const [name, path] of Object.entries(paths)) {
    const res = await call(path, { user });
    statuses[name] = res.status;
    const text = await res.text();
    if (res.status === 200 && (text.includes(claimId) || text.includes(conversationId) || text.includes(messageId))) named.push(name);
  }
  const rated = await call(`/api/messages/${messageId}/feedback`, { method: 'POST', user, json: { conversationId, rating: 'helpful' } });
  statuses.rate = rated.status;
  const chat = await call(`/api/claims/${claimId}/chat`, { method: 'POST', user, json: { message: 'Anything left?', conversationId } });
  statuses.chat = chat.status;
  await chat.body?.cancel();
  if (user === 'admin') statuses.subjectExport = (await call(`/api/claims/${claimId}/export`, { user })).status;
  return { statuses, named };
}

async function auditOf(claimId: string) {
  const res = await call(`/api/audit?claim=${claimId}&action=claim.erase`);
  expect(res.status).toBe(200);
  return AuditPageSchema.parse(await res.json()).entries;
}

let turn: AnsweredTurn;
let followUp: AnsweredTurn;
const ERASED = 'CLM-26-990001';

beforeAll(async () => {
  await seedDemo();
  expect(await importClaim(copyOf(ERASED))).toBe(201);
  turn = await answeredTurn(handler, ERASED, { message: 'Validate the policy', capability: 'policy_validation' });
  followUp = await answeredTurn(handler, ERASED, { message: 'Who is the policyholder?', conversationId: turn.conversationId });
  const rated = await call(`/api/messages/${turn.messageId}/feedback`, {
    method: 'POST',
    user: 'supervisor',
    json: { conversationId: turn.conversationId, rating: 'not_helpful', reason: 'wrong_fact', note: 'Wrong name' },
  });
  expect(rated.status).toBe(200);
});

describe('DELETE /api/claims/:id', () => {
  it('is refused with 403 to handlers and supervisors, touching nothing', async () => {
    for (const user of [handler, 'supervisor']) {
      const res = await call(`/api/claims/${ERASED}`, { method: 'DELETE', user });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect((await call(`/api/claims/${ERASED}`, { user: handler })).status).toBe(200);
    // Before erasure: the claim is readable everywhere (the check below is not vacuous).
    const before = await readable(ERASED, turn.conversationId, turn.messageId, 'admin');
    expect(before.named).toEqual(
      expect.arrayContaining(['claim', 'conversations', 'transcript', 'stream', 'conversationExport', 'list', 'search', 'queue', 'originalLinked', 'feedback']),
    );
    // An admin may not continue a handler's conversation (403): after erasure it is not found at all.
    expect(before.statuses).toMatchObject({ overview: 200, linked: 200, rate: 200, chat: 403, subjectExport: 200 });
  });

  it('erases the record, its conversations and every derived row, leaving nothing readable and one audit entry', async () => {
    const stored = await env.DB.prepare('SELECT version, digest FROM claims WHERE id = ?').bind(ERASED).first<{ version: number; digest: string }>();
    expect((await objectRows(ERASED)).messages).toBe(4);
    const res = await call(`/api/claims/${ERASED}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(ClaimErasureSchema.parse(await res.json())).toEqual({ id: ERASED, version: stored!.version, digest: stored!.digest, alreadyErased: false });

    expect(await objectRows(ERASED)).toEqual(EMPTY_OBJECT);
    expect(await d1Rows(ERASED, [turn.conversationId], [turn.messageId, followUp.messageId])).toEqual({});
    for (const user of ['admin', 'supervisor', handler]) {
      const after = await readable(ERASED, turn.conversationId, turn.messageId, user);
      expect(after.named, user).toEqual([]);
      for (const name of ['claim', 'overview', 'linked', 'conversations', 'transcript', 'stream', 'conversationExport', 'rate', 'chat']) {
        expect(after.statuses[name], `${user} ${name}`).toBe(404);
      }
      if (user === 'admin') expect(after.statuses.subjectExport).toBe(404);
    }

    const [entry, ...others] = await auditOf(ERASED);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      userId: 'admin',
      action: 'claim.erase',
      claimId: ERASED,
      // Feedback: the supervisor's rating and the admin's, given by the check before.
      detail: { version: stored!.version, digest: stored!.digest, conversations: 1, feedback: 2 },
    });
    expect(await env.DB.prepare('SELECT object_cleared_at FROM claim_erasures WHERE claim_id = ?').bind(ERASED).first()).toMatchObject({
      object_cleared_at: expect.any(String),
    });
  });

  it('is safe to repeat: 200 saying it was already erased, audited again', async () => {
    const res = await call(`/api/claims/${ERASED}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: ERASED, alreadyErased: true });
    expect(await auditOf(ERASED)).toHaveLength(2);
    expect(await objectRows(ERASED)).toEqual(EMPTY_OBJECT);
  });

  it('answers 404 for a claim that never existed', async () => {
    expect((await call('/api/claims/CLM-00-000000', { method: 'DELETE' })).status).toBe(404);
  });

  it('lets the id be imported again, fresh: no conversation comes back', async () => {
    expect(await importClaim(copyOf(ERASED))).toBe(201);
    const listed = (await (await call(`/api/claims/${ERASED}/conversations`)).json()) as { conversations: unknown[] };
    expect(listed.conversations).toEqual([]);
    expect((await call(`/api/claims/${ERASED}`)).status).toBe(200);
  });
});

describe('erasing a claim while a reply is being written', () => {
  it('ends the reply with aborted and stores nothing of it', async () => {
    const id = 'CLM-26-990005';
    expect(await importClaim(copyOf(id))).toBe(201);
    const { res, settled } = await callWith({ OFFLINE_CHUNK_DELAY_MS: '50' }, `/api/claims/${id}/chat`, {
      method: 'POST',
      user: handler,
      json: { message: 'Validate the policy', capability: 'policy_validation' },
    });
    expect(res.status).toBe(200);
    const { events, reader } = await readUntil(res, (e) => e.event === 'text');
    expect((await call(`/api/claims/${id}`, { method: 'DELETE' })).status).toBe(200);
    const rest = await readRest(reader);
    expect([...events, ...rest].at(-1)).toMatchObject({ event: 'error', data: { code: 'aborted' } });
    await settled();
    // Long enough for the offline reply to have finished, had it gone on.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await objectRows(id)).toEqual(EMPTY_OBJECT);
  });

  it("still counts the tokens the erased reply spent toward the day's model budget, and audits the run", async () => {
    const id = 'CLM-26-990006';
    expect(await importClaim(copyOf(id))).toBe(201);
    const key = await anthropic.script(scenarioKey('erased-spend'), [
      { type: 'response', toolCalls: [{ name: 'list_deadlines', input: {} }], usage: { input: 600, output: 200 } },
      { type: 'hang' },
    ]);
    const before = await spentToday();
    const { res, settled } = await callWith({ MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key }, `/api/claims/${id}/chat`, {
      method: 'POST',
      user: handler,
      json: { message: 'What is due next?' },
    });
    expect(res.status).toBe(200);
    const { reader } = await readUntil(res, (e) => e.event === 'activity');
    // The second round is asked for and never answered: the reply is mid-way when the claim goes.
    await vi.waitFor(async () => expect(await anthropic.requests(key)).toHaveLength(2));
    expect((await call(`/api/claims/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await readRest(reader)).at(-1)).toMatchObject({ event: 'error', data: { code: 'aborted' } });
    await settled();
    await vi.waitFor(async () => expect((await spentToday()) - before).toBe(800));
    expect(await objectRows(id)).toEqual(EMPTY_OBJECT);
    // The audit log (ids only) still says the turn ran; nothing names what wrote the erased reply.
    const runs = await env.DB.prepare(`SELECT detail FROM audit_log WHERE action = 'capability.run' AND claim_id = ?`).bind(id).all<{ detail: string }>();
    expect(runs.results).toHaveLength(1);
    const { messageId } = JSON.parse(runs.results[0]!.detail) as { messageId: string };
    expect(await env.DB.prepare('SELECT 1 FROM answer_models WHERE message_id = ?').bind(messageId).first()).toBeNull();
  });

  // chat() reads the record before it writes anything; eraseAll() runs in that gap. Cold, the read
  // waits on D1 for the imported record and must not store it once the claim is gone.
  it.each([
    { when: 'its record is still being moved in from D1', id: 'CLM-26-990007', warm: false },
    { when: 'its record is warm in the object', id: 'CLM-26-990008', warm: true },
  ])('refuses a turn whose start was waiting when the erasure began, while $when, writing nothing', async ({ id, warm }) => {
    expect(await importClaim(copyOf(id))).toBe(201);
    const head = await env.DB.prepare('SELECT id AS claimId, team, version FROM claims WHERE id = ?').bind(id).first<DirectoryHead>();
    const user = await findUserById(env.DB, handler);
    const answer = await runInDurableObject(claimObject(env, id), async (object) => {
      const instance = object as ClaimObject;
      if (warm) expect(await instance.claimRecord(head!)).toHaveProperty('ok');
      const chatting = instance.chat({
        head: head!,
        user: user!,
        body: { message: 'Validate the policy', capability: 'policy_validation' },
        beginning: {
          conversationId: crypto.randomUUID(),
          claimId: id,
          userId: handler,
          isNew: true,
          capability: 'policy_validation',
          userMessage: { id: crypto.randomUUID(), text: 'Validate the policy' },
          assistantMessageId: crypto.randomUUID(),
          createdAt: new Date().toISOString(),
        },
        settings: {},
      });
      await instance.eraseAll();
      return chatting;
    });
    expect(answer).toMatchObject({ refused: { status: 404 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await objectRows(id)).toEqual(EMPTY_OBJECT);
  });
});

describe('an erasure cut short after its D1 transaction', () => {
  const CUT = 'CLM-26-990002';
  const CUT_AGAIN = 'CLM-26-990003';
  let cutTurn: AnsweredTurn;

  async function erasedInD1Only(id: string): Promise<AnsweredTurn> {
    expect(await importClaim(copyOf(id))).toBe(201);
    const answered = await answeredTurn(handler, id, { message: 'Validate the policy', capability: 'policy_validation' });
    await eraseClaimRows(env, id, 'admin');
    return answered;
  }

  it('leaves the object unreadable through every endpoint; a repeated DELETE deletes it', async () => {
    cutTurn = await erasedInD1Only(CUT);
    expect((await objectRows(CUT)).messages).toBe(2);
    const after = await readable(CUT, cutTurn.conversationId, cutTurn.messageId, 'admin');
    expect(after.named).toEqual([]);
    expect(after.statuses).toMatchObject({ claim: 404, conversations: 404, transcript: 404, subjectExport: 404 });

    const res = await call(`/api/claims/${CUT}`, { method: 'DELETE' });
    expect(await res.json()).toMatchObject({ id: CUT, alreadyErased: true });
    expect(await objectRows(CUT)).toEqual(EMPTY_OBJECT);
  });

  it('is finished by an import of the same id, so the old conversations never come back', async () => {
    expect(await importClaim(copyOf(CUT_AGAIN))).toBe(201);
    const answered = await answeredTurn(handler, CUT_AGAIN, { message: 'Validate the policy', capability: 'policy_validation' });
    await eraseClaimRows(env, CUT_AGAIN, 'admin');
    expect(await importClaim(copyOf(CUT_AGAIN))).toBe(201);
    expect((await call(`/api/conversations/${answered.conversationId}`)).status).toBe(404);
    const rows = await objectRows(CUT_AGAIN);
    expect(rows.messages).toBe(0);
    expect(rows.conversations).toBe(0);
  });

  it('is finished by the scheduled job', async () => {
    const id = 'CLM-26-990004';
    await erasedInD1Only(id);
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' }), env, createExecutionContext());
    expect(await objectRows(id)).toEqual(EMPTY_OBJECT);
    const pending = await env.DB.prepare('SELECT COUNT(*) AS n FROM claim_erasures WHERE object_cleared_at IS NULL').first<{ n: number }>();
    expect(pending!.n).toBe(0);
  });
});
