/** Offline mode (no model) through the real Worker: every capability, free chat, the transcript. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITY_CATALOGUE, parseCitations, type ClaimRecord, type Transcript } from '@claims/shared';
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
  // The figure check follows the usage: an offline reply is the tools' words, so none is questioned.
  expect(names(events).slice(-3)).toEqual(['usage', 'verification', 'done']);
  expect((events.at(-2)!.data as { unverified: unknown[] }).unverified).toEqual([]);
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

  const quickAction = async (claimId: string, capabilityId: string) => {
    const capability = CAPABILITY_CATALOGUE.find((c) => c.id === capabilityId)!;
    const events = await turn(claimId, { message: capability.quickActionMessage, capability: capability.id });
    expectWellFormed(events);
    return textOf(events);
  };

  it('shows every field a tool returns, however many columns its rows have', async () => {
    // Whether each expression of dissatisfaction is logged, and what it said.
    const complaints = await quickAction('CLM-26-003874', 'complaint_check');
    expect(complaints).toMatch(/Logged as complaint/);
    expect(complaints).toContain('I will go to the ombudsman');
    // When each Part 36 offer's relevant period ends.
    expect(await quickAction('CLM-24-007736', 'settlement_review')).toContain('Monday 1 December 2025');
    // Who represents the policyholder (contact details stay in the Parties panel, out of the stored reply).
    const parties = await quickAction('CLM-24-007736', 'parties_overview');
    expect(parties).toContain('Brabazon Hart LLP (Matthew Kerr)');
    expect(parties).toContain('Private landlord with three let properties.');
    expect(parties).not.toContain('41 Stoneygate Road');
    expect(parties).not.toContain('0121 496 0188');
  });

  it('shows money in the claim currency, never as bare minor units beside it', async () => {
    for (const capability of ['claim_summary', 'reserve_review', 'settlement_review']) {
      const text = await quickAction(claim.id, capability);
      expect(text, capability).toContain('£');
      // A bullet or cell holding only a number of pence reads as pounds.
      expect(text, capability).not.toMatch(/\*\*(Incurred|Paid|Outstanding|Reserved|Recovered|Net incurred|Gap|Amount|Difference)\*\*: \d/);
      expect(text, capability).not.toMatch(/\| \d{5,} \|/);
      expect(text, capability).not.toMatch(/minor units/);
    }
  });

  it("shows the document's text and the loss description whole, not their first line", async () => {
    const review = await quickAction(claim.id, 'document_review');
    const longest = [...claim.documents].sort((a, b) => b.text.length - a.text.length)[0]!;
    const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
    expect(flat(review)).toContain(flat(longest.text).slice(0, 1500));
    expect(flat(await quickAction(claim.id, 'claim_summary'))).toContain(flat(claim.loss.description));
  });

  it('cites only records that exist in the claim', async () => {
    for (const demo of DEMO_CLAIMS) {
      const ids = {
        doc: demo.documents.map((d) => d.id),
        msg: demo.correspondence.map((m) => m.id),
        event: demo.events.map((e) => e.id),
        party: demo.parties.map((p) => p.id),
      };
      for (const capability of CAPABILITY_CATALOGUE) {
        const events = await turn(demo.id, { message: capability.quickActionMessage, capability: capability.id });
        for (const citation of parseCitations(textOf(events))) {
          expect(ids[citation.kind], `${demo.id} ${capability.id} ${citation.marker}`).toContain(citation.id);
        }
      }
    }
  }, 120_000); // 112 whole turns (every demo claim × every capability), not a speed check

  it('free chat shows the best search hits, with citations', async () => {
    const events = await turn(claim.id, { message: `What does the ${claim.documents[0]!.title} say?` });
    expectWellFormed(events);
    expect(events.filter((e) => e.event === 'activity').map((e) => (e.data as { tool: string }).tool)).toEqual(['search_claim']);
    expect(textOf(events)).toMatch(/\[(doc|msg):[^\]]+\]/);
  });

  it('quotes a long free-chat question on one line, cut between characters, not inside one', async () => {
    const events = await turn(claim.id, { message: `${'a'.repeat(119)}😀 engineer\n\nreport` });
    expectWellFormed(events);
    const intro = textOf(events).split('\n\n')[1]!;
    expect(intro).toBe(`Here is what the claim file says about “${'a'.repeat(119)}…”.`);
    expect(textOf(events)).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
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
    expect(reply.toolCalls.map((t) => t.tool)).toEqual(['get_party', 'get_claim_section', 'highlight_panel']);
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
