// The calendar of the benchmark shop's two years of books: which days, how many invoices each, and
// the months the seed writes them in. Plain arithmetic, so every run plans the same history.

/** How far back the history goes, in the shop's days (it ends yesterday). */
export const HISTORY_DAYS = 730;

export interface HistoryDay {
  /** yyyy-MM-dd on the shop's clock */
  day: string;
  invoices: number;
  /** the running number of its first invoice in the whole history, from 1 */
  first: number;
}

export interface HistoryMonth {
  /** yyyy-MM */
  month: string;
  days: HistoryDay[];
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A number in [0, 1) fixed by `n`: the day-to-day noise of a shop's trade. */
const noise = (n: number) => {
  const x = Math.sin(n * 12.9898) * 43758.5453;
  return x - Math.floor(x);
};

/**
 * The HISTORY_DAYS days before `today`, sharing out `invoices` between them: a shop that grew by half
 * over the two years, busier at weekends and quieter on Mondays, never the same two days running.
 * The counts add up to `invoices` exactly (largest remainder).
 */
export function historyDays(today: string, invoices: number): HistoryDay[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const days = Array.from({ length: HISTORY_DAYS }, (_, t) => {
    const ms = end - (HISTORY_DAYS - t) * DAY_MS;
    const weekday = new Date(ms).getUTCDay();
    const weekly = weekday === 0 || weekday === 6 ? 1.3 : weekday === 1 ? 0.9 : 1;
    return { day: isoDay(ms), weight: (0.8 + (0.4 * t) / (HISTORY_DAYS - 1)) * weekly * (0.9 + 0.2 * noise(t + 1)) };
  });
  const sum = days.reduce((s, d) => s + d.weight, 0);
  const exact = days.map((d) => (invoices * d.weight) / sum);
  const counts = exact.map(Math.floor);
  let left = invoices - counts.reduce((s, n) => s + n, 0);
  for (const i of exact.map((x, i) => i).sort((a, b) => exact[b] - Math.floor(exact[b]) - (exact[a] - Math.floor(exact[a])) || a - b)) {
    if (left === 0) break;
    counts[i] += 1;
    left -= 1;
  }
  let first = 1;
  return days.map((d, i) => {
    const day = { day: d.day, invoices: counts[i], first };
    first += counts[i];
    return day;
  });
}

/** The days grouped by calendar month, oldest first: the seed writes one month per transaction. */
export function historyMonths(days: readonly HistoryDay[]): HistoryMonth[] {
  const months: HistoryMonth[] = [];
  for (const day of days) {
    const month = day.day.slice(0, 7);
    if (months.at(-1)?.month !== month) months.push({ month, days: [] });
    months.at(-1)!.days.push(day);
  }
  return months;
}

/** The day after `day` (yyyy-MM-dd). */
export const nextDay = (day: string) => isoDay(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
