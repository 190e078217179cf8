/**
 * The audit log: who signed in, read a claim or a conversation, ran a capability, imported or
 * replaced a claim (with the version and digest replaced), recorded in D1, append-only, holding
 * ids and never the claim's personal data; `GET /api/audit` for admins only, filtered and paged.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditPage, ErrorBody } from '@claims/shared';
import { DEMO_USERS } from '../demo';
import { callWith, demoClaim, seedDemo, userOfTeam } from './helpers';
import { readEvents } from './sse';

const admin = DEMO_USERS.find((u) => u.role === 'admin')!.id;
const supervisor = DEMO_USERS.find((u) => u.role === 'supervisor')!.id;

async function request(path: string, options: Parameters<typeof callWith>[2] = {}) {
  const { res, settled } = await callWith({}, path, options);
  const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text();
  await settled();
  return { res, body };
}

async function audit(query: string, user = admin): Promise<AuditPage> {
  const { res, body } = await request(`/api/audit${query}`, { user });
  expect(res.status).toBe(200);
  return body as AuditPage;
}

const claim = demoClaim(0);
claim.id = 'CLM-TEST-AUDIT';
const holder = claim.parties.find((p) => p.id === claim.policy.holderPartyId)!;

beforeAll(seedDemo);

describe('the audit log', () => {
  it('is for admins only: a handler and a supervisor get 403', async () => {
    for (const user of [userOfTeam(claim.handler.team), supervisor]) {
      const { res, body } = await request('/api/audit', { user });
      expect(res.status).toBe(403);
      expect((body as ErrorBody).error.code).toBe('forbidden');
    }
  });

  it('records an import, then a replace naming the version and digest it replaced', async () => {
    expect((await request(`/api/claims/${claim.id}`, { method: 'PUT', json: claim, user: admin })).res.status).toBe(201);
    const changed = structuredClone(claim);
    changed.status = 'closed';
    expect((await request(`/api/claims/${claim.id}`, { method: 'PUT', json: changed, user: admin })).res.status).toBe(200);
    const { entries } = await audit(`?claim=${claim.id}&action=claim.import`);
    expect(entries).toEqual([
      expect.objectContaining({ userId: admin, action: 'claim.import', claimId: claim.id, detail: { digest: expect.stringMatching(/^[0-9a-f]{64}$/) } }),
    ]);
    const [replaced] = (await audit(`?claim=${claim.id}&action=claim.replace`)).entries;
    expect(replaced!.detail).toEqual({
      version: 2,
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      previousVersion: 1,
      previousDigest: entries[0]!.detail!.digest,
    });
    expect(replaced!.detail!.digest).not.toBe(replaced!.detail!.previousDigest);
  });

  it("records a handler's sign-in once, their reads of the claim and conversation, and the capability run, by id", async () => {
    const handler = userOfTeam(claim.handler.team);
    await request('/api/claims', { user: handler });
    await request(`/api/claims/${claim.id}`, { user: handler });
    const { res, settled } = await callWith({}, `/api/claims/${claim.id}/chat`, {
      method: 'POST',
      json: { message: 'Validate the policy', capability: 'policy_validation' },
      user: handler,
    });
    const events = await readEvents(res);
    await settled();
    const { conversationId } = events[0]!.data as { conversationId: string };
    await request(`/api/conversations/${conversationId}`, { user: handler });

    const { entries } = await audit(`?user=${handler}`);
    const actions = entries.map((e) => e.action).reverse();
    expect(actions).toEqual(['sign_in', 'claim.list', 'claim.read', 'capability.run', 'conversation.read']);
    expect(entries.find((e) => e.action === 'capability.run')).toMatchObject({ claimId: claim.id, conversationId, capability: 'policy_validation' });
    expect(entries.find((e) => e.action === 'conversation.read')).toMatchObject({ claimId: claim.id, conversationId });
    // Ids, never the claim's personal data.
    const stored = await env.DB.prepare('SELECT * FROM audit_log').all();
    const everything = JSON.stringify(stored.results);
    expect(everything).not.toContain(holder.name);
    expect(everything).not.toContain('Validate the policy');
  });

  it('filters by action and time, and pages newest first', async () => {
    const all = await audit('?limit=500');
    expect(all.entries.length).toBeGreaterThan(4);
    const ids = all.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // Paged within one user's entries, which reading the log does not add to.
    const handler = userOfTeam(claim.handler.team);
    const theirs = (await audit(`?user=${handler}`)).entries.map((e) => e.id);
    const first = await audit(`?user=${handler}&limit=2`);
    expect(first.entries.map((e) => e.id)).toEqual(theirs.slice(0, 2));
    const second = await audit(`?user=${handler}&limit=2&before=${first.next}`);
    expect(second.entries.map((e) => e.id)).toEqual(theirs.slice(2, 4));

    const signIns = await audit('?action=sign_in');
    expect(signIns.entries.every((e: AuditEntry) => e.action === 'sign_in')).toBe(true);
    expect(new Set(signIns.entries.map((e) => e.userId)).size).toBe(signIns.entries.length);
    expect((await audit('?to=2000-01-01')).entries).toEqual([]);
    expect((await audit(`?from=${new Date(Date.now() + 60_000).toISOString()}`)).entries).toEqual([]);
    expect((await audit('?from=2000-01-01&limit=500')).entries.length).toBeGreaterThanOrEqual(all.entries.length);
  });

  it('refuses a filter it does not know, naming it', async () => {
    const { res, body } = await request('/api/audit?action=delete_everything&from=yesterday', { user: admin });
    expect(res.status).toBe(400);
    expect((body as ErrorBody).error.issues?.map((i) => i.path).sort()).toEqual(['action', 'from']);
  });

  it('is append-only: D1 refuses to change or delete an entry', async () => {
    await expect(env.DB.prepare("UPDATE audit_log SET user_id = 'someone-else'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare('DELETE FROM audit_log').run()).rejects.toThrow(/append-only/);
  });

  it('records reading the log itself', async () => {
    await audit(`?claim=${claim.id}`);
    await vi.waitFor(async () => {
      const { entries } = await audit('?action=audit.read&limit=5');
      expect(entries.some((e) => e.detail?.claim === claim.id)).toBe(true);
    });
  });
});
