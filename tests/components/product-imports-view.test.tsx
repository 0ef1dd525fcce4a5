import { screen, waitFor, within } from '@testing-library/react';
import { ProductImportPrint } from '@/features/product-imports/components/product-import-print';
import { mockState } from '@/tests/msw/data';
import { Q1 } from '@/tests/support/catalogue-screens';
import { line, lineGroup, makeImport, openingImport, PR, renderImportPage, SU, sum, vnd } from '@/tests/support/product-imports';
import { renderWithProviders, sessionFor } from '@/tests/support/render';
import { captureBodies, expectMessage } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// An import that is no longer a draft opens read-only: its status, who made and changed it and
// when, its lines, sums and payments. A completed one is voided with a reason (DESIGN §6: its goods
// leave stock, what was paid comes back), and stays shown struck through with who, when and why.
// A draft can be dropped ("Hủy nháp"), confirmed; every saved import has its A4 print view.

const heading = () => screen.getByRole('heading', { level: 1 });

describe('a completed import', () => {
  it('shows its status, who completed it, its lines, sums and payments, read-only', async () => {
    const opening = openingImport();
    await renderImportPage(opening.id);
    expect(heading()).toHaveTextContent('Phiếu nhập PN000001 Hoàn thành');
    expect(screen.getByText('Công ty TNHH Dược Thú Y Sài Gòn (Dược thú y SG)')).toBeInTheDocument();
    expect(screen.getAllByText('Võ Thị Hạnh')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: /^Amoxicillin 500mg/ })).toBeInTheDocument();
    expect(sum('Tổng cần trả')).toHaveTextContent(vnd(opening.total));
    expect(sum('Còn nợ nhà cung cấp')).toHaveTextContent(vnd(opening.total - opening.paid));
    const payment = screen.getByRole('cell', { name: 'PC000001' }).closest('tr')!;
    expect(payment).toHaveTextContent(`Chuyển khoản${vnd(opening.paid)}`);
    expect(screen.queryByRole('button', { name: 'Lưu nháp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Thêm sản phẩm' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In phiếu' })).toHaveAttribute('href', `/vi/clinic-management/${Q1}/print/product-imports/${opening.id}`);
  });

  it('names the method paid now only when something was paid now', async () => {
    const paidNow = () => screen.getByText('Hình thức trả ngay').nextElementSibling;
    const view = await renderImportPage(openingImport().id);
    expect(paidNow()).toHaveTextContent(/^Chuyển khoản$/);
    view.unmount();
    const unpaid = await makeImport({ supplierId: SU.minhTam, lines: [line(PR.syringe, 'cái', 10, 800)], payNow: 0, payMethod: 'BANK_TRANSFER', complete: true, idempotencyKey: crypto.randomUUID() }, 330);
    await renderImportPage(unpaid.id);
    expect(paidNow()).toHaveTextContent(/^-$/);
  });

  it('is voided only with a reason, then shows struck through with who voided it, when and why', async () => {
    const opening = openingImport();
    const paid = opening.paid;
    const voids = captureBodies('post', `/product-imports/${opening.id}/void`);
    const view = await renderImportPage(opening.id);
    await view.user.click(screen.getByRole('button', { name: 'Hủy phiếu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy phiếu nhập PN000001?' });
    expect(dialog).toHaveTextContent('Hàng của phiếu sẽ được trừ khỏi kho và số tiền đã trả được ghi thu lại từ nhà cung cấp.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
    await expectMessage(within(dialog).getByLabelText(/^Lý do hủy/), 'Trường này là bắt buộc');
    expect(voids).toEqual([]);

    await view.user.type(within(dialog).getByLabelText(/^Lý do hủy/), 'Nhập nhầm nhà cung cấp');
    await view.user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
    expect(await screen.findByText('Đã hủy phiếu nhập PN000001.')).toBeVisible();
    expect(voids).toEqual([{ reason: 'Nhập nhầm nhà cung cấp' }]);
    await waitFor(() => expect(heading()).toHaveTextContent('Phiếu nhập PN000001 Đã hủy phiếu'));
    expect(within(heading()).getByText('Phiếu nhập PN000001')).toHaveClass('text-decoration-line-through');
    expect(screen.getByText(/^Phiếu đã bị hủy bởi Nguyễn Thị Minh Anh lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/)).toBeInTheDocument();
    expect(screen.getByText('Lý do: Nhập nhầm nhà cung cấp')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy phiếu' })).not.toBeInTheDocument();
    // the goods left stock and the payment came back as a receipt (a negative payment)
    expect(mockState.products[PR.amoxicillin].stockOnHand).toBe(0);
    const refund = screen.getByRole('cell', { name: 'PT000001' }).closest('tr')!;
    expect(refund).toHaveTextContent(`Chuyển khoản${vnd(-paid)}`);
  });
});

describe('a draft', () => {
  it('opens editable with its lines, and is dropped with “Hủy nháp” after a confirmation', async () => {
    const draft = await makeImport({ supplierId: SU.royalPet, lines: [line(PR.royalCanin, 'túi', 5, 340_000)], note: 'Chờ hàng về' }, 320);
    const view = await renderImportPage(draft.id);
    expect(heading()).toHaveTextContent('Phiếu nhập PN000002 Nháp');
    expect(screen.getByDisplayValue('Công ty CP Thức Ăn Thú Cưng Royal (Royal Pet)')).toBeInTheDocument();
    expect(lineGroup(1, 'Hạt Royal Canin Mini Adult 2kg').field('Số lượng')).toHaveValue(5);
    expect(screen.getByLabelText('Ghi chú')).toHaveValue('Chờ hàng về');

    await view.user.click(screen.getByRole('button', { name: 'Hủy nháp' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hủy phiếu nháp?' });
    expect(confirm).toHaveTextContent('Phiếu nháp PN000002 sẽ bị hủy và không dùng được nữa. Kho và sổ quỹ không thay đổi.');
    await view.user.click(within(confirm).getByRole('button', { name: 'Hủy nháp' }));
    expect(await screen.findByText('Đã hủy phiếu nháp PN000002.')).toBeVisible();
    await waitFor(() => expect(heading()).toHaveTextContent('Phiếu nhập PN000002 Đã hủy nháp'));
    expect(screen.getByText('Người hủy nháp')).toBeInTheDocument();
    expect(mockState.books.imports[draft.id].status).toBe(2);
  });
});

describe('the print view', () => {
  it('has the shop’s header, the title, code and date, the supplier, lines, sums and the signatures', async () => {
    const opening = openingImport();
    renderWithProviders(<ProductImportPrint shopId={Q1} importId={opening.id} />, { session: sessionFor('owner'), pathname: `/vi/clinic-management/${Q1}/print/product-imports/${opening.id}` });
    expect(await screen.findByRole('heading', { name: 'PHIẾU NHẬP HÀNG' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('PetCare Sài Gòn - Quận 1')).toBeInTheDocument());
    expect(screen.getByText('45 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh')).toBeInTheDocument();
    expect(screen.getByText('Điện thoại: 02838221234')).toBeInTheDocument();
    expect(screen.getByText('Số phiếu: PN000001')).toBeInTheDocument();
    expect(screen.getByText('Ngày 28/10/2025')).toBeInTheDocument();
    expect(screen.getByText(/Công ty TNHH Dược Thú Y Sài Gòn/)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(opening.lines.length + 1);
    expect(sum('Đã trả')).toHaveTextContent(vnd(opening.paid));
    expect(sum('Còn nợ nhà cung cấp')).toHaveTextContent(vnd(opening.total - opening.paid));
    for (const who of ['Người lập phiếu', 'Người giao hàng', 'Kế toán']) expect(screen.getByText(who)).toBeInTheDocument();
  });
});
