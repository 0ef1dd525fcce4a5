import { screen, waitFor, within } from '@testing-library/react';
import { SupplierDebtsPage } from '@/features/supplier-debts/components/supplier-debts-page';
import type { MockImport } from '@/tests/msw/books-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { nextCode } from '@/tests/msw/mock-ledger';
import { Q1, renderScreen, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage, messageUnder, retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Paying a supplier (DESIGN §6): one amount, the whole debt unless less is typed and never more,
// settling the oldest imports first, written as one payment voucher (PC). Dược Thú Y Sài Gòn is
// owed 6.869.000 ₫ on PN000001 (28/10/2025); each test adds a newer import PN000002 of 5.000.000 ₫.

const SU = MOCK_CATALOGUE.suppliers;
const VET_PHARMA = 'Công ty TNHH Dược Thú Y Sài Gòn';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const importsOf = () => Object.values(mockState.books.imports).filter((i) => i.shopId === Q1 && i.supplierId === SU.vetPharma);
const debtPayments = () => Object.values(mockState.books.vouchers).filter((v) => v.shopId === Q1 && v.category === 'SUPPLIER_DEBT');

beforeEach(() => {
  const first = importsOf()[0];
  const at = '2025-11-20T03:00:00.000Z';
  const second: MockImport = { ...structuredClone(first), id: crypto.randomUUID(), code: nextCode(mockState, Q1, 'PN'), total: 5_000_000, subtotal: 5_000_000, paid: 0, createdAt: at, completedAt: at };
  mockState.books.imports[second.id] = second;
});

/** The debts list with Dược Thú Y Sài Gòn's panel open. */
async function openPanel() {
  const view = renderScreen(<SupplierDebtsPage shopId={Q1} />, { path: shopPath('/debt-management/suppliers') });
  await view.user.click(await screen.findByRole('button', { name: VET_PHARMA }));
  const panel = await screen.findByRole('dialog', { name: `Công nợ: ${VET_PHARMA}` });
  await within(panel).findByRole('table', { name: 'Phiếu nhập còn nợ (cũ nhất trước)' });
  return { view, panel: within(panel) };
}

/** The rows of one of the panel's tables, as the texts of their cells. */
const rowsOf = (panel: ReturnType<typeof within>, table: string) =>
  within(panel.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

async function openPayment(view: View, panel: ReturnType<typeof within>) {
  await view.user.click(panel.getByRole('button', { name: 'Thanh toán' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Thanh toán cho ${VET_PHARMA}` }));
  return { dialog, amount: dialog.getByLabelText(/^Số tiền trả/), save: dialog.getByRole('button', { name: 'Lưu thay đổi' }) };
}

describe('paying a supplier', () => {
  it('settles the oldest import first and shows the PC voucher in the payment history', async () => {
    const posts = captureBodies('post', `/supplier-debts/${SU.vetPharma}/payments`);
    const { view, panel } = await openPanel();
    expect(rowsOf(panel, 'Phiếu nhập còn nợ (cũ nhất trước)')).toEqual([
      ['PN000001', '28/10/2025', '17.172.000 ₫', '10.303.000 ₫', '6.869.000 ₫'],
      ['PN000002', '20/11/2025', '5.000.000 ₫', '0 ₫', '5.000.000 ₫'],
    ]);
    // what the opening import paid when it came in
    expect(rowsOf(panel, 'Lịch sử thanh toán')).toEqual([['PC000001', '28/10/2025', 'Phiếu chiNhập hàng', '10.303.000 ₫', 'Chuyển khoản', 'PN000001: 10.303.000 ₫']]);

    const pay = await openPayment(view, panel);
    // the whole debt unless told otherwise
    expect(pay.amount).toHaveValue(11_869_000);
    await retype(view.user, pay.amount, '8000000');
    const preview = pay.dialog.getByRole('list', { name: 'Số tiền này trả cho các phiếu nhập (cũ nhất trước):' });
    expect(within(preview).getAllByRole('listitem').map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'PN0000016.869.000 ₫ (hết nợ)',
      'PN0000021.131.000 ₫ (còn nợ 3.869.000 ₫)',
    ]);
    await view.user.selectOptions(pay.dialog.getByLabelText(/^Phương thức/), 'Chuyển khoản');
    await view.user.type(pay.dialog.getByLabelText('Ghi chú'), 'Trả bớt công nợ tháng 11');
    await view.user.click(pay.save);

    expect(await screen.findByText(`Đã trả 8.000.000 ₫ cho ${VET_PHARMA}: phiếu chi PC000002.`)).toBeVisible();
    expect(posts).toEqual([{ amount: 8_000_000, method: 'BANK_TRANSFER', note: 'Trả bớt công nợ tháng 11', idempotencyKey: expect.stringMatching(UUID) }]);
    await waitFor(() => expect(rowsOf(panel, 'Phiếu nhập còn nợ (cũ nhất trước)')).toEqual([['PN000002', '20/11/2025', '5.000.000 ₫', '1.131.000 ₫', '3.869.000 ₫']]));
    expect(rowsOf(panel, 'Lịch sử thanh toán')[0]).toEqual(['PC000002', expect.any(String), 'Phiếu chiTrả nợ nhà cung cấp', '8.000.000 ₫', 'Chuyển khoản', 'PN000001: 6.869.000 ₫PN000002: 1.131.000 ₫']);
    expect(panel.getByText('Còn nợ', { selector: 'dt' }).nextSibling).toHaveTextContent('3.869.000 ₫');
    // the list behind the panel follows
    expect(screen.getByText('Tổng công nợ phải trả').nextSibling).toHaveTextContent('3.869.000 ₫');
    // a long story on a busy machine: the dialog's code loads on first use
  }, 20_000);

  it('refuses more than is owed, saying how much that is, and sends nothing', async () => {
    const posts = captureBodies('post', `/supplier-debts/${SU.vetPharma}/payments`);
    const { view, panel } = await openPanel();
    const pay = await openPayment(view, panel);
    await retype(view.user, pay.amount, '11869001');
    expect(pay.dialog.queryByRole('list')).not.toBeInTheDocument();
    await view.user.click(pay.save);
    await expectMessage(pay.amount, `Số tiền trả không được vượt quá công nợ hiện tại (11.869.000 ₫)`);
    expect(posts).toEqual([]);

    // the message goes once the amount is edited, and 0 is no payment either
    await retype(view.user, pay.amount, '0');
    expect(messageUnder(pay.amount)).toBeNull();
    await view.user.click(pay.save);
    await expectMessage(pay.amount, 'Số tiền phải là số nguyên lớn hơn 0');
    expect(posts).toEqual([]);
  });

  it('shows the server’s refusal under the amount when part of the debt was paid meanwhile', async () => {
    const { view, panel } = await openPanel();
    const pay = await openPayment(view, panel);
    // another cashier pays PN000002 in full while the dialog is open
    importsOf().find((i) => i.code === 'PN000002')!.paid = 5_000_000;
    await view.user.click(pay.save);
    await expectMessage(pay.amount, `Số tiền trả vượt quá công nợ hiện tại (6.869.000 ₫)`);
    expect(debtPayments()).toEqual([]);
  });

  it('records one payment for a double click', async () => {
    const posts = captureBodies('post', `/supplier-debts/${SU.vetPharma}/payments`);
    const { view, panel } = await openPanel();
    const pay = await openPayment(view, panel);
    await retype(view.user, pay.amount, '1000000');
    await view.user.dblClick(pay.save);
    await screen.findByText(`Đã trả 1.000.000 ₫ cho ${VET_PHARMA}: phiếu chi PC000002.`);
    expect(debtPayments()).toHaveLength(1);
    expect(new Set(posts.map((p) => (p as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
    expect(importsOf().map((i) => i.total - i.paid)).toEqual([5_869_000, 5_000_000]);
  });
});
