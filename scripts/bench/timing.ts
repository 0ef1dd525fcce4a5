/** Latency figures of repeated runs, in milliseconds. */
export interface Timing {
  runs: number;
  median: number;
  p95: number;
  mean: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** The figures of a set of durations. */
export function summarize(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  return { runs: sorted.length, median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), mean: sorted.reduce((s, d) => s + d, 0) / sorted.length };
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times one after another, timing each. */
export async function timeRuns(fn: () => Promise<unknown>, { warmup = 30, runs = 300 } = {}): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    durations.push(performance.now() - started);
  }
  return summarize(durations);
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
