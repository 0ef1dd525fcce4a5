import { screen, waitFor, within } from '@testing-library/react';
import { Gender } from '@/lib/enums/people';
import { Role } from '@/lib/roles';
import { mockState, mockUser } from '@/tests/msw/data';
import { captureBodies, expectMessage, expectOnlyMessage, fill, isRequired, messageUnder, MESSAGES, Q1, renderEmployees, staffDialog, type TextField, type View, withOneFieldWrong } from '@/tests/support/staff-form';

// The staff form (SPEC §3/§5) through the Nhân viên page, creating a staff member: every rule shows its
// message under its field, the password and its confirmation are required, and a taken e-mail or phone
// comes back as a 409 under its field. Editing and password resets: employees-form-edit.test.tsx.

async function openCreate(view: View) {
  await view.user.click(screen.getByRole('button', { name: 'Thêm nhân viên' }));
  await screen.findByRole('dialog', { name: 'Thêm nhân viên' });
  return staffDialog('Thêm nhân viên');
}

const VALID = {
  name: 'Trương Thị Lan',
  phoneNumber: '0905111222',
  email: 'Lan.Truong@PetClinic.vn',
  role: 'Bán hàng',
  gender: 'Nữ',
  password: 'lan2026@',
  confirmPassword: 'lan2026@',
};

describe('staff form: create', () => {
  it('marks the required fields, the password fields included', async () => {
    const view = await renderEmployees();
    const d = await openCreate(view);
    for (const control of [d.name, d.phoneNumber, d.email, d.role, d.gender, d.password, d.confirmPassword]) expect(isRequired(control)).toBe(true);
    for (const control of [d.address, d.bankName, d.accountNumber]) expect(isRequired(control)).toBe(false);
    expect(within(d.dialog).getByText('Mật khẩu ít nhất 6 ký tự, gồm chữ và số; chỉ dùng chữ, số và @ $ ! % * ? &.')).toBeInTheDocument();
  });

  it('shows a message under every required field of an empty form, and sends nothing', async () => {
    const posts = captureBodies('post', '/employees');
    const view = await renderEmployees();
    const d = await openCreate(view);
    await view.user.click(d.save);
    for (const control of [d.name, d.phoneNumber, d.email, d.password, d.confirmPassword]) await expectMessage(control, MESSAGES.required);
    await expectMessage(d.role, MESSAGES.role);
    await expectMessage(d.gender, MESSAGES.gender);
    expect(messageUnder(d.address)).toBeNull();
    expect(posts).toEqual([]);
  });

  it.each([
    ['name', 'under 3 characters', 'An', MESSAGES.name],
    ['name', 'over 100 characters', 'A'.repeat(101), MESSAGES.name],
    ['phoneNumber', 'not starting with 0', '903123456', MESSAGES.phone],
    ['phoneNumber', '9 digits', '090312345', MESSAGES.phone],
    ['phoneNumber', '12 digits', '090312345678', MESSAGES.phone],
    ['phoneNumber', 'with spaces', '0903 123 456', MESSAGES.phone],
    ['email', 'no @', 'lan.truong', MESSAGES.email],
    ['email', 'a space', 'lan truong@petclinic.vn', MESSAGES.email],
    ['password', 'no digit', 'matkhau', MESSAGES.password],
    ['password', 'no letter', '2026123', MESSAGES.password],
    ['password', 'under 6 characters', 'ab12', MESSAGES.password],
    ['password', 'a symbol outside @$!%*?&', 'matkhau#2026', MESSAGES.password],
  ] as Array<[TextField, string, string, string]>)('shows the %s rule (%s)', async (field, _case, value, message) => {
    const posts = captureBodies('post', '/employees');
    const view = await renderEmployees();
    const d = await openCreate(view);
    await fill(view, d, withOneFieldWrong(VALID, field, value));
    await view.user.click(d.save);
    await expectOnlyMessage(d, field, message, ['name', 'phoneNumber', 'email', 'password', 'confirmPassword']);
    expect(posts).toEqual([]);
  });

  it('shows "Mật khẩu xác nhận không khớp" under a confirmation that differs', async () => {
    const posts = captureBodies('post', '/employees');
    const view = await renderEmployees();
    const d = await openCreate(view);
    await fill(view, d, { ...VALID, confirmPassword: 'lan2026!' });
    await view.user.click(d.save);
    await expectMessage(d.confirmPassword, MESSAGES.mismatch);
    expect(messageUnder(d.password)).toBeNull();
    expect(posts).toEqual([]);
  });

  it('posts a valid staff member, toasts, closes and lists them', async () => {
    const posts = captureBodies('post', '/employees');
    const view = await renderEmployees();
    const d = await openCreate(view);
    await fill(view, d, { ...VALID, name: '  Trương Thị Lan ', address: '', bankName: 'ACB' });
    await view.user.click(d.save);

    expect(await screen.findByText('Đã thêm nhân viên.')).toBeVisible();
    expect(posts).toEqual([
      {
        name: 'Trương Thị Lan',
        phoneNumber: '0905111222',
        email: 'lan.truong@petclinic.vn',
        address: null,
        role: Role.SHOP_SELLER,
        gender: Gender.FEMALE,
        bankName: 'ACB',
        bankBranch: null,
        accountNumber: null,
        accountName: null,
        password: 'lan2026@',
        confirmPassword: 'lan2026@',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByRole('cell', { name: 'Trương Thị Lan' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'lan.truong@petclinic.vn' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Bán hàng' })).toBeInTheDocument();
    const created = Object.values(mockState.users).find((u) => u.email === 'lan.truong@petclinic.vn');
    expect(created).toMatchObject({ shopId: Q1, role: Role.SHOP_SELLER, password: 'lan2026@', isActive: true });
  });

  it('accepts an address without a top-level domain (SPEC §5)', async () => {
    const posts = captureBodies('post', '/employees');
    const view = await renderEmployees();
    const d = await openCreate(view);
    await fill(view, d, { ...VALID, email: 'lan@phongkham' });
    await view.user.click(d.save);
    expect(await screen.findByText('Đã thêm nhân viên.')).toBeVisible();
    expect(posts).toMatchObject([{ email: 'lan@phongkham' }]);
  });

  it('puts a 409 for a taken e-mail under the e-mail field and keeps the dialog open', async () => {
    const view = await renderEmployees();
    const d = await openCreate(view);
    await fill(view, d, { ...VALID, email: 'doctor@petclinic.vn' });
    await view.user.click(d.save);

    await expectMessage(d.email, 'Email đã được sử dụng');
    expect(messageUnder(d.phoneNumber)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Thêm nhân viên' })).toBeInTheDocument();
    expect(screen.queryByText('Đã thêm nhân viên.')).not.toBeInTheDocument();
    expect(Object.values(mockState.users).filter((u) => u.name === VALID.name)).toEqual([]);

    // the server's message goes at the first edit of the field
    await view.user.type(d.email, 'x');
    expect(messageUnder(d.email)).toBeNull();
  });

  it('puts a 409 for a phone already used in the shop under the phone field', async () => {
    const view = await renderEmployees();
    const d = await openCreate(view);
    await fill(view, d, { ...VALID, phoneNumber: mockUser('seller').phoneNumber! });
    await view.user.click(d.save);
    await expectMessage(d.phoneNumber, 'Số điện thoại đã được sử dụng');
    expect(messageUnder(d.email)).toBeNull();
  });
});
