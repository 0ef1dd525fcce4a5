import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ShopsPage } from '@/features/admin/components/shops-page';
import { Gender } from '@/lib/enums/people';
import { Role } from '@/lib/roles';
import { mockState } from '@/tests/msw/data';
import { fillRegistration, registrationForm, type RegistrationTextField, type RegistrationValues } from '@/tests/support/registration-form';
import { renderWithProviders, sessionFor } from '@/tests/support/render';
import { captureBodies, expectMessage, expectOnlyMessage, isRequired, messageUnder, MESSAGES, withOneFieldWrong } from '@/tests/support/staff-form';

// the shops page's row menu links to a shop's accounts through next-intl's router
vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The Registration form of SPEC §3/§5 (RegisterShopModal from the admin's Cửa hàng page): every rule
// shows its message under its field; a valid form posts to /admin/shops and toasts.

async function openRegistration() {
  const view = renderWithProviders(<ShopsPage />, { session: sessionFor('admin'), pathname: '/vi/admin/shops' });
  await screen.findByRole('cell', { name: 'Happy Pet Hà Nội' });
  await view.user.click(screen.getByRole('button', { name: 'Đăng ký cửa hàng' }));
  const dialog = await screen.findByRole('dialog', { name: 'Đăng ký cửa hàng' });
  return { ...view, dialog, ...registrationForm(dialog) };
}

type View = Awaited<ReturnType<typeof openRegistration>>;

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

const fill = (view: View, values: RegistrationValues) => fillRegistration(view.user, view.fields, values);
const capturePosts = () => captureBodies('post', '/admin/shops');

const shopCount = () => Object.keys(mockState.shops).length;

describe('registration form', () => {
  it('offers the SPEC §3 timeframes, one month first, and marks the required fields', async () => {
    const view = await openRegistration();
    expect(view.fields.timeframe).toHaveDisplayValue('1 tháng');
    expect(within(view.fields.timeframe).getAllByRole('option').map((o) => o.textContent)).toEqual(['Không thời hạn', '1 tháng', '3 tháng', '6 tháng', '1 năm', '2 năm', '3 năm']);
    const { address, ...others } = view.fields;
    for (const control of Object.values(others)) expect(isRequired(control)).toBe(true);
    expect(isRequired(address)).toBe(false);
  });

  it('shows a message under every required field of an empty form, and posts nothing', async () => {
    const posts = capturePosts();
    const view = await openRegistration();
    await view.user.click(view.save);
    const f = view.fields;
    for (const control of [f.shopName, f.name, f.phoneNumber, f.email, f.password, f.confirmPassword]) await expectMessage(control, MESSAGES.required);
    await expectMessage(f.gender, MESSAGES.gender);
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
  ] as Array<[RegistrationTextField, string, string, string]>)('shows the %s rule (%s)', async (field, _case, value, message) => {
    const posts = capturePosts();
    const view = await openRegistration();
    await fill(view, withOneFieldWrong(VALID, field, value));
    await view.user.click(view.save);
    await expectOnlyMessage(view.fields, field, message, ['shopName', 'name', 'phoneNumber', 'email', 'password', 'confirmPassword']);
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
