import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { retype } from './staff-form';

// The Registration form of SPEC §3/§5 (RegisterShopModal), which the system admin opens from the
// Cửa hàng page to register a shop and from the Chuỗi cửa hàng page to register a new branch.

/** The Registration form's controls in its dialog, and its save button. */
export function registrationForm(dialog: HTMLElement) {
  const q = within(dialog);
  return {
    fields: {
      shopName: q.getByLabelText(/^Tên cửa hàng/),
      name: q.getByLabelText(/^Họ tên quản trị viên/),
      phoneNumber: q.getByLabelText(/^Số điện thoại/),
      email: q.getByLabelText(/^Email đăng nhập/),
      address: q.getByLabelText('Địa chỉ'),
      gender: q.getByLabelText(/^Giới tính/),
      timeframe: q.getByLabelText(/^Thời hạn gói dịch vụ/),
      password: q.getByLabelText(/^Mật khẩu/),
      confirmPassword: q.getByLabelText(/^Xác nhận mật khẩu/),
    },
    save: q.getByRole('button', { name: 'Lưu thay đổi' }),
  };
}

export type RegistrationFields = ReturnType<typeof registrationForm>['fields'];
export type RegistrationTextField = 'shopName' | 'name' | 'phoneNumber' | 'email' | 'address' | 'password' | 'confirmPassword';
export type RegistrationValues = Partial<Record<RegistrationTextField, string>> & { gender?: string; timeframe?: string };

/** Types each value into its control in the order given (gender and timeframe are options to select); '' empties a control. */
export async function fillRegistration(user: UserEvent, fields: RegistrationFields, values: RegistrationValues) {
  for (const [field, value] of Object.entries(values) as Array<[keyof RegistrationValues, string]>) {
    if (field === 'gender' || field === 'timeframe') {
      await user.selectOptions(fields[field], value);
      continue;
    }
    await retype(user, fields[field], value);
  }
}
