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

/** The nights between two moments: how many times the shop's calendar day changed. */
const nightsBetween = (from: Date, to: Date, timeZone: string) => onShopClock(to, timeZone).day - onShopClock(from, timeZone).day;

/**
 * The days a stay from `checkIn` to `checkOut` bills: at least one; the nights between the two
 * calendar days; one more when it leaves after the late check-out hour of a later day.
 * A check-out before the check-in is a caller's mistake (refused before it gets here).
 */
export function stayDays(checkIn: Date, checkOut: Date, rule: StayDaysRule): number {
  if (checkOut.getTime() < checkIn.getTime()) throw new RangeError('check-out before check-in');
  const nights = nightsBetween(checkIn, checkOut, rule.timeZone);
  const late = nights > 0 && onShopClock(checkOut, rule.timeZone).minutes > rule.lateCheckOutAfter ? 1 : 0;
  return Math.max(1, nights + late);
}

/**
 * The days one room of a stay bills when the pet changed rooms on the way (issue 19 §3, a move):
 * a room it left bills the nights it slept there; the room it leaves the shop from bills the rest
 * of `stayDays` — its nights, the late check-out, or the one day every stay costs. Summed over the
 * rooms it is `stayDays` of the whole stay, so a move never adds or loses a day.
 */
export function roomDays(stay: { checkIn: Date; roomFrom: Date; roomTo: Date; last: boolean }, rule: StayDaysRule): number {
  const { checkIn, roomFrom, roomTo } = stay;
  if (roomTo.getTime() < roomFrom.getTime() || roomFrom.getTime() < checkIn.getTime()) throw new RangeError('room dates out of order');
  if (!stay.last) return nightsBetween(roomFrom, roomTo, rule.timeZone);
  return stayDays(checkIn, roomTo, rule) - nightsBetween(checkIn, roomFrom, rule.timeZone);
}
