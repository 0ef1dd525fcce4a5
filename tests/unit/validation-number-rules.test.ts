import { describe, expect, it } from 'vitest';
import {
  booleanInput,
  hexColor,
  integer,
  nonNegativeInteger,
  parseVatPercent,
  vatPercent,
} from '@/lib/contracts/rules';
import { accept, acceptances, rejectsWith } from '@/tests/support/zod-cases';

// Number-like rules of SPEC §5 as implemented in lib/contracts/rules.ts: integers, VAT percents,
// switches and colours. Every rejected value is checked against the exact translation key of its first
// issue, since that key is what the API and the forms show (helpers in tests/support/zod-cases.ts).

describe('nonNegativeInteger (SPEC §5: a number, minimum 0, required)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [1_000_000, 1_000_000],
    ['7', 7],
    [' 12 ', 12],
  ])('accepts %j as %j', (value, expected) => {
    expect(accept(nonNegativeInteger(), value)).toBe(expected);
  });

  it.each([
    ['-1', -1],
    ['a decimal', 1.5],
    ['a negative string', '-3'],
    ['a decimal string', '2.5'],
    ['letters', 'abc'],
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('rejects %s with validation.nonNegativeInteger', (_label, value) => {
    expect(rejectsWith(nonNegativeInteger(), value)).toBe('validation.nonNegativeInteger');
  });
});

describe('integer (SPEC §5: whole number, may be negative, required)', () => {
  it.each([
    [0, 0],
    [-5, -5],
    [42, 42],
    ['-3', -3],
    ['10', 10],
  ])('accepts %j as %j', (value, expected) => {
    expect(accept(integer(), value)).toBe(expected);
  });

  it.each([
    ['a decimal', 1.5],
    ['a decimal string', '-0.5'],
    ['letters', 'x'],
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s with validation.integer', (_label, value) => {
    expect(rejectsWith(integer(), value)).toBe('validation.integer');
  });
});

describe('vatPercent (SPEC §5: a number, "-" becomes 0, at most 100)', () => {
  it.each(acceptances([
    ['"-"', '-', 0],
    ['empty string', '', 0],
    ['null', null, 0],
    ['undefined', undefined, 0],
    ['0', 0, 0],
    ['10', 10, 10],
    ['100', 100, 100],
    ['a decimal', 5.5, 5.5],
    ['a numeric string', '8', 8],
  ]))('accepts $label as $expected', ({ value, expected }) => {
    expect(accept(vatPercent(), value)).toBe(expected);
  });

  it.each([
    ['101', 101],
    ['"150"', '150'],
    ['-1', -1],
    ['letters', 'abc'],
  ])('rejects %s with validation.vatPercent', (_label, value) => {
    expect(rejectsWith(vatPercent(), value)).toBe('validation.vatPercent');
  });
});

describe('parseVatPercent (SPEC §5: parsed as a number, "-" becomes 0, capped at 100)', () => {
  it.each([
    ['-', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['10', 10],
    [10, 10],
    [7.5, 7.5],
    ['8,5', 8.5],
    [100, 100],
    [150, 100],
    ['150', 100],
    [-5, 0],
    ['abc', 0],
  ])('parses %j as %j', (value, expected) => {
    expect(parseVatPercent(value)).toBe(expected);
  });
});

describe('booleanInput (switches sent as JSON or multipart text)', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
  ])('accepts %j as %j', (value, expected) => {
    expect(accept(booleanInput(), value)).toBe(expected);
  });

  it.each([['yes'], [1], [''], [null]])('rejects %j with validation.invalidType', (value) => {
    expect(rejectsWith(booleanInput(), value)).toBe('validation.invalidType');
  });
});

describe('hexColor (SPEC §5: a six-digit hex colour)', () => {
  it.each(['#aabbcc', '#AABBCC', '#3a5892', '#000000'])('accepts %s', (value) => {
    expect(accept(hexColor(), value)).toBe(value);
  });

  it.each([
    ['three digits', '#abc'],
    ['no #', 'aabbcc'],
    ['a non-hex digit', '#abcdeg'],
    ['eight digits', '#aabbccdd'],
    ['an rgb() value', 'rgb(58, 88, 146)'],
    ['empty string', ''],
    ['null', null],
  ])('rejects %s with validation.hexColor', (_label, value) => {
    expect(rejectsWith(hexColor(), value)).toBe('validation.hexColor');
  });
});
