import { describe, expect, it } from 'vitest';
import { isUuid } from '@/lib/contracts/params';
import { changePasswordBody, changePasswordForm, updateMeBody } from '@/lib/contracts/users';
import { DEFAULT_VAT_SETTINGS, updateShopInfoBody } from '@/lib/contracts/shops';
import { accept, firstIssue } from '@/tests/support/zod-cases';

// Request contracts built from the SPEC §5 rules (lib/contracts/{users,shops}.ts): the first issue of
// a rejected body names both its translation key and the field's path (helpers in
// tests/support/zod-cases.ts).

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
    ['a bank VietQR does not know', { bankInfo: { ...valid.bankInfo, bankName: 'Ngân hàng Không Tồn Tại' } }, ['bankInfo', 'bankName'], 'validation.unknownBank'],
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

describe('isUuid (a shop id from a header or a URL, before it reaches SQL)', () => {
  it('accepts a record id and refuses anything else', () => {
    expect(isUuid('6f1c1f52-3d1c-4c5e-9a55-2f5b8e1d7a10')).toBe(true);
    for (const text of [undefined, '', 'not-a-uuid', '6f1c1f52-3d1c-4c5e-9a55-2f5b8e1d7a1', "6f1c1f52-3d1c-4c5e-9a55-2f5b8e1d7a10' or 1=1"]) {
      expect(isUuid(text)).toBe(false);
    }
  });
});
