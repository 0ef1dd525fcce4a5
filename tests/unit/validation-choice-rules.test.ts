import { describe, expect, it } from 'vitest';
import { isoDate, optionalUuid, timeframe } from '@/lib/contracts/rules';
import { TIMEFRAME_VALUES } from '@/lib/enums/subscriptions';
import { accept, acceptances, rejections, rejectsWith, VALID_UUID } from '@/tests/support/zod-cases';

// Rules of SPEC §5 for dates, subscription plans and optional ids, as implemented in
// lib/contracts/rules.ts; every rejected value checked against the exact translation key of its
// first issue (helpers in tests/support/zod-cases.ts).

describe('isoDate (SPEC §5: ISO date string, required)', () => {
  it.each([
    ['a calendar date', '2024-05-01'],
    ['UTC date-time', '2024-05-01T10:00:00Z'],
    ['date-time with offset', '2024-05-01T10:00:00+07:00'],
    ['date-time with milliseconds', '2024-05-01T10:00:00.123Z'],
  ])('accepts %s', (_label, value) => {
    expect(accept(isoDate(), value)).toBe(value);
  });

  it.each(rejections([
    ['empty string', '', 'validation.required'],
    ['null', null, 'validation.required'],
    ['undefined', undefined, 'validation.required'],
    ['free text', 'not a date', 'validation.isoDate'],
    ['month 13', '2024-13-45', 'validation.isoDate'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(isoDate(), value)).toBe(key);
  });

  // SPEC §5 asks for an ISO date string; these are not ISO 8601 although Date.parse reads them.
  it.each([
    ['a lone digit', '1'],
    ['text ending in a digit', 'hello 2'],
    ['an English date', 'May 1, 2024'],
    ['a slash date', '01/02/2024'],
  ])('rejects the non-ISO %s with validation.isoDate', (_label, value) => {
    expect(rejectsWith(isoDate(), value)).toBe('validation.isoDate');
  });
});

describe('timeframe (SPEC §5: required, one of the timeframe values)', () => {
  it('knows exactly the seven timeframes of SPEC §3', () => {
    expect(TIMEFRAME_VALUES).toEqual(['0-NO_EXPIRY', '1-01M', '1-03M', '1-06M', '2-01Y', '2-02Y', '2-03Y']);
  });

  it.each(TIMEFRAME_VALUES)('accepts %s', (value) => {
    expect(accept(timeframe(), value)).toBe(value);
  });

  it.each([
    ['empty string', ''],
    ['an unknown timeframe', '1-12M'],
    ['lower case', '2-01y'],
    ['the month count', 12],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s with validation.timeframe', (_label, value) => {
    expect(rejectsWith(timeframe(), value)).toBe('validation.timeframe');
  });
});

describe('optionalUuid (SPEC §5: may be null)', () => {
  it.each(acceptances([
    ['null', null, null],
    ['undefined', undefined, null],
    ['empty string', '', null],
    ['a v4 uuid', VALID_UUID, VALID_UUID],
  ]))('accepts $label as $expected', ({ value, expected }) => {
    expect(accept(optionalUuid(), value)).toBe(expected);
  });

  it.each([
    ['free text', 'abc'],
    ['a truncated uuid', VALID_UUID.slice(0, -1)],
    ['a number', 123],
  ])('rejects %s with validation.uuid', (_label, value) => {
    expect(rejectsWith(optionalUuid(), value)).toBe('validation.uuid');
  });
});
