// Dates of the demo's history, counted back from the moment it is seeded, on the shop's clock
// (Asia/Ho_Chi_Minh, UTC+7: the demo shops' time zone), so "expires in 20 days" holds whenever the
// demo is made.

const DAY_MS = 86_400_000;
const SHOP_OFFSET_HOURS = 7;
const OFFSET_MS = SHOP_OFFSET_HOURS * 3_600_000;

export function demoClock(now: Date) {
  /** `hour` o'clock in the shop, `days` days before the shop's today (after it, for negative days) */
  const daysAgo = (days: number, hour = 9) => {
    // the shop's wall clock read as if it were UTC, moved by whole days, then back to an instant
    const local = new Date(now.getTime() + OFFSET_MS - days * DAY_MS);
    local.setUTCHours(hour, Math.abs(days * 7) % 60, 0, 0);
    return new Date(local.getTime() - OFFSET_MS);
  };
  const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);
  /** the shop's calendar day of an instant, YYYY-MM-DD */
  const day = (at: Date) => new Date(at.getTime() + SHOP_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
  /** YYMM of an instant, for lot numbers */
  const monthCode = (at: Date) => day(at).slice(2, 7).replace('-', '');
  return { daysAgo, daysAfter, day, monthCode };
}

/** Something that happened at `at`. */
export interface Event {
  at: Date;
  run: () => Promise<void>;
}

/** Runs the events one after another in the order they happened, so document codes follow their dates. */
export async function runInOrder(events: Event[]): Promise<void> {
  for (const event of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) await event.run();
}
