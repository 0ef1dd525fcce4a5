import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { expect } from 'vitest';
import { EmployeesPage } from '@/features/employees/components/employees-page';
import { MOCK_IDS } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { renderWithProviders, sessionFor } from './render';

// Shared setup of the staff form tests (tests/components/employees-form-*.test.tsx): the Nhân viên
// page of the Quận 1 shop as its owner and the staff dialog's controls. The rest serves every form
// test: the SPEC §5 messages and the message under a control, required markers, retyping a
// control, and the bodies a form sends.

export const Q1 = MOCK_IDS.shops.q1;

export const MESSAGES = {
  required: 'Trường này là bắt buộc',
  name: 'Tên phải từ 3 đến 100 ký tự',
  phone: 'Số điện thoại không hợp lệ, phải bắt đầu bằng số 0 và có 10 đến 11 chữ số',
  email: 'Email không hợp lệ',
  role: 'Vai trò không hợp lệ',
  gender: 'Giới tính không hợp lệ',
  timeframe: 'Thời hạn không hợp lệ',
  password: 'Mật khẩu phải có ít nhất 6 ký tự, gồm chữ và số, chỉ dùng chữ, số và các ký tự @ $ ! % * ? &',
  mismatch: 'Mật khẩu xác nhận không khớp',
};

export async function renderEmployees() {
  const view = renderWithProviders(<EmployeesPage shopId={Q1} />, { session: sessionFor('owner'), pathname: `/vi/clinic-management/${Q1}/employees` });
  await screen.findByRole('cell', { name: 'Lê Văn Hùng' });
  return view;
}

export type View = Awaited<ReturnType<typeof renderEmployees>>;

/** The staff dialog and its controls. */
export function staffDialog(name: string) {
  const dialog = screen.getByRole('dialog', { name });
  const q = within(dialog);
  return {
    dialog,
    name: q.getByLabelText(/^Họ và tên/),
    phoneNumber: q.getByLabelText(/^Số điện thoại/),
    email: q.getByLabelText(/^Email/),
    role: q.getByLabelText(/^Vai trò/),
    gender: q.getByLabelText(/^Giới tính/),
    address: q.getByLabelText('Địa chỉ'),
    bankName: q.getByLabelText('Ngân hàng'),
    accountNumber: q.getByLabelText('Số tài khoản'),
    password: q.getByLabelText(/^Mật khẩu/),
    confirmPassword: q.getByLabelText(/^Xác nhận mật khẩu/),
    save: q.getByRole('button', { name: 'Lưu thay đổi' }),
  };
}

type Dialog = ReturnType<typeof staffDialog>;
export type TextField = 'name' | 'phoneNumber' | 'email' | 'address' | 'bankName' | 'accountNumber' | 'password' | 'confirmPassword';

export async function fill(view: View, dialog: Dialog, values: Partial<Record<TextField, string>> & { role?: string; gender?: string }) {
  for (const [field, value] of Object.entries(values) as Array<[TextField | 'role' | 'gender', string]>) {
    if (field === 'role' || field === 'gender') {
      await view.user.selectOptions(dialog[field], value);
      continue;
    }
    await retype(view.user, dialog[field], value);
  }
}

/**
 * The message FormField shows under a control (not the live region of a date field's open
 * calendar). Two messages under one control fail the query, as a role query finding two does.
 */
export function messageUnder(control: HTMLElement) {
  const alerts = within(control.closest<HTMLElement>('.mb-3')!)
    .queryAllByRole('alert')
    .filter((alert) => !alert.closest('.react-datepicker'));
  if (alerts.length > 1) throw new Error(`${alerts.length} messages under one control: ${alerts.map((alert) => alert.textContent).join(' | ')}`);
  return alerts[0] ?? null;
}

export async function expectMessage(control: HTMLElement, text: string) {
  await waitFor(() => expect(messageUnder(control)).toHaveTextContent(text));
  expect(control).toHaveClass('is-invalid');
}

/** `text` under `fields[field]`, and no message under the other fields named in `checked`. */
export async function expectOnlyMessage<F extends string>(fields: Record<F, HTMLElement>, field: F, text: string, checked: readonly F[]) {
  await expectMessage(fields[field], text);
  for (const other of checked.filter((f) => f !== field)) expect(messageUnder(fields[other])).toBeNull();
}

/** Valid values with one field wrong; a wrong password goes into its confirmation too, so that only the password's own rule can show. */
export const withOneFieldWrong = <V extends Record<string, string>>(valid: V, field: string, value: string): V => ({
  ...valid,
  [field]: value,
  ...(field === 'password' ? { confirmPassword: value } : {}),
});

/** The JSON bodies the client sends; the default handler still answers. */
export function captureBodies(method: 'post' | 'put' | 'patch', path: string) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*/api/v1${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

/** Empties a text control and types `value` into it ('' leaves it empty). */
export async function retype(user: UserEvent, control: HTMLElement, value: string) {
  await user.clear(control);
  if (value) await user.type(control, value);
}

export const isRequired = (control: HTMLElement) => within(control.closest<HTMLElement>('.mb-3')!).queryByLabelText('Trường bắt buộc nhập') !== null;
