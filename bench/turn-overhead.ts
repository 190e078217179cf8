/// <reference types="node" />
/**
 * Turn overhead: chat turns through the real Worker (on wrangler's local runtime, with local D1)
 * against a fake Anthropic server that answers at once, next to the baseline relay route
 * (`POST /api/bench/relay`), which streams the same fake answer as the same SSE events and does
 * nothing else. The difference is what the product adds to a turn: sign-in, the claim read, the
 * rate limit, the prompt, the tools, the stored transcript.
 *
 * A third series, the relay with storage (the same route given the claim id), does the turn's
 * two D1 transactions and nothing else a turn does, so the added time splits into storage and
 * the rest (prompt, tools, request size, validation, sign-in).
 *
 * Requests are sequential on one kept-alive connection; the three series take turns, in an
 * order that rotates every round, so drift in the machine's speed touches them alike.
 */
import type { FakeRound, FakeScenario } from '../api/test/fake-models/script';
import { summarize, type Summary } from './stats';
import { timeStream, type StreamTiming } from './sse-client';

export interface TurnBenchTarget {
  /** The Worker, e.g. http://127.0.0.1:8899. */
  baseURL: string;
  /** The fake Anthropic server's origin (its control API lives there). */
  fakeModelURL: string;
  /** The Worker's ANTHROPIC_API_KEY: the fake server plays the scenario scripted for this key. */
  scenarioKey: string;
  claimId: string;
}

export interface TurnCase {
  name: string;
  /** The chat request body. */
  body: Record<string, unknown>;
  /** The fake model's rounds for one turn (played in a loop). */
  rounds: FakeRound[];
  /** The events the relay must send, in order, for the run to count. */
  expectedEvents: string[];
  /** The events the turn must send: the relay's, with the first calls' activity and the figure check. */
  expectedTurnEvents: string[];
}

export interface OverheadRow {
  case: string;
  turn: { firstByte: Summary; done: Summary };
  baseline: { firstByte: Summary; done: Summary };
  /** The relay with the turn's D1 transactions. */
  stored: { firstByte: Summary; done: Summary };
  /** Relay-with-storage median minus baseline median, to `done`: what storage adds. */
  storageMedianMs: number;
  /** Turn median minus relay-with-storage median, to `done`: what everything else adds. */
  restMedianMs: number;
  /** Turn median minus baseline median, to `done`. */
  addedMedianMs: number;
  addedFirstByteMedianMs: number;
  /** Turn median over baseline median, to `done`. */
  ratio: number;
}

export const FREE_TEXT_CASE: TurnCase = {
  name: 'free-text turn',
  body: { message: 'What is the current reserve, and who holds it?', canActOnScreen: true },
  rounds: [{ type: 'response', text: ['The reserve stands at ', '£12,400 ', '[doc:d1].'], usage: { input: 4200, output: 24 } }],
  expectedEvents: ['conversation', 'text', 'text', 'text', 'usage', 'done'],
  expectedTurnEvents: ['conversation', 'text', 'text', 'text', 'usage', 'verification', 'done'],
};

export const TWO_TOOL_CASE: TurnCase = {
  name: 'two-tool quick action',
  body: { message: 'Summarise the claim', capability: 'claim_summary', canActOnScreen: true },
  rounds: [
    {
      type: 'response',
      toolCalls: [
        { name: 'claim_metrics', input: {} },
        { name: 'get_claim_section', input: { section: 'overview' } },
      ],
      usage: { input: 4300, output: 60 },
    },
    { type: 'response', text: ['In short: ', 'the claim is open ', 'and on track.'], usage: { input: 5200, output: 30 } },
  ],
  expectedEvents: ['conversation', 'activity', 'activity', 'text', 'text', 'text', 'usage', 'done'],
  // The Worker runs the summary's first calls (claim_metrics, get_claim_section) before the model's own two.
  expectedTurnEvents: ['conversation', 'activity', 'activity', 'activity', 'activity', 'text', 'text', 'text', 'usage', 'verification', 'done'],
};

export async function scriptFakeModel(target: TurnBenchTarget, scenario: FakeScenario): Promise<void> {
  const res = await fetch(`${target.fakeModelURL}/__scenario/${encodeURIComponent(target.scenarioKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(scenario),
  });
  if (res.status !== 204) throw new Error(`Scripting the fake model failed: ${res.status} ${await res.text()}`);
}

export const chatURL = (t: TurnBenchTarget): string => `${t.baseURL}/api/claims/${encodeURIComponent(t.claimId)}/chat`;
const relayURL = (t: TurnBenchTarget) => `${t.baseURL}/api/bench/relay`;

function check(what: string, timing: StreamTiming, expected: string[]): void {
  if (timing.events.join(',') !== expected.join(',')) {
    throw new Error(`${what} sent ${timing.events.join(', ')}; expected ${expected.join(', ')}`);
  }
}

/** Times `iterations` turns of `turnCase`, as many plain relays of the same fake answer and as many relays with storage, after `warmup` of each. */
export async function benchTurnCase(target: TurnBenchTarget, turnCase: TurnCase, iterations: number, warmup: number): Promise<OverheadRow> {
  await scriptFakeModel(target, { rounds: turnCase.rounds, loop: true });
  const series = {
    turn: () => timeStream(chatURL(target), turnCase.body),
    baseline: () => timeStream(relayURL(target), { message: String(turnCase.body.message) }),
    stored: () => timeStream(relayURL(target), { message: String(turnCase.body.message), claimId: target.claimId }),
  };
  type Series = keyof typeof series;
  const names = Object.keys(series) as Series[];
  const timings: Record<Series, StreamTiming[]> = { turn: [], baseline: [], stored: [] };
  for (let i = 0; i < warmup + iterations; i += 1) {
    // Every series consumes the same scripted rounds, so the looped script stays in step.
    const order = names.map((_, k) => names[(i + k) % names.length]!);
    if (Math.floor(i / names.length) % 2 === 1) order.reverse();
    for (const name of order) {
      const timing = await series[name]();
      // The relay sends the same events for the same answer; anything else is not a fair baseline.
      if (name === 'turn') check(`The ${turnCase.name}`, timing, turnCase.expectedTurnEvents);
      else check(`The ${name} relay for the ${turnCase.name}`, timing, turnCase.expectedEvents);
      if (i >= warmup) timings[name].push(timing);
    }
  }
  const stats = (runs: StreamTiming[]) => ({ firstByte: summarize(runs.map((r) => r.firstByteMs)), done: summarize(runs.map((r) => r.doneMs)) });
  const t = stats(timings.turn);
  const b = stats(timings.baseline);
  const st = stats(timings.stored);
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    case: turnCase.name,
    turn: t,
    baseline: b,
    stored: st,
    storageMedianMs: round2(st.done.medianMs - b.done.medianMs),
    restMedianMs: round2(t.done.medianMs - st.done.medianMs),
    addedMedianMs: round2(t.done.medianMs - b.done.medianMs),
    addedFirstByteMedianMs: round2(t.firstByte.medianMs - b.firstByte.medianMs),
    ratio: round2(t.done.medianMs / b.done.medianMs),
  };
}
