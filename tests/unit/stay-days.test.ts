import { describe, expect, it } from 'vitest';
import { mostAtOnce } from '@/lib/books/room-capacity';
import { stayDays } from '@/lib/books/stay-days';

// The day-counting rule of a stay (issue 19) as worked examples, on the shop's clock (UTC+7) with a
// late check-out after 12:00.
const rule = { timeZone: 'Asia/Ho_Chi_Minh', lateCheckOutAfter: 12 * 60 };
const at = (local: string) => new Date(`${local}:00+07:00`);

describe('stayDays', () => {
  it.each([
    ['in and out the same day', '2026-11-10T08:00', '2026-11-10T18:00', 1],
    ['in at 14:00, out the next morning at 10:00', '2026-11-10T14:00', '2026-11-11T10:00', 1],
    ['out the next day exactly at the late hour', '2026-11-10T14:00', '2026-11-11T12:00', 1],
    ['out the next day a minute after the late hour', '2026-11-10T14:00', '2026-11-11T12:01', 2],
    ['three nights, out in the morning', '2026-11-10T09:00', '2026-11-13T09:00', 3],
    ['three nights, out in the evening', '2026-11-10T09:00', '2026-11-13T19:30', 4],
    ['in just before midnight, out just after', '2026-11-10T23:30', '2026-11-11T00:30', 1],
    ['in at midnight, out the same day late', '2026-11-10T00:00', '2026-11-10T23:59', 1],
    ['across the end of a month', '2026-11-29T15:00', '2026-12-02T11:00', 3],
    ['across the end of a year, out late', '2026-12-31T15:00', '2027-01-01T13:00', 2],
    ['across February of a leap year', '2028-02-28T10:00', '2028-03-01T10:00', 2],
  ])('%s: %s → %s is %i day(s)', (_, checkIn, checkOut, days) => {
    expect(stayDays(at(checkIn), at(checkOut), rule)).toBe(days);
  });

  it('counts the shop’s calendar days, not UTC’s', () => {
    // 00:30 to 20:00 of the same day in the shop; in UTC, 17:30 one day to 13:00 the next, late
    const checkIn = new Date('2026-11-10T17:30:00Z');
    const checkOut = new Date('2026-11-11T13:00:00Z');
    expect(stayDays(checkIn, checkOut, rule)).toBe(1);
    expect(stayDays(checkIn, checkOut, { ...rule, timeZone: 'UTC' })).toBe(2);
  });

  it('follows the shop’s late check-out hour', () => {
    const out = at('2026-11-11T10:30');
    expect(stayDays(at('2026-11-10T14:00'), out, { ...rule, lateCheckOutAfter: 10 * 60 })).toBe(2);
    expect(stayDays(at('2026-11-10T14:00'), out, { ...rule, lateCheckOutAfter: 11 * 60 })).toBe(1);
  });

  it('refuses a check-out before the check-in', () => {
    expect(() => stayDays(at('2026-11-11T10:00'), at('2026-11-10T10:00'), rule)).toThrow(RangeError);
  });
});

describe('mostAtOnce (how full a room gets)', () => {
  const h = (n: number) => n * 3_600_000;
  it.each([
    ['no stay', [], 0],
    ['one stay', [[0, 10]], 1],
    ['two apart', [[0, 10], [20, 30]], 1],
    ['one leaving as the next arrives', [[0, 10], [10, 20]], 1],
    ['two overlapping', [[0, 10], [5, 15]], 2],
    ['three, two at most at once', [[0, 10], [5, 15], [12, 20]], 2],
    ['a long stay under three short ones', [[0, 100], [10, 20], [15, 30], [40, 50]], 3],
  ] as const)('%s', (_, stays, most) => {
    expect(mostAtOnce(stays.map(([from, to]) => ({ from: h(from), to: h(to) })))).toBe(most);
  });
});
