import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { InvoiceReceipt } from '@/features/invoices/components/invoice-receipt';
import type { PrintedShop } from '@/features/invoices/components/invoice-print-parts';
import { invoiceDetail } from '@/lib/contracts/invoice-views';
import { saleBody } from '@/lib/contracts/invoices';
import { hasValidCrc, readFields } from '@/lib/vietqr/payload';
import { MOCK_CATALOGUE, on } from '@/tests/msw/catalogue-data';
import { mockShop, mockUser, type MockUserKey } from '@/tests/msw/data';
import { voidMockInvoice } from '@/tests/msw/mock-invoice-actions';
import { invoiceDetailOf } from '@/tests/msw/mock-invoice-views';
import { createMockSale } from '@/tests/msw/mock-invoices';
import { server } from '@/tests/msw/server';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { renderWithProviders, sessionFor } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The invoice on the counter's 80 mm roll (print view with ?paper=receipt): the shop's heading, the
// invoice's facts, its lines on two rows each, the discounts, VAT by rate (or KCT), the total, how
// it was paid, the change, what is owed with a VietQR code to pay it — only when the shop has a
// bank account — and ĐÃ HỦY on a voided one. Quận 1's VAT for sales is off; its bank is Vietcombank.

const { products: PR, customers: CU } = MOCK_CATALOGUE;
const whiskas = (quantity: number) => [{ productId: PR.whiskas, unitName: 'gói', quantity }];

function sell(user: MockUserKey, body: object, day: number) {
  const invoice = createMockSale(mockShop('q1'), mockUser(user), saleBody.parse({ idempotencyKey: crypto.randomUUID(), ...body }));
  invoice.createdAt = on(day);
  return invoice;
}
/** A walk-in's 30.000 ₫ paid with 50.000 ₫ in cash; Bình's 150.000 ₫ of which 100.000 ₫ is owed. */
const walkInSale = () => sell('seller', { lines: whiskas(2), payments: [{ method: 'CASH', amount: 50_000 }] }, 300);
const binhSale = () => sell('seller', { lines: whiskas(10), customerId: CU.binh, payments: [{ method: 'CASH', amount: 50_000 }] }, 302);

async function renderReceipt(invoice: { id: string; code: string }, shop: PrintedShop = mockShop('q1')) {
  renderScreen(<InvoiceReceipt shopId={Q1} invoiceId={invoice.id} shop={shop} />, { path: shopPath(`/print/invoices/${invoice.id}?paper=receipt`) });
  return within(await screen.findByRole('article', { name: `Phiếu in 80 mm của hóa đơn ${invoice.code}` }));
}

type Receipt = ReturnType<typeof within>;
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0/g, ' ');
/** A figure of the receipt by its label: the <dd> beside the <dt>. */
const figure = (receipt: Receipt, label: string) => text(receipt.getByText(label, { selector: 'dt' }).nextElementSibling);
/** Each line as printed: its name (and gift note), then every label and amount of its rows. */
const linesOf = (receipt: Receipt) => receipt.getAllByRole('listitem').map((item: HTMLElement) => [...item.querySelectorAll(':scope > div, dt, dd')].map(text));
const qrCode = (receipt: Receipt) => receipt.queryByRole('img', { name: 'Mã QR chuyển khoản' });

