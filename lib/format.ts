// Formatting shared by every screen that shows money, a date, a time or a pet's age.

const VND = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });

/** Integer đồng as "1.234.000 ₫" (DESIGN §3: VND has no minor unit), in either language. */
export function formatVnd(amount: number): string {
  return VND.format(amount);
}

/** Whole years and months from a YYYY-MM-DD birth date to `today`; null when the date is missing or later. */
export function ageFrom(birthDate: string | null, today = new Date()): { years: number; months: number } | null {
  if (!birthDate) return null;
  const [y, m, d] = birthDate.split('-').map(Number);
  let months = (today.getFullYear() - y) * 12 + (today.getMonth() + 1 - m);
  if (today.getDate() < d) months -= 1;
  if (months < 0) return null;
  return { years: Math.floor(months / 12), months: months % 12 };
}

// Dates read dd/MM/yyyy and times HH:mm (24-hour) in Vietnamese and English alike, whatever the
// browser's own locale: the console's design, and what a Vietnamese clinic writes by hand.

/** The time zone instants are shown in when the caller has none (the shop default of DESIGN §3). */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day, month, year, hour and minute of an instant on the clocks of a time zone. */
function partsOf(value: string | Date, timeZone: string): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone } as const;
    formatter = new Intl.DateTimeFormat('en-GB', options);
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return { day: parts.day, month: parts.month, year: pad(Number(parts.year), 4), hour: parts.hour, minute: parts.minute };
}

/** A calendar day (YYYY-MM-DD, e.g. a birth date) as dd/MM/yyyy: a day, not an instant, so no time zone. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** An instant (ISO 8601 text or a Date) as dd/MM/yyyy on the clocks of `timeZone`. */
export function formatDate(value: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.day}/${p.month}/${p.year}` : String(value);
}

/** An instant as dd/MM/yyyy HH:mm, 24-hour, on the clocks of `timeZone`. */
export function formatDateTime(value: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : String(value);
}

/** An instant's time of day as HH:mm, 24-hour, on the clocks of `timeZone`. */
export const formatTime = (value: string | Date, timeZone = DEFAULT_TIME_ZONE) => formatDateTime(value, timeZone).slice(-5);

/** A Date's own calendar day (its local fields) as YYYY-MM-DD. */
export const isoDay = (date: Date) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today in the browser's calendar (not UTC's, which lags behind Asia/Ho_Chi_Minh in the morning). */
export const today = () => isoDay(new Date());

/** Today on the shop's clock (next-intl's time zone on a screen), YYYY-MM-DD: "today's" lists are the shop's day, wherever the browser is. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now = new Date()): string {
  return dayFormat(timeZone).format(now);
}

// A formatter takes a fraction of a millisecond to build, and the counter asks for the day on every sale.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** A YYYY-MM-DD day as a local Date at midnight; null unless it is a real day. */
export function dateOfDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setFullYear(Number(match[1])); // years 0–99 would otherwise mean 1900–1999
  return isoDay(date) === day ? date : null;
}

/**
 * A day typed by hand as YYYY-MM-DD: dd/MM/yyyy, also with one-digit day or month and `.` or `-`
 * between (23.4.2024), or already YYYY-MM-DD (pasted from a spreadsheet). Null when it names no
 * real day (31/02/2024) or is not complete.
 */
export function parseDay(text: string): string | null {
  const typed = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed);
  const ymd = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y) return null;
  const day = `${y}-${pad(Number(m))}-${pad(Number(d))}`;
  return dateOfDay(day) ? day : null;
}

/** The minutes since midnight of an instant on the clocks of `timeZone` (08:30 → 510). */
export function minutesOfDayIn(value: string | Date, timeZone = DEFAULT_TIME_ZONE): number {
  const p = partsOf(value, timeZone);
  return p ? Number(p.hour) * 60 + Number(p.minute) : Number.NaN;
}

/**
 * An instant as a browser-local Date showing the shop's wall clock (its day, hour and minute): what
 * a date-time picker, which works in the browser's own zone, must display for a shop's time.
 */
export function shopWallClock(value: string | Date, timeZone = DEFAULT_TIME_ZONE): Date | null {
  const p = partsOf(value, timeZone);
  return p ? new Date(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) : null;
}

/** The instant a browser-local Date read as the shop's wall clock names (the inverse of `shopWallClock`). */
export function instantOfShopWallClock(wall: Date, timeZone = DEFAULT_TIME_ZONE): Date {
  const asUtc = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes());
  // the zone's offset at about that moment, then once more at the answer (a clock change in between)
  const offsetAt = (at: number) => {
    const p = partsOf(new Date(at), timeZone)!;
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - Math.floor(at / 60_000) * 60_000;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}
