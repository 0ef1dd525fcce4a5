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

/**
 * Runs each of `fns` once per round, in turn, for `warmup` unmeasured rounds and then `runs` timed
 * ones. Whatever the machine does meanwhile (another process waking, caches going cold) then falls
 * on all of them alike, not on whichever happened to be measured at that moment, so their ratios
 * hold from one run of the benchmark to the next.
 */
export async function timeRounds<K extends string>(fns: Record<K, () => Promise<unknown>>, { warmup = 30, runs = 300 } = {}): Promise<Record<K, Timing>> {
  const names = Object.keys(fns) as K[];
  const durations = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < warmup + runs; round++) {
    for (const name of names) {
      const started = performance.now();
      await fns[name]();
      if (round >= warmup) durations.get(name)!.push(performance.now() - started);
    }
  }
  return Object.fromEntries(names.map((name) => [name, summarize(durations.get(name)!)])) as Record<K, Timing>;
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times one after another, timing each. */
export async function timeRuns(fn: () => Promise<unknown>, options?: { warmup?: number; runs?: number }): Promise<Timing> {
  return (await timeRounds({ fn }, options)).fn;
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
