import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mostAtOnce } from '@/lib/books/room-capacity';
import { roomDays, stayDays } from '@/lib/books/stay-days';

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

describe('roomDays (a stay that changed rooms)', () => {
  it.each([
    ['moved the next morning: the first room bills its night, the second the rest', ['2026-11-10T14:00', '2026-11-11T09:00', '2026-11-13T10:00'], [1, 2]],
    ['moved the same day: the first room bills nothing', ['2026-11-10T14:00', '2026-11-10T18:00', '2026-11-12T10:00'], [0, 2]],
    ['moved and out the same day: one day, in the last room', ['2026-11-10T08:00', '2026-11-10T11:00', '2026-11-10T17:00'], [0, 1]],
    ['moved in the afternoon, out late: the late day goes to the last room', ['2026-11-10T14:00', '2026-11-11T15:00', '2026-11-12T13:00'], [1, 2]],
    ['moved twice across a month’s end', ['2026-11-29T15:00', '2026-11-30T10:00', '2026-12-01T20:00', '2026-12-02T11:00'], [1, 1, 1]],
  ])('%s', (_, times, days) => {
    const [checkIn, ...rest] = times.map(at);
    let from = checkIn;
    const got = rest.map((to, i) => {
      const d = roomDays({ checkIn, roomFrom: from, roomTo: to, last: i === rest.length - 1 }, rule);
      from = to;
      return d;
    });
    expect(got).toEqual(days);
  });

  it('adds up to the whole stay’s days however the stay is split between rooms', () => {
    const minute = 60_000;
    const start = at('2026-11-01T00:00').getTime();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 * 24 * 60 }),
        fc.array(fc.integer({ min: 0, max: 20 * 24 * 60 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 20 * 24 * 60 }),
        fc.integer({ min: 0, max: 24 * 60 - 1 }),
        (inAt, movesAt, length, lateAfter) => {
          const r = { ...rule, lateCheckOutAfter: lateAfter };
          const checkIn = new Date(start + inAt * minute);
          const checkOut = new Date(checkIn.getTime() + length * minute);
          const moves = movesAt.map((m) => new Date(checkIn.getTime() + (m % (length + 1)) * minute)).sort((a, b) => a.getTime() - b.getTime());
          let from = checkIn;
          let billed = 0;
          for (const [i, to] of [...moves, checkOut].entries()) {
            const d = roomDays({ checkIn, roomFrom: from, roomTo: to, last: i === moves.length }, r);
            expect(d).toBeGreaterThanOrEqual(0);
            billed += d;
            from = to;
          }
          expect(billed).toBe(stayDays(checkIn, checkOut, r));
        },
      ),
    );
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
