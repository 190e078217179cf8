/**
 * The claim record between the D1 directory (with its import inbox) and the claim's object: the
 * object serves the directory's version, empties the inbox once it has stored it, and a crash
 * between the two writes leaves nothing disagreeing.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClaimRecord } from '@claims/shared';
import { call, demoClaim, seedDemo } from '../../test/helpers';
import { putClaim } from '../storage/claims';
import { claimObject } from './object-answers';
import { storedVersion, storeRecord } from './object-record';

beforeAll(seedDemo);

const inboxChunks = async (id: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM claim_chunks WHERE claim_id = ?').bind(id).first<{ n: number }>())!.n;
const directoryVersion = async (id: string) => (await env.DB.prepare('SELECT version FROM claims WHERE id = ?').bind(id).first<{ version: number }>())!.version;
const objectVersion = (id: string) => runInDurableObject(claimObject(env, id), (_instance, state) => storedVersion(state.storage.sql));
const read = async (id: string) => {
  const res = await call(`/api/claims/${id}`);
  expect(res.status).toBe(200);
  return res.json<ClaimRecord>();
};

function claimCalled(id: string, summary: string): ClaimRecord {
  const claim = demoClaim(0);
  return { ...claim, id, loss: { ...claim.loss, description: summary } };
}

describe('the record in its object', () => {
  it('is taken from the inbox on first read, which empties the inbox; a replacement is taken the same way', async () => {
    const id = 'CLM-26-OBJ001';
    await putClaim(env.DB, claimCalled(id, 'first'));
    expect(await inboxChunks(id)).toBeGreaterThan(0);
    expect((await read(id)).loss.description).toBe('first');
    expect(await inboxChunks(id)).toBe(0);
    expect(await objectVersion(id)).toBe(1);

    // A replacement: D1 has version 2 (directory and inbox), the object still version 1.
    await putClaim(env.DB, claimCalled(id, 'second'));
    expect((await read(id)).loss.description).toBe('second');
    expect([await directoryVersion(id), await objectVersion(id), await inboxChunks(id)]).toEqual([2, 2, 0]);
  });

  it('a crash after the object stored a version but before the inbox was emptied: the next read serves it and empties the inbox', async () => {
    const id = 'CLM-26-OBJ002';
    await putClaim(env.DB, claimCalled(id, 'first'));
    await read(id);
    const second = claimCalled(id, 'second');
    await putClaim(env.DB, second);
    // The object stores version 2 and stops there, as if it crashed before the D1 delete.
    await runInDurableObject(claimObject(env, id), (_instance, state) => storeRecord(state.storage, JSON.stringify(second), second.handler.team, 2));
    expect(await inboxChunks(id)).toBeGreaterThan(0);
    expect((await read(id)).loss.description).toBe('second');
    expect(await inboxChunks(id)).toBe(0);
  });

  it('a crash after the D1 write but before the object heard of it: the directory is never ahead for long, the next read takes the inbox', async () => {
    const id = 'CLM-26-OBJ003';
    await putClaim(env.DB, claimCalled(id, 'first'));
    await read(id);
    // Several imports land while nothing reads the claim: only the newest is kept, and served.
    await putClaim(env.DB, claimCalled(id, 'second'));
    await putClaim(env.DB, claimCalled(id, 'third'));
    expect((await read(id)).loss.description).toBe('third');
    expect([await directoryVersion(id), await objectVersion(id)]).toEqual([3, 3]);
  });

  it('a claim moved to another team is not served against the team the caller was checked for', async () => {
    const id = 'CLM-26-OBJ004';
    const claim = claimCalled(id, 'first');
    await putClaim(env.DB, claim);
    const stub = claimObject(env, id);
    expect('ok' in (await stub.claimRecord({ claimId: id, team: claim.handler.team, version: 1 }))).toBe(true);
    expect(await stub.claimRecord({ claimId: id, team: 'Another team', version: 1 })).toMatchObject({ refused: { status: 404 } });
  });

  it('a directory version the object cannot find (its inbox lost) is a clear 404 naming the fix, never an older record', async () => {
    const id = 'CLM-26-OBJ005';
    const claim = claimCalled(id, 'first');
    await putClaim(env.DB, claim);
    await read(id);
    const answer = await claimObject(env, id).claimRecord({ claimId: id, team: claim.handler.team, version: 7 });
    expect(answer).toMatchObject({ refused: { status: 404, message: expect.stringMatching(/import it again/) } });
  });
});
