// How many days a stay bills (issue 19, hotel and inpatient care): every day started counts — a
// check-in at 14:00 and a check-out the next morning at 10:00 is one day — and a check-out after the
// shop's late check-out hour (e.g. 12:00) starts another. Days are the shop's calendar days, in its
// time zone, so a stay across midnight or a month's end counts the nights between the two dates.

export interface StayDaysRule {
  /** the shop's time zone (Asia/Ho_Chi_Minh unless set) */
  timeZone: string;
  /** minutes after midnight from which a check-out counts one more day (12:00 → 720) */
  lateCheckOutAfter: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The shop's calendar day (as a day number since 1970) and the minutes past its midnight. */
function onShopClock(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = Object.fromEntries(partsFormat(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86_400_000;
  return { day, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * The days a stay from `checkIn` to `checkOut` bills: at least one; the nights between the two
 * calendar days; one more when it leaves after the late check-out hour of a later day.
 * A check-out before the check-in is a caller's mistake (refused before it gets here).
 */
export function stayDays(checkIn: Date, checkOut: Date, rule: StayDaysRule): number {
  if (checkOut.getTime() < checkIn.getTime()) throw new RangeError('check-out before check-in');
  const from = onShopClock(checkIn, rule.timeZone);
  const to = onShopClock(checkOut, rule.timeZone);
  const nights = to.day - from.day;
  const late = nights > 0 && to.minutes > rule.lateCheckOutAfter ? 1 : 0;
  return Math.max(1, nights + late);
}
