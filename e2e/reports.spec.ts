import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import { ACCOUNTS } from './support/accounts';
import { freshContext, signInAndLand } from './support/accounts-helpers';
import { amountOf, apiOf, openAs } from './support/books';
import { shopPrefix } from './support/shell';

// The reports as the accountant and the owner use them (issue "Reports"), on the seeded demo shops:
// the accountant lands on the overview, reads last month by business line, opens the financial
// report and exports it — the workbook's revenue is the page's; the owner reads both branches.

interface Overview {
  from: string;
  to: string;
  total: { tiles: { revenue: number }; series: Array<{ revenueByKind: Record<string, number> }> };
}

test('the accountant lands on the overview, reads last month by business line, and exports the financial report whose revenue is the page’s', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await freshContext(browser);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndLand(page, ACCOUNTS.accountant);
  await expect(page.getByRole('heading', { name: 'Tổng quan', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Khoảng thời gian' }).selectOption({ label: 'Tháng trước' });
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  const url = new URL(page.url());
  const shopId = url.pathname.split('/')[3];
  const api = await apiOf(page, shopId);
  const expected = await api.get<Overview>(`/reports/overview?from=${url.searchParams.get('from')}&to=${url.searchParams.get('to')}`);
  expect(expected.total.tiles.revenue).toBeGreaterThan(0);

  // the revenue tile, and the revenue chart's table: a column per business line with last month's sums
  const vnd = (amount: number) => amount.toLocaleString('vi-VN').replace(/\./g, '\\.');
  await expect(page.getByRole('group', { name: 'Doanh thu' })).toContainText(new RegExp(vnd(expected.total.tiles.revenue)));
  const revenueCard = page.locator('.card', { has: page.getByRole('heading', { name: /^Doanh thu theo ngày/ }) });
  await revenueCard.getByRole('button', { name: 'Xem bảng' }).click();
  const table = revenueCard.getByRole('table');
  const byKind: Record<string, number> = {};
  for (const point of expected.total.series) for (const [kind, value] of Object.entries(point.revenueByKind)) byKind[kind] = (byKind[kind] ?? 0) + value;
  const lines = { '1': 'Spa & làm đẹp', '2': 'Khám chữa bệnh', '3': 'Khám tại nhà', '4': 'Khách sạn', '5': 'Nội trú', '6': 'Bán lẻ' } as Record<string, string>;
  for (const kind of Object.keys(byKind).filter((k) => byKind[k] !== 0)) await expect(table.getByRole('columnheader', { name: lines[kind] })).toBeVisible();
  const totals = table.locator('tfoot tr').last();
  await expect(totals.getByRole('cell').last()).toHaveText(new RegExp(vnd(expected.total.tiles.revenue)));

  // the financial report of the same period, and its workbook
  await page.goto(`${shopPrefix(shopId)}/financial/reports?${url.searchParams.toString()}`);
  const results = page.getByRole('table', { name: 'Lãi lỗ trong kỳ' });
  const revenueRow = results.getByRole('row', { name: /^Doanh thu \(chưa VAT\)/ });
  await expect(revenueRow).toBeVisible();
  const shown = amountOf(await revenueRow.getByRole('cell').first().textContent());
  expect(shown).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Xuất Excel' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Kết quả kinh doanh')!;
  const row = sheet.getColumn(1).values.findIndex((v) => v === 'Doanh thu (chưa VAT)');
  expect(sheet.getRow(row).getCell(2).value).toBe(shown);
  await context.close();
});

test('the owner switches to all branches and sees both branches side by side', async ({ browser, sessions, baseURL }) => {
  const owner = await sessions.get('owner');
  const { context, page } = await openAs(browser, owner, baseURL!);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`${shopPrefix(owner.shopId!)}/statistics`);
  await page.getByRole('combobox', { name: 'Chi nhánh' }).selectOption({ label: 'Tất cả chi nhánh' });
  await expect(page).toHaveURL(/branch=all/);
  const branches = page.getByRole('table', { name: 'So sánh các chi nhánh' });
  await expect(branches.getByRole('rowheader', { name: 'PetCare Sài Gòn - Quận 1' })).toBeVisible();
  await expect(branches.getByRole('rowheader', { name: 'PetCare Sài Gòn - Quận 7' })).toBeVisible();

  await page.goto(`${shopPrefix(owner.shopId!)}/financial/reports?branch=all`);
  await expect(page.getByRole('columnheader', { name: 'PetCare Sài Gòn - Quận 7' }).first()).toBeVisible();
  await context.close();
});
