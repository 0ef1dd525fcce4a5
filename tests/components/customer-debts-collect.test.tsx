import { screen, waitFor, within } from '@testing-library/react';
import { CustomerDebtsPage } from '@/features/customer-debts/components/customer-debts-page';
import { ReceiptPrint } from '@/features/customer-debts/components/receipt-print';
import { formatDate } from '@/lib/format';
import type { MockInvoice } from '@/tests/msw/books-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockShop, mockState } from '@/tests/msw/data';
import { collectMockCustomerDebt } from '@/tests/msw/mock-customer-debts';
import { Q1, renderScreen, shopPath, type View } from '@/tests/support/catalogue-screens';
import { owingInvoice } from '@/tests/support/customer-debts';
import { captureBodies, expectMessage, messageUnder, retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Collecting from a customer (DESIGN §6): one amount, the whole debt unless less is typed and never
// more, settling the oldest invoices first, written as one receipt voucher (PT) whose print is
// offered straight after. Nguyễn Văn An owes 700.000 ₫: 300.000 ₫ of 100 days ago, 300.000 ₫ left
// of 45 days ago and 100.000 ₫ left of 10 days ago.

const CU = MOCK_CATALOGUE.customers;
const AN = 'Nguyễn Văn An';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INVOICES = 'Hóa đơn còn nợ (cũ nhất trước)';
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
let owed: MockInvoice[] = [];

const collections = () => Object.values(mockState.books.vouchers).filter((v) => v.shopId === Q1 && v.category === 'DEBT_COLLECTION');

beforeEach(() => {
  owed = [owingInvoice(CU.an, 300_000, 0, 100), owingInvoice(CU.an, 500_000, 200_000, 45), owingInvoice(CU.an, 150_000, 50_000, 10)];
});

/** The debts list with An's panel open. */
async function openPanel() {
  const view = renderScreen(<CustomerDebtsPage shopId={Q1} />, { path: shopPath('/debt-management/customers') });
  await view.user.click(await screen.findByRole('button', { name: AN }));
  const panel = await screen.findByRole('dialog', { name: `Công nợ: ${AN}` });
  await within(panel).findByRole('table', { name: INVOICES });
  return { view, panel: within(panel) };
}

/** The rows of one of the panel's tables, as the texts of their cells. */
const rowsOf = (panel: ReturnType<typeof within>, table: string) =>
  within(panel.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => plain(cell.textContent)));

