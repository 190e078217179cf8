/**
 * Benchmark of the claim overview (`GET /api/claims/:id/overview`) on the large claim: the
 * server's own work for one request, the alerts and deadlines worked out and the answer written
 * as JSON. `firstMs` is the first request on a claim nothing has read yet (it builds the
 * per-claim indexes the screens share with the tools); the timed requests after it are warm, as
 * every later request for that claim version in the isolate is.
 */
import type { ClaimRecord } from '@claims/shared';
import { claimOverview } from '../api/src/overview/overview';
import { roundMs, summarize } from './stats';

export interface OverviewTiming {
  medianMs: number;
  p95Ms: number;
  firstMs: number;
  requests: number;
  alerts: number;
  deadlines: number;
  bytes: number;
}

export function benchOverview(claim: ClaimRecord, today: string, iterations = 200): OverviewTiming {
  const fresh = structuredClone(claim);
  const started = performance.now();
  const first = JSON.stringify(claimOverview(fresh, today));
  const firstMs = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const t0 = performance.now();
    JSON.stringify(claimOverview(fresh, today));
    times.push(performance.now() - t0);
  }
  const { medianMs, p95Ms, samples } = summarize(times);
  const overview = JSON.parse(first) as { alerts: unknown[]; deadlines: unknown[] };
  return {
    medianMs,
    p95Ms,
    firstMs: roundMs(firstMs),
    requests: samples,
    alerts: overview.alerts.length,
    deadlines: overview.deadlines.length,
    bytes: first.length,
  };
}
