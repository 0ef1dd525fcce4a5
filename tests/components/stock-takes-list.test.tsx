import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { StockTakesPage } from '@/features/stock-takes/components/stock-takes-page';
import { api } from '@/lib/api/client';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { ProductGroup } from '@/lib/enums/products';
import { formatVnd } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { signInAs } from '@/tests/support/mock-api-calls';
import { bodyRows, captureListQueries, expectListed, lastQuery, listed, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Kiểm kho (DESIGN §6): the shop's stock-takes newest first — code, date, scope, lines counted,
// value of the differences once completed, status, staff — found by code or note, filtered by
// status and days through the URL; "Tạo phiếu kiểm kho" makes a sheet of all products or of one
// group and opens it.

const PR = MOCK_CATALOGUE.products;
const PATH = shopPath('/inventories');
const DAY_MS = 86_400_000;

/** The mock world's stock-takes, made through the mock API: KK000001 … in the order given, each dated `daysAgo`. */
async function stockTakes(...sheets: Array<{ group: number | null; note?: string; daysAgo: number; counts?: Record<string, number>; end?: 'complete' | 'cancel' }>) {
  signInAs('accountant');
  for (const s of sheets) {
    const { data } = await api.post<StockTake>('/stock-takes', { productGroup: s.group, note: s.note ?? null });
    const counts = Object.entries(s.counts ?? {}).map(([productId, countedQuantity]) => ({ productId, countedQuantity }));
    if (s.end === 'cancel') await api.post(`/stock-takes/${data.id}/cancel`);
    else await api.put(`/stock-takes/${data.id}`, { counts, complete: s.end === 'complete' });
    mockState.books.stockTakes[data.id].createdAt = new Date(Date.now() - s.daysAgo * DAY_MS).toISOString();
  }
}

const seedThree = () =>
  stockTakes(
    // Amoxicillin 10 viên short (1.400 ₫ each), Rabisin as it stood
    { group: ProductGroup.MEDICINE, note: 'Kiểm tủ thuốc cuối tháng', daysAgo: 20, counts: { [PR.amoxicillin]: 410, [PR.rabisin]: 40 }, end: 'complete' },
    { group: null, note: 'Lập nhầm', daysAgo: 10, end: 'cancel' },
    { group: ProductGroup.CHEMICALS, daysAgo: 1, counts: { [PR.alcohol]: 29 } },
  );

async function renderList(query = '') {
  const view = renderScreen(<StockTakesPage shopId={Q1} />, { path: `${PATH}${query}` });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByText('Đang tải…')).not.toBeInTheDocument());
  return view;
}

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('the stock-takes list', () => {
  it('lists the stock-takes newest first with their scope, progress, value of differences and status', async () => {
    await seedThree();
    await renderList();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mã phiếu', 'Ngày tạo', 'Phạm vi', 'Đã kiểm', 'Giá trị chênh lệch', 'Trạng thái', 'Nhân viên']);
    const [draft, canceled, completed] = bodyRows().map(cellTexts);
    expect(draft.slice(2)).toEqual(['Hóa chất', '1/2', '-', 'Phiếu tạm', 'Võ Thị Hạnh']);
    expect(canceled.slice(2)).toEqual(['Tất cả sản phẩm', '0/12', '-', 'Đã hủy', 'Võ Thị Hạnh']);
    expect(completed[0]).toBe('KK000001Kiểm tủ thuốc cuối tháng');
    expect(completed.slice(2)).toEqual(['Thuốc', '2/3', formatVnd(-14_000), 'Hoàn thành', 'Võ Thị Hạnh']);
    expect(within(bodyRows()[2]).getAllByRole('cell')[4]).toHaveClass('text-danger');
    const first = mockState.books.stockTakes[Object.keys(mockState.books.stockTakes)[0]];
    expect(screen.getByRole('link', { name: 'KK000001' })).toHaveAttribute('href', `/vi/clinic-management/${Q1}/inventories/${first.id}`);
  }, 20_000);

  it('filters by status and finds a sheet by code or note, through the URL', async () => {
    await seedThree();
    const queries = captureListQueries('/stock-takes');
    const view = await renderList();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Hoàn thành');
    expect(lastQuery()).toEqual({ status: '1' });
    await expectListed(['KK000001Kiểm tủ thuốc cuối tháng']);
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Tất cả trạng thái');

    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'nhầm{Enter}');
    await expectListed(['KK000002Lập nhầm']);
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20', search: 'nhầm' });
  }, 20_000);

  it('keeps to the days chosen', async () => {
    await seedThree();
    const view = await renderList();
    const from = new Date(Date.now() - 15 * DAY_MS).toLocaleDateString('en-GB', { timeZone: 'Asia/Ho_Chi_Minh' });
    await view.user.click(screen.getByRole('textbox', { name: 'Từ ngày' }));
    await view.user.paste(from);
    await view.user.keyboard('{Escape}');
    expect(lastQuery().from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(listed().map((code) => code?.slice(0, 8))).toEqual(['KK000003', 'KK000002']));
  }, 20_000);

  it('says so when there is none yet', async () => {
    renderScreen(<StockTakesPage shopId={Q1} />, { path: PATH });
    expect(await screen.findByText('Không có dữ liệu phù hợp.')).toBeInTheDocument();
  }, 20_000);
});

describe('Tạo phiếu kiểm kho', () => {
  it('makes a sheet of one product group and opens it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/stock-takes', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    const view = renderScreen(<StockTakesPage shopId={Q1} />, { path: PATH });
    await view.user.click(await screen.findByRole('button', { name: 'Tạo phiếu kiểm kho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo phiếu kiểm kho' });
    expect(within(dialog).getByRole('radio', { name: 'Tất cả sản phẩm' })).toBeChecked();

    await view.user.click(within(dialog).getByRole('radio', { name: 'Một nhóm sản phẩm' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    // a group must be picked
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await view.user.selectOptions(within(dialog).getByRole('combobox', { name: /Nhóm sản phẩm/ }), 'Hóa chất');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Kiểm kho hóa chất');
    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(bodies).toEqual([{ productGroup: ProductGroup.CHEMICALS, note: 'Kiểm kho hóa chất' }]);
    const [made] = Object.values(mockState.books.stockTakes);
    expect(router.push).toHaveBeenCalledWith(`/vi/clinic-management/${Q1}/inventories/${made.id}`);
    expect(made.code).toBe('KK000001');
    // the active chemicals (the tick spray is no longer sold)
    expect(made.lines.map((l) => mockState.products[l.productId].name)).toEqual(['Cồn 70 độ 500ml', 'Povidine 10% 500ml']);
    expect(await screen.findByText('Đã tạo phiếu kiểm kho KK000001.')).toBeInTheDocument();
  }, 20_000);

  it('makes a sheet of every product when asked for all', async () => {
    const view = renderScreen(<StockTakesPage shopId={Q1} />, { path: PATH });
    await view.user.click(await screen.findByRole('button', { name: 'Tạo phiếu kiểm kho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo phiếu kiểm kho' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const [made] = Object.values(mockState.books.stockTakes);
    expect(made.productGroup).toBeNull();
    expect(made.lines).toHaveLength(12);
  }, 20_000);
});
