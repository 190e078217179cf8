/**
 * `GET /api/claims/:id/export` (a subject access request) through the real Worker on local D1 and
 * the claim's object: admins only; one JSON document holding the record, every conversation with
 * its messages and tool calls as stored, what wrote each answer, the feedback and the audit
 * entries about the claim, its own included.
 */
import { SubjectAccessExportSchema, type SubjectAccessExport } from '@claims/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../demo';
import { answeredTurn, type AnsweredTurn } from './answer-turn';
import { call, seedDemo } from './helpers';

const motor = DEMO_CLAIMS.find((c) => c.handler.team === 'Motor')!;
const property = DEMO_CLAIMS.find((c) => c.handler.team === 'Property')!;
let first: AnsweredTurn;
let second: AnsweredTurn;
let elsewhere: AnsweredTurn;

beforeAll(async () => {
  await seedDemo();
  // Read first: its audit entry is written after the answer, and the turns below give it time.
  expect((await call(`/api/claims/${motor.id}`, { user: 'handler-motor' })).status).toBe(200);
  first = await answeredTurn('handler-motor', motor.id, { message: 'Validate the policy', capability: 'policy_validation' });
  await answeredTurn('handler-motor', motor.id, { message: 'Who is the policyholder?', conversationId: first.conversationId });
  second = await answeredTurn('supervisor', motor.id, { message: 'When was the loss reported?' });
  elsewhere = await answeredTurn('handler-property', property.id, { message: 'Validate the policy', capability: 'policy_validation' });
  const rated = await call(`/api/messages/${first.messageId}/feedback`, {
    method: 'POST',
    user: 'handler-motor',
    json: { conversationId: first.conversationId, rating: 'not_helpful', reason: 'missed_something', note: 'Left out the excess' },
  });
  expect(rated.status).toBe(200);
});

async function exportOf(claimId: string): Promise<SubjectAccessExport> {
  const res = await call(`/api/claims/${claimId}/export`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(res.headers.get('Content-Disposition')).toMatch(new RegExp(`^attachment; filename="claim-${claimId}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
  return SubjectAccessExportSchema.parse(await res.json());
}

describe('GET /api/claims/:id/export', () => {
  it('is refused with 403 to handlers and supervisors, before anything is read or audited', async () => {
    for (const user of ['handler-motor', 'supervisor']) {
      const res = await call(`/api/claims/${motor.id}/export`, { user });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
    const audit = (await (await call(`/api/audit?claim=${motor.id}&action=claim.export`)).json()) as { entries: unknown[] };
    expect(audit.entries).toEqual([]);
  });

  it('holds the record, every conversation whole, what wrote each answer, the feedback and the audit entries', async () => {
    const doc = await exportOf(motor.id);
    expect(doc).toMatchObject({ claimId: motor.id, exportedBy: 'admin', version: 1, digest: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(doc.record).toEqual(motor);

    // Everyone's conversations on the claim, messages in full, tool calls as stored; none of another claim.
    expect(doc.conversations.map((c) => c.id).sort()).toEqual([first.conversationId, second.conversationId].sort());
    const conversation = doc.conversations.find((c) => c.id === first.conversationId)!;
    expect(conversation).toMatchObject({ claimId: motor.id, userId: 'handler-motor', earlierMessages: 0 });
    expect(conversation.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    expect(conversation.messages[0]!.text).toBe('Validate the policy');
    expect(conversation.messages[1]!.toolCalls.map((t) => t.tool)).toContain('check_policy_in_force');
    expect(JSON.stringify(doc.conversations)).not.toContain(elsewhere.conversationId);

    expect(doc.answers).toEqual(
      expect.arrayContaining([expect.objectContaining({ messageId: first.messageId, provider: 'offline', model: null, promptVersion: null })]),
    );
    expect(doc.answers).toHaveLength(3);
    expect(doc.feedback).toEqual([
      expect.objectContaining({
        messageId: first.messageId,
        userId: 'handler-motor',
        rating: 'not_helpful',
        reason: 'missed_something',
        note: 'Left out the excess',
      }),
    ]);

    const actions = doc.audit.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['claim.read', 'capability.run', 'claim.export']));
    expect(doc.audit.every((e) => e.claimId === motor.id)).toBe(true);
    expect(doc.audit.at(-1)).toMatchObject({ action: 'claim.export', userId: 'admin', detail: { version: 1, conversations: 2 } });
  });

  it('answers 404 for a claim that does not exist', async () => {
    expect((await call('/api/claims/CLM-00-000000/export')).status).toBe(404);
  });
});
