import { screen, waitFor, within } from '@testing-library/react';
import { RetailCounter } from '@/features/counter/components/retail-counter';
import { readFields } from '@/lib/vietqr/payload';
import { mockShop, mockState } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The counter's payment panel (issue 18 §2, §6, §7): F9 opens it on the priced cart; the cash
// received gives the change, a transfer shows the shop's VietQR for its amount, and what is left is
// owed — only by a customer on record. The sale is sent once with the cart's idempotency key.

const ROYAL_CANIN = '3182550702447'; // 420.000 ₫
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\u00a0/g, ' ');

beforeEach(() => window.localStorage.clear());

/** The counter with one bag of Royal Canin priced, and its payment panel opened with F9. */
async function openPayment(): Promise<{ view: View; panel: ReturnType<typeof within> }> {
  const view = renderScreen(<RetailCounter shopId={Q1} />, { path: shopPath('') });
  const search = screen.getByRole('combobox', { name: 'Thêm sản phẩm (quét mã vạch hoặc gõ tên)' });
  await view.user.type(search, `${ROYAL_CANIN}{Enter}`);
  const pay = screen.getByRole('button', { name: 'Thanh toán (F9)' });
  await waitFor(() => expect(pay).toBeEnabled());
  await view.user.keyboard('{F9}');
  const panel = within(await screen.findByRole('dialog', { name: 'Thanh toán' }));
  return { view, panel };
}
const result = (panel: ReturnType<typeof within>, label: string) => text(panel.getByText(label, { selector: 'dt' }).nextElementSibling);
const invoices = () => Object.values(mockState.books.invoices).filter((i) => i.shopId === Q1);

