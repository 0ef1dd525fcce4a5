import { screen, waitFor, within } from '@testing-library/react';
import { UsersPage } from '@/features/admin/components/users-page';
import { MOCK_IDS, mockUser } from '@/tests/msw/data';
import { bodyRows, captureListQueries, expectListed, lastQuery, renderScreen, rowOf } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The system admin's Tài khoản page: every account with role, shop and chain, status and creation
// date; search, role, shop and status filters and the sort kept in the URL.

const PATH = '/vi/admin/users';
const ALL = ['Đặng Minh Tuấn', 'Hoàng Văn Nam', 'Lê Văn Hùng', 'Nguyễn Thị Minh Anh', 'Phạm Thu Trang', 'Trần Quốc Bảo', 'Võ Thị Hạnh'];

async function renderUsers(query = '') {
  const view = renderScreen(<UsersPage />, { path: `${PATH}${query}`, user: 'admin' });
  await screen.findByRole('heading', { name: 'Tài khoản', level: 1 });
  return view;
}
const cellsOf = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);

describe('admin: accounts list', () => {
  it('shows every account with email, phone, role, shop and chain, status and creation date', async () => {
    await renderUsers();
    await expectListed(ALL);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Họ và tên', 'Email', 'Điện thoại', 'Vai trò', 'Cửa hàng', 'Trạng thái', 'Ngày tạo']);
    const owner = cellsOf('Nguyễn Thị Minh Anh');
    expect(owner.slice(0, 6)).toEqual([
      'Nguyễn Thị Minh Anh',
      'owner@petclinic.vn',
      '0903123456',
      'Quản trị viên',
      'PetCare Sài Gòn - Quận 1PetCare Sài Gòn · thành viên chuỗi',
      'Đang hoạt động',
    ]);
    expect(owner[6]).toMatch(/2025/);
    // staff of a chain's branch who may not switch branches; a shop without a chain; the system admin
    expect(cellsOf('Lê Văn Hùng')[4]).toBe('PetCare Sài Gòn - Quận 1PetCare Sài Gòn');
    expect(cellsOf('Hoàng Văn Nam')[4]).toBe('Happy Pet Hà Nội');
    expect(cellsOf('Trần Quốc Bảo').slice(3, 5)).toEqual(['Quản trị hệ thống', '-']);
  });

  it('marks a deactivated account', async () => {
    mockUser('spa').isActive = false;
    await renderUsers();
    await waitFor(() => expect(within(rowOf('Đặng Minh Tuấn')).getByText('Đã khóa')).toBeInTheDocument());
    expect(rowOf('Đặng Minh Tuấn')).toHaveClass('row-inactive');
  });

  it('searches without accents through the URL', async () => {
    const view = await renderUsers();
    await expectListed(ALL);
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'nguyen thi{Enter}');
    expect(lastQuery()).toEqual({ search: 'nguyen thi' });
    await expectListed(['Nguyễn Thị Minh Anh']);
  });

  it('filters by role, shop and status through the URL', async () => {
    const queries = captureListQueries('/admin/users');
    const view = await renderUsers();
    await expectListed(ALL);

    const role = screen.getByRole('combobox', { name: 'Vai trò' });
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tất cả vai trò', 'Quản trị hệ thống', 'Quản trị viên', 'Bác sỹ', 'Bán hàng', 'Kế toán', 'Spa']);
    await view.user.selectOptions(role, 'Quản trị viên');
    expect(lastQuery()).toEqual({ role: '2' });
    await expectListed(['Hoàng Văn Nam', 'Nguyễn Thị Minh Anh']);

    const shop = screen.getByRole('combobox', { name: 'Cửa hàng' });
    await waitFor(() => expect(within(shop).getAllByRole('option')).toHaveLength(4));
    expect(within(shop).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tất cả cửa hàng', 'Happy Pet Hà Nội', 'PetCare Sài Gòn - Quận 1', 'PetCare Sài Gòn - Quận 7']);
    await view.user.selectOptions(shop, 'Happy Pet Hà Nội');
    expect(lastQuery()).toEqual({ role: '2', shopId: MOCK_IDS.shops.hanoi });
    await expectListed(['Hoàng Văn Nam']);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Đã khóa');
    expect(lastQuery()).toEqual({ role: '2', shopId: MOCK_IDS.shops.hanoi, status: 'inactive' });
    expect(await screen.findByText('Không có dữ liệu phù hợp.')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20', role: '2', shopId: MOCK_IDS.shops.hanoi, status: 'inactive' });
  });

  it('opens on one shop’s accounts from the URL (the shops list leads here)', async () => {
    await renderUsers(`?shopId=${MOCK_IDS.shops.hanoi}`);
    await expectListed(['Hoàng Văn Nam']);
    expect(screen.getByRole('combobox', { name: 'Cửa hàng' })).toHaveValue(MOCK_IDS.shops.hanoi);
  });

  it('sorts by a column through the URL', async () => {
    const view = await renderUsers();
    await expectListed(ALL);
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Email' }));
    expect(router.replace).toHaveBeenLastCalledWith(`${PATH}?${new URLSearchParams({ sort: 'email:asc' })}`, { scroll: false });
    await waitFor(() => expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      'accountant@petclinic.vn',
      'admin@petclinic.vn',
      'doctor@petclinic.vn',
      'other@petclinic.vn',
      'owner@petclinic.vn',
      'seller@petclinic.vn',
      'spa@petclinic.vn',
    ]));
  });
});
