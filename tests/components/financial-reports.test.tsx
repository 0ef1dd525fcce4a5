import { screen, waitFor, within } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { presetPeriod } from '@/components/reports/report-period';
import { FinancialReportPrint } from '@/features/financial-reports/components/financial-report-print';
import { FinancialReportsPage } from '@/features/financial-reports/components/financial-reports-page';
import { formatVnd, todayIn } from '@/lib/format';
import { mockShop } from '@/tests/msw/data';
import { captureListQueries, lastQuery, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { expectLines, linesOf, PATH, plain, quanOneMonth, renderReport, stockValue, supplierDebt } from '@/tests/support/financial-reports';
import { renderWithProviders, router, sessionFor } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Báo cáo tài chính (FINANCIAL_RECEIPT_PAYMENTS): this month of Quận 1 by default, every figure the
// mock API computed from the month's documents (tests/support/financial-reports.tsx says what was
// sold, voided, paid and spent); a chain's owner compares the branches side by side.

const MONTH = presetPeriod('thisMonth', todayIn());
const vnd = (n: number) => plain(formatVnd(n));

describe('financial report', () => {
  it('shows the month’s results, VAT, receipts and payments, debts and stock as the books hold them', async () => {
    const stockBefore = stockValue();
    quanOneMonth();
    await renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Báo cáo tài chính' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Báo cáo tổng hợp' })).toHaveAttribute('aria-selected', 'true');
    await expectLines('Doanh thu theo mảng kinh doanh', [
      ['Khám chữa bệnh', '1', '200.000 ₫', '0 ₫', '16.000 ₫', '0 ₫', '200.000 ₫'],
      ['Bán lẻ', '2', '180.000 ₫', '0 ₫', '0 ₫', '126.000 ₫', '54.000 ₫'],
      ['Tổng cộng', '3', '380.000 ₫', '0 ₫', '16.000 ₫', '126.000 ₫', '254.000 ₫'],
    ]);
    expect(linesOf('Lãi lỗ trong kỳ')).toEqual([
      ['Doanh thu (chưa VAT)', '380.000 ₫'],
      ['Giá vốn hàng bán', '-126.000 ₫'],
      ['Lợi nhuận gộp', '254.000 ₫'],
      ['Biên lợi nhuận', '66,84%'],
      ['Chi phí', '-2.350.000 ₫'],
      ['Điện, nước, internet', '-2.350.000 ₫'],
      ['Thu nhập khác', '120.000 ₫'],
      ['Lợi nhuận ròng', '-1.976.000 ₫'],
    ]);
    // a voided invoice's VAT base counts back out; a sale of goods while that key is off is KCT, not 0%
    expect(linesOf('Thuế GTGT theo mảng và thuế suất', 'all')).toEqual([
      ['Khám chữa bệnh', '8%', '200.000 ₫', '16.000 ₫'],
      ['Bán hàng', 'KCT', '180.000 ₫', '0 ₫'],
      ['Tổng cộng', '', '380.000 ₫', '16.000 ₫'],
    ]);
    expect(screen.getByText('KCT')).toHaveAttribute('title', 'Không chịu thuế');
    // the void's refund is a payment voucher of the sale's category
    expect(linesOf('Thu chi theo hạng mục', 'all')).toEqual([
      ['Thu khác', '120.000 ₫', '0 ₫'],
      ['Bán hàng', '716.000 ₫', '420.000 ₫'],
      ['Điện, nước, internet', '0 ₫', '2.350.000 ₫'],
      ['Tổng cộng', '836.000 ₫', '2.770.000 ₫'],
    ]);
    expect(linesOf('Thu chi theo phương thức', 'all')).toEqual([
      ['Tiền mặt', '416.000 ₫', '2.350.000 ₫'],
      ['Chuyển khoản', '420.000 ₫', '420.000 ₫'],
      ['Tổng cộng', '836.000 ₫', '2.770.000 ₫'],
    ]);
    // Bình still owes 100.000 ₫; the opening import, months ago, still owes its supplier
    expect(linesOf('Công nợ đầu kỳ và cuối kỳ')).toEqual([
      ['Nợ khách hàng', '0 ₫', '100.000 ₫', '100.000 ₫'],
      ['Nợ nhà cung cấp', vnd(supplierDebt()), vnd(supplierDebt()), '0 ₫'],
    ]);
    expect(linesOf('Giá trị tồn kho đầu kỳ và cuối kỳ')).toEqual([['Giá trị tồn kho', vnd(stockBefore), vnd(stockValue()), '-126.000 ₫']]);
    expect(screen.queryByText(/Không có phát sinh nào/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Số liệu chính theo chi nhánh' })).not.toBeInTheDocument();
  });

  it('asks for this month of the shop’s calendar when the URL names no period', async () => {
    const queries = captureListQueries('/reports/financial');
    await renderReport();
    expect(queries[0]).toEqual({ from: MONTH.from, to: MONTH.to });
    expect(screen.getByRole('combobox', { name: 'Khoảng thời gian' })).toHaveValue('thisMonth');
  });

  it('shows zeros with a note, never an error, for a period without documents', async () => {
    await renderReport('?from=2024-01-01&to=2024-01-31');
    expect(await screen.findByRole('note')).toHaveTextContent('Không có phát sinh nào trong kỳ này: mọi số liệu đều bằng 0.');
    expect(linesOf('Doanh thu theo mảng kinh doanh', 'all')).toEqual([['Tổng cộng', '0', '0 ₫', '0 ₫', '0 ₫', '0 ₫', '0 ₫']]);
    expect(linesOf('Lãi lỗ trong kỳ').find(([label]) => label === 'Biên lợi nhuận')).toEqual(['Biên lợi nhuận', '—']);
    expect(linesOf('Công nợ đầu kỳ và cuối kỳ')).toEqual([
      ['Nợ khách hàng', '0 ₫', '0 ₫', '0 ₫'],
      ['Nợ nhà cung cấp', '0 ₫', '0 ₫', '0 ₫'],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a period over three years is not read, instead of asking for it', async () => {
    const queries = captureListQueries('/reports/financial');
    renderScreen(<FinancialReportsPage shopId={Q1} />, { path: `${PATH}?from=2020-01-01&to=2023-01-01` });
    expect(await screen.findByText('Khoảng thời gian tối đa là 3 năm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toBeDisabled();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('puts each branch of the chain side by side with their total for its owner', async () => {
    quanOneMonth();
    const view = await renderReport();
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Chi nhánh' }), 'Tất cả chi nhánh');
    await waitFor(() => expect(lastQuery()).toEqual({ branch: 'all' }));
    const table = await screen.findByRole('table', { name: 'Số liệu chính theo chi nhánh' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Chỉ tiêu', 'PetCare Sài Gòn - Quận 1', 'PetCare Sài Gòn - Quận 7', 'Tổng các chi nhánh']);
    const lines = linesOf('Số liệu chính theo chi nhánh');
    expect(lines.slice(0, 6)).toEqual([
      ['Doanh thu (chưa VAT)', '380.000 ₫', '0 ₫', '380.000 ₫'],
      ['Chiết khấu', '0 ₫', '0 ₫', '0 ₫'],
      ['Thuế GTGT', '16.000 ₫', '0 ₫', '16.000 ₫'],
      ['Giá vốn hàng bán', '126.000 ₫', '0 ₫', '126.000 ₫'],
      ['Lợi nhuận gộp', '254.000 ₫', '0 ₫', '254.000 ₫'],
      ['Biên lợi nhuận', '66,84%', '—', '66,84%'],
    ]);
    expect(lines.find(([label]) => label === 'Lợi nhuận ròng')).toEqual(['Lợi nhuận ròng', '-1.976.000 ₫', '0 ₫', '-1.976.000 ₫']);
    expect(lines.find(([label]) => label === 'Nợ khách hàng cuối kỳ')).toEqual(['Nợ khách hàng cuối kỳ', '100.000 ₫', '0 ₫', '100.000 ₫']);
  });

  it('downloads the Excel export of the period, branch and language on screen', async () => {
    const downloads: string[] = [];
    vi.stubGlobal('Blob', NodeBlob);
    Object.assign(URL, { createObjectURL: () => 'blob:mock/0', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      const exports = captureListQueries('/reports/financial/export');
      const view = await renderReport('?from=2025-10-01&to=2025-10-31&branch=all');
      await view.user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
      await waitFor(() => expect(downloads).toEqual([`bao-cao-tai-chinh-2025-10-01-2025-10-31-${new Date().toISOString().slice(0, 10)}.xlsx`]));
      expect(exports).toEqual([{ from: '2025-10-01', to: '2025-10-31', branch: 'all', locale: 'vi' }]);
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });

  it('opens the A4 print of the period and branch on screen in a new tab', async () => {
    await renderReport('?from=2025-10-01&to=2025-10-31&branch=all');
    const print = screen.getByRole('link', { name: 'In báo cáo' });
    expect(print).toHaveAttribute('href', `${shopPath('/print/financial-reports')}?from=2025-10-01&to=2025-10-31&branch=all`);
    expect(print).toHaveAttribute('target', '_blank');
  });

  it('prints the whole report of the period on A4 under the shop’s header', async () => {
    quanOneMonth();
    const shop = mockShop('q1');
    renderWithProviders(<FinancialReportPrint shopId={Q1} period={MONTH} shop={shop} />, { session: sessionFor('owner'), pathname: shopPath('/print/financial-reports') });
    expect(await screen.findByRole('heading', { level: 1, name: 'BÁO CÁO TÀI CHÍNH' })).toBeInTheDocument();
    const days = `${MONTH.from.split('-').reverse().join('/')} – ${MONTH.to.split('-').reverse().join('/')}`;
    expect(screen.getByText(`Kỳ báo cáo: ${days}`)).toBeInTheDocument();
    expect(screen.getByText(shop.address!)).toBeInTheDocument();
    expect(screen.getByText(`Chi nhánh: ${shop.name}`)).toBeInTheDocument();
    expect(linesOf('Lãi lỗ trong kỳ').at(-1)).toEqual(['Lợi nhuận ròng', '-1.976.000 ₫']);
  });

  it('sends a seller to the forbidden page: the financial report is not theirs to see (SPEC §6)', async () => {
    renderScreen(<FinancialReportsPage shopId={Q1} />, { path: PATH, user: 'seller' });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/403'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
