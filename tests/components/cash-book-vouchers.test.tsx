import { screen, waitFor, within } from '@testing-library/react';
import { CashBookPage } from '@/features/cash-book/components/cash-book-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage, messageUnder, retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Writing a voucher by hand (DESIGN §6): only expenses and other income, to a customer, supplier
// or employee of the shop or to anyone by name, whole đồng above zero. The cash book shows this
// month, so what is written now appears in it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function renderBook() {
  const view = renderScreen(<CashBookPage shopId={Q1} />, { path: shopPath('/financial/receipt-payments') });
  await screen.findByRole('table', { name: /^Tồn quỹ từ/ });
  return view;
}

/** Opens "Lập phiếu thu" or "Lập phiếu chi" and answers its controls by label. */
async function openVoucherForm(view: View, title: 'Lập phiếu thu' | 'Lập phiếu chi') {
  await view.user.click(screen.getByRole('button', { name: title }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  const control = (label: string) => dialog.getByLabelText(new RegExp(`^${label.replace('/', '\\/')}( \\*)?$`));
  return { dialog, control, save: dialog.getByRole('button', { name: 'Lưu thay đổi' }) };
}

const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

describe('writing a voucher', () => {
  it('writes a payment of the rent to a landlord named by hand, and shows it in the book and its balances', async () => {
    const posts = captureBodies('post', '/cash-vouchers');
    const view = await renderBook();
    const form = await openVoucherForm(view, 'Lập phiếu chi');
    expect(form.control('Đối tượng')).toHaveDisplayValue('Khác');
    await view.user.selectOptions(form.control('Hạng mục'), 'Tiền thuê mặt bằng');
    await view.user.type(form.control('Tên người nộp/nhận'), 'Công ty TNHH Đầu tư Bến Nghé');
    await view.user.type(form.control('Số tiền'), '15000000');
    await view.user.selectOptions(form.control('Phương thức'), 'Chuyển khoản');
    await view.user.type(form.control('Ghi chú'), 'Tiền thuê tháng 11');
    await view.user.click(form.save);

    expect(await screen.findByText('Đã lập phiếu PC000002.')).toBeVisible();
    expect(posts).toEqual([
      { type: 'PAYMENT', category: 'RENT', payerType: 'OTHER', payerId: null, payerName: 'Công ty TNHH Đầu tư Bến Nghé', amount: 15_000_000, method: 'BANK_TRANSFER', note: 'Tiền thuê tháng 11', idempotencyKey: expect.stringMatching(UUID) },
    ]);
    const row = within((await screen.findByText('PC000002', { selector: 'span' })).closest('tr')!);
    for (const cell of ['Tiền thuê mặt bằng', 'Tiền thuê tháng 11', 'Nguyễn Thị Minh Anh']) expect(row.getByRole('cell', { name: cell })).toBeInTheDocument();
    for (const text of ['Phiếu chi', 'Chuyển khoản']) expect(row.getByText(text)).toBeInTheDocument();
    const bank = screen.getByRole('rowheader', { name: 'Chuyển khoản (ngân hàng)' }).closest('tr')!;
    await waitFor(() => expect(bank).toHaveTextContent('−15.000.000 ₫'));
  }, 20_000);

  it('writes other income received from a customer picked by name', async () => {
    const posts = captureBodies('post', '/cash-vouchers');
    const view = await renderBook();
    const form = await openVoucherForm(view, 'Lập phiếu thu');
    // a receipt written by hand is other income, and nothing else
    expect(optionsOf(form.control('Hạng mục'))).toEqual(['-- Chọn --', 'Thu khác']);
    expect(form.control('Hạng mục')).toHaveDisplayValue('Thu khác');
    await view.user.selectOptions(form.control('Đối tượng'), 'Khách hàng');
    await view.user.type(form.control('Người nộp/nhận'), 'nguyen van an');
    await view.user.click(await form.dialog.findByRole('option', { name: 'Nguyễn Văn An · 0903111201' }));
    await view.user.type(form.control('Số tiền'), '200000');
    await view.user.click(form.save);

    expect(await screen.findByText('Đã lập phiếu PT000001.')).toBeVisible();
    expect(posts).toEqual([
      { type: 'RECEIPT', category: 'OTHER_INCOME', payerType: 'CUSTOMER', payerId: MOCK_CATALOGUE.customers.an, payerName: null, amount: 200_000, method: 'CASH', note: null, idempotencyKey: expect.stringMatching(UUID) },
    ]);
    const row = within((await screen.findByText('PT000001', { selector: 'span' })).closest('tr')!);
    expect(row.getByText('Nguyễn Văn An').nextSibling).toHaveTextContent('Khách hàng');
  }, 20_000);

  it('offers a payment only the expense categories a person may write', async () => {
    const view = await renderBook();
    const form = await openVoucherForm(view, 'Lập phiếu chi');
    expect(optionsOf(form.control('Hạng mục'))).toEqual(['-- Chọn --', 'Lương nhân viên', 'Tiền thuê mặt bằng', 'Điện, nước, internet', 'Chi khác']);
    expect(optionsOf(form.control('Đối tượng'))).toEqual(['-- Chọn --', 'Khách hàng', 'Nhà cung cấp', 'Nhân viên', 'Người giao hàng', 'Khác']);
  });

  it('refuses an amount of 0, a missing category and a missing name, and sends nothing', async () => {
    const posts = captureBodies('post', '/cash-vouchers');
    const view = await renderBook();
    const form = await openVoucherForm(view, 'Lập phiếu chi');
    await view.user.type(form.control('Số tiền'), '0');
    await view.user.click(form.save);
    await expectMessage(form.control('Số tiền'), 'Số tiền phải là số nguyên lớn hơn 0');
    await expectMessage(form.control('Hạng mục'), 'Hạng mục thu chi không hợp lệ');

    await view.user.selectOptions(form.control('Hạng mục'), 'Chi khác');
    await retype(view.user, form.control('Số tiền'), '50000');
    expect(messageUnder(form.control('Số tiền'))).toBeNull();
    await view.user.click(form.save);
    await expectMessage(form.control('Tên người nộp/nhận'), 'Vui lòng nhập tên người nộp/nhận');
    expect(posts).toEqual([]);
  }, 20_000);

  it('asks to choose the employee a salary is paid to, among the shop’s staff', async () => {
    const posts = captureBodies('post', '/cash-vouchers');
    const view = await renderBook();
    const form = await openVoucherForm(view, 'Lập phiếu chi');
    await view.user.selectOptions(form.control('Hạng mục'), 'Lương nhân viên');
    await view.user.selectOptions(form.control('Đối tượng'), 'Nhân viên');
    await view.user.type(form.control('Số tiền'), '8000000');
    await view.user.click(form.save);
    await expectMessage(form.control('Người nộp/nhận'), 'Vui lòng chọn đối tượng');
    expect(posts).toEqual([]);

    await waitFor(() => expect(optionsOf(form.control('Người nộp/nhận'))).toContain('Phạm Thu Trang'));
    await view.user.selectOptions(form.control('Người nộp/nhận'), 'Phạm Thu Trang');
    await view.user.click(form.save);
    expect(await screen.findByText('Đã lập phiếu PC000002.')).toBeVisible();
    expect(posts).toMatchObject([{ category: 'SALARY', payerType: 'EMPLOYEE', payerId: MOCK_IDS.users.seller, amount: 8_000_000 }]);
    expect(Object.values(mockState.books.vouchers).find((v) => v.code === 'PC000002' && v.shopId === Q1)).toMatchObject({ payerName: 'Phạm Thu Trang' });
  }, 20_000);
});
