import { screen, waitFor, within } from '@testing-library/react';
import { InventoryTrackingPage } from '@/features/inventory/components/inventory-tracking-page';
import { DocumentType } from '@/lib/enums/documents';
import { formatDay, formatVnd } from '@/lib/format';
import { StockReason } from '@/lib/enums/stock';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { moveStock } from '@/tests/msw/mock-ledger';
import { bodyRows, captureListQueries, lastQuery, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Thẻ kho (DESIGN §6): a product is found by typing its name or by scanning its barcode; its card
// lists its movements newest first with a link to each document, between the period's opening and
// closing balance; the period and the reason are kept in the URL.

const PR = MOCK_CATALOGUE.products;
const PATH = shopPath('/inventory-tracking');
const TAKE_ID = '0b5e7a1e-0000-4000-8000-000000000001';

/** The mock world's Amoxicillin came in by the opening import (420 viên); a stock-take of today found 20 missing. */
function countAmoxicillinShort() {
  moveStock(mockState, {
    shopId: Q1,
    userId: MOCK_IDS.users.accountant,
    reason: StockReason.STOCK_TAKE,
    document: { type: DocumentType.STOCK_TAKE, id: TAKE_ID, code: 'KK000001' },
    lines: [{ productId: PR.amoxicillin, delta: -20 }],
  });
}

const openingImport = () => Object.values(mockState.books.imports).find((i) => i.shopId === Q1)!;
const picker = () => screen.getByRole('combobox', { name: 'Sản phẩm' });
const figure = (label: string) => within(screen.getByRole('group', { name: 'Số liệu trong kỳ' })).getByText(label).nextElementSibling?.textContent;
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

async function renderCard(query = '?view=card') {
  const view = renderScreen(<InventoryTrackingPage shopId={Q1} />, { path: `${PATH}${query}` });
  expect(await screen.findByRole('tab', { name: 'Thẻ kho', selected: true })).toBeInTheDocument();
  return view;
}

async function expectCardOf(name: string) {
  expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Đang tải…')).not.toBeInTheDocument());
}

describe('the stock card', () => {
  it('asks for a product until one is picked', async () => {
    await renderCard();
    expect(screen.getByText('Chọn một sản phẩm để xem thẻ kho: gõ tên hoặc mã, hoặc quét mã vạch.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  }, 20_000);

  it('shows the card of a product picked by typing its name: movements newest first, balances and document links', async () => {
    countAmoxicillinShort();
    const view = await renderCard();
    await view.user.type(picker(), 'amoxi');
    await view.user.click(await screen.findByRole('option', { name: /SP0001 · Amoxicillin 500mg/ }));
    expect(lastQuery()).toEqual({ view: 'card', productId: PR.amoxicillin });
    await expectCardOf('Amoxicillin 500mg');

    expect(screen.getByText('SP0001 · 8936012340011')).toBeInTheDocument();
    expect(screen.getByText('Đơn vị cơ bản').nextElementSibling).toHaveTextContent('viên');
    expect(figure('Tồn đầu kỳ')).toBe('0');
    expect(figure('Tổng nhập')).toBe('+420');
    expect(figure('Tổng xuất')).toBe('-20');
    expect(figure('Tồn cuối kỳ')).toBe('400');

    const [take, opening] = bodyRows();
    expect(cellTexts(take).slice(1, 7)).toEqual(['KK000001', 'Kiểm kho', '', '20', '400', formatVnd(1400)]);
    expect(cellTexts(opening).slice(1, 7)).toEqual([openingImport().code, 'Nhập hàng', '420', '', '420', formatVnd(1400)]);
    expect(cellTexts(opening)[7]).toMatch(/^AMX2510-02Hạn \d{2}\/\d{2}\/\d{4}$/);
    expect(cellTexts(opening)[8]).toBe('Võ Thị Hạnh');
    expect(within(take).getByRole('link', { name: 'KK000001' })).toHaveAttribute('href', `/vi/clinic-management/${Q1}/inventories/${TAKE_ID}`);
    expect(within(opening).getByRole('link', { name: openingImport().code })).toHaveAttribute('href', `/vi/clinic-management/${Q1}/product-imports/${openingImport().id}`);
  }, 20_000);

  it('picks the product of a barcode scanned into the search box, and says when no product has it', async () => {
    const view = await renderCard();
    // a scanner types the code and Enter faster than the typeahead asks
    await view.user.type(picker(), '8936012340028{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ view: 'card', productId: PR.rabisin }));
    await expectCardOf('Vaccine dại Rabisin');
    expect(picker()).toHaveValue('');
    expect(screen.getByText('Tồn hiện tại').nextElementSibling).toHaveTextContent('40 liều');

    await view.user.type(picker(), '0000000000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy sản phẩm có mã “0000000000000”.');
    expect(lastQuery()).toEqual({ view: 'card', productId: PR.rabisin });
  }, 20_000);

  it('keeps the reason and the period in the URL, with the balances of that period', async () => {
    countAmoxicillinShort();
    const queries = captureListQueries(`/products/${PR.amoxicillin}/stock-card`);
    const view = await renderCard(`?view=card&productId=${PR.amoxicillin}`);
    await expectCardOf('Amoxicillin 500mg');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Lý do' }), 'Kiểm kho');
    expect(lastQuery()).toEqual({ view: 'card', productId: PR.amoxicillin, reason: 'stock_take' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(bodyRows()[0])[2]).toBe('Kiểm kho');

    // from today on: the opening import (October 2025) is before the period, the count of today in it
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    await view.user.type(screen.getByRole('textbox', { name: 'Từ ngày' }), formatDay(today));
    expect(lastQuery()).toEqual({ view: 'card', productId: PR.amoxicillin, reason: 'stock_take', from: today });
    await waitFor(() => expect(figure('Tồn đầu kỳ')).toBe('420'));
    expect(figure('Tồn cuối kỳ')).toBe('400');
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20', from: today, reason: 'stock_take' });
  }, 20_000);

  it('refuses a period that ends before it starts, without sending it', async () => {
    const view = await renderCard(`?view=card&productId=${PR.amoxicillin}&from=2026-03-10`);
    await expectCardOf('Amoxicillin 500mg');
    await view.user.type(screen.getByRole('textbox', { name: 'Đến ngày' }), '01/03/2026');
    expect(await screen.findByText('Ngày kết thúc phải sau ngày bắt đầu')).toBeInTheDocument();
    expect(lastQuery()).not.toHaveProperty('to');
  }, 20_000);
});

