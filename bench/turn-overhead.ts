/// <reference types="node" />
/**
 * Turn overhead: chat turns through the real Worker (on wrangler's local runtime, with local D1)
 * against a fake Anthropic server that answers at once, next to the baseline relay route
 * (`POST /api/bench/relay`), which streams the same fake answer as the same SSE events and does
 * nothing else. The difference is what the product adds to a turn: sign-in, the claim read, the
 * rate limit, the prompt, the tools, the stored transcript.
 *
 * Requests are sequential on one kept-alive connection; turn and baseline alternate (and swap
 * order every pair) so drift in the machine's speed touches both alike.
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
  /** The events a turn must send, in order, for the run to count. */
  expectedEvents: string[];
}

export interface OverheadRow {
  case: string;
  turn: { firstByte: Summary; done: Summary };
  baseline: { firstByte: Summary; done: Summary };
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
};

export async function scriptFakeModel(target: TurnBenchTarget, scenario: FakeScenario): Promise<void> {
  const res = await fetch(`${target.fakeModelURL}/__scenario/${encodeURIComponent(target.scenarioKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(scenario),
  });
  if (res.status !== 204) throw new Error(`Scripting the fake model failed: ${res.status} ${await res.text()}`);
}

const chatURL = (t: TurnBenchTarget) => `${t.baseURL}/api/claims/${encodeURIComponent(t.claimId)}/chat`;
const relayURL = (t: TurnBenchTarget) => `${t.baseURL}/api/bench/relay`;

function check(what: string, timing: StreamTiming, expected: string[]): void {
  if (timing.events.join(',') !== expected.join(',')) {
    throw new Error(`${what} sent ${timing.events.join(', ')}; expected ${expected.join(', ')}`);
  }
}

/** Times `iterations` turns of `turnCase` and as many baseline relays of the same fake answer, after `warmup` of each. */
export async function benchTurnCase(target: TurnBenchTarget, turnCase: TurnCase, iterations: number, warmup: number): Promise<OverheadRow> {
  await scriptFakeModel(target, { rounds: turnCase.rounds, loop: true });
  const turn = () => timeStream(chatURL(target), turnCase.body);
  const baseline = () => timeStream(relayURL(target), { message: String(turnCase.body.message) });
  const turns: StreamTiming[] = [];
  const baselines: StreamTiming[] = [];
  for (let i = 0; i < warmup + iterations; i += 1) {
    // Both consume the same number of scripted rounds, so the looped script stays in step.
    let t: StreamTiming;
    let b: StreamTiming;
    if (i % 2 === 0) {
      t = await turn();
      b = await baseline();
    } else {
      b = await baseline();
      t = await turn();
    }
    // The relay sends the same events for the same answer; anything else is not a fair baseline.
    check(`The ${turnCase.name}`, t, turnCase.expectedEvents);
    check(`The baseline for the ${turnCase.name}`, b, turnCase.expectedEvents);
    if (i >= warmup) {
      turns.push(t);
      baselines.push(b);
    }
  }
  const stats = (runs: StreamTiming[]) => ({ firstByte: summarize(runs.map((r) => r.firstByteMs)), done: summarize(runs.map((r) => r.doneMs)) });
  const t = stats(turns);
  const b = stats(baselines);
  return {
    case: turnCase.name,
    turn: t,
    baseline: b,
    addedMedianMs: Math.round((t.done.medianMs - b.done.medianMs) * 100) / 100,
    addedFirstByteMedianMs: Math.round((t.firstByte.medianMs - b.firstByte.medianMs) * 100) / 100,
    ratio: Math.round((t.done.medianMs / b.done.medianMs) * 100) / 100,
  };
}
