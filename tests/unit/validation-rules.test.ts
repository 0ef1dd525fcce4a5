import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  booleanInput,
  email,
  gender,
  hexColor,
  integer,
  isoDate,
  name,
  newPassword,
  nonNegativeInteger,
  optionalEmail,
  optionalText,
  optionalUuid,
  parseVatPercent,
  password,
  phone,
  requiredShortText,
  requiredText,
  role,
  shortText,
  timeframe,
  unit,
  vatPercent,
} from '@/lib/contracts/rules';
import { changePasswordBody, changePasswordForm, updateMeBody } from '@/lib/contracts/users';
import { DEFAULT_VAT_SETTINGS, updateShopInfoBody } from '@/lib/contracts/shops';
import { TIMEFRAME_VALUES } from '@/lib/enums';
import { Role } from '@/lib/roles';

// Validation rules of SPEC §5 as implemented in lib/contracts/rules.ts. Every rejected value is checked
// against the exact translation key of its first issue, since that key is what the API and the forms show.

/** Parses and returns the output; fails the test with the issues when the value is rejected. */
function accept(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected ${JSON.stringify(value)} to pass, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

/** The first issue of a rejected value (message key and path). */
function firstIssue(schema: z.ZodType, value: unknown): { message: string; path: PropertyKey[] } {
  const result = schema.safeParse(value);
  expect(result.success, `expected ${JSON.stringify(value)} to be rejected`).toBe(false);
  const issue = result.error!.issues[0];
  return { message: issue.message, path: issue.path };
}

const rejectsWith = (schema: z.ZodType, value: unknown) => firstIssue(schema, value).message;

/** [label, value, message key] rows as objects, so a test title can name the label and the key. */
const rejections = (rows: [string, unknown, string][]) => rows.map(([label, value, key]) => ({ label, value, key }));
/** [label, value, parsed output] rows as objects, so a test title can name the label and the output. */
const acceptances = (rows: [string, unknown, unknown][]) => rows.map(([label, value, expected]) => ({ label, value, expected }));

const VALID_UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

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

describe('phone (SPEC §5: required, 0 followed by 9 or 10 digits)', () => {
  it.each([
    ['10 digits', '0912345678', '0912345678'],
    ['11 digits', '02838123456', '02838123456'],
    ['surrounding spaces trimmed', ' 0903123456 ', '0903123456'],
  ])('accepts %s', (_label, value, expected) => {
    expect(accept(phone(), value)).toBe(expected);
  });

  it.each(rejections([
    ['empty string', '', 'validation.required'],
    ['null', null, 'validation.required'],
    ['undefined', undefined, 'validation.required'],
    ['9 digits', '091234567', 'validation.phone'],
    ['12 digits', '091234567890', 'validation.phone'],
    ['10 digits not starting with 0', '1912345678', 'validation.phone'],
    ['no leading 0', '912345678', 'validation.phone'],
    ['international +84 form', '+84912345678', 'validation.phone'],
    ['inner spaces', '0912 345 678', 'validation.phone'],
    ['dashes', '091-234-5678', 'validation.phone'],
    ['a letter', '09123a5678', 'validation.phone'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(phone(), value)).toBe(key);
  });
});

describe('email (SPEC §5: required, valid address, no top-level-domain check)', () => {
  it.each([
    ['no top-level domain', 'a@b'],
    ['an ordinary address', 'owner@petclinic.vn'],
    ['plus tag and sub-domain', 'first.last+tag@mail.example.com'],
    ['hyphenated domain', 'x@pet-care.vn'],
  ])('accepts %s', (_label, value) => {
    expect(accept(email(), value)).toBe(value);
  });

  it('trims surrounding spaces', () => {
    expect(accept(email(), '  a@b.vn ')).toBe('a@b.vn');
  });

  it.each(rejections([
    ['empty string', '', 'validation.required'],
    ['null', null, 'validation.required'],
    ['no @', 'plainaddress', 'validation.email'],
    ['nothing after @', 'a@', 'validation.email'],
    ['nothing before @', '@b.com', 'validation.email'],
    ['two @', 'a@b@c.com', 'validation.email'],
    ['a space inside', 'a b@c.com', 'validation.email'],
    ['empty domain label', 'a@b..com', 'validation.email'],
    ['domain label starting with -', 'a@-b.com', 'validation.email'],
    ['over 255 characters', `${'a'.repeat(250)}@b.com`, 'validation.tooLong'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(email(), value)).toBe(key);
  });
});

describe('optionalEmail (SPEC §5: may be null or empty, else a valid address)', () => {
  it.each(acceptances([
    ['null', null, null],
    ['undefined', undefined, null],
    ['empty string', '', null],
    ['only spaces', '  ', null],
    ['no top-level domain', 'a@b', 'a@b'],
    ['upper case (stored lower case)', 'Owner@PetClinic.VN', 'owner@petclinic.vn'],
  ]))('accepts $label as $expected', ({ value, expected }) => {
    expect(accept(optionalEmail(), value)).toBe(expected);
  });

  it.each(rejections([
    ['no @', 'nope', 'validation.email'],
    ['nothing after @', 'a@', 'validation.email'],
    ['a space inside', 'a b@c', 'validation.email'],
    ['over 255 characters', `${'a'.repeat(250)}@b.com`, 'validation.tooLong'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(optionalEmail(), value)).toBe(key);
  });
});

describe('gender (SPEC §5: required integer of the gender enumeration)', () => {
  it.each([
    [1, 1],
    [2, 2],
    ['1', 1],
    ['2', 2],
  ])('accepts %j as %j', (value, expected) => {
    expect(accept(gender(), value)).toBe(expected);
  });

  it.each([
    ['0', 0],
    ['3', 3],
    ['1.5', 1.5],
    ['"male"', 'male'],
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s with validation.gender', (_label, value) => {
    expect(rejectsWith(gender(), value)).toBe('validation.gender');
  });
});

describe('role (SPEC §5: required integer of the role enumeration)', () => {
  it.each(Object.entries(Role))('accepts %s (%i)', (_name, id) => {
    expect(accept(role(), id)).toBe(id);
  });

  it('accepts a numeric string', () => {
    expect(accept(role(), '4')).toBe(Role.SHOP_SELLER);
  });

  it.each([
    ['0', 0],
    ['7', 7],
    ['-1', -1],
    ['a role name', 'SHOP_ADMIN'],
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s with validation.role', (_label, value) => {
    expect(rejectsWith(role(), value)).toBe('validation.role');
  });
});

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

describe('password (SPEC §5 registration/staff: ≥ 6, a letter and a digit, only letters, digits and @$!%*?&)', () => {
  it.each([
    ['6 characters', 'abc123'],
    ['digits first', '123abc'],
    ['mixed case with a symbol', 'Abc@123'],
    ['every allowed symbol', 'a1@$!%*?&'],
    ['a long password', 'a1'.repeat(32)],
  ])('accepts %s', (_label, value) => {
    expect(accept(password(), value)).toBe(value);
  });

  it.each(rejections([
    ['empty string', '', 'validation.required'],
    ['undefined', undefined, 'validation.required'],
    ['null', null, 'validation.required'],
    ['5 characters', 'abc12', 'validation.password'],
    ['no digit', 'abcdef', 'validation.password'],
    ['no letter', '123456', 'validation.password'],
    ['only symbols and digits', '@@1234', 'validation.password'],
    ['a space', 'abc 123', 'validation.password'],
    ['a symbol outside the list (#)', 'abc#123', 'validation.password'],
    ['a symbol outside the list (-)', 'abc-123', 'validation.password'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(password(), value)).toBe(key);
  });
});

describe('newPassword (SPEC §5 change password: ≥ 8 with upper, lower, digit and special)', () => {
  it.each([
    ['8 characters', 'Abcdef1!'],
    ['another special character', 'Passw0rd#'],
    ['a long password', 'Very-Long-Passw0rd-For-A-Clinic'],
  ])('accepts %s', (_label, value) => {
    expect(accept(newPassword(), value)).toBe(value);
  });

  it.each(rejections([
    ['empty string', '', 'validation.required'],
    ['undefined', undefined, 'validation.required'],
    ['7 characters', 'Abcde1!', 'validation.newPassword'],
    ['no upper case', 'abcdef1!', 'validation.newPassword'],
    ['no lower case', 'ABCDEF1!', 'validation.newPassword'],
    ['no digit', 'Abcdefg!', 'validation.newPassword'],
    ['no special character', 'Abcdefg1', 'validation.newPassword'],
    ['a registration-style password', 'abc123', 'validation.newPassword'],
  ]))('rejects $label with $key', ({ value, key }) => {
    expect(rejectsWith(newPassword(), value)).toBe(key);
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

describe('updateMeBody (PUT /users/me)', () => {
  const valid = { name: 'Nguyễn Văn An', phoneNumber: '0912345678', gender: 1 };

  it('accepts the minimal body and leaves optional fields out', () => {
    expect(accept(updateMeBody, valid)).toEqual(valid);
  });

  it('normalises the optional fields', () => {
    expect(
      accept(updateMeBody, { ...valid, email: 'An@Clinic.VN', address: '  ', isSingleUserFlowEnabled: 'true', gender: '2' }),
    ).toEqual({ ...valid, gender: 2, email: 'an@clinic.vn', address: null, isSingleUserFlowEnabled: true });
  });

  it('accepts an empty email and phone of 11 digits', () => {
    expect(accept(updateMeBody, { ...valid, email: '', phoneNumber: '02838123456' })).toMatchObject({ email: null, phoneNumber: '02838123456' });
  });

  it.each([
    ['name too short', { name: 'An' }, 'name', 'validation.name'],
    ['name missing', { name: undefined }, 'name', 'validation.required'],
    ['phone invalid', { phoneNumber: '12345' }, 'phoneNumber', 'validation.phone'],
    ['phone missing', { phoneNumber: undefined }, 'phoneNumber', 'validation.required'],
    ['gender outside the enumeration', { gender: 3 }, 'gender', 'validation.gender'],
    ['gender missing', { gender: undefined }, 'gender', 'validation.gender'],
    ['email invalid', { email: 'not-an-email' }, 'email', 'validation.email'],
    ['address too long', { address: 'a'.repeat(256) }, 'address', 'validation.tooLong'],
    ['switch not a boolean', { isSingleUserFlowEnabled: 'yes' }, 'isSingleUserFlowEnabled', 'validation.invalidType'],
  ])('rejects %s', (_label, patch, field, key) => {
    expect(firstIssue(updateMeBody, { ...valid, ...patch })).toEqual({ message: key, path: [field] });
  });
});

describe('changePasswordBody (PUT /users/change-password)', () => {
  it('accepts oldPassword and a strong newPassword, and sends nothing else', () => {
    expect(accept(changePasswordBody, { oldPassword: 'old-secret', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual({
      oldPassword: 'old-secret',
      newPassword: 'Abcdef1!',
    });
  });

  it.each([
    ['oldPassword empty', { oldPassword: '', newPassword: 'Abcdef1!' }, 'oldPassword', 'validation.required'],
    ['oldPassword missing', { newPassword: 'Abcdef1!' }, 'oldPassword', 'validation.required'],
    ['newPassword weak', { oldPassword: 'x', newPassword: 'abcdef12' }, 'newPassword', 'validation.newPassword'],
    ['newPassword empty', { oldPassword: 'x', newPassword: '' }, 'newPassword', 'validation.required'],
    ['newPassword missing', { oldPassword: 'x' }, 'newPassword', 'validation.required'],
  ])('rejects %s', (_label, body, field, key) => {
    expect(firstIssue(changePasswordBody, body)).toEqual({ message: key, path: [field] });
  });
});

describe('changePasswordForm (client-side confirmation)', () => {
  it('accepts a matching confirmation', () => {
    expect(accept(changePasswordForm, { oldPassword: 'old', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual({
      oldPassword: 'old',
      newPassword: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
    });
  });

  it.each([
    ['a different confirmation', 'Abcdef1?'],
    ['an empty confirmation', ''],
    ['a confirmation differing in case', 'abcdef1!'],
  ])('reports %s as validation.passwordMismatch on confirmPassword', (_label, confirmPassword) => {
    const result = changePasswordForm.safeParse({ oldPassword: 'old', newPassword: 'Abcdef1!', confirmPassword });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: 'validation.passwordMismatch' })]);
  });

  it('still reports a weak newPassword first', () => {
    expect(firstIssue(changePasswordForm, { oldPassword: 'old', newPassword: 'weak', confirmPassword: 'weak' })).toEqual({
      message: 'validation.newPassword',
      path: ['newPassword'],
    });
  });
});

describe('updateShopInfoBody (PUT /shops/info)', () => {
  const line = (isEnabled: unknown, percent: unknown) => ({ isEnabled, percent });
  const valid = {
    name: 'Phòng khám thú y An Bình',
    alias: 'An Bình',
    phone: '0283812345',
    address: '12 Lê Lợi, Quận 1',
    bankInfo: { bankName: 'Vietcombank', accountNumber: '0071000123456', bankBranch: '', accountName: null },
    vatSettings: {
      sale: line(true, 10),
      grooming: line('true', '8'),
      healthcare: line(false, '-'),
      hotel: line('false', ''),
    },
  };

  it('accepts a full body, turning "-" and empty percents into 0 and empty bank fields into null', () => {
    expect(accept(updateShopInfoBody, valid)).toEqual({
      ...valid,
      bankInfo: { bankName: 'Vietcombank', accountNumber: '0071000123456', bankBranch: null, accountName: null },
      vatSettings: {
        sale: { isEnabled: true, percent: 10 },
        grooming: { isEnabled: true, percent: 8 },
        healthcare: { isEnabled: false, percent: 0 },
        hotel: { isEnabled: false, percent: 0 },
      },
    });
  });

  it('accepts the default VAT settings (all disabled at 0) and ignores the logo field', () => {
    const parsed = accept(updateShopInfoBody, { ...valid, vatSettings: DEFAULT_VAT_SETTINGS, document: 'logo.png' });
    expect(parsed).toMatchObject({ vatSettings: DEFAULT_VAT_SETTINGS });
    expect(parsed).not.toHaveProperty('document');
  });

  it('accepts 100 percent', () => {
    expect(accept(updateShopInfoBody, { ...valid, vatSettings: { ...valid.vatSettings, hotel: line(true, 100) } })).toMatchObject({
      vatSettings: { hotel: { isEnabled: true, percent: 100 } },
    });
  });

  it.each([
    ['name too short', { name: 'AB' }, ['name'], 'validation.name'],
    ['alias too short', { alias: 'A' }, ['alias'], 'validation.name'],
    ['phone invalid', { phone: '12345678' }, ['phone'], 'validation.phone'],
    ['address empty', { address: '' }, ['address'], 'validation.required'],
    ['bank name too long', { bankInfo: { ...valid.bankInfo, bankName: 'b'.repeat(101) } }, ['bankInfo', 'bankName'], 'validation.tooLong'],
    ['account number too long', { bankInfo: { ...valid.bankInfo, accountNumber: '1'.repeat(31) } }, ['bankInfo', 'accountNumber'], 'validation.tooLong'],
    ['VAT percent over 100', { vatSettings: { ...valid.vatSettings, hotel: line(true, 101) } }, ['vatSettings', 'hotel', 'percent'], 'validation.vatPercent'],
    ['VAT percent "150"', { vatSettings: { ...valid.vatSettings, sale: line(true, '150') } }, ['vatSettings', 'sale', 'percent'], 'validation.vatPercent'],
    ['VAT percent negative', { vatSettings: { ...valid.vatSettings, grooming: line(true, -1) } }, ['vatSettings', 'grooming', 'percent'], 'validation.vatPercent'],
    ['VAT percent not a number', { vatSettings: { ...valid.vatSettings, healthcare: line(true, 'ten') } }, ['vatSettings', 'healthcare', 'percent'], 'validation.vatPercent'],
    ['VAT switch not a boolean', { vatSettings: { ...valid.vatSettings, sale: line('on', 10) } }, ['vatSettings', 'sale', 'isEnabled'], 'validation.invalidType'],
  ])('rejects %s', (_label, patch, path, key) => {
    expect(firstIssue(updateShopInfoBody, { ...valid, ...patch })).toEqual({ message: key, path });
  });

  it('requires all four VAT lines', () => {
    const withoutHotel = Object.fromEntries(Object.entries(valid.vatSettings).filter(([key]) => key !== 'hotel'));
    const issue = firstIssue(updateShopInfoBody, { ...valid, vatSettings: withoutHotel });
    expect(issue.path).toEqual(['vatSettings', 'hotel']);
  });
});
