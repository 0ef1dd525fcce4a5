import { describe, expect, it } from 'vitest';
import { email, gender, newPassword, optionalEmail, password, phone, role } from '@/lib/contracts/rules';
import { Role } from '@/lib/roles';
import { accept, acceptances, rejections, rejectsWith } from '@/tests/support/zod-cases';

// Identity and account rules of SPEC §5 as implemented in lib/contracts/rules.ts: contact details,
// gender, role and passwords (validation-choice-rules.test.ts: dates, plans and ids). Every rejected value is checked against the exact translation
// key of its first issue, since that key is what the API and the forms show (helpers in
// tests/support/zod-cases.ts).

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
