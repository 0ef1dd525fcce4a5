import { screen, waitFor, within } from '@testing-library/react';
import { mockUser } from '@/tests/msw/data';
import { profilePageHooks, renderProfilePage } from '@/tests/support/profile-page';
import { captureBodies, messageUnder, retype } from '@/tests/support/staff-form';

// The ChangePassword tab of the profile page (SPEC §2, §5): current, new and confirmation with
// show/hide; the new-password rule and the confirmation are checked on the client; only the old and
// the new password travel; a wrong current password comes back under its field.

const NEW_PASSWORD_RULE = 'Mật khẩu mới phải có ít nhất 8 ký tự, gồm chữ hoa, chữ thường, số và ký tự đặc biệt';

function renderChangePassword() {
  const view = renderProfilePage('doctor', { hash: 'ChangePassword' });
  const form = screen.getByRole('form', { name: 'Đổi mật khẩu' });
  const q = within(form);
  return {
    ...view,
    form,
    oldPassword: q.getByLabelText(/^Mật khẩu hiện tại/),
    newPassword: q.getByLabelText(/^Mật khẩu mới/),
    confirmPassword: q.getByLabelText(/^Xác nhận mật khẩu mới/),
    save: q.getByRole('button', { name: 'Lưu thay đổi' }),
  };
}

type View = ReturnType<typeof renderChangePassword>;

async function fill(view: View, values: { oldPassword?: string; newPassword?: string; confirmPassword?: string }) {
  for (const [name, value] of Object.entries(values) as Array<[keyof typeof values, string]>) {
    await retype(view.user, view[name], value);
  }
}

/** The bodies the client sends to PUT users/change-password; the default handler still answers. */
const captureChangePassword = () => captureBodies('put', '/users/change-password');

profilePageHooks();

describe('profile: ChangePassword tab', () => {
  it('marks the three fields required and shows or hides each password', async () => {
    const view = renderChangePassword();
    for (const field of [view.oldPassword, view.newPassword, view.confirmPassword]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(within(field.closest<HTMLElement>('.mb-3')!).getByLabelText('Trường bắt buộc nhập')).toBeInTheDocument();
    }
    expect(within(view.form).getByText('Ít nhất 8 ký tự, gồm chữ hoa, chữ thường, số và ký tự đặc biệt.')).toBeInTheDocument();

    const toggles = within(view.form).getAllByRole('button', { name: 'Hiện mật khẩu' });
    expect(toggles).toHaveLength(3);
    await view.user.click(toggles[1]);
    expect(view.newPassword).toHaveAttribute('type', 'text');
    expect(view.oldPassword).toHaveAttribute('type', 'password');
    await view.user.click(within(view.form).getByRole('button', { name: 'Ẩn mật khẩu' }));
    expect(view.newPassword).toHaveAttribute('type', 'password');
  });

  it('requires every field', async () => {
    const bodies = captureChangePassword();
    const view = renderChangePassword();
    await view.user.click(view.save);
    await waitFor(() => expect(messageUnder(view.oldPassword)).toHaveTextContent('Trường này là bắt buộc'));
    expect(messageUnder(view.newPassword)).toHaveTextContent('Trường này là bắt buộc');
    expect(bodies).toEqual([]);
  });

  it.each([
    ['too short', 'Ab@1234'],
    ['no uppercase letter', 'matkhau@2026'],
    ['no lowercase letter', 'MATKHAU@2026'],
    ['no digit', 'MatKhau@Moi'],
    ['no special character', 'MatKhauMoi2026'],
  ])('shows the new-password rule for a weak password (%s)', async (_case, weak) => {
    const bodies = captureChangePassword();
    const view = renderChangePassword();
    await fill(view, { oldPassword: 'Doctor@123', newPassword: weak, confirmPassword: weak });
    await view.user.click(view.save);
    await waitFor(() => expect(messageUnder(view.newPassword)).toHaveTextContent(NEW_PASSWORD_RULE));
    expect(messageUnder(view.oldPassword)).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('shows "Mật khẩu xác nhận không khớp" under a confirmation that differs', async () => {
    const bodies = captureChangePassword();
    const view = renderChangePassword();
    await fill(view, { oldPassword: 'Doctor@123', newPassword: 'MatKhau@Moi2026', confirmPassword: 'MatKhau@Moi2025' });
    await view.user.click(view.save);
    await waitFor(() => expect(messageUnder(view.confirmPassword)).toHaveTextContent('Mật khẩu xác nhận không khớp'));
    expect(messageUnder(view.newPassword)).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('sends only oldPassword and newPassword, toasts and empties the form', async () => {
    const bodies = captureChangePassword();
    const view = renderChangePassword();
    await fill(view, { oldPassword: 'Doctor@123', newPassword: 'MatKhau@Moi2026', confirmPassword: 'MatKhau@Moi2026' });
    await view.user.click(view.save);

    expect(await screen.findByText('Cập nhật thông tin thành công.')).toBeVisible();
    expect(bodies).toEqual([{ oldPassword: 'Doctor@123', newPassword: 'MatKhau@Moi2026' }]);
    expect(mockUser('doctor').password).toBe('MatKhau@Moi2026');
    await waitFor(() => expect(view.oldPassword).toHaveValue(''));
    expect(view.newPassword).toHaveValue('');
    expect(view.confirmPassword).toHaveValue('');
  });

  it('puts the server’s "Mật khẩu hiện tại không đúng" under the current password, and clears it on edit', async () => {
    const view = renderChangePassword();
    await fill(view, { oldPassword: 'Sai@matkhau1', newPassword: 'MatKhau@Moi2026', confirmPassword: 'MatKhau@Moi2026' });
    await view.user.click(view.save);

    await waitFor(() => expect(messageUnder(view.oldPassword)).toHaveTextContent('Mật khẩu hiện tại không đúng'));
    expect(messageUnder(view.newPassword)).toBeNull();
    expect(screen.queryByText('Cập nhật thông tin thành công.')).not.toBeInTheDocument();
    expect(mockUser('doctor').password).toBe('Doctor@123');
    // the form keeps what was typed
    expect(view.newPassword).toHaveValue('MatKhau@Moi2026');

    await view.user.type(view.oldPassword, 'x');
    expect(messageUnder(view.oldPassword)).toBeNull();
  });

  it('puts "Mật khẩu mới phải khác mật khẩu hiện tại" under the new password', async () => {
    const view = renderChangePassword();
    await fill(view, { oldPassword: 'Doctor@123', newPassword: 'Doctor@123', confirmPassword: 'Doctor@123' });
    await view.user.click(view.save);
    await waitFor(() => expect(messageUnder(view.newPassword)).toHaveTextContent('Mật khẩu mới phải khác mật khẩu hiện tại'));
  });
});