describe('the payment panel', () => {
  it('takes cash with the change, issues one invoice and starts a new sale', async () => {
    const posts = captureBodies('post', '/invoices');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const before = invoices().length;
    const { view, panel } = await openPayment();
    expect(panel.getByLabelText('Cần thanh toán 420.000 ₫')).toBeVisible();
    const cash = panel.getByLabelText('Tiền mặt khách đưa');
    // the exact amount unless told otherwise, the focus ready to type what was handed over
    expect(cash).toHaveValue(420_000);
    expect(cash).toHaveFocus();
    await view.user.click(panel.getByRole('button', { name: /^500\.000\s₫$/ }));
    expect(result(panel, 'Tiền thừa trả khách')).toBe('80.000 ₫');
    expect(result(panel, 'Khách còn nợ')).toBe('0 ₫');
    const confirm = panel.getByRole('button', { name: 'Xác nhận thanh toán' });
    await view.user.dblClick(confirm);

    const done = within(await screen.findByRole('dialog', { name: /^Đã thanh toán hóa đơn HD\d{6}$/ }));
    expect(text(done.getByText('Tiền thừa trả khách').nextElementSibling)).toBe('80.000 ₫');
    expect(invoices()).toHaveLength(before + 1);
    expect(posts[0]).toMatchObject({ payments: [{ method: 'CASH', amount: 500_000 }], expectedTotal: 420_000, customerId: null, idempotencyKey: expect.stringMatching(UUID) });
    // a second click sent the same key: one invoice whatever the number of requests
    expect(new Set(posts.map((p) => (p as { idempotencyKey: string }).idempotencyKey)).size).toBe(1);
    // printed only when asked: the shop does not print straight after payment
    expect(open).not.toHaveBeenCalled();
    await view.user.click(done.getByRole('button', { name: 'In phiếu 80 mm' }));
    expect(open).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/vi\/clinic-management\/[0-9a-f-]+\/print\/invoices\/[0-9a-f-]+\?paper=receipt$/), '_blank', 'noopener');
    open.mockRestore();
    await view.user.click(done.getByRole('button', { name: 'Đơn mới' }));
    expect(await screen.findByText('Chưa có sản phẩm. Quét mã vạch hoặc gõ tên sản phẩm để thêm.')).toBeVisible();
  }, 20_000);

  it('opens the print view by itself once paid when the shop prints straight after payment, and only then', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockShop('q1').printAfterPayment = 'a5';
    const { view, panel } = await openPayment();
    expect(open).not.toHaveBeenCalled();
    await view.user.click(panel.getByRole('button', { name: 'Xác nhận thanh toán' }));
    await screen.findByRole('dialog', { name: /^Đã thanh toán hóa đơn HD\d{6}$/ });
    await waitFor(() => expect(open).toHaveBeenCalledOnce());
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/\/vi\/clinic-management\/[0-9a-f-]+\/print\/invoices\/[0-9a-f-]+$/), '_blank', 'noopener');
    open.mockRestore();
  }, 20_000);

  it('splits cash and a transfer, showing the VietQR of the transfer to the shop account', async () => {
    const posts = captureBodies('post', '/invoices');
    const { view, panel } = await openPayment();
    // the cash follows what the transfer leaves, until the cashier types in it
    await retype(view.user, panel.getByLabelText('Chuyển khoản'), '220000');
    expect(panel.getByLabelText('Tiền mặt khách đưa')).toHaveValue(200_000);
    expect(result(panel, 'Tiền thừa trả khách')).toBe('0 ₫');
    const qr = panel.getByRole('img', { name: 'Mã QR chuyển khoản' });
    const fields = readFields(qr.getAttribute('data-payload')!);
    expect(fields.get('54')).toBe('220000');
    expect(fields.get('53')).toBe('704');
    expect(readFields(readFields(fields.get('38')!).get('01')!).get('00')).toBe('970436'); // Vietcombank
    expect(panel.getByLabelText('Mã VietQR chuyển khoản 220.000 ₫')).toHaveTextContent('0071001234567');
    await view.user.click(panel.getByRole('button', { name: 'Xác nhận thanh toán' }));
    await screen.findByRole('dialog', { name: /^Đã thanh toán hóa đơn/ });
    expect(posts[0]).toMatchObject({ payments: [{ method: 'CASH', amount: 200_000 }, { method: 'BANK_TRANSFER', amount: 220_000 }] });
  }, 20_000);

  it('leaves a debt only for a customer on record, and refuses a transfer above the amount', async () => {
    const { view, panel } = await openPayment();
    await retype(view.user, panel.getByLabelText('Tiền mặt khách đưa'), '100000');
    expect(result(panel, 'Khách còn nợ')).toBe('320.000 ₫');
    expect(panel.getByRole('alert')).toHaveTextContent('Khách còn nợ: hãy chọn khách hàng cho đơn này trước khi thanh toán.');
    expect(panel.getByRole('button', { name: 'Xác nhận thanh toán' })).toBeDisabled();

    await retype(view.user, panel.getByLabelText('Tiền mặt khách đưa'), '');
    await retype(view.user, panel.getByLabelText('Thẻ'), '500000');
    expect(panel.getByRole('alert')).toHaveTextContent('Chuyển khoản và thẻ không được vượt quá số cần thanh toán.');
    expect(panel.getByRole('button', { name: 'Xác nhận thanh toán' })).toBeDisabled();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thanh toán' })).not.toBeInTheDocument());

    // with the customer picked, the rest is their debt
    await view.user.type(screen.getByRole('combobox', { name: 'Khách hàng' }), 'nguyen van an');
    await view.user.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    await view.user.keyboard('{F9}');
    const again = within(await screen.findByRole('dialog', { name: 'Thanh toán' }));
    await retype(view.user, again.getByLabelText('Tiền mặt khách đưa'), '100000');
    await view.user.click(again.getByRole('button', { name: 'Xác nhận thanh toán' }));
    const done = within(await screen.findByRole('dialog', { name: /^Đã thanh toán hóa đơn/ }));
    expect(text(done.getByText('Còn nợ').nextElementSibling)).toBe('320.000 ₫');
  }, 30_000);
});
