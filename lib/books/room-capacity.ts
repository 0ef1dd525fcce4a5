// How full a room gets (issue 19 §3): the server and the mock API refuse a stay that would put more
// pets in a room than its capacity at some moment of its dates.

/** The most of `intervals` (times in ms) that overlap at one moment; an end frees the place for a start at that same instant. */
export function mostAtOnce(intervals: ReadonlyArray<{ from: number; to: number }>): number {
  const edges = intervals.flatMap(({ from, to }) => [
    { at: from, delta: 1 },
    { at: to, delta: -1 },
  ]);
  edges.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let inRoom = 0;
  let most = 0;
  for (const edge of edges) most = Math.max(most, (inRoom += edge.delta));
  return most;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * What is wrong with a check-in's time, as a `validation.*` key, or null: a check-in happens now or
 * was forgotten a few days ago; one dated ahead is a booking (the server and the mock API share it).
 */
export function checkInTimeProblem(startsAt: Date, now: Date, backdateDays: number): string | null {
  if (startsAt.getTime() > now.getTime() + 5 * MINUTE_MS) return 'validation.checkInAhead';
  if (startsAt.getTime() < now.getTime() - backdateDays * DAY_MS) return 'validation.checkInTooOld';
  return null;
}
