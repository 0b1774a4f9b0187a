/**
 * Timing statistics of repeated runs (milliseconds), shared by the Node and the worker benchmark.
 */

/** Median, 10th and 90th percentile, mean, min and max of a run's times, ms. */
export interface TimingSummary {
  runs: number;
  medianMs: number;
  p10Ms: number;
  p90Ms: number;
  meanMs: number;
  minMs: number;
  maxMs: number;
}

/**
 * Summarises run times (ms).
 * @throws Error when `times` is empty
 */
export function summariseTimes(times: readonly number[]): TimingSummary {
  if (times.length === 0) throw new Error('no run times to summarise');
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number): number => {
    const i = (sorted.length - 1) * q;
    const lo = Math.floor(i);
    const hi = Math.ceil(i);
    return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (i - lo);
  };
  const round = (x: number): number => Math.round(x * 100) / 100;
  return {
    runs: sorted.length,
    medianMs: round(at(0.5)),
    p10Ms: round(at(0.1)),
    p90Ms: round(at(0.9)),
    meanMs: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
    minMs: round(sorted[0]!),
    maxMs: round(sorted[sorted.length - 1]!),
  };
}

/**
 * Runs `task` `warmup` times untimed, then `runs` times timed.
 * @returns each timed run's duration, ms
 */
export async function timeRuns(task: () => Promise<unknown>, warmup: number, runs: number): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await task();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await task();
    times.push(performance.now() - t0);
  }
  return times;
}
