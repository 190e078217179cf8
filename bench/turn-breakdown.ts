/// <reference types="node" />
/**
 * Where a turn's time before the model request goes (`npm run bench -- --turn`, table 2d): the
 * bench Worker's breakdown variants (bench/worker/turn-breakdown.ts), each one piece of the
 * turn's storage path followed by the same relayed answer, timed next to the relay and the real
 * free-text turn, in an order that rotates every round. The difference between two variants'
 * medians is what the piece between them costs.
 */
import { summarize, type Summary } from './stats';
import { timeStream } from './sse-client';
import { chatURL, FREE_TEXT_CASE, scriptFakeModel, type TurnBenchTarget } from './turn-overhead';

export const BREAKDOWN_SERIES = ['relay', 'd1', 'rpc', 'rpc-input', 'rpc-write', 'd1-rpc-write', 'object', 'object-write', 'd1-object-write', 'turn'] as const;

export interface BreakdownRow {
  series: (typeof BREAKDOWN_SERIES)[number];
  beforeModel: Summary;
  firstByte: Summary;
  done: Summary;
}

export async function benchTurnBreakdown(target: TurnBenchTarget, iterations: number, warmup: number): Promise<BreakdownRow[]> {
  await scriptFakeModel(target, { rounds: FREE_TEXT_CASE.rounds, loop: true });
  const message = String(FREE_TEXT_CASE.body.message);
  const run = (series: (typeof BREAKDOWN_SERIES)[number]) =>
    series === 'turn'
      ? timeStream(chatURL(target), FREE_TEXT_CASE.body)
      : timeStream(`${target.baseURL}/api/bench/breakdown`, { message, claimId: target.claimId, variant: series });
  const samples = new Map(BREAKDOWN_SERIES.map((s) => [s, { beforeModel: [] as number[], firstByte: [] as number[], done: [] as number[] }]));
  for (let i = 0; i < warmup + iterations; i += 1) {
    const order = BREAKDOWN_SERIES.map((_, k) => BREAKDOWN_SERIES[(i + k) % BREAKDOWN_SERIES.length]!);
    if (Math.floor(i / BREAKDOWN_SERIES.length) % 2 === 1) order.reverse();
    for (const series of order) {
      const timing = await run(series);
      const arrival = target.modelArrivals.find((at) => at >= timing.startedAt);
      if (arrival === undefined) throw new Error(`No model request arrived for the ${series} breakdown series`);
      if (i < warmup) continue;
      const kept = samples.get(series)!;
      kept.beforeModel.push(arrival - timing.startedAt);
      kept.firstByte.push(timing.firstByteMs);
      kept.done.push(timing.doneMs);
    }
  }
  return BREAKDOWN_SERIES.map((series) => {
    const kept = samples.get(series)!;
    return { series, beforeModel: summarize(kept.beforeModel), firstByte: summarize(kept.firstByte), done: summarize(kept.done) };
  });
}