async function openCollect(view: View, panel: ReturnType<typeof within>) {
  await view.user.click(panel.getByRole('button', { name: 'Thu nợ' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Thu nợ của ${AN}` }));
  return { dialog, amount: dialog.getByLabelText(/^Số tiền thu/), save: dialog.getByRole('button', { name: 'Lưu thay đổi' }) };
}

describe('a customer’s debt panel', () => {
  it('shows the debt by age, the invoices behind it oldest first with links to the sales history, and no collection yet', async () => {
    const { panel } = await openPanel();
    expect(plain(panel.getByText('Còn nợ', { selector: 'dt' }).nextSibling?.textContent)).toBe('700.000 ₫');
    expect(panel.getByText('Nợ từ ngày', { selector: 'dt' }).nextSibling).toHaveTextContent(formatDate(owed[0].createdAt));
    expect(plain(panel.getByText('Trên 90 ngày', { selector: 'dt' }).nextSibling?.textContent)).toBe('300.000 ₫');
    expect(rowsOf(panel, INVOICES)).toEqual([
      [owed[0].code, formatDate(owed[0].createdAt), '300.000 ₫', '0 ₫', '300.000 ₫'],
      [owed[1].code, formatDate(owed[1].createdAt), '500.000 ₫', '200.000 ₫', '300.000 ₫'],
      [owed[2].code, formatDate(owed[2].createdAt), '150.000 ₫', '50.000 ₫', '100.000 ₫'],
    ]);
    expect(panel.getByRole('link', { name: owed[0].code })).toHaveAttribute('href', shopPath(`/history/sales?search=${owed[0].code}`));
    expect(panel.getByText('Chưa thu nợ lần nào.')).toBeInTheDocument();
  });
});

describe('collecting a debt', () => {
  it('settles the oldest invoices first, then offers the PT receipt to print and lists the collection', async () => {
    const posts = captureBodies('post', `/customer-debts/${CU.an}/payments`);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { view, panel } = await openPanel();
    const collect = await openCollect(view, panel);
    // the whole debt unless told otherwise
    expect(collect.amount).toHaveValue(700_000);
    await retype(view.user, collect.amount, '400000');
    const preview = collect.dialog.getByRole('list', { name: 'Số tiền này trả cho các hóa đơn (cũ nhất trước):' });
    expect(within(preview).getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual([`${owed[0].code}300.000 ₫ (hết nợ)`, `${owed[1].code}100.000 ₫ (còn nợ 200.000 ₫)`]);
    await view.user.selectOptions(collect.dialog.getByLabelText(/^Phương thức/), 'Chuyển khoản');
    await view.user.type(collect.dialog.getByLabelText('Ghi chú'), 'Trả bớt nợ tháng trước');
    await view.user.click(collect.save);

    const [voucher] = collections();
    const done = await screen.findByRole('alert');
    expect(plain(done.textContent)).toContain(`Đã thu 400.000 ₫ của ${AN}: phiếu thu ${voucher.code}.`);
    expect(screen.queryByRole('dialog', { name: `Thu nợ của ${AN}` })).not.toBeInTheDocument();
    expect(posts).toEqual([{ amount: 400_000, method: 'BANK_TRANSFER', note: 'Trả bớt nợ tháng trước', idempotencyKey: expect.stringMatching(UUID) }]);
    expect(voucher).toMatchObject({ type: 'RECEIPT', amount: 400_000, payerId: CU.an });

    await view.user.click(within(done).getByRole('button', { name: 'In phiếu thu' }));
    expect(open).toHaveBeenCalledWith(`/vi/clinic-management/${Q1}/print/customer-debt-receipts/${voucher.id}`, '_blank', 'noopener');

    await waitFor(() => expect(rowsOf(panel, INVOICES).map((row) => row[4])).toEqual(['200.000 ₫', '100.000 ₫']));
    expect(rowsOf(panel, 'Lịch sử thu nợ')).toEqual([
      [voucher.code, formatDate(voucher.createdAt), '400.000 ₫', 'Chuyển khoản', 'Nguyễn Thị Minh Anh', `${owed[0].code}: 300.000 ₫${owed[1].code}: 100.000 ₫`],
    ]);
    // a receipt is printed again from the history
    await view.user.click(panel.getByRole('button', { name: `In phiếu thu ${voucher.code}` }));
    expect(open).toHaveBeenCalledTimes(2);
    // the list behind the panel follows
    expect(plain(screen.getByText('Tổng công nợ phải thu').nextSibling?.textContent)).toBe('300.000 ₫');
  });

  it('refuses more than is owed and zero, saying why, and sends nothing', async () => {
    const posts = captureBodies('post', `/customer-debts/${CU.an}/payments`);
    const { view, panel } = await openPanel();
    const collect = await openCollect(view, panel);
    await retype(view.user, collect.amount, '700001');
    expect(collect.dialog.queryByRole('list')).not.toBeInTheDocument();
    await view.user.click(collect.save);
    await expectMessage(collect.amount, 'Số tiền thu không được vượt quá công nợ hiện tại (700.000 ₫)');

    await retype(view.user, collect.amount, '0');
    expect(messageUnder(collect.amount)).toBeNull();
    await view.user.click(collect.save);
    await expectMessage(collect.amount, 'Số tiền phải là số nguyên lớn hơn 0');
    expect(posts).toEqual([]);
    expect(collections()).toEqual([]);
  });

  it('shows the server’s refusal under the amount when part of the debt was paid meanwhile', async () => {
    const { view, panel } = await openPanel();
    const collect = await openCollect(view, panel);
    // the newest invoice is paid at the counter while the dialog is open
    Object.assign(owed[2], { paid: 150_000, debt: 0, status: 3 });
    await view.user.click(collect.save);
    await expectMessage(collect.amount, 'Số tiền vượt quá công nợ của khách (600.000 ₫)');
    expect(collections()).toEqual([]);
  });

  it('records one collection for a double click', async () => {
    const posts = captureBodies('post', `/customer-debts/${CU.an}/payments`);
    const { view, panel } = await openPanel();
    const collect = await openCollect(view, panel);
    await retype(view.user, collect.amount, '100000');
    await view.user.dblClick(collect.save);
    await screen.findByRole('alert');
    expect(collections()).toHaveLength(1);
    expect(new Set(posts.map((p) => (p as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
    expect(owed.map((i) => i.debt)).toEqual([200_000, 300_000, 100_000]);
  });
});

describe('the printed receipt', () => {
  it('prints a collection as a PHIẾU THU for the seller, who does not read the cash book', async () => {
    const shop = mockShop('q1');
    const collected = collectMockCustomerDebt(shop, mockState.users[MOCK_IDS.users.seller], CU.an, { amount: 350_000, method: 'CASH', note: 'Trả nợ', idempotencyKey: crypto.randomUUID() });
    const path = shopPath(`/print/customer-debt-receipts/${collected.voucherId}`);
    renderScreen(<ReceiptPrint shopId={Q1} voucherId={collected.voucherId} shop={{ name: shop.name, address: shop.address, phone: shop.phone }} />, { path, user: 'seller' });
    expect(await screen.findByRole('heading', { name: 'PHIẾU THU' })).toBeInTheDocument();
    expect(screen.getByText(collected.code)).toBeInTheDocument();
    const line = (label: string) => plain(screen.getByText(`${label}:`, { selector: 'dt' }).nextSibling?.textContent);
    expect([line('Họ và tên người nộp tiền'), line('Lý do'), line('Số tiền'), line('Viết bằng chữ')]).toEqual([AN, 'Thu nợ khách hàng — Trả nợ', '350.000 ₫', 'Ba trăm năm mươi nghìn đồng']);
  });
});
