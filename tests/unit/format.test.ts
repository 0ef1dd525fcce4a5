import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ageFrom, dateOfDay, formatDate, formatDateTime, formatDay, formatVnd, instantOfShopWallClock, isoDay, parseDay, shopWallClock } from '@/lib/format';

describe('formatVnd', () => {
  it('writes đồng with dot thousands and the ₫ sign, no decimals', () => {
    expect(formatVnd(1_234_000).replace(/\s/g, ' ')).toBe('1.234.000 ₫');
    expect(formatVnd(0).replace(/\s/g, ' ')).toBe('0 ₫');
  });
});

describe('ageFrom', () => {
  const today = new Date(2026, 10, 22);
  it('counts whole years and months up to today', () => {
    expect(ageFrom('2023-05-10', today)).toEqual({ years: 3, months: 6 });
    expect(ageFrom('2026-06-23', today)).toEqual({ years: 0, months: 4 });
    expect(ageFrom('2026-11-01', today)).toEqual({ years: 0, months: 0 });
  });
  it('has no age without a birth date or with one still to come', () => {
    expect(ageFrom(null, today)).toBeNull();
    expect(ageFrom('2026-12-01', today)).toBeNull();
  });
});

// Dates read dd/MM/yyyy and times HH:mm (24-hour) in both languages, whatever the runtime's locale.
describe('dates and times', () => {
  it('writes a calendar day as dd/MM/yyyy without moving it through a time zone', () => {
    expect(formatDay('2019-03-03')).toBe('03/03/2019');
    expect(formatDay('2026-12-31')).toBe('31/12/2026');
  });

  it('writes an instant as dd/MM/yyyy on the clocks of the given time zone (Asia/Ho_Chi_Minh by default)', () => {
    // 17:30 UTC on 31 December is already 1 January in Việt Nam
    expect(formatDate('2025-12-31T17:30:00Z')).toBe('01/01/2026');
    expect(formatDate('2025-12-31T17:30:00Z', 'UTC')).toBe('31/12/2025');
    expect(formatDate(new Date('2024-07-18T02:00:00Z'))).toBe('18/07/2024');
  });

  it('writes a date and time with a 24-hour clock', () => {
    expect(formatDateTime('2025-01-14T08:05:00Z')).toBe('14/01/2025 15:05');
    expect(formatDateTime('2025-01-14T17:00:00Z')).toBe('15/01/2025 00:00');
    expect(formatDateTime('2025-01-14T16:59:00+07:00', 'Asia/Ho_Chi_Minh')).toBe('14/01/2025 16:59');
  });

  it('leaves a text that is no date as it is', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDay('')).toBe('');
  });

  it.each([
    ['23/04/2024', '2024-04-23'],
    ['3/4/2024', '2024-04-03'],
    ['23.04.2024', '2024-04-23'],
    ['23-04-2024', '2024-04-23'],
    [' 29/02/2024 ', '2024-02-29'],
    ['2024-04-23', '2024-04-23'],
  ])('reads the typed day %s as %s', (typed, day) => {
    expect(parseDay(typed)).toBe(day);
  });

  it.each(['', '23/04', '23/04/24', '04/23/2024', '31/02/2024', '29/02/2023', '00/01/2024', '2024/04/23', 'hôm qua'])('reads no day in %j', (typed) => {
    expect(parseDay(typed)).toBeNull();
  });

  it('gives a day’s own calendar fields, not UTC’s', () => {
    expect(isoDay(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
    expect(dateOfDay('2026-01-05')?.getDate()).toBe(5);
    expect(dateOfDay('2026-02-30')).toBeNull();
  });
});

describe('the shop’s wall clock in a date-time picker (browser in another zone)', () => {
  it('shows an instant as the shop’s day and time, and reads one back to the same instant', () => {
    const wall = shopWallClock('2026-11-28T14:08:00Z')!;
    expect([wall.getFullYear(), wall.getMonth() + 1, wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([2026, 11, 28, 21, 8]);
    expect(instantOfShopWallClock(new Date(2026, 10, 28, 21, 8)).toISOString()).toBe('2026-11-28T14:08:00.000Z');
    // the shop's midnight is 17:00 of the day before in UTC
    expect(instantOfShopWallClock(new Date(2026, 11, 1, 0, 0)).toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });

  it('round-trips every minute, also in a zone that changes its clocks', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }), fc.constantFrom('Asia/Ho_Chi_Minh', 'UTC', 'America/New_York'), (minute, zone) => {
        const at = new Date(minute * 60_000);
        const back = instantOfShopWallClock(shopWallClock(at, zone)!, zone);
        // an hour repeated when clocks go back reads as either of its two instants
        expect(Math.abs(back.getTime() - at.getTime()) % 3_600_000).toBe(0);
        expect(formatDateTime(back, zone)).toBe(formatDateTime(at, zone));
      }),
    );
  });
});
