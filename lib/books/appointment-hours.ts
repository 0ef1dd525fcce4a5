import { minutesOfClock } from '../contracts/rules';
import { minutesOfDayIn, todayIn } from '../format';

const MINUTE_MS = 60_000;

export interface OpeningHours {
  timeZone: string;
  /** HH:mm on the shop's clock */
  opensAt: string;
  closesAt: string;
}

/**
 * Why an appointment from `startsAt` for `minutes` cannot be booked at these opening hours (the
 * message's key), or null: it must start at or after opening and end by closing, the same day, on
 * the shop's clock whatever the clock of whoever books it. One rule for the server and the mock API.
 */
export function openingHoursProblem(startsAt: Date, minutes: number, hours: OpeningHours): string | null {
  const endsAt = new Date(startsAt.getTime() + minutes * MINUTE_MS);
  const from = minutesOfDayIn(startsAt, hours.timeZone);
  const sameDay = todayIn(hours.timeZone, startsAt) === todayIn(hours.timeZone, new Date(endsAt.getTime() - 1));
  if (!sameDay || from < minutesOfClock(hours.opensAt) || from + minutes > minutesOfClock(hours.closesAt)) return 'validation.outsideOpeningHours';
  return null;
}

/** Whether two bookings share a moment: [start, start + minutes) each. */
export const bookingsOverlap = (a: { startsAt: Date; minutes: number }, b: { startsAt: Date; minutes: number }) =>
  a.startsAt.getTime() < b.startsAt.getTime() + b.minutes * MINUTE_MS && b.startsAt.getTime() < a.startsAt.getTime() + a.minutes * MINUTE_MS;
