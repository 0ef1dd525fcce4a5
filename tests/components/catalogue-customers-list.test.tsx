import { screen, waitFor, within } from '@testing-library/react';
import { CustomersPage } from '@/features/customers/components/customers-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { captureListQueries, deleteRow, expectListed, lastQuery, listed, loadedListRenderer, Q1, renderScreen, rowAction, rowOf, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Khách hàng (issue 5): the shop's customers by name, search / sort / page kept in the URL, and
// every shop role adding, editing and deleting them. The customer form: catalogue-customers-form.

const C = MOCK_CATALOGUE.customers;
const PATH = shopPath('/customers');

const renderCustomers = loadedListRenderer(<CustomersPage shopId={Q1} />, PATH);

const FIRST_PAGE_START = ['Âu Thanh Tâm', 'Bùi Khánh Linh', 'Dương Bảo Ngân', 'Đặng Ngọc Lan', 'Đỗ Thành Long Ngừng sử dụng'];

describe('customer list', () => {
  it('shows “Đang tải…” until the first page comes, then 20 customers in Vietnamese order', async () => {
    const queries = captureListQueries('/customers');
    renderScreen(<CustomersPage shopId={Q1} />, { path: PATH });
    expect(screen.getByRole('cell', { name: 'Đang tải…' })).toBeInTheDocument();

    await screen.findByRole('cell', { name: 'Âu Thanh Tâm' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Họ và tên', 'Số điện thoại', 'Địa chỉ', 'Thú cưng', 'Công nợ', 'Thao tác']);
    expect(listed()).toHaveLength(20);
    expect(listed().slice(0, 5)).toEqual(FIRST_PAGE_START);
    const an = rowOf('Nguyễn Văn An');
    expect(within(an).getByRole('cell', { name: '0903111201' })).toBeInTheDocument();
    expect(within(an).getByRole('cell', { name: '12 Nguyễn Đình Chiểu, Phường Đa Kao, Quận 1' })).toBeInTheDocument();
    expect(within(an).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(an).getByRole('link', { name: 'Nguyễn Văn An' })).toHaveAttribute('href', `${PATH}/${C.an}`);
    // Happy Pet Hà Nội's customer has the same phone, in another shop
    expect(screen.queryByRole('cell', { name: 'Nguyễn Thị Hà' })).not.toBeInTheDocument();
    expect(screen.getByText('1–20 trên 25')).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  });

  it('puts what is typed into the URL as search= and lists the matches', async () => {
    const view = await renderCustomers();
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'van an');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`${PATH}?search=van+an`, { scroll: false }));
    await expectListed(['Nguyễn Văn An']);
  });

  it.each([
    ['without accents', 'hieu', ['Vũ Minh Hiếu']],
    ['by the start of any word', 'an', ['Nguyễn Văn An']],
    ['by the start of words in a row', 'van an', ['Nguyễn Văn An']],
    ['by the start of an e-mail', 'dung.pham', ['Phạm Minh Dũng']],
    ['by phone digits typed with spaces', '0903 111', ['Nguyễn Văn An']],
    ['by a family name', 'NGUYEN', ['Nguyễn Đức Vinh', 'Nguyễn Phương Quyên', 'Nguyễn Văn An']],
  ])('starting with ?search= asks for it and lists only the matches (%s)', async (_case, search, names) => {
    const queries = captureListQueries('/customers');
    await renderCustomers(`?${new URLSearchParams({ search })}`);
    await expectListed(names);
    expect(queries).toEqual([{ page: '1', limit: '20', search }]);
    expect(screen.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue(search);
  });

  it('says so when no customer matches', async () => {
    await renderCustomers('?search=zzz');
    expect(await screen.findByRole('cell', { name: 'Không có dữ liệu phù hợp.' })).toBeInTheDocument();
    expect(screen.getByText('0–0 trên 0')).toBeInTheDocument();
  });

  it('sorts by name ascending then descending through the URL', async () => {
    const view = await renderCustomers();
    const sortByName = screen.getByRole('button', { name: 'Sắp xếp theo Họ và tên' });
    await view.user.click(sortByName);
    expect(lastQuery()).toEqual({ sort: 'name:asc' });
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Họ và tên' })).toHaveAttribute('aria-sort', 'ascending'));

    await view.user.click(sortByName);
    expect(lastQuery()).toEqual({ sort: 'name:desc' });
    await waitFor(() => expect(listed().slice(0, 3)).toEqual(['Vũ Minh Hiếu', 'Võ Thị Yến', 'Võ Gia Khang']));
    expect(screen.getByRole('columnheader', { name: 'Họ và tên' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('starting with ?sort=phone:desc lists the customer without a phone first, then the highest numbers', async () => {
    const queries = captureListQueries('/customers');
    await renderCustomers('?sort=phone:desc');
    expect(listed(1).slice(0, 4)).toEqual(['-', '0989890116', '0987666705', '0986567823']);
    expect(listed().slice(0, 2)).toEqual(['Vũ Minh Hiếu', 'Lý Hữu Phúc']);
    expect(queries).toEqual([{ page: '1', limit: '20', sort: 'phone:desc' }]);
  });

  it('pages through the URL: the next page shows the last five, a smaller page size starts again at page 1', async () => {
    const view = await renderCustomers();
    await view.user.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(lastQuery()).toEqual({ page: '2' });
    await expectListed(['Trần Hoài Vy', 'Trần Thị Bình', 'Võ Gia Khang', 'Võ Thị Yến', 'Vũ Minh Hiếu']);
    expect(screen.getByText('21–25 trên 25')).toBeInTheDocument();
    expect(screen.getByLabelText('Trang 2')).toHaveAttribute('aria-current', 'page');
    // the last page: no next one
    expect(screen.queryByRole('button', { name: 'Trang sau' })).not.toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Số dòng mỗi trang' }), '10 / trang');
    expect(lastQuery()).toEqual({ limit: '10' });
    await waitFor(() => expect(listed()).toHaveLength(10));
    expect(screen.getByText('1–10 trên 25')).toBeInTheDocument();
  });

  it('starting on ?page=2&limit=10 lists the eleventh to twentieth customers', async () => {
    await renderCustomers('?page=2&limit=10');
    expect(listed()).toHaveLength(10);
    expect(screen.getByText('11–20 trên 25')).toBeInTheDocument();
    expect(listed()[0]).toBe('Lê Quốc Cường');
  });

  it('opens a customer’s page from the row menu', async () => {
    const view = await renderCustomers();
    await rowAction(view, 'Hoàng Thu Giang', 'Xem chi tiết');
    expect(router.push).toHaveBeenCalledWith(`${PATH}/${C.giang}`);
  });

  it.each(['seller', 'doctor', 'spa', 'accountant'] as const)('lets a %s add and edit customers, but leaves deleting them to the shop admin', async (user) => {
    const view = await renderCustomers('', user);
    expect(screen.getByRole('button', { name: 'Thêm khách hàng' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Lê Quốc Cường' }));
    for (const action of ['Xem chi tiết', 'Sửa']) expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xóa' })).not.toBeInTheDocument();
  });

  it.each([
    ['seller', false],
    ['doctor', false],
    ['spa', false],
    ['accountant', true],
  ] as const)('shows Xuất Excel to a %s: %s (CATALOGUE_EXPORT)', async (user, shown) => {
    await renderCustomers('', user);
    expect(screen.queryByRole('button', { name: 'Xuất Excel' }) !== null).toBe(shown);
  });

  it('deletes a customer without activity, with their pets, after confirmation', async () => {
    const view = await renderCustomers();
    await deleteRow(view, 'Lê Quốc Cường');
    expect(await screen.findByText('Đã xóa “Lê Quốc Cường”.')).toBeVisible();
    expect(mockState.customers[C.cuong]).toBeUndefined();
    expect(mockState.pets[MOCK_CATALOGUE.pets.ki]).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Lê Quốc Cường' })).not.toBeInTheDocument());
  });

  it('deactivates instead a customer whose pet has an activity (Nguyễn Văn An, through Lu)', async () => {
    const view = await renderCustomers();
    await deleteRow(view, 'Nguyễn Văn An');
    expect(await screen.findByText('Khách hàng đã có phiếu hoạt động nên không thể xóa; khách hàng đã được chuyển sang ngừng hoạt động')).toBeVisible();
    expect(mockState.customers[C.an]).toMatchObject({ isActive: false });
    await waitFor(() => expect(within(rowOf('Nguyễn Văn An Ngừng sử dụng')).getByText('Ngừng sử dụng')).toBeInTheDocument());
  });

  it('keeps the customer when the confirmation is closed', async () => {
    const view = await renderCustomers();
    await rowAction(view, 'Lê Quốc Cường', 'Xóa');
    // the header's close button, named in Vietnamese
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Xác nhận xóa' })).getAllByRole('button', { name: 'Đóng' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockState.customers[C.cuong]).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Lê Quốc Cường' })).toBeInTheDocument();
  });
});
