import { describe, expect, it } from 'vitest';
import { registerShopBody } from '@/lib/contracts/admin';
import { createEmployeeBody, updateEmployeeBody } from '@/lib/contracts/employees';
import { changePasswordForm } from '@/lib/contracts/users';

/** The first message of each field, as a form shows it. */
const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));

// The confirmation is compared even while other fields are wrong, so one submit shows every message.
describe('password confirmation alongside other errors', () => {
  it('change password: a missing old password and a mismatch are reported together', () => {
    const errors = fieldsOf(changePasswordForm.safeParse({ oldPassword: '', newPassword: 'Abcdef1!', confirmPassword: 'nope' }));
    expect(errors).toMatchObject({ oldPassword: 'validation.required', confirmPassword: 'validation.passwordMismatch' });
  });

  it('registration: a bad phone and a mismatch are reported together', () => {
    const errors = fieldsOf(
      registerShopBody.safeParse({ shopName: 'Thú Y An', name: 'Lê An', phoneNumber: '12', email: 'a@b', gender: 1, timeframe: '1-01M', password: 'abc123', confirmPassword: 'abc124' }),
    );
    expect(errors).toMatchObject({ phoneNumber: 'validation.phone', confirmPassword: 'validation.passwordMismatch' });
  });

  it('staff: create reports the mismatch with other errors; edit needs a confirmation only with a password', () => {
    const base = { name: 'Lê An', phoneNumber: '0912345678', email: 'an@petclinic.vn', role: 3, gender: 1 };
    expect(fieldsOf(createEmployeeBody.safeParse({ ...base, name: 'A', password: 'abc123', confirmPassword: 'zzz999' }))).toMatchObject({
      name: 'validation.name',
      confirmPassword: 'validation.passwordMismatch',
    });
    expect(updateEmployeeBody.safeParse({ ...base, password: '', confirmPassword: '' }).success).toBe(true);
    expect(fieldsOf(updateEmployeeBody.safeParse({ ...base, name: 'A', password: 'abc123', confirmPassword: '' }))).toMatchObject({
      name: 'validation.name',
      confirmPassword: 'validation.required',
    });
  });
});
