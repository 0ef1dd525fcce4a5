import { screen, waitFor, within } from '@testing-library/react';
import { CashBookPage } from '@/features/cash-book/components/cash-book-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { recordVoucher } from '@/tests/msw/mock-ledger';
import { Q1, renderScreen, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Void, never edit (DESIGN §6): a voucher is voided with a reason; it stays in the book struck
// through, with who voided it, when and why, and a voucher of the opposite type reverses it. A
// supplier debt payment's void gives the debt back; a document's own voucher goes only with it.

const { accountant } = MOCK_IDS.users;
const opening = () => Object.values(mockState.books.imports).find((i) => i.shopId === Q1)!;

async function renderBook(query = '') {
  const view = renderScreen(<CashBookPage shopId={Q1} />, { path: `${shopPath('/financial/receipt-payments')}${query}` });
  await screen.findByRole('table', { name: /^Tồn quỹ từ/ });
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Đang tải…' })).not.toBeInTheDocument());
  return view;
}

/** The row of a voucher by its code, once listed. */
const rowOf = async (code: string) => within((await screen.findByText(code, { selector: 'span' })).closest('tr')!);

async function openVoid(view: View, code: string) {
  await view.user.click(screen.getByRole('button', { name: `Thao tác với ${code}` }));
  await view.user.click(await screen.findByRole('button', { name: 'Hủy phiếu' }));
  const dialog = within(await screen.findByRole('dialog', { name: `Hủy phiếu ${code}` }));
  return { dialog, reason: dialog.getByLabelText(/^Lý do hủy/), confirm: dialog.getByRole('button', { name: 'Hủy phiếu' }) };
}

describe('voiding a voucher', () => {
  it('asks for the reason, then strikes the voucher through and lists its reversal', async () => {
    recordVoucher(mockState, { shopId: Q1, userId: accountant, type: 'PAYMENT', category: 'UTILITIES', payer: { type: 'OTHER', id: null, name: 'Công ty Cấp nước Bến Thành' }, amount: 480_000, method: 'CASH', note: 'Tiền nước' });
    const posts = captureBodies('post', '/cash-vouchers/:id/void');
    const view = await renderBook();
    await rowOf('PC000002');
    const confirm = await openVoid(view, 'PC000002');
    expect(confirm.dialog.getByText(/Phiếu PC000002 \(480\.000 ₫\) sẽ được giữ lại và gạch bỏ/)).toBeInTheDocument();

    await view.user.click(confirm.confirm);
    await expectMessage(confirm.reason, 'Trường này là bắt buộc');
    expect(posts).toEqual([]);

    await view.user.type(confirm.reason, 'Ghi trùng phiếu tiền nước');
    await view.user.click(confirm.confirm);
    expect(await screen.findByText('Đã hủy phiếu PC000002; phiếu PT000001 ghi bút toán đảo.')).toBeVisible();
    expect(posts).toEqual([{ reason: 'Ghi trùng phiếu tiền nước' }]);

    await waitFor(async () => expect((await rowOf('PC000002')).getByText('Đã hủy')).toBeInTheDocument());
    const voided = await rowOf('PC000002');
    expect(voided.getByText('PC000002')).toHaveClass('text-decoration-line-through');
    expect(voided.getByText(/^Hủy bởi Nguyễn Thị Minh Anh lúc \d\d\/\d\d\/\d{4} \d\d:\d\d: Ghi trùng phiếu tiền nước$/)).toBeInTheDocument();
    expect(voided.getByText('Bút toán đảo: PT000001')).toBeInTheDocument();
    const reversal = await rowOf('PT000001');
    expect(reversal.getByText('Hủy phiếu PC000002')).toBeInTheDocument();
    expect(reversal.getByText('+480.000 ₫')).toBeInTheDocument();
    // neither may be voided again
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với PC000002' }));
    expect(await screen.findByRole('button', { name: 'In phiếu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy phiếu' })).not.toBeInTheDocument();
  }, 20_000);

  it('keeps the import’s own payment from being voided here', async () => {
    const view = await renderBook('?from=2025-10-01&to=2025-10-31');
    await rowOf('PC000001');
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với PC000001' }));
    expect(await screen.findByRole('button', { name: 'In phiếu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy phiếu' })).not.toBeInTheDocument();
  });

  it('gives a supplier the debt back when its debt payment is voided', async () => {
    const imported = opening();
    const payment = recordVoucher(mockState, { shopId: Q1, userId: accountant, type: 'PAYMENT', category: 'SUPPLIER_DEBT', payer: { type: 'SUPPLIER', id: MOCK_CATALOGUE.suppliers.vetPharma, name: 'Công ty TNHH Dược Thú Y Sài Gòn' }, amount: 2_000_000, method: 'CASH' });
    mockState.books.importPayments.push({ importId: imported.id, voucherId: payment.id, amount: 2_000_000, createdAt: payment.createdAt });
    imported.paid += 2_000_000;

    const view = await renderBook();
    await rowOf('PC000002');
    const confirm = await openVoid(view, 'PC000002');
    await view.user.type(confirm.reason, 'Chuyển nhầm số tiền');
    await view.user.click(confirm.confirm);
    await screen.findByText('Đã hủy phiếu PC000002; phiếu PT000001 ghi bút toán đảo.');
    expect(imported.total - imported.paid).toBe(6_869_000);
    expect(mockState.books.importPayments.at(-1)).toMatchObject({ importId: imported.id, amount: -2_000_000 });
  }, 20_000);

  it('opens the print view of a voucher in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = await renderBook('?from=2025-10-01&to=2025-10-31');
    await rowOf('PC000001');
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với PC000001' }));
    await view.user.click(await screen.findByRole('button', { name: 'In phiếu' }));
    const voucher = Object.values(mockState.books.vouchers).find((v) => v.shopId === Q1 && v.code === 'PC000001')!;
    expect(open).toHaveBeenCalledWith(`/vi/clinic-management/${Q1}/print/cash-vouchers/${voucher.id}`, '_blank', 'noopener');
  });
});