describe('80 mm receipt', () => {
  it('prints the shop, the invoice’s facts, its lines, KCT, the total, the cash paid and the change; nothing owed, no QR', async () => {
    const sale = walkInSale();
    const receipt = await renderReceipt(sale);
    const shop = mockShop('q1');
    expect(document.querySelector('.invoice-receipt .invoice-logo')).toHaveAttribute('src', shop.logo);
    for (const line of [shop.name, shop.address!, 'Điện thoại: 02838221234']) expect(receipt.getByText(line)).toBeInTheDocument();
    expect(receipt.getByRole('heading', { level: 1, name: 'HÓA ĐƠN BÁN HÀNG' })).toBeInTheDocument();
    expect(['Số:', 'Ngày:', 'Thu ngân:', 'Khách hàng:'].map((label) => figure(receipt, label))).toEqual(['HD000001', '28/10/2025 12:00', 'Phạm Thu Trang', 'Khách lẻ']);
    expect(linesOf(receipt)).toEqual([['Pate Whiskas cá ngừ 85g', '2 gói × 15.000 ₫', '30.000 ₫']]);
    expect(figure(receipt, 'Tạm tính')).toBe('30.000 ₫');
    expect(figure(receipt, 'Thuế GTGT')).toBe('KCT');
    expect(receipt.queryByRole('table')).not.toBeInTheDocument();
    expect(figure(receipt, 'Tổng cộng')).toBe('30.000 ₫');
    expect(figure(receipt, 'Đã thanh toán')).toBe('30.000 ₫');
    expect(figure(receipt, 'Tiền mặt')).toBe('30.000 ₫');
    expect(figure(receipt, 'Tiền thừa trả khách')).toBe('20.000 ₫');
    expect(receipt.queryByText('Còn nợ')).not.toBeInTheDocument();
    expect(qrCode(receipt)).not.toBeInTheDocument();
    expect(receipt.queryByRole('note')).not.toBeInTheDocument();
    expect(receipt.getByText('Cảm ơn quý khách, hẹn gặp lại!')).toBeInTheDocument();
  });

  it('prints what is owed with a VietQR code for it, the invoice’s code as the transfer’s content', async () => {
    const sale = binhSale();
    const receipt = await renderReceipt(sale);
    expect(figure(receipt, 'Khách hàng:')).toBe('Trần Thị Bình · 0912222302');
    expect(figure(receipt, 'Đã thanh toán')).toBe('50.000 ₫');
    expect(figure(receipt, 'Còn nợ')).toBe('100.000 ₫');
    expect(receipt.getByText('Quét mã VietQR để chuyển khoản số còn nợ')).toBeInTheDocument();
    expect(receipt.getByRole('figure', { name: (name) => name.replace(/\u00a0/g, ' ') === 'Mã VietQR chuyển khoản 100.000 ₫' })).toBeInTheDocument();
    const payload = qrCode(receipt)!.getAttribute('data-payload')!;
    const fields = readFields(payload);
    expect(fields.get('54')).toBe('100000');
    expect(readFields(fields.get('62')!).get('08')).toBe(sale.code);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('prints no QR when the shop has no bank account, though something is owed', async () => {
    const sale = binhSale();
    const receipt = await renderReceipt(sale, { ...mockShop('q1'), bankInfo: { bankName: null, accountNumber: null, bankBranch: null, accountName: null } });
    expect(figure(receipt, 'Còn nợ')).toBe('100.000 ₫');
    expect(qrCode(receipt)).not.toBeInTheDocument();
    expect(receipt.queryByText('Quét mã VietQR để chuyển khoản số còn nợ')).not.toBeInTheDocument();
  });

  it('marks a voided invoice ĐÃ HỦY with who voided it and why, and asks for nothing', async () => {
    const sale = binhSale();
    voidMockInvoice(mockShop('q1'), mockUser('accountant'), sale.id, { reason: 'Khách trả lại hàng', refund: 'REFUND' });
    const receipt = await renderReceipt(sale);
    const mark = receipt.getByRole('note');
    expect(within(mark).getByText('ĐÃ HỦY')).toBeInTheDocument();
    expect(mark).toHaveTextContent(/Đã hủy lúc \d\d\/\d\d\/\d{4} \d\d:\d\d bởi Võ Thị Hạnh, lý do: Khách trả lại hàng/);
    expect(figure(receipt, 'Đã thanh toán')).toBe('0 ₫');
    expect(receipt.queryByText('Còn nợ')).not.toBeInTheDocument();
    expect(qrCode(receipt)).not.toBeInTheDocument();
  });

  it('prints a gift, a line’s discount, the promotion’s and the cashier’s discounts, VAT by rate and each method paid', async () => {
    const sale = sell('owner', { lines: [{ productId: PR.royalCanin, unitName: 'túi', quantity: 1 }], customerId: CU.an, payments: [{ method: 'BANK_TRANSFER', amount: 420_000 }] }, 301);
    const real = invoiceDetailOf(sale);
    const [line] = real.lines;
    const [payment] = real.payments;
    const promotion = { id: crypto.randomUUID(), code: 'KM000001', name: 'Mừng khai trương' };
    const answer = invoiceDetail.parse({
      ...real,
      ...{ subtotal: 495_000, discount: 30_000, promotionDiscount: 20_000, promotion, discountReason: 'Khách quen', vat: 34_500, total: 499_500, paid: 499_500, debt: 0 },
      lines: [
        { ...line, invoiceDiscount: 20_000, taxableBase: 400_000, vatPercent: 8, vat: 32_000 },
        { ...line, id: crypto.randomUUID(), name: 'Pate Whiskas cá ngừ 85g', unitName: 'gói', quantity: 2, unitPrice: 15_000, discount: 5_000, amount: 25_000, invoiceDiscount: 0, taxableBase: 25_000, vatPercent: 10, vat: 2_500 },
        { ...line, id: crypto.randomUUID(), name: 'Pate Whiskas cá ngừ 85g', unitName: 'gói', quantity: 1, unitPrice: 0, amount: 0, invoiceDiscount: 0, taxableBase: 0, vatPercent: null, vat: 0, giftOf: promotion },
        { ...line, id: crypto.randomUUID(), name: 'Cát vệ sinh cho mèo 5L', unitName: 'bao', quantity: 1, unitPrice: 50_000, amount: 50_000, invoiceDiscount: 10_000, taxableBase: 40_000, vatPercent: null, vat: 0 },
      ],
      payments: [
        { ...payment, id: crypto.randomUUID(), method: 'CASH', amount: 200_000 },
        { ...payment, amount: 299_500 },
      ],
    });
    server.use(http.get(`*/api/v1/invoices/${sale.id}`, () => HttpResponse.json(answer)));
    const receipt = await renderReceipt(sale);
    expect(linesOf(receipt)).toEqual([
      ['Hạt Royal Canin Mini Adult 2kg', '1 túi × 420.000 ₫', '420.000 ₫'],
      ['Pate Whiskas cá ngừ 85g', '2 gói × 15.000 ₫', '30.000 ₫', 'Giảm giá', '−5.000 ₫'],
      ['Pate Whiskas cá ngừ 85g', 'Quà tặng: Mừng khai trương', '1 gói × 0 ₫', '0 ₫'],
      ['Cát vệ sinh cho mèo 5L', '1 bao × 50.000 ₫', '50.000 ₫'],
    ]);
    expect(figure(receipt, 'Tạm tính')).toBe('495.000 ₫');
    expect(figure(receipt, 'Khuyến mãi: Mừng khai trương')).toBe('−20.000 ₫');
    expect(figure(receipt, 'Chiết khấu')).toBe('−10.000 ₫');
    const vat = receipt.getByRole('table', { name: 'Thuế GTGT theo thuế suất' });
    expect(within(vat).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map(text))).toEqual([
      ['Thuế suất', 'Tiền chưa thuế', 'Tiền thuế'],
      ['8%', '400.000 ₫', '32.000 ₫'],
      ['10%', '25.000 ₫', '2.500 ₫'],
      ['KCT', '40.000 ₫', '0 ₫'],
    ]);
    expect(figure(receipt, 'Tổng tiền thuế')).toBe('34.500 ₫');
    expect(figure(receipt, 'Tổng cộng')).toBe('499.500 ₫');
    expect(['Đã thanh toán', 'Tiền mặt', 'Chuyển khoản'].map((label) => figure(receipt, label))).toEqual(['499.500 ₫', '200.000 ₫', '299.500 ₫']);
    expect(receipt.queryByText('Tiền thừa trả khách')).not.toBeInTheDocument();
    expect(qrCode(receipt)).not.toBeInTheDocument();
  });

  it('reads in English too', async () => {
    const sale = binhSale();
    renderWithProviders(<InvoiceReceipt shopId={Q1} invoiceId={sale.id} shop={mockShop('q1')} />, { locale: 'en', session: sessionFor('owner'), pathname: `/en/clinic-management/${Q1}/print/invoices/${sale.id}` });
    const receipt = within(await screen.findByRole('article', { name: `80 mm receipt of invoice ${sale.code}` }));
    expect(figure(receipt, 'Cashier:')).toBe('Phạm Thu Trang');
    expect(figure(receipt, 'Owed')).toBe('100.000 ₫');
    expect(receipt.getByText('Thank you, see you again!')).toBeInTheDocument();
  });
});
