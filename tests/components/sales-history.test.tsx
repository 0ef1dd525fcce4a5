import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { InvoicePrint } from '@/features/invoices/components/invoice-print';
import { SalesHistoryPage } from '@/features/invoices/components/sales-history-page';
import { invoiceDetail } from '@/lib/contracts/invoice-views';
import { saleBody } from '@/lib/contracts/invoices';
import { MOCK_CATALOGUE, on } from '@/tests/msw/catalogue-data';
import { mockShop, mockState, mockUser, type MockUserKey } from '@/tests/msw/data';
import { invoiceDetailOf } from '@/tests/msw/mock-invoice-views';
import { createMockSale } from '@/tests/msw/mock-invoices';
import { server } from '@/tests/msw/server';
import { captureListQueries, lastQuery, Q1, renderScreen, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Lịch sử hoạt động › Bán hàng: every invoice of Quận 1 with the sums of what the filters hold; an
// invoice opens in a panel (lines with their VAT rate or KCT, totals, payments), prints on A5 or on
// the 80 mm roll (tests/components/invoice-receipt.test.tsx), and is voided with a reason by the
// back office only (INVOICE_VOID). Quận 1's VAT for sales is off.
// Three sales, on 28, 29 and 30/10/2025: a walk-in's paid in cash with change, An's by transfer
// (the owner's), Bình's owing 100.000 ₫.

const { products: PR, customers: CU } = MOCK_CATALOGUE;
const PATH = shopPath('/history/sales');
const TITLE = 'Lịch sử hoạt động · Bán hàng';

function sell(user: MockUserKey, body: object, day: number) {
  const invoice = createMockSale(mockShop('q1'), mockUser(user), saleBody.parse({ idempotencyKey: crypto.randomUUID(), ...body }));
  invoice.createdAt = on(day);
  return invoice;
}

function threeSales() {
  const whiskas = (quantity: number) => [{ productId: PR.whiskas, unitName: 'gói', quantity }];
  return {
    walkIn: sell('seller', { lines: whiskas(2), payments: [{ method: 'CASH', amount: 50_000 }] }, 300),
    an: sell('owner', { lines: [{ productId: PR.royalCanin, unitName: 'túi', quantity: 1 }], customerId: CU.an, payments: [{ method: 'BANK_TRANSFER', amount: 420_000 }] }, 301),
    binh: sell('seller', { lines: whiskas(10), customerId: CU.binh, payments: [{ method: 'CASH', amount: 50_000 }] }, 302),
  };
}

async function renderHistory(user: MockUserKey = 'owner', query = '') {
  const view = renderScreen(<SalesHistoryPage shopId={Q1} title={TITLE} />, { path: `${PATH}${query}`, user });
  await screen.findByRole('button', { name: 'HD000001' });
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Đang tải…' })).not.toBeInTheDocument());
  return view;
}

/** The texts of a table's body rows, cell by cell, with formatVnd's no-break space as a space. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));

const listRows = () => rowsOf(screen.getByRole('table', { name: 'Danh sách hóa đơn' }));
/** A figure of a group of totals (the list's sums, an invoice's totals) by its label. */
const figure = (group: HTMLElement, label: string) => within(group).getByText(label, { selector: 'dt' }).nextSibling;
const sums = () => screen.getByRole('group', { name: 'Tổng các hóa đơn đang lọc' });

async function openInvoice(view: View, code: string) {
  await view.user.click(screen.getByRole('button', { name: code }));
  const panel = await screen.findByRole('dialog', { name: `Hóa đơn ${code}` });
  await within(panel).findByRole('table', { name: 'Hàng hóa, dịch vụ' });
  return within(panel);
}

describe('sales history list', () => {
  it('lists the invoices newest first with the walk-in, the debt in red, and the sums of all the filters hold', async () => {
    threeSales();
    await renderHistory();
    expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mã hóa đơn', 'Thời gian', 'Loại', 'Khách hàng', 'Nhân viên', 'Tổng tiền', 'Đã trả', 'Còn nợ', 'Trạng thái', 'Thao tác']);
    expect(listRows().map((cells) => cells.slice(0, 9))).toEqual([
      ['HD000003', '30/10/2025 12:00', 'Bán lẻ', 'Trần Thị Bình0912222302', 'Phạm Thu Trang', '150.000 ₫', '50.000 ₫', '100.000 ₫', 'Thanh toán một phần'],
      ['HD000002', '29/10/2025 12:00', 'Bán lẻ', 'Nguyễn Văn An0903111201', 'Nguyễn Thị Minh Anh', '420.000 ₫', '420.000 ₫', '0 ₫', 'Đã thanh toán'],
      ['HD000001', '28/10/2025 12:00', 'Bán lẻ', 'Khách lẻ', 'Phạm Thu Trang', '30.000 ₫', '30.000 ₫', '0 ₫', 'Đã thanh toán'],
    ]);
    const debtCell = (code: string) => within(screen.getByRole('button', { name: code }).closest('tr')!).getAllByRole('cell')[7];
    expect(debtCell('HD000003')).toHaveClass('text-danger');
    expect(debtCell('HD000002')).not.toHaveClass('text-danger');
    expect(figure(sums(), 'Tổng doanh thu')).toHaveTextContent('600.000 ₫');
    expect(figure(sums(), 'Đã thu')).toHaveTextContent('500.000 ₫');
    expect(figure(sums(), 'Còn nợ')).toHaveTextContent('100.000 ₫');
  });

  it('filters by status through the URL and the request, with the sums of what is left; nothing found says so', async () => {
    threeSales();
    const queries = captureListQueries('/invoices');
    const view = await renderHistory();
    expect(queries).toEqual([{ page: '1', limit: '20' }]);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Thanh toán một phần');
    expect(lastQuery()).toEqual({ status: '2' });
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '20', status: '2' }));
    await waitFor(() => expect(listRows().map((cells) => cells[0])).toEqual(['HD000003']));
    expect(figure(sums(), 'Tổng doanh thu')).toHaveTextContent('150.000 ₫');
    expect(figure(sums(), 'Đã thu')).toHaveTextContent('50.000 ₫');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Loại hóa đơn' }), 'Khách sạn');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '20', status: '2', kind: '4' }));
    expect(await screen.findByRole('cell', { name: 'Không có dữ liệu phù hợp.' })).toBeInTheDocument();
    expect(figure(sums(), 'Tổng doanh thu')).toHaveTextContent('0 ₫');
  });
});

