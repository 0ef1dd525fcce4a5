import { screen, waitFor, within } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { CustomerDebtsPage } from '@/features/customer-debts/components/customer-debts-page';
import { formatDate } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { captureListQueries, expectListed, lastQuery, listed, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { owingInvoice } from '@/tests/support/customer-debts';
import { router } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Công nợ khách hàng (DESIGN §6): who owes Quận 1, derived from their invoices — most owed first,
// what they owe in all and by age on top, by default only those who owe. Nguyễn Văn An owes on
// three invoices (100, 45 and 10 days old), Trần Thị Bình on one of 70 days.

const CU = MOCK_CATALOGUE.customers;
const PATH = shopPath('/debt-management/customers');
const AN = 'Nguyễn Văn An';
const BINH = 'Trần Thị Bình';
/** Text as the screen writes it, with the no-break space formatVnd puts before ₫ read as a space. */
const plain = (node: Node | null) => node?.textContent?.replace(/\u00a0/g, ' ');
let anSince = '';

beforeEach(() => {
  anSince = formatDate(owingInvoice(CU.an, 300_000, 0, 100).createdAt);
  owingInvoice(CU.an, 500_000, 200_000, 45);
  owingInvoice(CU.an, 150_000, 50_000, 10);
  owingInvoice(CU.binh, 1_234_000, 0, 70);
});

async function renderDebts(query = '', user: 'owner' | 'seller' | 'accountant' = 'owner') {
  const view = renderScreen(<CustomerDebtsPage shopId={Q1} />, { path: `${PATH}${query}`, user });
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Đang tải…' })).not.toBeInTheDocument());
  return view;
}

/** The cells of a customer's row, found by the button with their name that opens their panel. */
const rowCells = (name: string) => within(screen.getByRole('button', { name }).closest('tr')!).getAllByRole('cell').map(plain);

describe('customer debts list', () => {
  it('lists who owes, most first, with the debt by age, and what they all owe on top', async () => {
    const queries = captureListQueries('/customer-debts');
    await renderDebts();

    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Khách hàng',
      'Số điện thoại',
      'Công nợ',
      'Hóa đơn còn nợ',
      'Nợ từ ngày',
      '0–30 ngày',
      '31–60 ngày',
      '61–90 ngày',
      'Trên 90 ngày',
      'Thao tác',
    ]);
    await expectListed([BINH, AN]);
    expect(rowCells(AN).slice(0, 9)).toEqual([AN, '0903111201', '700.000 ₫', '3', anSince, '100.000 ₫', '300.000 ₫', '-', '300.000 ₫']);
    expect(rowCells(BINH).slice(2, 9)).toEqual(['1.234.000 ₫', '1', expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), '-', '-', '1.234.000 ₫', '-']);
    expect(plain(screen.getByText('Tổng công nợ phải thu').nextSibling)).toBe('1.934.000 ₫');
    expect(screen.getByText('2 khách hàng đang nợ')).toBeInTheDocument();
    const ages = within(screen.getByLabelText('Công nợ theo tuổi nợ'));
    expect(['0–30 ngày', '31–60 ngày', '61–90 ngày', 'Trên 90 ngày'].map((age) => plain(ages.getByText(age).nextSibling))).toEqual(['100.000 ₫', '300.000 ₫', '1.234.000 ₫', '300.000 ₫']);
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  });

  it('searches by a name without accents and by phone through the URL, the total following', async () => {
    const view = await renderDebts();
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'thi binh');
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'thi binh' }));
    await expectListed([BINH]);
    await waitFor(() => expect(plain(screen.getByText('Tổng công nợ phải thu').nextSibling)).toBe('1.234.000 ₫'));

    await view.user.clear(screen.getByRole('searchbox', { name: 'Tìm kiếm' }));
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), '0903 111');
    await expectListed([AN]);
  });

  it('says so when nobody who owes matches', async () => {
    await renderDebts('?search=khong%20ai');
    expect(await screen.findByRole('cell', { name: 'Không có dữ liệu phù hợp.' })).toBeInTheDocument();
    expect(plain(screen.getByText('Tổng công nợ phải thu').nextSibling)).toBe('0 ₫');
  });

  it('sorts by the oldest unpaid invoice and by name, and lists everyone once the switch is off', async () => {
    const view = await renderDebts();
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Nợ từ ngày' }));
    expect(lastQuery()).toEqual({ sort: 'oldest:asc' });
    await expectListed([AN, BINH]);

    await view.user.click(screen.getByRole('switch', { name: 'Chỉ khách hàng còn nợ' }));
    expect(lastQuery()).toEqual({ sort: 'oldest:asc', owing: 'false' });
    await waitFor(() => expect(listed(0)).toHaveLength(20));
    // those who owe nothing come last, with nothing since
    expect(listed(2).slice(0, 3).map((text) => text?.replace(/\u00a0/g, ' '))).toEqual(['700.000 ₫', '1.234.000 ₫', '0 ₫']);
    expect(listed(3).slice(2, 4)).toEqual(['0', '0']);
    expect(listed(4).slice(2, 4)).toEqual(['-', '-']);
  });

  it('downloads the list as searched and sorted, for the owner; the seller, who collects, has no export', async () => {
    const downloads: string[] = [];
    vi.stubGlobal('Blob', NodeBlob);
    Object.assign(URL, { createObjectURL: () => 'blob:mock/0', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      const exports = captureListQueries('/customer-debts/export');
      const view = await renderDebts('?search=an&sort=name:asc');
      await view.user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
      await waitFor(() => expect(downloads).toEqual([`customer-debts-${new Date().toISOString().slice(0, 10)}.xlsx`]));
      expect(exports).toEqual([{ search: 'an', sort: 'name:asc' }]);
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('lets the seller see and collect debts, without the export (SPEC §6)', async () => {
    await renderDebts('', 'seller');
    await expectListed([BINH, AN]);
    expect(screen.queryByRole('button', { name: 'Xuất Excel' })).not.toBeInTheDocument();
  });

  it('sends a doctor to the forbidden page: customer debts are not theirs to see', async () => {
    renderScreen(<CustomerDebtsPage shopId={Q1} />, { path: PATH, user: 'doctor' });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/403'));
    expect(screen.queryByRole('button', { name: AN })).not.toBeInTheDocument();
  });

  it('opens the customer’s debt panel from the row menu, beside the list', async () => {
    const view = await renderDebts();
    await view.user.click(screen.getByRole('button', { name: `Thao tác với ${AN}` }));
    await view.user.click(await screen.findByRole('button', { name: 'Xem công nợ' }));
    const panel = await screen.findByRole('dialog', { name: `Công nợ: ${AN}` });
    expect(within(panel).getByRole('link', { name: 'Thông tin khách hàng' })).toHaveAttribute('href', shopPath(`/customers/${CU.an}`));
    await view.user.click(within(panel).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
