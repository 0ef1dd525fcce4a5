import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@/components/reports/report-period';
import { StatisticsPage } from '@/features/statistics/components/statistics-page';
import { activityInvoiceBody } from '@/lib/contracts/invoice-actions';
import { saleBody } from '@/lib/contracts/invoices';
import { formatDay, formatVnd, todayIn } from '@/lib/format';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import type { MockInvoice } from '@/tests/msw/books-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockShop, mockState, mockUser, type MockUserKey } from '@/tests/msw/data';
import { invoiceMockActivity } from '@/tests/msw/mock-activity-invoice';
import { createMockSale } from '@/tests/msw/mock-invoices';
import { shopDay } from '@/tests/msw/handlers/shared';
import { captureListQueries, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Thống kê › Tổng quan of Quận 1's last seven days: today a walk-in bought two packs of Whiskas in
// cash, and Lu's rabies shot was invoiced to his owner, who owes all of it. The figures are read
// back from the mock world, so the screen is checked against the documents themselves.

const TODAY = todayIn();
const WEEK = { from: addDays(TODAY, -6), to: TODAY };
const SALES = shopPath('/history/sales');
const revenueOf = (i: MockInvoice) => i.subtotal - i.discount;
/** formatVnd writes a no-break space before ₫. */
const text = (el: Element | null) => el?.textContent?.replace(/\u00a0/g, ' ') ?? '';
const vnd = (n: number) => formatVnd(n).replace(/\u00a0/g, ' ');

function issueToday() {
  const sale = createMockSale(
    mockShop('q1'),
    mockUser('seller'),
    saleBody.parse({ idempotencyKey: crypto.randomUUID(), lines: [{ productId: MOCK_CATALOGUE.products.whiskas, unitName: 'gói', quantity: 2 }], payments: [{ method: 'CASH', amount: 100_000 }] }),
  );
  const visit = invoiceMockActivity(mockShop('q1'), mockUser('owner'), MOCK_ACTIVITIES.today.luVaccinated, activityInvoiceBody.parse({ idempotencyKey: crypto.randomUUID() }));
  return { sale, visit };
}

async function renderOverview(query: string, user: MockUserKey = 'accountant') {
  const view = renderScreen(<StatisticsPage shopId={Q1} />, { path: shopPath(`/statistics${query}`), user });
  await screen.findByRole('group', { name: 'Doanh thu' });
  return view;
}

const tile = (name: string) => text(screen.getByRole('group', { name }));

describe('the statistics overview', () => {
  it("shows the week's figures against the week before, and the revenue per day as a table whose days open their invoices", async () => {
    const { sale, visit } = issueToday();
    const { user } = await renderOverview(`?from=${WEEK.from}&to=${WEEK.to}`);

    const revenue = revenueOf(sale) + revenueOf(visit);
    expect(tile('Doanh thu')).toContain(vnd(revenue));
    expect(tile('Số hóa đơn')).toContain('2');
    expect(tile('Giá trị trung bình/hóa đơn')).toContain(vnd(Math.round(revenue / 2)));
    // the owner owes the whole visit; a walk-in cannot owe
    expect(tile('Nợ mới')).toContain(vnd(visit.total));
    // nothing was invoiced the week before: no change to show
    expect(tile('Doanh thu')).not.toContain('so với kỳ trước');
    const inWeek = (from: string, to: string) => Object.values(mockState.activities).filter((a) => a.shopId === Q1 && shopDay(a.createdAt) >= from && shopDay(a.createdAt) <= to).length;
    const [now, before] = [inWeek(WEEK.from, WEEK.to), inWeek(addDays(WEEK.from, -7), addDays(WEEK.from, -1))];
    expect(tile('Hoạt động')).toContain(String(now));
    const change = new Intl.NumberFormat('vi', { style: 'percent', maximumFractionDigits: 1 }).format(Math.abs(now - before) / before);
    expect(tile('Hoạt động')).toContain(`${now > before ? 'Tăng' : 'Giảm'} ${change} so với kỳ trước`);

    const chart = screen.getByRole('region', { name: 'Doanh thu theo ngày' });
    // the legend names each business line with its total, and lists its invoices of the week
    expect(within(chart).getByRole('link', { name: `Bán lẻ: ${formatVnd(revenueOf(sale))}` })).toHaveAttribute('href', `${SALES}?from=${WEEK.from}&to=${WEEK.to}&kind=6`);

    await user.click(within(chart).getByRole('button', { name: 'Xem bảng' }));
    const table = within(chart).getByRole('table', { name: 'Doanh thu theo ngày' });
    expect(within(table).getAllByRole('columnheader').map(text)).toEqual(['Ngày', 'Khám chữa bệnh', 'Bán lẻ', 'Tổng cộng']);
    const rows = within(table).getAllByRole('row');
    // a row per day of the week, those without sales too, then the total
    expect(rows).toHaveLength(1 + 7 + 1);
    const today = rows[7];
    expect(within(today).getAllByRole('cell').map(text)).toEqual([vnd(revenueOf(visit)), vnd(revenueOf(sale)), vnd(revenue)]);
    expect(within(today).getByRole('link', { name: formatDay(TODAY) })).toHaveAttribute('href', `${SALES}?from=${TODAY}&to=${TODAY}`);
    expect(within(rows[1]).getAllByRole('cell').map(text)).toEqual([vnd(0), vnd(0), vnd(0)]);
    expect(within(rows[8]).getAllByRole('cell').map(text)).toEqual([vnd(revenueOf(visit)), vnd(revenueOf(sale)), vnd(revenue)]);

    await user.click(within(chart).getByRole('button', { name: 'Xem biểu đồ' }));
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
  });

  it('charts a year per month, each month opening its invoices', async () => {
    const { sale, visit } = issueToday();
    const year = TODAY.slice(0, 4);
    const { user } = await renderOverview(`?from=${year}-01-01&to=${year}-12-31`);
    const chart = screen.getByRole('region', { name: 'Doanh thu theo tháng' });
    await user.click(within(chart).getByRole('button', { name: 'Xem bảng' }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + 12 + 1);
    const month = Number(TODAY.slice(5, 7));
    const monthName = `${TODAY.slice(5, 7)}/${year}`;
    const last = new Date(Date.UTC(Number(year), month, 0)).toISOString().slice(0, 10);
    expect(within(rows[month]).getByRole('link', { name: monthName })).toHaveAttribute('href', `${SALES}?from=${year}-${TODAY.slice(5, 7)}-01&to=${last}`);
    expect(text(within(rows[month]).getAllByRole('cell').at(-1)!)).toBe(vnd(revenueOf(sale) + revenueOf(visit)));
  });

  it('ranks the goods sold by quantity at the switch of a button', async () => {
    const { sale } = issueToday();
    const { user } = await renderOverview(`?from=${TODAY}&to=${TODAY}`);
    const card = screen.getByRole('region', { name: 'Top 10 sản phẩm' });
    await user.click(within(card).getByRole('radio', { name: 'Số lượng' }));
    await user.click(within(card).getByRole('button', { name: 'Xem bảng' }));
    const whiskas = sale.lines[0];
    expect(within(within(card).getByRole('table')).getByRole('row', { name: new RegExp(whiskas.name) })).toHaveTextContent(`${whiskas.quantity * whiskas.unitFactor}`);
  });

  it('shows zeros and says there is nothing in an empty period, without an error', async () => {
    await renderOverview('?from=2020-01-01&to=2020-01-31');
    expect(tile('Doanh thu')).toContain(vnd(0));
    expect(tile('Khách hàng mới')).toContain('0');
    expect(screen.getByText('Chưa có số liệu')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Doanh thu theo ngày' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a period over three years instead of asking for it', async () => {
    const asked = captureListQueries('/reports/overview');
    renderScreen(<StatisticsPage shopId={Q1} />, { path: shopPath('/statistics?from=2020-01-01&to=2023-01-01'), user: 'accountant' });
    expect(await screen.findByText('Khoảng thời gian tối đa là 3 năm')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("sets the chain's branches side by side for its shop admin, and offers the branches to no one else", async () => {
    issueToday();
    await renderOverview(`?from=${TODAY}&to=${TODAY}&branch=all`, 'owner');
    expect(screen.getByRole('combobox', { name: 'Chi nhánh' })).toHaveDisplayValue('Tất cả chi nhánh');
    const table = await screen.findByRole('table', { name: 'So sánh các chi nhánh' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => text(within(r).getByRole('rowheader')))).toEqual(['PetCare Sài Gòn - Quận 1', 'PetCare Sài Gòn - Quận 7', 'Tổng cộng']);
    expect(within(rows[0]).getAllByRole('cell').map(text)[1]).toBe('2');
    expect(within(rows[1]).getAllByRole('cell').map(text)[0]).toBe(vnd(0));
    // the chain's sum is in no one shop's sales history
    expect(within(screen.getByRole('region', { name: 'Doanh thu theo ngày' })).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers no branch to the accountant', async () => {
    await renderOverview(`?from=${TODAY}&to=${TODAY}`);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Chi nhánh' })).not.toBeInTheDocument());
  });
});
