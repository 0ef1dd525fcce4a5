// The cash book's period (DESIGN §3: report periods are the shop's days): the days in the URL, or
// this month on the shop's calendar when the URL names none.

const dayIn = (timeZone: string, now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The first and last day (YYYY-MM-DD) of the month `now` falls in, on the clocks of `timeZone`. */
export function thisMonth(timeZone: string, now = new Date()): { from: string; to: string } {
  const [year, month] = dayIn(timeZone, now).split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, '0')}` };
}

/** The period a cash book request covers: its own `from` and `to`, each defaulting to this month's. */
export function periodOf(values: { from?: string | number; to?: string | number }, timeZone: string, now = new Date()): { from: string; to: string } {
  const month = thisMonth(timeZone, now);
  return { from: String(values.from || month.from), to: String(values.to || month.to) };
}
