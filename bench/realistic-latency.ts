/// <reference types="node" />
/**
 * Quick actions next to a realistic model: the fake Anthropic server waits 500 ms before its first
 * token and then streams 50 tokens a second. Every quick action is timed from the click (the
 * request) to its first text and to `done`, two ways:
 * - one round: the model answers from the first calls the Worker ran before asking it;
 * - two rounds: the model first asks for those tools itself, then answers (what every quick
 *   action cost before the Worker ran them).
 * Each series starts with one untimed turn. The target: first text within 1.2× one model latency
 * (600 ms) in one round.
 */
import { CAPABILITY_CATALOGUE, checkAvailability, type CapabilityMeta, type ClaimRecord } from '@claims/shared';
import type { FakeRound } from '../api/test/fake-models/script';
import { firstToolNames } from '../api/src/capabilities/first-calls';
import { getCapability } from '../api/src/capabilities/registry';
import { timeStream } from './sse-client';
import { summarize, type Summary } from './stats';
import { scriptFakeModel, type TurnBenchTarget } from './turn-overhead';

export const MODEL_LATENCY = { firstTokenMs: 500, tokensPerSecond: 50 };
export const FIRST_TEXT_TARGET_RATIO = 1.2;
/** The answer: 40 tokens, as 40 text deltas (0.8 s at 50 tokens a second). */
const ANSWER = Array.from({ length: 40 }, (_, i) => (i === 0 ? 'In short,' : ` word${i}`));

export interface LatencyRow {
  capability: string;
  oneRound: { firstText: Summary; done: Summary };
  twoRounds: { firstText: Summary; done: Summary };
  /** One-round first text over one model latency (500 ms). */
  firstTextRatio: number;
}

function rounds(meta: CapabilityMeta, twoRounds: boolean): FakeRound[] {
  const answer: FakeRound = { type: 'response', text: ANSWER, latency: MODEL_LATENCY, usage: { input: 5000, output: ANSWER.length } };
  if (!twoRounds) return [answer];
  const calls = firstToolNames(getCapability(meta.id)!).filter((name) => name !== 'search_claim' && name !== 'get_document');
  // A model asks for the tools with no input where it can; the document tools need one, so it reads the claim's sections.
  const toolCalls = (calls.length ? calls : ['get_claim_section']).map((name) => ({
    name,
    input: name === 'get_claim_section' ? { section: 'documents' } : {},
  }));
  return [{ type: 'response', toolCalls, latency: MODEL_LATENCY, usage: { input: 5000, output: 20 } }, answer];
}

export async function benchRealisticLatency(
  target: Omit<TurnBenchTarget, 'claimId'>,
  claims: readonly ClaimRecord[],
  iterations: number,
): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = [];
  for (const meta of CAPABILITY_CATALOGUE as readonly CapabilityMeta[]) {
    const claim = claims.find((c) => checkAvailability(meta.requires, c).available)!;
    const url = `${target.baseURL}/api/claims/${encodeURIComponent(claim.id)}/chat`;
    const body = { message: meta.quickActionMessage, capability: meta.id, canActOnScreen: false };
    const timings = { one: [] as { firstTextMs: number; doneMs: number }[], two: [] as { firstTextMs: number; doneMs: number }[] };
    for (const [series, twoRounds] of [
      ['one', false],
      ['two', true],
    ] as const) {
      await scriptFakeModel({ ...target, claimId: claim.id }, { rounds: rounds(meta, twoRounds), loop: true });
      // One untimed turn first, as the instant series has its warm-up: the timed turns then meet
      // the Worker as a handler's next turns do, its code compiled and the claim's indexes built.
      await timeStream(url, body);
      for (let i = 0; i < iterations; i += 1) {
        const timing = await timeStream(url, body);
        if (timing.firstTextMs < 0) throw new Error(`${meta.id} (${series} round) sent no text: ${timing.events.join(', ')}`);
        timings[series].push(timing);
      }
    }
    const stats = (runs: { firstTextMs: number; doneMs: number }[]) => ({
      firstText: summarize(runs.map((r) => r.firstTextMs)),
      done: summarize(runs.map((r) => r.doneMs)),
    });
    const oneRound = stats(timings.one);
    rows.push({
      capability: meta.id,
      oneRound,
      twoRounds: stats(timings.two),
      firstTextRatio: Math.round((oneRound.firstText.medianMs / MODEL_LATENCY.firstTokenMs) * 100) / 100,
    });
  }
  return rows;
}
