import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ShopsPage } from '@/features/admin/components/shops-page';
import { Gender } from '@/lib/enums/people';
import { Role } from '@/lib/roles';
import { mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { renderWithProviders, sessionFor } from '@/tests/support/render';

// the shops page's row menu links to a shop's accounts through next-intl's router
vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The Registration form of SPEC §3/§5 (RegisterShopModal from the admin's Cửa hàng page): every rule
// shows its message under its field; a valid form posts to /admin/shops and toasts.

const MESSAGES = {
  required: 'Trường này là bắt buộc',
  name: 'Tên phải từ 3 đến 100 ký tự',
  phone: 'Số điện thoại không hợp lệ, phải bắt đầu bằng số 0 và có 10 đến 11 chữ số',
  email: 'Email không hợp lệ',
  gender: 'Giới tính không hợp lệ',
  timeframe: 'Thời hạn không hợp lệ',
  password: 'Mật khẩu phải có ít nhất 6 ký tự, gồm chữ và số, chỉ dùng chữ, số và các ký tự @ $ ! % * ? &',
  mismatch: 'Mật khẩu xác nhận không khớp',
};

async function openRegistration() {
  const view = renderWithProviders(<ShopsPage />, { session: sessionFor('admin'), pathname: '/vi/admin/shops' });
  await screen.findByRole('cell', { name: 'Happy Pet Hà Nội' });
  await view.user.click(screen.getByRole('button', { name: 'Đăng ký cửa hàng' }));
  const dialog = await screen.findByRole('dialog', { name: 'Đăng ký cửa hàng' });
  const q = within(dialog);
  return {
    ...view,
    dialog,
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

type View = Awaited<ReturnType<typeof openRegistration>>;
type TextField = 'shopName' | 'name' | 'phoneNumber' | 'email' | 'address' | 'password' | 'confirmPassword';

const VALID = {
  shopName: 'Thú Cưng Xanh',
  name: 'Bùi Văn Khoa',
  phoneNumber: '0988777666',
  email: 'khoa@thucungxanh.vn',
  gender: 'Nam',
  timeframe: '3 tháng',
  password: 'xanh2026',
  confirmPassword: 'xanh2026',
};

async function fill(view: View, values: Partial<Record<TextField, string>> & { gender?: string; timeframe?: string }) {
  for (const [field, value] of Object.entries(values) as Array<[TextField | 'gender' | 'timeframe', string]>) {
    if (field === 'gender' || field === 'timeframe') {
      await view.user.selectOptions(view.fields[field], value);
      continue;
    }
    await view.user.clear(view.fields[field]);
    if (value) await view.user.type(view.fields[field], value);
  }
}

/** The message FormField shows under a control. */
const messageUnder = (control: HTMLElement) => within(control.closest<HTMLElement>('.mb-3')!).queryByRole('alert');

async function expectMessage(control: HTMLElement, text: string) {
  await waitFor(() => expect(messageUnder(control)).toHaveTextContent(text));
  expect(control).toHaveClass('is-invalid');
}

function capturePosts() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/v1/admin/shops', async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

const shopCount = () => Object.keys(mockState.shops).length;

describe('registration form', () => {
  it('offers the SPEC §3 timeframes, one month first, and marks the required fields', async () => {
    const view = await openRegistration();
    expect(view.fields.timeframe).toHaveDisplayValue('1 tháng');
    expect(within(view.fields.timeframe).getAllByRole('option').map((o) => o.textContent)).toEqual(['Không thời hạn', '1 tháng', '3 tháng', '6 tháng', '1 năm', '2 năm', '3 năm']);
    const required = (control: HTMLElement) => within(control.closest<HTMLElement>('.mb-3')!).queryByLabelText('Trường bắt buộc nhập') !== null;
    const { address, ...others } = view.fields;
    for (const control of Object.values(others)) expect(required(control)).toBe(true);
    expect(required(address)).toBe(false);
  });

  it('shows a message under every required field of an empty form, and posts nothing', async () => {
    const posts = capturePosts();
    const view = await openRegistration();
    await view.user.click(view.save);
    const f = view.fields;
    await expectMessage(f.shopName, MESSAGES.required);
    await expectMessage(f.name, MESSAGES.required);
    await expectMessage(f.phoneNumber, MESSAGES.required);
    await expectMessage(f.email, MESSAGES.required);
    await expectMessage(f.gender, MESSAGES.gender);
    await expectMessage(f.password, MESSAGES.required);
    await expectMessage(f.confirmPassword, MESSAGES.required);
    expect(messageUnder(f.address)).toBeNull();
    expect(messageUnder(f.timeframe)).toBeNull();
    expect(posts).toEqual([]);
  });

  it.each([
    ['shopName', 'under 3 characters', 'Ab', MESSAGES.name],
    ['shopName', 'over 100 characters', 'C'.repeat(101), MESSAGES.name],
    ['name', 'under 3 characters', 'Bo', MESSAGES.name],
    ['name', 'blank', '   ', MESSAGES.required],
    ['phoneNumber', 'not starting with 0', '1988777666', MESSAGES.phone],
    ['phoneNumber', 'letters', '09887776xx', MESSAGES.phone],
    ['email', 'no domain', 'khoa@', MESSAGES.email],
    ['password', 'no digit', 'xanhxanh', MESSAGES.password],
    ['password', 'no letter', '20262026', MESSAGES.password],
    ['password', 'under 6 characters', 'xa26', MESSAGES.password],
    ['password', 'a symbol outside @$!%*?&', 'xanh-2026', MESSAGES.password],
  ] as Array<[TextField, string, string, string]>)('shows the %s rule (%s)', async (field, _case, value, message) => {
    const posts = capturePosts();
    const view = await openRegistration();
    await fill(view, { ...VALID, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) });
    await view.user.click(view.save);
    await expectMessage(view.fields[field], message);
    const others = (['shopName', 'name', 'phoneNumber', 'email', 'password', 'confirmPassword'] as const).filter((f) => f !== field);
    for (const other of others) expect(messageUnder(view.fields[other])).toBeNull();
    expect(posts).toEqual([]);
  });

  it('shows the gender rule when no gender is chosen', async () => {
    const view = await openRegistration();
    await fill(view, VALID);
    await view.user.selectOptions(view.fields.gender, '-- Chọn --');
    await view.user.click(view.save);
    await expectMessage(view.fields.gender, MESSAGES.gender);
  });

  it('shows the timeframe rule when the select holds no SPEC §3 value', async () => {
    const posts = capturePosts();
    const view = await openRegistration();
    await fill(view, VALID);
    // the select only offers valid values; a value it does not list leaves it empty
    fireEvent.change(view.fields.timeframe, { target: { value: '5-10Y' } });
    await view.user.click(view.save);
    await expectMessage(view.fields.timeframe, MESSAGES.timeframe);
    expect(posts).toEqual([]);
  });

  it('shows "Mật khẩu xác nhận không khớp" under a confirmation that differs', async () => {
    const posts = capturePosts();
    const view = await openRegistration();
    await fill(view, { ...VALID, confirmPassword: 'xanh2025' });
    await view.user.click(view.save);
    await expectMessage(view.fields.confirmPassword, MESSAGES.mismatch);
    expect(messageUnder(view.fields.password)).toBeNull();
    expect(posts).toEqual([]);
  });

  it('posts a valid registration to /admin/shops, toasts and lists the new shop', async () => {
    const posts = capturePosts();
    const before = shopCount();
    const view = await openRegistration();
    await fill(view, { ...VALID, email: 'Khoa@ThuCungXanh.vn', address: '9 Lý Tự Trọng, Quận 1' });
    await view.user.click(view.save);

    expect(await screen.findByText('Đăng ký cửa hàng thành công.')).toBeVisible();
    expect(posts).toEqual([
      {
        shopName: 'Thú Cưng Xanh',
        name: 'Bùi Văn Khoa',
        phoneNumber: '0988777666',
        email: 'khoa@thucungxanh.vn',
        address: '9 Lý Tự Trọng, Quận 1',
        gender: Gender.MALE,
        timeframe: '1-03M',
        password: 'xanh2026',
        confirmPassword: 'xanh2026',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // the shop, its SHOP_ADMIN and a three-month plan
    expect(shopCount()).toBe(before + 1);
    const shop = Object.values(mockState.shops).find((s) => s.name === 'Thú Cưng Xanh')!;
    expect(shop.subscription.timeframe).toBe('1-03M');
    const admin = Object.values(mockState.users).find((u) => u.email === 'khoa@thucungxanh.vn');
    expect(admin).toMatchObject({ role: Role.SHOP_ADMIN, shopId: shop.id, password: 'xanh2026' });
    // the alias starts as the shop name
    const [nameCell, aliasCell] = await screen.findAllByRole('cell', { name: 'Thú Cưng Xanh' });
    const row = nameCell.closest('tr')!;
    expect(row).toContainElement(aliasCell);
    expect(within(row).getByRole('cell', { name: 'Bùi Văn Khoa (khoa@thucungxanh.vn)' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '3 tháng' })).toBeInTheDocument();
  });

  it('registers a shop that never expires', async () => {
    const posts = capturePosts();
    const view = await openRegistration();
    await fill(view, { ...VALID, timeframe: 'Không thời hạn' });
    await view.user.click(view.save);
    expect(await screen.findByText('Đăng ký cửa hàng thành công.')).toBeVisible();
    expect(posts).toMatchObject([{ timeframe: '0-NO_EXPIRY', address: null }]);
    const row = (await screen.findAllByRole('cell', { name: 'Thú Cưng Xanh' }))[0].closest('tr')!;
    // plan and expiry
    expect(within(row).getAllByRole('cell', { name: 'Không thời hạn' })).toHaveLength(2);
  });

  it('puts a 409 for a taken e-mail under the e-mail field and creates nothing', async () => {
    const before = shopCount();
    const view = await openRegistration();
    await fill(view, { ...VALID, email: 'owner@petclinic.vn' });
    await view.user.click(view.save);
    await expectMessage(view.fields.email, 'Email đã được sử dụng');
    expect(screen.getByRole('dialog', { name: 'Đăng ký cửa hàng' })).toBeInTheDocument();
    expect(screen.queryByText('Đăng ký cửa hàng thành công.')).not.toBeInTheDocument();
    expect(shopCount()).toBe(before);
  });
});
