/**
 * Summaries of timing samples for the benchmarks: median, 95th percentile and mean, rounded to
 * the microsecond. Percentiles are nearest-rank, so each is a time that was actually measured.
 */

export interface Summary {
  medianMs: number;
  p95Ms: number;
  meanMs: number;
  samples: number;
}

/** The nearest-rank `p`th percentile of already sorted values (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Milliseconds to three decimals (a microsecond). */
export const roundMs = (ms: number): number => Math.round(ms * 1000) / 1000;

export function summarize(times: readonly number[]): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, t) => sum + t, 0) / Math.max(1, sorted.length);
  return {
    medianMs: roundMs(percentile(sorted, 50)),
    p95Ms: roundMs(percentile(sorted, 95)),
    meanMs: roundMs(mean),
    samples: sorted.length,
  };
}
