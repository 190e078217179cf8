/**
 * Offline answers a handler can read: free questions answered from the tool they are about,
 * screens that find nothing say so, drafts filled from the claim, codes and ids in words, and
 * the quick actions' panels where their evidence is. Through the real turn loop and tools.
 */
import type { CapabilityId, ClaimRecord } from '@claims/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_CLAIMS, DEMO_TODAY, motorCancelled, motorRearEnd, propertyClosedRecovery, propertyEscapeOfWater } from '../../demo';
import { allTools } from '../capabilities/all-tools';
import { DEFAULT_TURN_LIMITS, runTurn } from '../turn/run-turn';
import { OFFLINE_NOTICE, createOfflineProvider } from './offline-provider';

async function offline(claim: ClaimRecord, message: string, capability?: CapabilityId) {
  const provider = createOfflineProvider({ claim, capability, message, canActOnScreen: true, chunkDelayMs: 0, today: DEMO_TODAY });
  const panels: string[] = [];
  const result = await runTurn({
    provider,
    request: { system: { stable: '', dynamic: '' }, messages: [{ role: 'user', text: message }], tools: [], thinkingLevel: 'low', maxOutputTokens: 1000 },
    tools: allTools({ canActOnScreen: true }),
    context: { claim, today: DEMO_TODAY },
    signal: new AbortController().signal,
    emit: async (e) => {
      if (e.event === 'client_action') panels.push(e.data.panel);
    },
    limits: DEFAULT_TURN_LIMITS,
  });
  const tools = [...new Set(result.toolCalls.map((c) => c.tool))];
  return { text: result.text, tools, panel: panels[0] };
}

describe('offline free questions', () => {
  it.each([
    ['What is the reserve and what have we paid?', 'financial_summary'],
    ['Which deadlines are due this week?', 'list_deadlines'],
    ['Has the customer complained?', 'scan_expressions_of_dissatisfaction'],
    ['Was the policy in force?', 'check_policy_in_force'],
    ['Is the customer vulnerable?', 'scan_vulnerability_signals'],
    ['Any signs of fraud here?', 'run_risk_cross_checks'],
  ])('answers “%s” from %s', async (question, tool) => {
    const { tools, text } = await offline(motorRearEnd, question);
    expect(tools).toEqual([tool]);
    expect(text).not.toContain('### Best matches in the file');
  });

  it('searches the file for anything else', async () => {
    expect((await offline(motorRearEnd, 'Tell me about the courtesy car')).tools).toEqual(['search_claim']);
  });

  it('says plainly when a screen finds nothing', async () => {
    const { text } = await offline(propertyClosedRecovery, 'Is there a complaint?');
    expect(text).toContain('**No complaint or expression of dissatisfaction was found in the messages screened.**');
  });
});

describe('offline drafts', () => {
  it('fills a customer update from the claim, marked as a template to check', async () => {
    for (const ask of [
      { message: 'Draft a customer update', capability: 'customer_update' as const },
      { message: 'Please draft an update for the customer' },
    ]) {
      const { text } = await offline(propertyEscapeOfWater, ask.message, ask.capability);
      expect(text).toContain('**Draft customer update: a template filled from the claim file, not yet sent.**');
      expect(text).toContain('Dear Mrs Margaret Doyle,');
      expect(text).toContain(`Your claim ${propertyEscapeOfWater.id}: escape of water on 18 Jun 2026`);
      expect(text).toContain('[What happens next, and when you will hear from us.]');
      expect(text).toContain(propertyEscapeOfWater.handler.name);
    }
  });

  it('fills a file note with the open deadlines and what needs attention', async () => {
    const { text } = await offline(motorRearEnd, 'Write a file note');
    expect(text).toContain('**Draft file note: a template filled from the claim file, not yet saved.**');
    expect(text).toContain(`**File note, ${motorRearEnd.id}, 30 Nov 2026**`);
    expect(text).toMatch(/Open deadlines\*\*: Diary task 20 Nov 2026 \(10 days overdue\)/);
    expect(text).toContain('Part 36 offer by the claimant: relevant period ends 4 Dec 2026 (4 days left)');
  });
});

describe('offline answers in words', () => {
  it('writes no internal codes, negative day counts, bare ids or the key advice in any quick action', async () => {
    for (const claim of DEMO_CLAIMS) {
      for (const capability of [
        'policy_validation',
        'next_actions',
        'complaint_check',
        'vulnerability_check',
        'parties_overview',
        'handling_review',
      ] as const) {
        const { text } = await offline(claim, 'Go', capability);
        const where = `${claim.id} ${capability}`;
        expect(text.startsWith(OFFLINE_NOTICE), where).toBe(true);
        expect(text, where).not.toContain('ANTHROPIC_API_KEY');
        expect(text, where).not.toMatch(/\b(?:instalments_current|in_arrears|due_soon|third_party_side|policyholder_side)\b/);
        expect(text, where).not.toMatch(/Days left: -|\| -\d+ \|/);
        expect(text, where).not.toMatch(/(?<![[\w])task:task-/);
        for (const party of claim.parties) expect(text, where).not.toContain(`${party.name} [party:${party.id}]`);
      }
    }
  });

  it('lists every party for "Who is involved", not only the policyholder', async () => {
    const { text } = await offline(motorRearEnd, 'Who is involved?', 'parties_overview');
    for (const party of motorRearEnd.parties) expect(text).toContain(`[party:${party.id}]`);
  });

  it("points a fraud check at the panel its first indicator's evidence is on", async () => {
    expect((await offline(motorRearEnd, 'Run a fraud check', 'fraud_check')).panel).toBe('parties');
    expect((await offline(motorCancelled, 'Run a fraud check', 'fraud_check')).panel).toBe('policy');
  });
});
