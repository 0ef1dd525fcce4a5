import { screen, waitFor, within } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { InventoryTrackingPage } from '@/features/inventory/components/inventory-tracking-page';
import { formatDay, formatVnd } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { bodyRows, captureListQueries, expectListed, lastQuery, listed, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Tồn kho (DESIGN §6): the stock of every product with its value at average cost, most valuable
// first, the value of it all, searched, filtered by group and sorted; "Dưới tồn tối thiểu" lists
// the products under their minimum and "Sắp hết hạn" the lots expiring soon, the expired in red.
// A product's name opens its stock card; "Xuất Excel" downloads what the tab shows.

const PR = MOCK_CATALOGUE.products;
const PATH = shopPath('/inventory-tracking');
const TODAY = new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const shopDay = (at: number) => new Date(at).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
/** Days from the shop's today to `day` (the mock lots are seeded by UTC's days, a day behind the shop's each evening). */
const daysAfterShopToday = (day: string) => (Date.parse(day) - Date.parse(shopDay(Date.now()))) / DAY_MS;

async function renderTracking(query = '') {
  const view = renderScreen(<InventoryTrackingPage shopId={Q1} />, { path: `${PATH}${query}` });
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  await waitFor(() => expect(screen.queryByText('Đang tải…')).not.toBeInTheDocument());
  return view;
}

const totalValue = () => screen.getByText('Tổng giá trị tồn kho').nextElementSibling?.textContent;
const rowOfCode = (code: string) => screen.getByRole('cell', { name: code }).closest('tr')!;

describe('the stock overview', () => {
  it('lists the products with stock by value, most valuable first, with the value of all of it', async () => {
    const queries = captureListQueries('/stock');
    await renderTracking();
    expect(screen.getByRole('tab', { name: 'Tồn kho' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mã SP', 'Tên sản phẩm', 'Nhóm', 'ĐVT', 'Tồn kho', 'Tồn tối thiểu', 'Giá vốn BQ', 'Giá trị tồn']);
    expect(listed(1).slice(0, 4)).toEqual(['Hạt Royal Canin Mini Adult 2kg', 'Pate Whiskas cá ngừ 85g', 'Vaccine dại Rabisin', 'Cát vệ sinh mèo Nhật 8L']);
    expect(listed()).toHaveLength(13);
    expect(within(rowOfCode('SP0008')).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'SP0008',
      'Hạt Royal Canin Mini Adult 2kg',
      'Hàng bán',
      'túi',
      '22',
      '8',
      formatVnd(345_000),
      formatVnd(7_590_000),
    ]);
    expect(totalValue()).toBe(formatVnd(17_172_000));
    // below its minimum: in red, and said so
    expect(within(rowOfCode('SP0003')).getByText('Dưới tối thiểu')).toBeInTheDocument();
    expect(within(rowOfCode('SP0003')).getAllByRole('cell')[4]).toHaveClass('text-danger');
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  }, 20_000);

  it('sorts by name, searches and filters by group through the URL', async () => {
    const view = await renderTracking();
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Tên sản phẩm' }));
    expect(lastQuery()).toEqual({ sort: 'name:asc' });
    await waitFor(() => expect(listed(1)[0]).toBe('Amoxicillin 500mg'));

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Nhóm' }), 'Hóa chất');
    expect(lastQuery()).toEqual({ sort: 'name:asc', group: '3' });
    await expectListed(['Cồn 70 độ 500ml', 'Povidine 10% 500ml', 'Xịt diệt ve rận môi trường 500ml'], 1);
    await waitFor(() => expect(totalValue()).toBe(formatVnd(390_000 + 360_000 + 492_000)));

    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'con 70{Enter}');
    await expectListed(['Cồn 70 độ 500ml'], 1);
  }, 20_000);

  it('opens the stock card of a product clicked in the list', async () => {
    const view = await renderTracking();
    await view.user.click(screen.getByRole('link', { name: 'Vaccine dại Rabisin' }));
    expect(lastQuery()).toEqual({ view: 'card', productId: PR.rabisin });
    expect(await screen.findByRole('heading', { name: 'Vaccine dại Rabisin' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Thẻ kho' })).toHaveAttribute('aria-selected', 'true');
  }, 20_000);

  it('lists only the products under their minimum on “Dưới tồn tối thiểu”', async () => {
    const queries = captureListQueries('/stock');
    const view = await renderTracking('?search=x');
    await view.user.click(screen.getByRole('tab', { name: 'Dưới tồn tối thiểu' }));
    // a tab starts with its own filters
    expect(lastQuery()).toEqual({ view: 'low' });
    await expectListed(['SP0003', 'SP0006', 'SP0005']);
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20', lowStock: 'true' });
    expect(screen.getByRole('tab', { name: 'Dưới tồn tối thiểu' })).toHaveAttribute('aria-selected', 'true');
  }, 20_000);
});

describe('the lots expiring soon', () => {
  it('lists the lots expiring within 90 days, soonest first, with the days left', async () => {
    const queries = captureListQueries('/stock/batches');
    await renderTracking('?view=expiring');
    expect(screen.getByRole('radio', { name: '90 ngày tới' })).toBeChecked();
    expect(bodyRows()).toHaveLength(1);
    const cells = within(bodyRows()[0]).getAllByRole('cell').map((c) => c.textContent);
    const lot = Object.values(mockState.books.batches).find((b) => b.productId === PR.rabisin)!;
    expect(cells).toEqual(['SP0002', 'Vaccine dại Rabisin', 'RB2511-07', formatDay(lot.expiresOn!), `Còn ${daysAfterShopToday(lot.expiresOn!)} ngày`, '40 liều', formatVnd(40 * 52_000)]);
    expect(queries).toEqual([{ page: '1', limit: '20', within: '90' }]);
  }, 20_000);

  it('shows the expired lots in red, with how long ago they expired', async () => {
    const amoxicillinLot = Object.values(mockState.books.batches).find((b) => b.productId === PR.amoxicillin)!;
    amoxicillinLot.expiresOn = shopDay(Date.now() - 10 * DAY_MS);
    const view = await renderTracking('?view=expiring');
    await view.user.click(screen.getByRole('radio', { name: 'Đã hết hạn' }));
    expect(lastQuery()).toEqual({ view: 'expiring', within: 'expired' });
    await expectListed(['SP0001']);
    const [, , batch, expiry, daysLeft] = within(bodyRows()[0]).getAllByRole('cell');
    expect(batch).toHaveTextContent('AMX2510-02');
    expect(daysLeft).toHaveTextContent('Quá hạn 10 ngày');
    expect(expiry).toHaveClass('text-danger');
    expect(daysLeft).toHaveClass('text-danger');
  }, 20_000);
});

describe('Xuất Excel', () => {
  // saving a download: a click on a link to the blob (as in spreadsheet-import.test.tsx)
  const downloads: string[] = [];
  beforeEach(() => {
    vi.stubGlobal('Blob', NodeBlob);
    downloads.length = 0;
    Object.assign(URL, { createObjectURL: () => 'blob:mock/0', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads the overview with the tab’s filters and sort', async () => {
    const exports = captureListQueries('/stock/export');
    const view = await renderTracking('?view=low&group=1&sort=name:desc');
    await view.user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(downloads).toEqual([`stock-${TODAY}.xlsx`]));
    expect(exports).toEqual([{ group: '1', lowStock: 'true', sort: 'name:desc' }]);
  }, 20_000);

  it('downloads the stock card of its period and reason', async () => {
    const exports = captureListQueries(`/products/${PR.amoxicillin}/stock-card/export`);
    const view = renderScreen(<InventoryTrackingPage shopId={Q1} />, { path: `${PATH}?view=card&productId=${PR.amoxicillin}&reason=import&from=2025-01-01` });
    expect(await screen.findByRole('heading', { name: 'Amoxicillin 500mg' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(downloads).toEqual([`stock-card-SP0001-${TODAY}.xlsx`]));
    expect(exports).toEqual([{ from: '2025-01-01', reason: 'import' }]);
  }, 20_000);
});
