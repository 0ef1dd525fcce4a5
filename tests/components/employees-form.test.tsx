import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { EmployeesPage } from '@/features/employees/components/employees-page';
import { Gender } from '@/lib/enums';
import { Role } from '@/lib/roles';
import { MOCK_IDS, mockState, mockUser } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { renderWithProviders, sessionFor } from '@/tests/support/render';

// The staff form (SPEC §3/§5) through the Nhân viên page: every rule shows its message under its
// field; on edit the password is optional and the confirmation is required only with a password; a
// taken e-mail or phone comes back as a 409 under its field.

const Q1 = MOCK_IDS.shops.q1;

const MESSAGES = {
  required: 'Trường này là bắt buộc',
  name: 'Tên phải từ 3 đến 100 ký tự',
  phone: 'Số điện thoại không hợp lệ, phải bắt đầu bằng số 0 và có 10 đến 11 chữ số',
  email: 'Email không hợp lệ',
  role: 'Vai trò không hợp lệ',
  gender: 'Giới tính không hợp lệ',
  password: 'Mật khẩu phải có ít nhất 6 ký tự, gồm chữ và số, chỉ dùng chữ, số và các ký tự @ $ ! % * ? &',
  mismatch: 'Mật khẩu xác nhận không khớp',
};

async function renderEmployees() {
  const view = renderWithProviders(<EmployeesPage shopId={Q1} />, { session: sessionFor('owner'), pathname: `/vi/clinic-management/${Q1}/employees` });
  await screen.findByRole('cell', { name: 'Lê Văn Hùng' });
  return view;
}

type View = Awaited<ReturnType<typeof renderEmployees>>;

/** The staff dialog and its controls. */
function staffDialog(name: string) {
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
type TextField = 'name' | 'phoneNumber' | 'email' | 'address' | 'bankName' | 'accountNumber' | 'password' | 'confirmPassword';

async function openCreate(view: View) {
  await view.user.click(screen.getByRole('button', { name: 'Thêm nhân viên' }));
  await screen.findByRole('dialog', { name: 'Thêm nhân viên' });
  return staffDialog('Thêm nhân viên');
}

async function openRowAction(view: View, employee: string, action: string) {
  await view.user.click(screen.getByRole('button', { name: `Thao tác với ${employee}` }));
  await view.user.click(await screen.findByRole('button', { name: action }));
}

async function fill(view: View, dialog: Dialog, values: Partial<Record<TextField, string>> & { role?: string; gender?: string }) {
  for (const [field, value] of Object.entries(values) as Array<[TextField | 'role' | 'gender', string]>) {
    if (field === 'role' || field === 'gender') {
      await view.user.selectOptions(dialog[field], value);
      continue;
    }
    await view.user.clear(dialog[field]);
    if (value) await view.user.type(dialog[field], value);
  }
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

/** The message FormField shows under a control. */
const messageUnder = (control: HTMLElement) => within(control.closest<HTMLElement>('.mb-3')!).queryByRole('alert');

async function expectMessage(control: HTMLElement, text: string) {
  await waitFor(() => expect(messageUnder(control)).toHaveTextContent(text));
  expect(control).toHaveClass('is-invalid');
}

/** The JSON bodies the client sends; the default handler still answers. */
function captureBodies(method: 'post' | 'put', path: string) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*/api/v1${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

const isRequired = (control: HTMLElement) => within(control.closest<HTMLElement>('.mb-3')!).queryByLabelText('Trường bắt buộc nhập') !== null;

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
    await expectMessage(d.name, MESSAGES.required);
    await expectMessage(d.phoneNumber, MESSAGES.required);
    await expectMessage(d.email, MESSAGES.required);
    await expectMessage(d.role, MESSAGES.role);
    await expectMessage(d.gender, MESSAGES.gender);
    await expectMessage(d.password, MESSAGES.required);
    await expectMessage(d.confirmPassword, MESSAGES.required);
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
    await fill(view, d, { ...VALID, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) });
    await view.user.click(d.save);
    await expectMessage(d[field], message);
    // only that field
    const others = (['name', 'phoneNumber', 'email', 'password', 'confirmPassword'] as const).filter((f) => f !== field);
    for (const other of others) expect(messageUnder(d[other])).toBeNull();
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
