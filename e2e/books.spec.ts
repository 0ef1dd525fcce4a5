import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dayFromNow, stockCardTop, sumOf } from './support/books';
import { shopPrefix } from './support/shell';

// The books of issue 16 as the accountant keeps them, against the seeded demo shop: an import of
// three products (one scanned, one in boxes, one with a lot that expires soon) paid half, the
// stock card of each going up and the supplier's debt; the rest paid from the supplier debts and
// its PC voucher in the cash book; a stock-take finding one unit missing and its adjustment on the
// stock card; the lot in the "expiring" tab.

const SCANNED = 'Pate Whiskas cá ngừ 85g';
const BOXED = 'Amoxicillin 500mg';
const LOTTED = 'Vaccine dại Rabisin';

/** The barcode printed on a product, read from the product list as the accountant would scan it. */
async function barcodeOf(page: Page, prefix: string, name: string): Promise<string> {
  await page.goto(`${prefix}/products?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const barcode = (await row.getByRole('cell').nth(1).textContent())!.trim();
  expect(barcode).toMatch(/^\d{13}$/);
  return barcode;
}

test.describe('the books, as the accountant', () => {
  test.use({ as: 'accountant' });

  test('imports three products paid half, pays the rest from the supplier debts, counts one unit missing, and sees it all in the stock cards, the cash book and the expiring lots', async ({ page, session }) => {
    test.setTimeout(240_000);
    const prefix = shopPrefix(session.shopId!);
    const barcode = await barcodeOf(page, prefix, SCANNED);
    const supplierName = `Công ty TNHH Thú Y Kiểm Thử ${Date.now() % 100_000}`;
    const lot = `E2E-${Date.now() % 100_000}`;

    // — the import: a new supplier, three lines, half paid —
    await page.goto(`${prefix}/product-imports`);
    await page.getByRole('link', { name: 'Tạo phiếu nhập' }).or(page.getByRole('button', { name: 'Tạo phiếu nhập' })).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Phiếu nhập mới/ })).toBeVisible();
    await page.getByRole('combobox', { name: /^Nhà cung cấp/ }).fill(supplierName);
    await page.getByRole('option', { name: new RegExp(`Thêm nhà cung cấp mới`) }).click();
    const supplierDialog = page.getByRole('dialog', { name: 'Thêm nhà cung cấp' });
    await expect(supplierDialog.getByLabel(/^Tên nhà cung cấp/)).toHaveValue(supplierName);
    await supplierDialog.getByLabel(/^Tên viết tắt/).fill('Kiểm Thử');
    await supplierDialog.getByLabel(/^Địa chỉ/).fill('12 Trần Hưng Đạo, Quận 1');
    await supplierDialog.getByLabel(/^Số điện thoại/).fill('0281234567');
    await supplierDialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(supplierDialog).toBeHidden();

    const search = page.getByRole('combobox', { name: 'Thêm sản phẩm' });
    // scanned: the barcode and Enter
    await search.fill(barcode);
    await search.press('Enter');
    const scanned = page.getByRole('group', { name: `Dòng 1: ${SCANNED}` });
    await expect(scanned).toBeVisible();
    await scanned.getByLabel(/^Số lượng/).fill('24');
    await scanned.getByLabel(/^Đơn giá nhập/).fill('10000');
    // in boxes of a hundred tablets
    await search.fill('amoxicillin');
    await page.getByRole('option', { name: new RegExp(BOXED) }).click();
    const boxed = page.getByRole('group', { name: `Dòng 2: ${BOXED}` });
    await boxed.getByLabel(/^Đơn vị/).selectOption('hộp');
    await boxed.getByLabel(/^Số lượng/).fill('2');
    await expect(boxed.getByText('= 200 viên')).toBeVisible();
    await boxed.getByLabel(/^Đơn giá nhập/).fill('150000');
    // with a lot that expires in 20 days
    await search.fill('rabisin');
    await page.getByRole('option', { name: new RegExp(LOTTED) }).click();
    const lotted = page.getByRole('group', { name: `Dòng 3: ${LOTTED}` });
    await lotted.getByLabel(/^Số lượng/).fill('10');
    await lotted.getByLabel(/^Đơn giá nhập/).fill('50000');
    await lotted.getByLabel(/^Số lô/).fill(lot);
    const expiry = lotted.getByRole('textbox', { name: 'Hạn sử dụng' });
    await expiry.fill(dayFromNow(20));
    await expiry.press('Escape');

    // 24 × 10.000 + 2 × 150.000 + 10 × 50.000 = 1.040.000 ₫, half paid now
    await expect(sumOf(page, 'Tổng cần trả')).toHaveText(/1\.040\.000\s₫/);
    await page.getByLabel('Trả ngay').fill('520000');
    await expect(sumOf(page, 'Còn nợ nhà cung cấp')).toHaveText(/520\.000\s₫/);
    await page.getByRole('button', { name: 'Hoàn thành' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hoàn thành phiếu nhập?' });
    await confirm.getByRole('button', { name: 'Hoàn thành' }).click();
    const completed = page.getByRole('alert').filter({ hasText: /Đã hoàn thành phiếu nhập PN\d{6}/ });
    await expect(completed).toBeVisible();
    const importCode = /PN\d{6}/.exec((await completed.textContent())!)![0];

    // — each stock card goes up by the import, in base units —
    for (const [name, units] of [[SCANNED, '24'], [BOXED, '200'], [LOTTED, '10']] as const) {
      const top = await stockCardTop(page, prefix, name);
      await expect(top.getByRole('link', { name: importCode })).toBeVisible();
      await expect(top.getByRole('cell').nth(2)).toHaveText('Nhập hàng');
      // the "in" column, in the product's base unit
      await expect(top.getByRole('cell').nth(3)).toHaveText(units);
    }

    // — the supplier owes half; paying the rest writes a PC voucher —
    await page.goto(`${prefix}/debt-management/suppliers`);
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('kiem thu');
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).press('Enter');
    const supplierRow = page.getByRole('row').filter({ hasText: supplierName });
    await expect(supplierRow).toContainText(/520\.000\s₫/);
    await supplierRow.getByRole('button', { name: supplierName, exact: true }).click();
    const panel = page.getByRole('dialog', { name: `Công nợ: ${supplierName}` });
    await expect(panel.getByRole('link', { name: importCode })).toBeVisible();
    await panel.getByRole('button', { name: 'Thanh toán' }).click();
    const pay = page.getByRole('dialog', { name: `Thanh toán cho ${supplierName}` });
    await expect(pay.getByLabel(/^Số tiền trả/)).toHaveValue('520000');
    await pay.getByRole('button', { name: 'Lưu thay đổi' }).click();
    const paid = page.getByRole('alert').filter({ hasText: /phiếu chi PC\d{6}/ });
    await expect(paid).toBeVisible();
    const voucherCode = /PC\d{6}/.exec((await paid.textContent())!)![0];
    await expect(panel.getByText('Đã thanh toán hết công nợ.')).toBeVisible();

    // — the voucher in the cash book —
    await page.goto(`${prefix}/financial/receipt-payments?search=${voucherCode}`);
    const vouchers = page.getByRole('table', { name: 'Các phiếu thu chi trong kỳ' });
    const voucherRow = vouchers.getByRole('row').filter({ hasText: voucherCode });
    await expect(voucherRow).toHaveCount(1);
    await expect(voucherRow).toContainText(supplierName);
    await expect(voucherRow).toContainText(/520\.000\s₫/);
    await expect(voucherRow).toContainText('Trả nợ nhà cung cấp');

    // — a stock-take of the medicines: one vaccine missing —
    await page.goto(`${prefix}/inventories`);
    await page.getByRole('button', { name: 'Tạo phiếu kiểm kho' }).click();
    const create = page.getByRole('dialog', { name: 'Tạo phiếu kiểm kho' });
    await create.getByRole('radio', { name: 'Một nhóm sản phẩm' }).check();
    await create.getByLabel(/^Nhóm sản phẩm/).selectOption({ label: 'Thuốc' });
    await create.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(page.getByRole('heading', { name: /Phiếu kiểm kho KK\d{6}/ })).toBeVisible();
    const vaccineRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: LOTTED, exact: true }) });
    const system = Number((await vaccineRow.getByRole('cell').nth(4).textContent())!.replace(/\D/g, ''));
    await page.getByRole('spinbutton', { name: `Số lượng thực tế của ${LOTTED}` }).fill(String(system - 1));
    await page.getByRole('button', { name: 'Hoàn thành' }).click();
    await page.getByRole('dialog', { name: 'Hoàn thành phiếu kiểm kho' }).getByRole('button', { name: 'Hoàn thành' }).click();
    const done = page.getByRole('alert').filter({ hasText: /Đã hoàn thành phiếu KK\d{6}/ });
    await expect(done).toBeVisible();
    const takeCode = /KK\d{6}/.exec((await done.textContent())!)![0];

    const top = await stockCardTop(page, prefix, LOTTED);
    await expect(top.getByRole('link', { name: takeCode })).toBeVisible();
    await expect(top.getByRole('cell').nth(2)).toHaveText('Kiểm kho');
    await expect(top.getByRole('cell').nth(4)).toHaveText('1');
    await expect(top.getByRole('cell').nth(5)).toHaveText(String(system - 1));

    // — the lot is among those expiring within 30 days —
    await page.goto(`${prefix}/inventory-tracking?view=expiring&within=30`);
    const lotRow = page.getByRole('row').filter({ hasText: lot });
    await expect(lotRow).toContainText(LOTTED);
    await expect(lotRow).toContainText(/Còn (19|20) ngày/);
  });
});
