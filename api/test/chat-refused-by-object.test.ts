/**
 * A turn the claim's object refuses leaves nothing behind: a claim whose stored record cannot be
 * read answers a clear `claim_unreadable` error before any stream, and neither the conversation's
 * directory row, its messages nor a count toward the rate limit stay; nor does a 409 for a
 * conversation already answering count toward the limit.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary, ErrorBody } from '@claims/shared';
import { call, callWith, demoClaim, seedDemo, userOfTeam } from './helpers';
import { readRest, readUntil } from './sse';

beforeAll(seedDemo);

const countOf = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? 0;

/** Imports a copy of a demo claim under a new id, then damages its record: the version moves on, the inbox holds half of it. */
async function damagedClaim(id: string): Promise<{ id: string; team: string }> {
  const claim = demoClaim(0);
  claim.id = id;
  expect((await call(`/api/claims/${id}`, { method: 'PUT', json: claim })).status).toBe(201);
  await env.DB.batch([
    env.DB.prepare('UPDATE claims SET version = version + 1, chunks = 2 WHERE id = ?').bind(id),
    env.DB.prepare('DELETE FROM claim_chunks WHERE claim_id = ?').bind(id),
    env.DB.prepare('INSERT INTO claim_chunks (claim_id, seq, body) VALUES (?, 0, \'{"id":\')').bind(id),
  ]);
  return { id, team: claim.handler.team };
}

describe('a turn the claim object refuses', () => {
  it('on a claim whose record cannot be read: a clear error, and no conversation, message or count is kept', async () => {
    const claim = await damagedClaim('CLM-TEST-UNREADABLE');
    const user = userOfTeam(claim.team);
    const before = await countOf('SELECT COUNT(*) AS n FROM turn_starts WHERE user_id = ?', user);

    const res = await call(`/api/claims/${claim.id}/chat`, { method: 'POST', json: { message: 'Summarise the claim' }, user });
    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe('claim_unreadable');
    expect(body.error.message).toContain(claim.id);
    expect(body.error.message).toMatch(/Nothing was saved/);
    expect(body.error.message).toMatch(/import the claim again/);

    expect(await countOf('SELECT COUNT(*) AS n FROM conversations WHERE claim_id = ?', claim.id)).toBe(0);
    expect(await countOf('SELECT COUNT(*) AS n FROM turn_starts WHERE user_id = ?', user)).toBe(before);
    const listed = await call(`/api/claims/${claim.id}/conversations`, { user });
    expect(listed.status).toBe(200);
    expect((await listed.json<{ conversations: ConversationSummary[] }>()).conversations).toEqual([]);
  });

  it('409 for a conversation still answering does not count toward the rate limit', async () => {
    const claim = demoClaim(1);
    const user = userOfTeam(claim.handler.team);
    const vars = { MODEL_PROVIDER: 'offline', OFFLINE_CHUNK_DELAY_MS: '40' };
    const { res: first } = await callWith(vars, `/api/claims/${claim.id}/chat`, {
      method: 'POST',
      json: { message: 'Summarise the claim', capability: 'claim_summary' },
      user,
    });
    expect(first.status).toBe(200);
    const { events, reader } = await readUntil(first, (e) => e.event === 'text');
    const conversationId = (events[0]!.data as { conversationId: string }).conversationId;
    const counted = await countOf('SELECT COUNT(*) AS n FROM turn_starts WHERE user_id = ?', user);

    const { res: second } = await callWith(vars, `/api/claims/${claim.id}/chat`, {
      method: 'POST',
      json: { message: 'And the deadlines?', conversationId },
      user,
    });
    expect(second.status).toBe(409);
    expect((await second.json<ErrorBody>()).error.code).toBe('turn_in_progress');
    expect(await countOf('SELECT COUNT(*) AS n FROM turn_starts WHERE user_id = ?', user)).toBe(counted);
    // The conversation carried on untouched: its one turn is stored whole.
    expect((await readRest(reader)).at(-1)?.event).toBe('done');
    expect(await countOf('SELECT COUNT(*) AS n FROM conversations WHERE id = ?', conversationId)).toBe(1);
  });
});
