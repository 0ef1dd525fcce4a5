import { describe, expect, it } from 'vitest';
import { ageFrom, formatVnd } from '@/lib/format';

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
