/** Offline mode (no model) through the real Worker: every capability, free chat, the transcript. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITY_CATALOGUE, type ClaimRecord, type Transcript } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { OFFLINE_NOTICE } from '../src/offline/offline-provider';
import { call, demoClaim, seedDemo } from './helpers';
import { names, readEvents, textOf, type ReceivedEvent } from './sse';

beforeAll(seedDemo);

async function turn(claimId: string, body: Record<string, unknown>): Promise<ReceivedEvent[]> {
  const res = await call(`/api/claims/${claimId}/chat`, { method: 'POST', json: body });
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
  return readEvents(res);
}

function expectWellFormed(events: ReceivedEvent[]): void {
  expect(events[0]?.event).toBe('conversation');
  expect(events.at(-1)?.event).toBe('done');
  expect(events.filter((e) => e.event === 'error')).toEqual([]);
  // Every event matches its schema, and ids increase.
  expect(events.every((e) => e.typed !== undefined)).toBe(true);
  expect(events.map((e) => Number(e.id))).toEqual(events.map((_, i) => i + 1));
  const usageAt = names(events).indexOf('usage');
  expect(usageAt).toBe(events.length - 2);
}

describe('offline mode', () => {
  const claim = DEMO_CLAIMS[0]!;

  it('"Validate the policy" runs check_policy_in_force, highlights the policy panel and shows the result', async () => {
    const events = await turn(claim.id, {
      message: 'Validate the policy',
      capability: 'policy_validation',
      canActOnScreen: true,
    });
    expectWellFormed(events);
    expect(events[0]?.data).toMatchObject({ capability: 'policy_validation' });
    const activities = events.filter((e) => e.event === 'activity').map((e) => e.data as { tool: string; label: string });
    expect(activities.map((a) => a.tool)).toEqual(['check_policy_in_force', 'highlight_panel']);
    expect(activities.every((a) => a.label.length > 0)).toBe(true);
    expect(events.filter((e) => e.event === 'client_action').map((e) => e.data)).toEqual([{ type: 'highlight_panel', panel: 'policy' }]);
    // Activity comes before the text it explains.
    expect(names(events).indexOf('activity')).toBeLessThan(names(events).indexOf('text'));
    const text = textOf(events);
    expect(text.startsWith(OFFLINE_NOTICE)).toBe(true);
    expect(text).toMatch(/In force/i);
  });

  it('does not highlight anything when the caller cannot act on the screen', async () => {
    const events = await turn(claim.id, { message: 'Validate the policy', capability: 'policy_validation' });
    expectWellFormed(events);
    expect(names(events)).not.toContain('client_action');
  });

  for (const capability of CAPABILITY_CATALOGUE) {
    it(`answers "${capability.label}" on every demo claim`, async () => {
      for (const demo of DEMO_CLAIMS) {
        const events = await turn(demo.id, { message: capability.quickActionMessage, capability: capability.id, canActOnScreen: true });
        expectWellFormed(events);
        expect(textOf(events).length).toBeGreaterThan(40);
      }
    });
  }

  it('free chat shows the best search hits, with citations', async () => {
    const events = await turn(claim.id, { message: `What does the ${claim.documents[0]!.title} say?` });
    expectWellFormed(events);
    expect(events.filter((e) => e.event === 'activity').map((e) => (e.data as { tool: string }).tool)).toEqual(['search_claim']);
    expect(textOf(events)).toMatch(/\[(doc|msg):[^\]]+\]/);
  });

  it('answers an unavailable capability with the reason and runs no tool', async () => {
    const record: ClaimRecord = demoClaim(0);
    record.id = 'CLM-TEST-NO-SETTLEMENT';
    record.offers = [];
    record.financials.reserves = [];
    expect((await call(`/api/claims/${record.id}`, { method: 'PUT', json: record })).status).toBe(201);
    const events = await turn(record.id, { message: 'Settlement?', capability: 'settlement_review' });
    expect(names(events)).toEqual(['conversation', 'text', 'done']);
    expect(textOf(events)).toMatch(/no offers and no reserves/);
    expect(events.at(-1)?.data).toMatchObject({ stopReason: 'capability_unavailable' });
  });

  it('stores the turn: the messages, and each tool call with its provenance', async () => {
    const events = await turn(claim.id, { message: 'Who is involved?', capability: 'parties_overview', canActOnScreen: true });
    const { conversationId } = events[0]!.data as { conversationId: string };
    const { messageId } = events.at(-1)!.data as { messageId: string };
    const res = await call(`/api/conversations/${conversationId}`);
    expect(res.status).toBe(200);
    const transcript = await res.json<Transcript>();
    expect(transcript.claimId).toBe(claim.id);
    expect(transcript.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    const reply = transcript.messages[1]!;
    expect(reply.id).toBe(messageId);
    expect(reply.text).toBe(textOf(events));
    expect(reply.toolCalls.map((t) => t.tool)).toEqual(['get_party', 'highlight_panel']);
    const getParty = reply.toolCalls[0]!;
    expect(getParty.redacted).toBe(true);
    expect(getParty.isError).toBe(false);
    expect(getParty.durationMs).toBeGreaterThanOrEqual(0);
    // Names are kept; contact details are not copied into the audit trail.
    const holder = claim.parties.find((p) => p.id === claim.policy.holderPartyId)!;
    expect(getParty.resultPreview).toContain(holder.name);
    for (const secret of [holder.email, holder.phone, holder.address]) {
      if (secret) expect(JSON.stringify(transcript)).not.toContain(secret);
    }
  });
});
