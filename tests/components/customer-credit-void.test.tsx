import { screen, waitFor, within } from '@testing-library/react';
import { CustomerDetailPage } from '@/features/customers/components/customer-detail-page';
import { SalesHistoryPage } from '@/features/invoices/components/sales-history-page';
import { saleBody } from '@/lib/contracts/invoices';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockShop, mockState, mockUser } from '@/tests/msw/data';
import { createMockSale } from '@/tests/msw/mock-invoices';
import { Q1, renderScreen, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// A voided invoice's money kept as the customer's credit (DESIGN §6), from the sales history's void
// dialog: refunded by payment vouchers unless the cashier keeps it — which a walk-in, with no record
// to keep it on, cannot. The customer's page shows the credit they hold.

const { products: PR, customers: CU } = MOCK_CATALOGUE;
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');

/** A sale of two sachets of Pate Whiskas (30.000 ₫) at the counter, paid in cash unless said otherwise. */
const sell = (customerId: string | null, method = 'CASH') =>
  createMockSale(mockShop('q1'), mockUser('seller'), saleBody.parse({ idempotencyKey: crypto.randomUUID(), lines: [{ productId: PR.whiskas, unitName: 'gói', quantity: 2 }], customerId, payments: [{ method, amount: 30_000 }] }));

/** The sales history as the accountant, the invoice's panel and its void dialog opened. */
async function openVoid(code: string): Promise<{ view: View; panel: ReturnType<typeof within>; dialog: ReturnType<typeof within> }> {
  const view = renderScreen(<SalesHistoryPage shopId={Q1} title="Bán hàng" />, { path: shopPath('/history/sales'), user: 'accountant' });
  await view.user.click(await screen.findByRole('button', { name: code }));
  const panel = within(await screen.findByRole('dialog', { name: `Hóa đơn ${code}` }));
  await view.user.click(await panel.findByRole('button', { name: 'Hủy hóa đơn' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Hủy hóa đơn ${code}` }));
  return { view, panel, dialog };
}

describe('voiding an invoice into the customer’s credit', () => {
  it('keeps the money as credit when chosen: no payment voucher, the balance up, the panel saying so', async () => {
    const sold = sell(CU.binh);
    const posts = captureBodies('post', `/invoices/${sold.id}/void`);
    const { view, panel, dialog } = await openVoid(sold.code);
    await view.user.click(dialog.getByRole('radio', { name: 'Giữ làm số dư của khách' }));
    await view.user.type(dialog.getByLabelText(/^Lý do hủy/), 'Khách đổi ý');
    await view.user.click(dialog.getByRole('button', { name: 'Hủy hóa đơn' }));

    expect(await screen.findByText(`Đã hủy hóa đơn ${sold.code}.`)).toBeVisible();
    expect(posts).toEqual([{ reason: 'Khách đổi ý', refund: 'CREDIT' }]);
    expect(mockState.customers[CU.binh].credit).toBe(30_000);
    expect(Object.values(mockState.books.vouchers).filter((v) => v.documentId === sold.id && v.type === 'PAYMENT')).toEqual([]);
    expect(await panel.findByText('Số tiền đã thu được giữ làm số dư của khách.')).toBeInTheDocument();
    // the refund row has no voucher: the column names the customer's credit instead
    const rows = within(panel.getByRole('table', { name: 'Thanh toán' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((c) => plain(c.textContent)))).toEqual([
      [expect.stringMatching(/^PT\d{6}$/), expect.any(String), 'Thanh toán', 'Tiền mặt', '30.000 ₫', 'Phạm Thu Trang'],
      ['Số dư của khách', expect.any(String), 'Thanh toánHoàn lại khi hủy', 'Tiền mặt', '−30.000 ₫', 'Võ Thị Hạnh'],
    ]);
  }, 30_000);

  it('only refunds a walk-in’s money: keeping it as credit is offered disabled, and says why', async () => {
    const sold = sell(null);
    const posts = captureBodies('post', `/invoices/${sold.id}/void`);
    const { view, dialog } = await openVoid(sold.code);
    const money = within(dialog.getByRole('group', { name: /^Số tiền đã thu \(30\.000\s₫\)$/ }));
    const keep = money.getByRole('radio', { name: 'Giữ làm số dư của khách' });
    expect(keep).toBeDisabled();
    expect(keep).toHaveAccessibleDescription('Khách lẻ không có hồ sơ nên không giữ được số dư: chỉ có thể hoàn tiền.');
    expect(money.getByRole('radio', { name: 'Hoàn tiền cho khách (phiếu chi)' })).toBeChecked();

    await view.user.type(dialog.getByLabelText(/^Lý do hủy/), 'Nhập nhầm');
    await view.user.click(dialog.getByRole('button', { name: 'Hủy hóa đơn' }));
    await screen.findByText(`Đã hủy hóa đơn ${sold.code}.`);
    expect(posts).toEqual([{ reason: 'Nhập nhầm', refund: 'REFUND' }]);
  }, 30_000);

  it('says what was paid from credit goes back to it, whatever is chosen', async () => {
    const sold = sell(CU.giang, 'CREDIT');
    const { view, dialog } = await openVoid(sold.code);
    expect(plain(dialog.getByText(/^Phần đã trả bằng số dư/).textContent)).toBe('Phần đã trả bằng số dư (30.000 ₫) luôn được trả lại vào số dư của khách.');
    await view.user.type(dialog.getByLabelText(/^Lý do hủy/), 'Nhập nhầm');
    await view.user.click(dialog.getByRole('button', { name: 'Hủy hóa đơn' }));
    await screen.findByText(`Đã hủy hóa đơn ${sold.code}.`);
    expect(mockState.customers[CU.giang].credit).toBe(150_000);
  }, 30_000);
});

describe('the sales history', () => {
  it('finds the invoices paid from credit by their method', async () => {
    const walkIn = sell(null);
    const fromCredit = sell(CU.giang, 'CREDIT');
    const view = renderScreen(<SalesHistoryPage shopId={Q1} title="Bán hàng" />, { path: shopPath('/history/sales') });
    await screen.findByRole('button', { name: walkIn.code });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Phương thức thanh toán' }), 'Số dư của khách');
    await waitFor(() => expect(screen.queryByRole('button', { name: walkIn.code })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: fromCredit.code })).toBeInTheDocument();
  }, 20_000);
});

describe('the customer’s page', () => {
  const renderCustomer = async (id: string, name: string) => {
    renderScreen(<CustomerDetailPage shopId={Q1} customerId={id} />, { path: shopPath(`/customers/${id}`) });
    await screen.findByRole('heading', { name });
  };

  it('shows the credit a customer holds', async () => {
    await renderCustomer(CU.giang, 'Hoàng Thu Giang');
    const credit = screen.getByRole('group', { name: 'Số dư của khách' });
    expect(plain(credit.textContent)).toBe('Số dư của khách150.000 ₫Dùng để thanh toán hóa đơn sau');
  });

  it('shows no credit for a customer who holds none', async () => {
    await renderCustomer(CU.an, 'Nguyễn Văn An');
    expect(screen.getByText('Công nợ hiện tại')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Số dư của khách' })).not.toBeInTheDocument();
  });

  it('shows the credit a void kept, on the customer’s page', async () => {
    const sold = sell(CU.binh);
    const { view, dialog } = await openVoid(sold.code);
    await view.user.click(dialog.getByRole('radio', { name: 'Giữ làm số dư của khách' }));
    await view.user.type(dialog.getByLabelText(/^Lý do hủy/), 'Khách đổi ý');
    await view.user.click(dialog.getByRole('button', { name: 'Hủy hóa đơn' }));
    await screen.findByText(`Đã hủy hóa đơn ${sold.code}.`);
    view.unmount();
    await renderCustomer(CU.binh, 'Trần Thị Bình');
    await waitFor(() => expect(plain(screen.getByRole('group', { name: 'Số dư của khách' }).textContent)).toContain('30.000 ₫'));
  }, 30_000);
});
