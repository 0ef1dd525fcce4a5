import { screen, waitFor, within } from '@testing-library/react';
import { presetPeriod } from '@/components/reports/report-period';
import { formatDay, todayIn } from '@/lib/format';
import { captureListQueries, type View } from '@/tests/support/catalogue-screens';
import { plain, quanOneMonth, renderReport, sell, whiskas } from '@/tests/support/financial-reports';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Bảng kê hóa đơn GTGT: the month's invoices for filing, twenty a page, each with its taxable
// revenue and VAT at every rate on the page; An's voided Royal Canin comes again on the day of its
// void, struck through with negative figures. Twenty more walk-in sales make a second page.

const MONTH = presetPeriod('thisMonth', todayIn());
const TODAY = formatDay(todayIn());
const CAPTION = 'Bảng kê hóa đơn bán ra trong kỳ';

async function openList(view: View) {
  await view.user.click(screen.getByRole('tab', { name: 'Bảng kê hóa đơn GTGT' }));
  await screen.findByRole('table', { name: CAPTION });
  await waitFor(() => expect(screen.queryByText('Đang tải…')).not.toBeInTheDocument());
}

const table = () => within(screen.getByRole('table', { name: CAPTION }));
const rows = () => table().getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => plain(cell.textContent));
const codes = () => rows().map((row) => cells(row)[0]);

describe('VAT invoice list', () => {
  beforeEach(() => {
    quanOneMonth();
    for (let n = 0; n < 20; n++) sell('seller', { lines: whiskas(1), payments: [{ method: 'CASH', amount: 15_000 }] });
  });

  it('lists the month’s invoices oldest first with their base and VAT by rate, a void struck through with negative figures', async () => {
    const queries = captureListQueries('/reports/vat-invoices');
    const view = await renderReport();
    await openList(view);
    expect(queries).toEqual([{ from: MONTH.from, to: MONTH.to, page: '1', limit: '20' }]);
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mã hóa đơn', 'Ngày', 'Khách hàng', 'Loại', 'Doanh thu KCT', 'Doanh thu 8%', 'Thuế 8%', 'Tổng tiền']);
    expect(rows().slice(0, 6).map(cells)).toEqual([
      ['HD000001', TODAY, 'Nguyễn Văn An', 'Khám chữa bệnh', '0 ₫', '200.000 ₫', '16.000 ₫', '216.000 ₫'],
      ['HD000002', TODAY, 'Khách lẻ', 'Bán lẻ', '30.000 ₫', '0 ₫', '0 ₫', '30.000 ₫'],
      ['HD000003', TODAY, 'Trần Thị Bình', 'Bán lẻ', '150.000 ₫', '0 ₫', '0 ₫', '150.000 ₫'],
      ['HD000004', TODAY, 'Nguyễn Văn An', 'Bán lẻ', '420.000 ₫', '0 ₫', '0 ₫', '420.000 ₫'],
      ['HD000004Đã hủy', TODAY, 'Nguyễn Văn An', 'Bán lẻ', '-420.000 ₫', '0 ₫', '0 ₫', '-420.000 ₫'],
      ['HD000005', TODAY, 'Khách lẻ', 'Bán lẻ', '15.000 ₫', '0 ₫', '0 ₫', '15.000 ₫'],
    ]);
    const voided = rows()[4];
    expect(within(voided).getByText('HD000004')).toHaveClass('text-decoration-line-through');
    expect(within(voided).getAllByRole('cell').at(-1)).toHaveClass('text-decoration-line-through');
    expect(within(rows()[3]).getAllByRole('cell').at(-1)).not.toHaveClass('text-decoration-line-through');
  });

  it('pages through the list, asking the API for the page and size chosen', async () => {
    const queries = captureListQueries('/reports/vat-invoices');
    const view = await renderReport();
    await openList(view);
    expect(rows()).toHaveLength(20);
    expect(screen.getByText('1–20 trên 25')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(codes()).toEqual(['HD000020', 'HD000021', 'HD000022', 'HD000023', 'HD000024']));
    expect(queries.at(-1)).toEqual({ from: MONTH.from, to: MONTH.to, page: '2', limit: '20' });
    // only sales of goods while their VAT is off on this page: no 8% columns
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mã hóa đơn', 'Ngày', 'Khách hàng', 'Loại', 'Doanh thu KCT', 'Tổng tiền']);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Số dòng mỗi trang' }), '50');
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(queries.at(-1)).toEqual({ from: MONTH.from, to: MONTH.to, page: '1', limit: '50' });
  });

  it('names each invoice’s branch when the chain’s branches are read together', async () => {
    const view = await renderReport('?branch=all');
    await openList(view);
    expect(table().getAllByRole('columnheader').map((h) => h.textContent).slice(0, 4)).toEqual(['Mã hóa đơn', 'Ngày', 'Chi nhánh', 'Khách hàng']);
    expect(cells(rows()[0]).slice(0, 3)).toEqual(['HD000001', TODAY, 'PetCare Sài Gòn - Quận 1']);
  });
});
