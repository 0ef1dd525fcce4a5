import { describe, expect, it } from 'vitest';
import {
  name,
  optionalText,
  requiredShortText,
  requiredText,
  shortText,
  unit,
} from '@/lib/contracts/rules';
import { accept, acceptances, rejections, rejectsWith } from '@/tests/support/zod-cases';

// Text rules of SPEC §5 as implemented in lib/contracts/rules.ts: names, units and short, required
// and optional texts. Every rejected value is checked against the exact translation key of its first
// issue, since that key is what the API and the forms show (helpers in tests/support/zod-cases.ts).

describe('name (SPEC §5: 3 to 100 characters, required)', () => {
  it.each([
    ['Ana', 'Ana'],
    ['exactly 100 characters', 'a'.repeat(100)],
    ['Vietnamese with diacritics', 'Nguyễn Văn Ân'],
  ])('accepts %s', (_label, value) => {
    expect(accept(name(), value)).toBe(value);
  });

  it('trims surrounding spaces before counting', () => {
    expect(accept(name(), '  Bob  ')).toBe('Bob');
  });

  it.each(rejections([
    ['empty string', '', 'validation.required'],
    ['only spaces', '    ', 'validation.required'],
    ['null', null, 'validation.required'],
    ['undefined', undefined, 'validation.required'],
    ['2 characters', 'ab', 'validation.name'],
    ['2 characters after trimming', '  ab  ', 'validation.name'],
    ['101 characters', 'a'.repeat(101), 'validation.name'],
    ['a number', 123, 'validation.invalidType'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(name(), value)).toBe(key);
  });
});

describe('unit (SPEC §5: 1 to 20 characters, required)', () => {
  it.each([
    ['one character', 'g'],
    ['a Vietnamese unit', 'viên'],
    ['exactly 20 characters', 'u'.repeat(20)],
  ])('accepts %s', (_label, value) => {
    expect(accept(unit(), value)).toBe(value);
  });

  it.each(rejections([
    ['empty string', '', 'validation.required'],
    ['only spaces', '   ', 'validation.required'],
    ['null', null, 'validation.required'],
    ['21 characters', 'u'.repeat(21), 'validation.unit'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(unit(), value)).toBe(key);
  });
});

describe('shortText (SPEC §5: optional, up to 20 characters, may be null or empty)', () => {
  it.each(acceptances([
    ['null', null, null],
    ['undefined', undefined, null],
    ['empty string', '', null],
    ['only spaces', '   ', null],
    ['a short text', 'Lô A1', 'Lô A1'],
    ['exactly 20 characters', 's'.repeat(20), 's'.repeat(20)],
  ]))('accepts $label as $expected', ({ value, expected }) => {
    expect(accept(shortText(), value)).toBe(expected);
  });

  it.each(rejections([
    ['21 characters', 's'.repeat(21), 'validation.shortText'],
    ['a number', 42, 'validation.invalidType'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(shortText(), value)).toBe(key);
  });
});

describe('requiredShortText (SPEC §5: required, up to 20 characters)', () => {
  it.each([
    ['one character', 'x'],
    ['exactly 20 characters', 's'.repeat(20)],
  ])('accepts %s', (_label, value) => {
    expect(accept(requiredShortText(), value)).toBe(value);
  });

  it.each(rejections([
    ['empty string', '', 'validation.required'],
    ['null', null, 'validation.required'],
    ['21 characters', 's'.repeat(21), 'validation.shortText'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(requiredShortText(), value)).toBe(key);
  });
});

describe('requiredText (SPEC §5: required, not empty)', () => {
  it.each([
    ['one character', 'x', 'x'],
    ['trimmed', '  12 Lê Lợi  ', '12 Lê Lợi'],
    ['exactly 255 characters', 't'.repeat(255), 't'.repeat(255)],
  ])('accepts %s', (_label, value, expected) => {
    expect(accept(requiredText(), value)).toBe(expected);
  });

  it.each(rejections([
    ['empty string', '', 'validation.required'],
    ['only spaces', '   ', 'validation.required'],
    ['null', null, 'validation.required'],
    ['undefined', undefined, 'validation.required'],
    ['256 characters', 't'.repeat(256), 'validation.tooLong'],
    ['a number', 5, 'validation.invalidType'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(requiredText(), value)).toBe(key);
  });

  it('honours a custom maximum', () => {
    expect(accept(requiredText(10), 'a'.repeat(10))).toBe('a'.repeat(10));
    expect(rejectsWith(requiredText(10), 'a'.repeat(11))).toBe('validation.tooLong');
  });
});

describe('optionalText (SPEC §5: may be null or empty)', () => {
  it.each(acceptances([
    ['null', null, null],
    ['undefined', undefined, null],
    ['empty string', '', null],
    ['only spaces', '   ', null],
    ['trimmed text', ' Vietcombank ', 'Vietcombank'],
    ['exactly 255 characters', 'o'.repeat(255), 'o'.repeat(255)],
  ]))('accepts $label as $expected', ({ value, expected }) => {
    expect(accept(optionalText(), value)).toBe(expected);
  });

  it.each(rejections([
    ['256 characters', 'o'.repeat(256), 'validation.tooLong'],
    ['a number', 5, 'validation.invalidType'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(optionalText(), value)).toBe(key);
  });

  it('honours a custom maximum and message key', () => {
    expect(rejectsWith(optionalText(5), 'abcdef')).toBe('validation.tooLong');
    expect(rejectsWith(optionalText(5, 'shortText'), 'abcdef')).toBe('validation.shortText');
  });
});
