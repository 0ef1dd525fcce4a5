import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ShopsPage } from '@/features/admin/components/shops-page';
import { MOCK_IDS, mockShop } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { renderWithProviders, router, sessionFor } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The system admin's Cửa hàng page (issue 4): every shop with chain, admin and plan; search and
// status filter in the URL; extend a plan; lock and unlock a shop.

const PATH = '/vi/admin/shops';
const DAY_MS = 86_400_000;

async function renderShops() {
  const view = renderWithProviders(<ShopsPage />, { session: sessionFor('admin'), pathname: PATH });
  await screen.findByRole('cell', { name: 'Happy Pet Hà Nội' });
  return view;
}

const rowOf = (shopName: string) => screen.getByRole('cell', { name: shopName }).closest('tr')!;
const cellsOf = (shopName: string) => within(rowOf(shopName)).getAllByRole('cell').map((cell) => cell.textContent);

function captureJson(method: 'put', path: string) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*/api/v1${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

describe('admin: shops list', () => {
  it('shows name, alias, chain, phone, admin, plan, expiry and status, newest first', async () => {
    await renderShops();
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names).toEqual(['PetCare Sài Gòn - Quận 1', 'PetCare Sài Gòn - Quận 7', 'Happy Pet Hà Nội']);

    const q1 = cellsOf('PetCare Sài Gòn - Quận 1');
    expect(q1.slice(0, 6)).toEqual(['PetCare Sài Gòn - Quận 1', 'Quận 1', 'PetCare Sài Gòn', '02838221234', 'Nguyễn Thị Minh Anh (owner@petclinic.vn)', '1 năm']);
    expect(q1[6]).toMatch(String(new Date(mockShop('q1').subscription.endsAt!).getFullYear()));
    expect(q1[7]).toBe('Hoạt động');

    // a branch without an admin account of its own is run by its chain's shop admin
    const q7Admin = within(rowOf('PetCare Sài Gòn - Quận 7')).getAllByRole('cell')[4];
    expect(q7Admin).toHaveTextContent(/^Nguyễn Thị Minh Anh \(owner@petclinic\.vn\)\s*qua chuỗi$/);
    expect(within(rowOf('PetCare Sài Gòn - Quận 1')).queryByText('qua chuỗi')).not.toBeInTheDocument();
    // a shop without a chain, on a plan that never ends
    expect(cellsOf('Happy Pet Hà Nội').slice(2, 8)).toEqual(['-', '02437654321', 'Hoàng Văn Nam (other@petclinic.vn)', 'Không thời hạn', 'Không thời hạn', 'Hoạt động']);
  });

  it('shows "-" for a shop nobody administers', async () => {
    mockShop('q7').chainId = null;
    await renderShops();
    expect(cellsOf('PetCare Sài Gòn - Quận 7')[4]).toBe('-');
  });

  it('leads from a shop to its accounts', async () => {
    const view = await renderShops();
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Happy Pet Hà Nội' }));
    await view.user.click(await screen.findByRole('button', { name: 'Xem tài khoản' }));
    expect(router.push).toHaveBeenLastCalledWith(`/vi/admin/users?shopId=${MOCK_IDS.shops.hanoi}`);
  });

  it('labels expiring, expired and locked shops', async () => {
    mockShop('q7').subscription.endsAt = new Date(Date.now() + 10 * DAY_MS).toISOString();
    mockShop('q1').subscription.endsAt = new Date(Date.now() - DAY_MS).toISOString();
    mockShop('hanoi').isLocked = true;
    await renderShops();
    expect(within(rowOf('PetCare Sài Gòn - Quận 7')).getByText('Sắp hết hạn')).toBeInTheDocument();
    expect(within(rowOf('PetCare Sài Gòn - Quận 1')).getByText('Hết hạn')).toBeInTheDocument();
    expect(within(rowOf('Happy Pet Hà Nội')).getByText('Đã khóa')).toBeInTheDocument();
  });

  it('keeps the search and the status filter in the URL', async () => {
    const view = await renderShops();
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'happy{Enter}');
    expect(router.replace).toHaveBeenLastCalledWith(`${PATH}?search=happy`, { scroll: false });

    const status = screen.getByRole('combobox', { name: 'Trạng thái' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tất cả', 'Hoạt động', 'Sắp hết hạn', 'Hết hạn', 'Đã khóa']);
    await view.user.selectOptions(status, 'Sắp hết hạn');
    expect(router.replace).toHaveBeenLastCalledWith(`${PATH}?status=expiring`, { scroll: false });
  });

  it('extends a plan from the end of the current one', async () => {
    const puts = captureJson('put', `/admin/shops/${MOCK_IDS.shops.q7}/subscription`);
    const endsAt = mockShop('q7').subscription.endsAt!;
    const view = await renderShops();
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với PetCare Sài Gòn - Quận 7' }));
    await view.user.click(await screen.findByRole('button', { name: 'Gia hạn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gia hạn gói cho PetCare Sài Gòn - Quận 7' });
    await view.user.selectOptions(within(dialog).getByLabelText('Thời hạn gói dịch vụ'), '6 tháng');
    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Đã gia hạn gói dịch vụ.')).toBeVisible();
    expect(puts).toEqual([{ timeframe: '1-06M' }]);
    const plan = mockShop('q7').subscription;
    expect(plan).toMatchObject({ timeframe: '1-06M', startsAt: endsAt });
    await waitFor(() => expect(cellsOf('PetCare Sài Gòn - Quận 7')[5]).toBe('6 tháng'));
  });

  it('locks a shop after confirmation, then unlocks it', async () => {
    const puts = captureJson('put', `/admin/shops/${MOCK_IDS.shops.hanoi}/status`);
    const view = await renderShops();
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Happy Pet Hà Nội' }));
    await view.user.click(await screen.findByRole('button', { name: 'Khóa cửa hàng' }));
    const confirm = await screen.findByRole('dialog', { name: 'Khóa cửa hàng' });
    expect(confirm).toHaveTextContent('Khóa Happy Pet Hà Nội? Nhân viên của cửa hàng sẽ không đăng nhập được');
    await view.user.click(within(confirm).getByRole('button', { name: 'Khóa cửa hàng' }));

    expect(await screen.findByText('Đã khóa cửa hàng.')).toBeVisible();
    expect(mockShop('hanoi').isLocked).toBe(true);
    await waitFor(() => expect(within(rowOf('Happy Pet Hà Nội')).getByText('Đã khóa')).toBeInTheDocument());

    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Happy Pet Hà Nội' }));
    await view.user.click(await screen.findByRole('button', { name: 'Mở khóa cửa hàng' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Mở khóa cửa hàng' })).getByRole('button', { name: 'Mở khóa cửa hàng' }));
    expect(await screen.findByText('Đã mở khóa cửa hàng.')).toBeVisible();
    expect(puts).toEqual([{ isLocked: true }, { isLocked: false }]);
    expect(mockShop('hanoi').isLocked).toBe(false);
  });
});
