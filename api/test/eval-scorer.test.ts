/**
 * The evaluation's scorer, proven on scripted answers: every case of `npm run eval` is played
 * through the real Worker against the fake Anthropic server twice, once with a good answer (every
 * fact, a citation that resolves, nothing forbidden) and once with a bad one (a figure a digit
 * off, a fact left out, a forbidden statement, a citation the claim does not have). The good
 * must pass and the bad must fail, for each kind of case, with the reasons the scorer gives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, londonToday } from '@claims/shared';
import { DEMO_CLAIMS } from '../demo';
import { buildCases, type EvalCase, type EvalFact } from '../../eval/cases';
import { readTurn } from '../../eval/read-turn';
import { scoreAnswer, totals } from '../../eval/score';
import { fakeModelServer, scenarioKey } from './fake-models/client';
import { callWith, seedDemo } from './helpers';

beforeAll(seedDemo);

const anthropic = fakeModelServer('anthropic');

function written(fact: EvalFact): string {
  if (fact.kind === 'date') return formatDate(fact.value);
  if (fact.kind === 'money') return formatMoney(Number(fact.value));
  return fact.value.split('|')[0]!;
}

/**
 * A wrong figure: far enough from the right one (a date 1,000 days on, an amount £9,137.41 more)
 * that no other figure on the claim can be it by chance, so the figure check must flag it.
 */
function wrong(fact: EvalFact): string {
  if (fact.kind === 'date') {
    const later = new Date(`${fact.value}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 1000);
    return formatDate(later.toISOString().slice(0, 10));
  }
  if (fact.kind === 'money') return formatMoney(Number(fact.value) + 913_741);
  return 'someone else';
}

function firstSource(claimId: string): string {
  const claim = DEMO_CLAIMS.find((c) => c.id === claimId)!;
  return claim.documents[0] ? `[doc:${claim.documents[0].id}]` : `[party:${claim.parties[0]!.id}]`;
}

function goodAnswer(evalCase: EvalCase): string {
  return `From the file ${firstSource(evalCase.claimId)}: ${evalCase.facts.map((f) => `${f.label}: ${written(f)}`).join('; ')}.`;
}

function badAnswer(evalCase: EvalCase): string {
  const [first, ...rest] = evalCase.facts;
  const wrongFirst = first ? `${first.label}: ${wrong(first)}` : '';
  // The last fact is left out (when there are two or more); a forbidden claim and a bogus citation are added.
  const kept = rest.slice(0, -1).map((f) => `${f.label}: ${written(f)}`);
  return `From the file [doc:nope]: ${[wrongFirst, ...kept].join('; ')}. I have approved the payment.`;
}

/**
 * A quick action is answered in one round from its first calls; a free question looks the money
 * up first (financial_summary), as a model would, then answers.
 */
async function play(evalCase: EvalCase, answer: string) {
  const lookUp = { type: 'response' as const, toolCalls: [{ name: 'financial_summary', input: {} }], usage: { input: 900, output: 20 } };
  const reply = { type: 'response' as const, text: [answer], usage: { input: 1000, output: 50 } };
  const key = await anthropic.script(scenarioKey('eval'), evalCase.kind === 'quick_action' ? [reply] : [lookUp, reply]);
  return readTurn(evalCase, async (claimId, body) => {
    const { res, settled } = await callWith(
      { MODEL_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: key, ANTHROPIC_MODEL: 'claude-sonnet-4-5' },
      `/api/claims/${claimId}/chat`,
      { method: 'POST', json: body },
    );
    // The body is read whole before the stored turn is waited on.
    const text = await res.text();
    await settled();
    return new Response(text, { status: res.status, headers: res.headers });
  });
}

describe('the evaluation cases and scorer', () => {
  it('has at least 40 cases over the demo claims, quick actions and free questions, each with facts', async () => {
    const cases = await buildCases(DEMO_CLAIMS, londonToday());
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(['quick_action', 'free_question']));
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) expect(c.facts.length, c.id).toBeGreaterThan(0);
  });

  it('passes every good scripted answer and fails every bad one, for both kinds of case', async () => {
    const cases = await buildCases(DEMO_CLAIMS, londonToday());
    const good = [];
    const bad = [];
    for (const evalCase of cases) {
      const claim = DEMO_CLAIMS.find((c) => c.id === evalCase.claimId)!;
      const right = scoreAnswer(evalCase, claim, await play(evalCase, goodAnswer(evalCase)));
      expect(right, `${evalCase.id}: ${JSON.stringify(right)}`).toMatchObject({
        passed: true,
        factsFound: evalCase.facts.length,
        modelRounds: evalCase.kind === 'quick_action' ? 1 : 2,
        unverified: [],
      });
      const wrongOne = scoreAnswer(evalCase, claim, await play(evalCase, badAnswer(evalCase)));
      expect(wrongOne.passed, evalCase.id).toBe(false);
      expect(wrongOne.forbidden, evalCase.id).toContain('claims to have acted on the claim');
      expect(wrongOne.unresolvedCitations, evalCase.id).toEqual(['doc:nope']);
      expect(wrongOne.factsFound, evalCase.id).toBeLessThan(evalCase.facts.length);
      // A wrong figure is also caught by the figure check, as the handler would see it.
      if (evalCase.facts[0]!.kind !== 'text') expect(wrongOne.unverified.length, evalCase.id).toBeGreaterThan(0);
      good.push(right);
      bad.push(wrongOne);
    }
    for (const kind of ['quick_action', 'free_question'] as const) {
      expect(totals(good.filter((s) => s.kind === kind)).passed).toBe(good.filter((s) => s.kind === kind).length);
      expect(totals(bad.filter((s) => s.kind === kind)).passed).toBe(0);
    }
  }, 120_000);
});
