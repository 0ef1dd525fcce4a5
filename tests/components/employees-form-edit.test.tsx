import { screen, within } from '@testing-library/react';
import { Role } from '@/lib/roles';
import { MOCK_IDS, mockUser } from '@/tests/msw/data';
import { captureBodies, expectMessage, fill, isRequired, messageUnder, MESSAGES, renderEmployees, staffDialog, type View } from '@/tests/support/staff-form';

// The staff form (SPEC §3/§5) through the Nhân viên page, editing a staff member and resetting a
// password: on edit the password is optional and the confirmation is required only with a password; a
// taken e-mail comes back as a 409 under its field. Creating: employees-form-create.test.tsx.

async function openRowAction(view: View, employee: string, action: string) {
  await view.user.click(screen.getByRole('button', { name: `Thao tác với ${employee}` }));
  await view.user.click(await screen.findByRole('button', { name: action }));
}

describe('staff form: edit', () => {
  async function openEdit(view: View, employee = 'Lê Văn Hùng') {
    await openRowAction(view, employee, 'Sửa thông tin');
    await screen.findByRole('dialog', { name: 'Sửa thông tin' });
    return staffDialog('Sửa thông tin');
  }

  it('starts from the employee, with an optional password', async () => {
    const view = await renderEmployees();
    const d = await openEdit(view);
    expect(d.name).toHaveValue('Lê Văn Hùng');
    expect(d.email).toHaveValue('doctor@petclinic.vn');
    expect(d.phoneNumber).toHaveValue('0912345678');
    expect(d.role).toHaveDisplayValue('Bác sỹ');
    expect(d.gender).toHaveDisplayValue('Nam');
    expect(d.password).toHaveValue('');
    expect(isRequired(d.password)).toBe(false);
    expect(isRequired(d.confirmPassword)).toBe(false);
    expect(within(d.dialog).getByText('Để trống nếu không đổi mật khẩu')).toBeInTheDocument();
  });

  it('saves without a password: PUT carries no password and the old one still works', async () => {
    const puts = captureBodies('put', `/employees/${MOCK_IDS.users.doctor}`);
    const view = await renderEmployees();
    const d = await openEdit(view);
    await fill(view, d, { name: 'Lê Văn Hùng Anh', role: 'Spa' });
    await view.user.click(d.save);

    expect(await screen.findByText('Cập nhật thông tin thành công.')).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ name: 'Lê Văn Hùng Anh', role: Role.SHOP_SPA, email: 'doctor@petclinic.vn' });
    expect(puts[0]).not.toHaveProperty('password');
    expect(mockUser('doctor')).toMatchObject({ name: 'Lê Văn Hùng Anh', role: Role.SHOP_SPA, password: 'Doctor@123' });
    expect(await screen.findByRole('cell', { name: 'Lê Văn Hùng Anh' })).toBeInTheDocument();
  });

  it('requires the confirmation only once a password is given', async () => {
    const puts = captureBodies('put', `/employees/${MOCK_IDS.users.doctor}`);
    const view = await renderEmployees();
    const d = await openEdit(view);
    await fill(view, d, { password: 'hung2026' });
    await view.user.click(d.save);
    await expectMessage(d.confirmPassword, MESSAGES.required);
    expect(messageUnder(d.password)).toBeNull();
    expect(puts).toEqual([]);
  });

  it('applies the password rule and the confirmation to a new password', async () => {
    const puts = captureBodies('put', `/employees/${MOCK_IDS.users.doctor}`);
    const view = await renderEmployees();
    const d = await openEdit(view);
    await fill(view, d, { password: 'hung', confirmPassword: 'hung' });
    await view.user.click(d.save);
    await expectMessage(d.password, MESSAGES.password);

    await fill(view, d, { password: 'hung2026', confirmPassword: 'hung2025' });
    await view.user.click(d.save);
    await expectMessage(d.confirmPassword, MESSAGES.mismatch);
    expect(puts).toEqual([]);

    await fill(view, d, { confirmPassword: 'hung2026' });
    await view.user.click(d.save);
    expect(await screen.findByText('Cập nhật thông tin thành công.')).toBeVisible();
    expect(puts).toMatchObject([{ password: 'hung2026' }]);
    expect(mockUser('doctor').password).toBe('hung2026');
  });

  it('shows the field rules on edit too', async () => {
    const view = await renderEmployees();
    const d = await openEdit(view);
    await fill(view, d, { name: 'Hù', phoneNumber: '1912345678', email: 'doctor@' });
    await view.user.click(d.save);
    await expectMessage(d.name, MESSAGES.name);
    await expectMessage(d.phoneNumber, MESSAGES.phone);
    await expectMessage(d.email, MESSAGES.email);
  });

  it('puts a 409 for another account’s e-mail under the e-mail field', async () => {
    const view = await renderEmployees();
    const d = await openEdit(view);
    // an e-mail of another shop's account is taken too: it signs in
    await fill(view, d, { email: 'other@petclinic.vn' });
    await view.user.click(d.save);
    await expectMessage(d.email, 'Email đã được sử dụng');
    expect(mockUser('doctor').email).toBe('doctor@petclinic.vn');
  });

  it('resets a password with the password fields only, both required', async () => {
    const puts = captureBodies('put', `/employees/${MOCK_IDS.users.seller}`);
    const view = await renderEmployees();
    await openRowAction(view, 'Phạm Thu Trang', 'Đặt lại mật khẩu');
    const dialog = await screen.findByRole('dialog', { name: 'Đặt lại mật khẩu cho Phạm Thu Trang' });
    const password = within(dialog).getByLabelText(/^Mật khẩu/);
    const confirmPassword = within(dialog).getByLabelText(/^Xác nhận mật khẩu/);
    expect(isRequired(password)).toBe(true);
    expect(within(dialog).getByLabelText(/^Họ và tên/)).not.toBeVisible();

    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await expectMessage(password, MESSAGES.required);
    expect(puts).toEqual([]);

    await view.user.type(password, 'trang2026');
    await view.user.type(confirmPassword, 'trang2026');
    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Đã đặt lại mật khẩu.')).toBeVisible();
    expect(puts).toMatchObject([{ name: 'Phạm Thu Trang', email: 'seller@petclinic.vn', password: 'trang2026' }]);
    expect(mockUser('seller').password).toBe('trang2026');
  });
});
