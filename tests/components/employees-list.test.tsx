import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { EmployeesPage } from '@/features/employees/components/employees-page';
import { MOCK_IDS, type MockUserKey, mockUser } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { renderWithProviders, router, sessionFor } from '@/tests/support/render';

// The Nhân viên list (issue 4): the shop's staff, search / role / status filters kept in the URL,
// and changes (create, edit, deactivate) for the shop admin only.

const Q1 = MOCK_IDS.shops.q1;
const PATH = `/vi/clinic-management/${Q1}/employees`;

async function renderEmployees(key: MockUserKey = 'owner') {
  const view = renderWithProviders(<EmployeesPage shopId={Q1} />, { session: sessionFor(key), pathname: PATH });
  await screen.findByRole('cell', { name: 'Lê Văn Hùng' });
  return view;
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;
const listedNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

/** The query strings the client sends to GET /employees; the default handler still answers. */
function captureListQueries() {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get('*/api/v1/employees', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
    }),
  );
  return queries;
}

describe('staff list', () => {
  it('lists the shop’s staff by name with role and status, and nobody from another shop', async () => {
    const queries = captureListQueries();
    await renderEmployees();
    expect(listedNames()).toEqual(['Lê Văn Hùng', 'Nguyễn Thị Minh Anh', 'Phạm Thu Trang', 'Võ Thị Hạnh', 'Đặng Minh Tuấn']);
    const doctor = rowOf('Lê Văn Hùng');
    expect(within(doctor).getByRole('cell', { name: 'doctor@petclinic.vn' })).toBeInTheDocument();
    expect(within(doctor).getByRole('cell', { name: '0912345678' })).toBeInTheDocument();
    expect(within(doctor).getByRole('cell', { name: 'Bác sỹ' })).toBeInTheDocument();
    expect(within(doctor).getByText('Đang hoạt động')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Hoàng Văn Nam' })).not.toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  });

  it('puts the search into the URL after typing (router.replace), back to page 1', async () => {
    const view = await renderEmployees();
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'hùng');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`${PATH}?${new URLSearchParams({ search: 'hùng' })}`, { scroll: false }));
    expect(router.replace).toHaveBeenCalledOnce();
  });

  it('searches at once on Enter', async () => {
    const view = await renderEmployees();
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), '  0912 {Enter}');
    expect(router.replace).toHaveBeenCalledWith(`${PATH}?search=0912`, { scroll: false });
  });

  it('puts the role and status filters into the URL', async () => {
    const view = await renderEmployees();
    const role = screen.getByRole('combobox', { name: 'Vai trò' });
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tất cả vai trò', 'Quản trị viên', 'Bác sỹ', 'Bán hàng', 'Kế toán', 'Spa']);
    await view.user.selectOptions(role, 'Bác sỹ');
    expect(router.replace).toHaveBeenLastCalledWith(`${PATH}?role=3`, { scroll: false });

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Đã khóa');
    expect(router.replace).toHaveBeenLastCalledWith(`${PATH}?status=inactive`, { scroll: false });
  });

  it('sorts by a column through the URL', async () => {
    const view = await renderEmployees();
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Email' }));
    expect(router.replace).toHaveBeenLastCalledWith(`${PATH}?${new URLSearchParams({ sort: 'email:asc' })}`, { scroll: false });
  });

  it('gives the shop admin Thêm nhân viên and row actions, but not deactivating themselves', async () => {
    const view = await renderEmployees('owner');
    expect(screen.getByRole('button', { name: 'Thêm nhân viên' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Thao tác' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Nguyễn Thị Minh Anh' }));
    const lockSelf = await screen.findByRole('button', { name: 'Khóa tài khoản' });
    expect(lockSelf).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Sửa thông tin' })).not.toHaveAttribute('aria-disabled');
    await view.user.click(lockSelf);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['doctor', 'seller', 'accountant', 'spa'] as const)('shows the list to a %s without Thêm nhân viên or row actions', async (key) => {
    await renderEmployees(key);
    expect(listedNames()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Thêm nhân viên' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Thao tác' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Thao tác với/ })).not.toBeInTheDocument();
  });

  it('deactivates a staff member after confirmation and reactivates them', async () => {
    const view = await renderEmployees();
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Phạm Thu Trang' }));
    await view.user.click(await screen.findByRole('button', { name: 'Khóa tài khoản' }));
    const confirm = await screen.findByRole('dialog', { name: 'Khóa tài khoản' });
    expect(confirm).toHaveTextContent('Khóa tài khoản của Phạm Thu Trang?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Khóa tài khoản' }));

    expect(await screen.findByText('Đã khóa tài khoản.')).toBeVisible();
    expect(mockUser('seller').isActive).toBe(false);
    await waitFor(() => expect(within(rowOf('Phạm Thu Trang')).getByText('Đã khóa')).toBeInTheDocument());

    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Phạm Thu Trang' }));
    await view.user.click(await screen.findByRole('button', { name: 'Mở khóa tài khoản' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Mở khóa tài khoản' })).getByRole('button', { name: 'Mở khóa tài khoản' }));
    expect(await screen.findByText('Đã mở khóa tài khoản.')).toBeVisible();
    expect(mockUser('seller').isActive).toBe(true);
  });
});
