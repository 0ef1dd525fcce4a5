// A report's period (DESIGN §3: report periods are the shop's days): the presets the period picker
// offers, each read from "today" on the shop's calendar, and the preset a period is, if any.

export type Period = { from: string; to: string };

export const PERIOD_PRESETS = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** What a report shows when its URL names no period. */
export const DEFAULT_PRESET: PeriodPreset = 'thisMonth';

const DAY_MS = 86_400_000;
// days as UTC midnights: their arithmetic then never meets a clock change
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: back), YYYY-MM-DD. */
export const addDays = (day: string, days: number) => iso(utc(day) + days * DAY_MS);

/** The first and last day of a month (0-based; months beyond the year roll over, as Date.UTC does). */
const month = (year: number, month0: number): Period => ({ from: iso(Date.UTC(year, month0, 1)), to: iso(Date.UTC(year, month0 + 1, 0)) });

/** The days of a preset up to `today` (YYYY-MM-DD on the shop's clock); a week starts on Monday. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const [year, month1] = today.split('-').map(Number);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek': {
      // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week in Vietnam
      const sinceMonday = (new Date(utc(today)).getUTCDay() + 6) % 7;
      return { from: addDays(today, -sinceMonday), to: today };
    }
    // the current week, month and year run to today: compared with as many days just before, not
    // with a whole period of which most days are still to come
    case 'thisMonth':
      return { from: month(year, month1 - 1).from, to: today };
    case 'lastMonth':
      return month(year, month1 - 2);
    case 'thisYear':
      return { from: `${year}-01-01`, to: today };
  }
}

/** The preset a period is on `today`'s calendar, or null for a range of its own. */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return PERIOD_PRESETS.find((p) => {
    const days = presetPeriod(p, today);
    return days.from === period.from && days.to === period.to;
  }) ?? null;
}

/** Every day of a period, oldest first. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let ms = utc(period.from); ms <= utc(period.to); ms += DAY_MS) days.push(iso(ms));
  return days;
}

/** The first day of every month a period touches, oldest first. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  let [year, month1] = period.from.split('-').map(Number);
  const last = period.to.slice(0, 7);
  for (let key = period.from.slice(0, 7); key <= last; key = `${year}-${String(month1).padStart(2, '0')}`) {
    months.push(`${key}-01`);
    [year, month1] = month1 === 12 ? [year + 1, 1] : [year, month1 + 1];
  }
  return months;
}

/** The days of the month starting on `first`, cut to the period's own days. */
export function monthWithin(first: string, period: Period): Period {
  const [year, month1] = first.split('-').map(Number);
  const whole = month(year, month1 - 1);
  return { from: whole.from < period.from ? period.from : whole.from, to: whole.to > period.to ? period.to : whole.to };
}