describe('an invoice’s panel', () => {
  it('shows the lines with their VAT rate (KCT when the sale’s VAT is off), the totals with the change, and the payment', async () => {
    threeSales();
    const view = await renderHistory();
    const panel = await openInvoice(view, 'HD000001');
    expect(panel.getByText('Khách lẻ')).toBeInTheDocument();
    expect(rowsOf(panel.getByRole('table', { name: 'Hàng hóa, dịch vụ' }))).toEqual([['Pate Whiskas cá ngừ 85g', 'gói', '2', '15.000 ₫', '0 ₫', '30.000 ₫', 'KCT', '0 ₫']]);
    const totals = panel.getByRole('group', { name: 'Tổng cộng hóa đơn' });
    expect(figure(totals, 'Tạm tính')).toHaveTextContent('30.000 ₫');
    expect(figure(totals, 'Tổng cộng')).toHaveTextContent('30.000 ₫');
    expect(figure(totals, 'Đã thanh toán')).toHaveTextContent('30.000 ₫');
    expect(figure(totals, 'Tiền thừa trả khách')).toHaveTextContent('20.000 ₫');
    expect(figure(totals, 'Còn nợ')).toHaveTextContent('0 ₫');
    const [payment] = rowsOf(panel.getByRole('table', { name: 'Thanh toán' }));
    expect([payment[0], payment[2], payment[3], payment[4], payment[5]]).toEqual(['PT000001', 'Thanh toán', 'Tiền mặt', '30.000 ₫', 'Phạm Thu Trang']);
  });

  it('names the promotion of a discount and of a gift line, and a line’s VAT rate', async () => {
    const { an } = threeSales();
    const real = invoiceDetailOf(an);
    const promotion = { id: crypto.randomUUID(), code: 'KM000001', name: 'Mừng khai trương' };
    const answer = invoiceDetail.parse({
      ...real,
      promotion,
      promotionDiscount: 20_000,
      discount: 30_000,
      discountReason: 'Khách quen',
      lines: [
        { ...real.lines[0], vatPercent: 8, vat: 29_600 },
        { ...real.lines[0], id: crypto.randomUUID(), name: 'Pate Whiskas cá ngừ 85g', unitName: 'gói', quantity: 1, unitPrice: 0, amount: 0, vatPercent: null, vat: 0, giftOf: promotion },
      ],
    });
    server.use(http.get(`*/api/v1/invoices/${an.id}`, () => HttpResponse.json(answer)));
    const view = await renderHistory();
    const panel = await openInvoice(view, 'HD000002');
    const lines = rowsOf(panel.getByRole('table', { name: 'Hàng hóa, dịch vụ' }));
    expect(lines.map((cells) => [cells[0], cells[6], cells[7]])).toEqual([
      ['Hạt Royal Canin Mini Adult 2kg', '8%', '29.600 ₫'],
      ['Pate Whiskas cá ngừ 85gQuà tặng: Mừng khai trương', 'KCT', '0 ₫'],
    ]);
    const totals = panel.getByRole('group', { name: 'Tổng cộng hóa đơn' });
    expect(figure(totals, 'Khuyến mãi: Mừng khai trương')).toHaveTextContent('−20.000 ₫');
    expect(within(totals).getByText('Khách quen').closest('dt')!.nextSibling).toHaveTextContent('−10.000 ₫');
  });

  it('voids an invoice with the reason asked for: it stays, voided, with its payment given back', async () => {
    const { binh } = threeSales();
    const posts = captureBodies('post', `/invoices/${binh.id}/void`);
    const view = await renderHistory('accountant');
    const panel = await openInvoice(view, 'HD000003');
    await view.user.click(panel.getByRole('button', { name: 'Hủy hóa đơn' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hủy hóa đơn HD000003' }));
    expect(dialog.getByText(/Hàng đã xuất được nhập trả lại kho\. Không thể hoàn tác\./)).toBeInTheDocument();
    // the money is refunded unless the cashier keeps it as Bình's credit (tests/components/customer-credit.test.tsx)
    const money = within(dialog.getByRole('group', { name: /^Số tiền đã thu \(50\.000\s₫\)$/ }));
    expect(money.getByRole('radio', { name: 'Hoàn tiền cho khách (phiếu chi)' })).toBeChecked();
    expect(money.getByRole('radio', { name: 'Giữ làm số dư của khách' })).toBeEnabled();
    const reason = dialog.getByLabelText(/^Lý do hủy/);

    await view.user.click(dialog.getByRole('button', { name: 'Hủy hóa đơn' }));
    await expectMessage(reason, 'Trường này là bắt buộc');
    expect(posts).toEqual([]);

    await view.user.type(reason, 'Khách trả lại hàng');
    await view.user.click(dialog.getByRole('button', { name: 'Hủy hóa đơn' }));
    expect(await screen.findByText('Đã hủy hóa đơn HD000003.')).toBeVisible();
    expect(posts).toEqual([{ reason: 'Khách trả lại hàng', refund: 'REFUND' }]);
    expect(await panel.findByText(/^Đã hủy lúc \d\d\/\d\d\/\d{4} \d\d:\d\d bởi Võ Thị Hạnh, lý do: Khách trả lại hàng$/)).toBeInTheDocument();
    expect(panel.getByText('Số tiền đã thu được hoàn lại cho khách bằng phiếu chi.')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Hủy hóa đơn' })).not.toBeInTheDocument();
    const payments = rowsOf(panel.getByRole('table', { name: 'Thanh toán' }));
    expect(payments.map((cells) => [cells[2], cells[4]])).toEqual([
      ['Thanh toán', '50.000 ₫'],
      ['Thanh toánHoàn lại khi hủy', '−50.000 ₫'],
    ]);

    // the list reads it again: struck through, with the red badge, and out of the sums
    await waitFor(() => expect(listRows()[0][8]).toBe('Đã hủy'));
    expect(screen.getByRole('button', { name: 'HD000003' })).toHaveClass('text-decoration-line-through');
    expect(within(screen.getByRole('button', { name: 'HD000003' }).closest('tr')!).getByText('Đã hủy')).toHaveClass('bg-danger');
    await waitFor(() => expect(figure(sums(), 'Tổng doanh thu')).toHaveTextContent('450.000 ₫'));
    expect(mockState.books.invoices[binh.id]).toMatchObject({ status: 4, voidReason: 'Khách trả lại hàng' });
  }, 20_000);

  it('offers no void to a role without INVOICE_VOID, and prints in a new tab on A5 or on the 80 mm roll', async () => {
    const { walkIn } = threeSales();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = await renderHistory('seller');
    const panel = await openInvoice(view, 'HD000001');
    expect(panel.queryByRole('button', { name: 'Hủy hóa đơn' })).not.toBeInTheDocument();
    await view.user.click(panel.getByRole('button', { name: 'In hóa đơn (A5)' }));
    expect(open).toHaveBeenLastCalledWith(`/vi/clinic-management/${Q1}/print/invoices/${walkIn.id}`, '_blank', 'noopener');
    await view.user.click(panel.getByRole('button', { name: 'In phiếu 80 mm' }));
    expect(open).toHaveBeenLastCalledWith(`/vi/clinic-management/${Q1}/print/invoices/${walkIn.id}?paper=receipt`, '_blank', 'noopener');
  });
});

describe('printed invoice', () => {
  it('prints the shop, the lines with KCT, the total in words and the signatures', async () => {
    const { binh } = threeSales();
    renderScreen(<InvoicePrint shopId={Q1} invoiceId={binh.id} shop={mockShop('q1')} />, { path: shopPath(`/print/invoices/${binh.id}`) });
    expect(await screen.findByRole('heading', { level: 1, name: 'HÓA ĐƠN BÁN HÀNG' })).toBeInTheDocument();
    expect(screen.getByText('PetCare Sài Gòn - Quận 1')).toBeInTheDocument();
    expect(document.querySelector('.invoice-sheet .invoice-logo')).toHaveAttribute('src', mockShop('q1').logo);
    expect(screen.getByText('HD000003')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'KCT' })).toBeInTheDocument();
    expect(screen.getByText('Bằng chữ: Một trăm năm mươi nghìn đồng')).toBeInTheDocument();
    for (const role of ['Người mua hàng', 'Người bán hàng']) expect(screen.getByText(role)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
