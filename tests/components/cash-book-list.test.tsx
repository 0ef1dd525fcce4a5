import { screen, waitFor, within } from '@testing-library/react';
import { CashBookPage } from '@/features/cash-book/components/cash-book-page';
import type { PaymentMethod, VoucherCategory, VoucherType } from '@/lib/enums/cash';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { recordVoucher } from '@/tests/msw/mock-ledger';
import { captureListQueries, lastQuery, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';
import { retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Sổ quỹ (DESIGN §6): every voucher of a period with its filters in the URL, and above them the
// period's balances of the cash drawer and the bank. Quận 1's book holds the payment made for its
// opening import (PC000001, 10.303.000 ₫ by transfer, 28/10/2025); each test adds capital paid in
// during September, October's takings and expenses, and a November expense.

const PATH = shopPath('/financial/receipt-payments');
const OCTOBER = '?from=2025-10-01&to=2025-10-31';
const { accountant, owner } = MOCK_IDS.users;
const vnd = (text: string) => text.replace(' ₫', '\u00a0₫');

function voucher(type: VoucherType, category: VoucherCategory, amount: number, method: PaymentMethod, at: string, name: string, note: string, userId: string = accountant) {
  recordVoucher(mockState, { shopId: Q1, userId, type, category, payer: { type: 'OTHER', id: null, name }, amount, method, note, at: `${at}T03:00:00.000Z` });
}

beforeEach(() => {
  voucher('RECEIPT', 'OTHER_INCOME', 5_000_000, 'CASH', '2025-09-15', 'Nguyễn Thị Minh Anh', 'Vốn góp ban đầu', owner);
  voucher('RECEIPT', 'OTHER_INCOME', 20_000_000, 'BANK_TRANSFER', '2025-09-15', 'Nguyễn Thị Minh Anh', 'Vốn góp ban đầu', owner);
  voucher('RECEIPT', 'OTHER_INCOME', 120_000, 'CASH', '2025-10-14', 'Cơ sở thu mua phế liệu Ba Tư', 'Bán thùng carton cũ');
  voucher('RECEIPT', 'OTHER_INCOME', 1_000_000, 'CARD', '2025-10-15', 'Khách lẻ', 'Thu hộ quà tặng');
  voucher('PAYMENT', 'UTILITIES', 2_350_000, 'CASH', '2025-10-20', 'Tổng công ty Điện lực TP.HCM', 'Tiền điện');
  voucher('PAYMENT', 'OTHER_EXPENSE', 265_000, 'CASH', '2025-11-03', 'Nhà sách Fahasa', 'Văn phòng phẩm');
});

async function renderBook(query = OCTOBER, user: 'owner' | 'accountant' = 'owner') {
  const view = renderScreen(<CashBookPage shopId={Q1} />, { path: `${PATH}${query}`, user });
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Đang tải…' })).not.toBeInTheDocument());
  await screen.findByRole('table', { name: /^Tồn quỹ từ/ });
  return view;
}

/** The vouchers' table (the summary's comes first), its body rows, and the text of one of its columns. */
const voucherTable = () => within(screen.getByRole('table', { name: 'Các phiếu thu chi trong kỳ' }));
const voucherRows = () => voucherTable().getAllByRole('row').slice(1);
const listed = (column = 0) => voucherRows().map((row) => within(row).getAllByRole('cell')[column].textContent);
const expectListed = (codes: string[]) => waitFor(() => expect(listed().map(codeOf)).toEqual(codes));
const rowOf = (code: string) => voucherTable().getByText(code, { selector: 'span' }).closest('tr')!;
/** A code cell's text is the code, then the voucher's type: the code alone. */
const codeOf = (text: string | null) => text?.slice(0, 8);

/** The summary's lines: the fund, then its opening balance, in, out and closing balance. */
const summaryLines = () =>
  within(screen.getByRole('table', { name: /^Tồn quỹ từ/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

describe('cash book', () => {
  it('shows the period’s opening balance, in, out and closing balance of the drawer and the bank, and in all', async () => {
    await renderBook();
    expect(screen.getByRole('table', { name: 'Tồn quỹ từ 01/10/2025 đến 31/10/2025' })).toBeInTheDocument();
    expect(summaryLines()).toEqual([
      ['Tiền mặt (quỹ tiền mặt)', '5.000.000 ₫', '+120.000 ₫', '−2.350.000 ₫', '2.770.000 ₫'],
      ['Chuyển khoản (ngân hàng)', '20.000.000 ₫', '0 ₫', '−10.303.000 ₫', '9.697.000 ₫'],
      ['Thẻ (ngân hàng)', '0 ₫', '+1.000.000 ₫', '0 ₫', '1.000.000 ₫'],
      ['Tổng cộng', '25.000.000 ₫', '+1.120.000 ₫', '−12.653.000 ₫', '13.467.000 ₫'],
    ]);
  });

  it('lists the period’s vouchers newest first: receipts in green with +, payments in red with −, the import’s payment linking to it', async () => {
    await renderBook();
    expect(voucherTable().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mã phiếu', 'Thời gian', 'Hạng mục', 'Người nộp/nhận', 'Số tiền', 'Chứng từ', 'Ghi chú', 'Nhân viên', 'Thao tác']);
    expect(listed().map(codeOf)).toEqual(['PC000001', 'PC000002', 'PT000004', 'PT000003']);
    expect(listed(4)).toEqual([vnd('−10.303.000 ₫Chuyển khoản'), vnd('−2.350.000 ₫Tiền mặt'), vnd('+1.000.000 ₫Thẻ'), vnd('+120.000 ₫Tiền mặt')]);
    expect(within(rowOf('PT000003')).getByText('+120.000 ₫')).toHaveClass('text-success');
    expect(within(rowOf('PC000002')).getByText('−2.350.000 ₫')).toHaveClass('text-danger');
    const electricity = within(rowOf('PC000002'));
    for (const cell of ['20/10/2025 10:00', 'Điện, nước, internet', 'Tiền điện', 'Võ Thị Hạnh']) expect(electricity.getByRole('cell', { name: cell })).toBeInTheDocument();
    // the type under the code, the payer's kind under their name, the method under the amount
    for (const [text, under] of [['PC000002', 'Phiếu chi'], ['Tổng công ty Điện lực TP.HCM', 'Khác'], ['−2.350.000 ₫', 'Tiền mặt']]) expect(electricity.getByText(text).nextSibling).toHaveTextContent(under);
    const opening = Object.values(mockState.books.imports).find((i) => i.shopId === Q1)!;
    expect(within(rowOf('PC000001')).getByRole('link', { name: 'PN000001' })).toHaveAttribute('href', shopPath(`/product-imports/${opening.id}`));
  });

  it('covers this month in the shop’s days when the URL names no period', async () => {
    const queries = captureListQueries('/cash-vouchers');
    await renderBook('');
    const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date()).split('-');
    const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    expect(queries[0]).toMatchObject({ from: `${year}-${month}-01`, to: `${year}-${month}-${last}` });
    expect(screen.getByLabelText('Từ ngày')).toHaveValue(`01/${month}/${year}`);
    expect(screen.getByLabelText('Đến ngày')).toHaveValue(`${last}/${month}/${year}`);
    // nothing was written this month
    expect(await screen.findByRole('cell', { name: 'Không có dữ liệu phù hợp.' })).toBeInTheDocument();
  });

  it('keeps the filters in the URL and asks the API with them', async () => {
    const queries = captureListQueries('/cash-vouchers');
    const view = await renderBook();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Loại phiếu' }), 'Phiếu thu');
    await waitFor(() => expect(lastQuery()).toEqual({ from: '2025-10-01', to: '2025-10-31', type: 'RECEIPT' }));
    await expectListed(['PT000004', 'PT000003']);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Phương thức' }), 'Thẻ');
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Nhân viên lập' }), 'Võ Thị Hạnh');
    await waitFor(() => expect(lastQuery()).toEqual({ from: '2025-10-01', to: '2025-10-31', type: 'RECEIPT', method: 'CARD', createdBy: accountant }));
    await expectListed(['PT000004']);
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20', from: '2025-10-01', to: '2025-10-31', type: 'RECEIPT', method: 'CARD', createdBy: accountant });
  });

  it('searches code, payer and note without accents, and changes the period by its days', async () => {
    const view = await renderBook();
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'tien dien');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'tien dien' }));
    await expectListed(['PC000002']);

    await view.user.clear(screen.getByRole('searchbox', { name: 'Tìm kiếm' }));
    await retype(view.user, screen.getByLabelText('Từ ngày'), '01/09/2025');
    await waitFor(() => expect(lastQuery()).toEqual({ from: '2025-09-01', to: '2025-10-31' }));
    await screen.findByRole('table', { name: 'Tồn quỹ từ 01/09/2025 đến 31/10/2025' });
    await waitFor(() => expect(listed()).toHaveLength(6));
  }, 20_000);

  it('sends a seller to the forbidden page: the cash book is not theirs to see (SPEC §6)', async () => {
    renderScreen(<CashBookPage shopId={Q1} />, { path: PATH, user: 'seller' });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/403'));
    expect(screen.queryByText('PC000001')).not.toBeInTheDocument();
  });
});
