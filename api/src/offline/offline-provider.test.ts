/**
 * Offline mode's answers, through the real tool loop and the real tools on the demo claims: what
 * the handler reads when no model is configured.
 */
import { CAPABILITY_IDS, parseCitations, type CapabilityId, type ClaimRecord } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_CLAIMS, DEMO_TODAY } from '../../demo';
import { allTools } from '../capabilities/all-tools';
import { runTool } from '../capabilities/run-tool';
import type { ModelMessage } from '../providers/types';
import { DEFAULT_TURN_LIMITS, runTurn, type TurnResult } from '../turn/run-turn';
import { OFFLINE_NOTICE, createOfflineProvider } from './offline-provider';

async function offlineTurn(
  claim: ClaimRecord,
  capability: CapabilityId | undefined,
  message = 'Tell me about this claim',
  earlier: ModelMessage[] = [],
): Promise<TurnResult> {
  const provider = createOfflineProvider({ claim, capability, message, canActOnScreen: true, chunkDelayMs: 0 });
  return runTurn({
    provider,
    request: {
      system: { stable: '', dynamic: '' },
      messages: [...earlier, { role: 'user', text: message }],
      tools: [],
      thinkingLevel: 'low',
      maxOutputTokens: 1000,
    },
    tools: allTools({ canActOnScreen: true }),
    context: { claim, today: DEMO_TODAY },
    signal: new AbortController().signal,
    emit: async () => {},
  });
}

/** The demo claim with the longest timeline. */
async function longestTimeline(): Promise<{ claim: ClaimRecord; total: number }> {
  let best = { claim: DEMO_CLAIMS[0]!, total: 0 };
  for (const claim of DEMO_CLAIMS) {
    const run = await runTool('build_timeline', {}, { claim, today: DEMO_TODAY });
    const total = (JSON.parse(run.result) as { total: number }).total;
    if (total > best.total) best = { claim, total };
  }
  return best;
}

describe('offline answers', () => {
  it('a chronology shows every entry on the file, reading on past the first page', async () => {
    const { claim, total } = await longestTimeline();
    const first = JSON.parse((await runTool('build_timeline', {}, { claim, today: DEMO_TODAY })).result) as { more?: object };
    expect(first.more, 'the demo timeline needs more than one page for this test').toBeDefined();
    const result = await offlineTurn(claim, 'build_chronology');
    expect(result.status).toBe('complete');
    expect(result.toolCalls.filter((c) => c.tool === 'build_timeline').length).toBeGreaterThan(1);
    const rows = result.text.split('\n').filter((line) => /^\| \d{1,2} [A-Z][a-z]{2,3} \d{4} \|/.test(line)); // "Sept" has four letters
    expect(rows).toHaveLength(total);
    // Each message on the file appears, cited, once.
    for (const message of claim.correspondence) expect(result.text).toContain(`[msg:${message.id}]`);
  });

  it("a document review shows the main document's text whole, reading on past the first window", async () => {
    const claim = DEMO_CLAIMS.find((c) => c.documents.some((d) => d.text.length > 4000))!;
    const longest = [...claim.documents].sort((a, b) => b.text.length - a.text.length)[0]!;
    const result = await offlineTurn(claim, 'document_review');
    expect(result.toolCalls.filter((c) => c.tool === 'get_document').length).toBeGreaterThan(1);
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
    expect(flat(result.text)).toContain(flat(longest.text));
    expect(result.text).toContain('- **Truncated**: no');
  });

  it.each(CAPABILITY_IDS)('%s speaks to the handler, not to a model: no paging instructions or ranking scores', async (id) => {
    for (const claim of DEMO_CLAIMS) {
      const { text } = await offlineTurn(claim, id);
      expect(text.startsWith(OFFLINE_NOTICE), `${claim.id}`).toBe(true);
      expect(text, `${claim.id}`).not.toMatch(/\bCall [a-z]+_[a-z_]+\b|\bNext offset\b|\| Score \||\| Offset \|/);
    }
  });

  it('free chat speaks to the handler too', async () => {
    for (const claim of DEMO_CLAIMS) {
      const { text } = await offlineTurn(claim, undefined, 'engineer report repair estimate');
      expect(text, claim.id).toMatch(/\[(doc|msg):/);
      expect(text, claim.id).not.toMatch(/\bCall [a-z]+_[a-z_]+\b|\bNext offset\b|\| Score \||\| Offset \|/);
    }
  });

  it('answers a follow-up in a conversation afresh, whatever the earlier turns did', async () => {
    const claim = DEMO_CLAIMS[0]!;
    const earlier: ModelMessage[] = [
      { role: 'user', text: 'Run a fraud check' },
      { role: 'assistant', text: 'Earlier answer.', toolCalls: [] },
    ];
    const result = await offlineTurn(claim, 'next_actions', 'What next?', earlier);
    expect(result.toolCalls.map((c) => c.tool)).toEqual(['list_deadlines', 'highlight_panel']);
    expect(result.text).toContain('### Deadlines');
    expect(result.text).not.toContain('Earlier answer.');
  });

  it('cites only records the claim has, and stays within the turn limits', async () => {
    for (const claim of DEMO_CLAIMS) {
      const ids: Record<string, string[]> = {
        doc: claim.documents.map((d) => d.id),
        msg: claim.correspondence.map((m) => m.id),
        event: claim.events.map((e) => e.id),
        party: claim.parties.map((p) => p.id),
      };
      for (const id of CAPABILITY_IDS) {
        const result = await offlineTurn(claim, id);
        expect(result.status, `${claim.id} ${id}`).toBe('complete');
        expect(result.toolCalls.length).toBeLessThanOrEqual(DEFAULT_TURN_LIMITS.maxToolCalls);
        for (const citation of parseCitations(result.text)) expect(ids[citation.kind], `${claim.id} ${id} ${citation.marker}`).toContain(citation.id);
      }
    }
  });
});
