import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { shopPrefix } from './support/shell';

// Excel import and export of a catalogue (issue 5), as the owner: the template, a 500-row product
// sheet with its progress bar, the export of what was imported, and a sheet with one bad row.

type Cell = ExcelJS.CellValue;

async function readDownload(download: Download): Promise<Cell[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const rows: Cell[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as Cell[]).slice(1).map((v) => v ?? null)));
  return rows;
}

async function writeSheet(file: string, header: Cell[], rows: Cell[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sản phẩm');
  sheet.addRow(header);
  rows.forEach((row) => sheet.addRow(row));
  await book.xlsx.writeFile(file);
  return file;
}

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Nhập Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập Sản phẩm từ Excel' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The template's header row and example row, downloaded from the import dialog. */
async function downloadTemplate(page: Page, dialog: Locator): Promise<{ header: Cell[]; example: Cell[] }> {
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Tải tệp mẫu' }).click();
  const [header, example] = await readDownload(await downloading);
  return { header, example };
}

/** Every value the progress bar shows from now on, in order. */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar && Number(bar.getAttribute('aria-valuenow'));
      if (value !== null && value !== seen.at(-1)) seen.push(value);
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

const pad = (i: number, width: number) => String(i).padStart(width, '0');

test.describe('product spreadsheets, as the owner', () => {
  test.use({ as: 'owner' });

  test('imports a 500-row sheet made from the template, the bar reaching 100 %, then exports the same rows', async ({ page, session }, testInfo) => {
    const prefix = shopPrefix(session.shopId!);
    await page.goto(`${prefix}/products`);
    const dialog = await openImport(page);
    const { header, example } = await downloadTemplate(page, dialog);
    // the average cost is not among them: the stock ledger keeps it
    expect(header).toEqual(['Mã sản phẩm *', 'Mã vạch', 'Tên sản phẩm *', 'Nhóm sản phẩm *', 'Đơn vị tính *', 'Giá bán *', 'Tồn tối thiểu *', 'Đang kinh doanh']);
    const group = example[3];

    // code, barcode, name, group, unit, sale price, minimum stock, active
    const rows: Cell[][] = Array.from({ length: 500 }, (_, n) => {
      const i = n + 1;
      return [`NK26-${pad(i, 3)}`, `893200${pad(i, 7)}`, `Hạt cho chó Ganador lô ${pad(i, 3)}`, group, 'gói', 20_000 + i * 100, i % 12, 'Có'];
    });
    const file = await writeSheet(testInfo.outputPath('san-pham-500.xlsx'), header, rows);
    await dialog.getByLabel('Tệp Excel cần nhập').setInputFiles(file);
    await expect(dialog.getByText('Tệp đã chọn: san-pham-500.xlsx')).toBeVisible();

    const progress = await recordProgress(page);
    await dialog.getByRole('button', { name: 'Bắt đầu nhập' }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Tiến độ nhập' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(dialog.getByText('Hoàn tất')).toBeVisible();
    await expect(dialog.getByText('Đã nhập 500 dòng.')).toBeVisible();
    const seen = await progress();
    expect(seen[0]).toBeLessThan(100);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await dialog.getByRole('button', { name: 'Đóng', exact: true }).last().click();
    await expect(dialog).toBeHidden();

    const search = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await search.fill('nk26');
    await search.press('Enter');
    await expect(page.getByText('1–20 trên 500')).toBeVisible();

    const exporting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất Excel' }).click();
    const [exportedHeader, ...exported] = await readDownload(await exporting);
    expect(exportedHeader).toEqual([...header.slice(0, 6), 'Giá vốn', header[6], 'Tồn kho', 'Đang kinh doanh']);
    // the export adds the average cost and stock on hand (0 both: they only come in through the ledger)
    const asImported = exported.map((row) => [...row.slice(0, 6), row[7], row[9]]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(asImported).toEqual(rows);
    expect(exported.every((row) => row[6] === 0 && row[8] === 0)).toBe(true);
  });

  test('a sheet with one bad row shows that row’s error and imports nothing', async ({ page, session }, testInfo) => {
    const prefix = shopPrefix(session.shopId!);
    await page.goto(`${prefix}/products`);
    const dialog = await openImport(page);
    const { header, example } = await downloadTemplate(page, dialog);
    const row = (i: number, salePrice: number): Cell[] => [`LOI-${i}`, null, `Sữa tắm Bioline chai ${i}`, example[3], 'chai', salePrice, 2, 'Có'];
    const file = await writeSheet(testInfo.outputPath('mot-dong-loi.xlsx'), header, [row(1, 90_000), row(2, 95_000), row(3, -5), row(4, 99_000)]);
    await dialog.getByLabel('Tệp Excel cần nhập').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Bắt đầu nhập' }).click();

    await expect(dialog.getByText('Có 1 dòng lỗi nên chưa nhập dòng nào. Hãy sửa các dòng này hoặc chọn chỉ nhập các dòng hợp lệ.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Các dòng lỗi' })).toBeVisible();
    const errorRows = dialog.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(errorRows).toHaveCount(1);
    // the header is row 1 in Excel, so the third product is on row 4
    await expect(errorRows.first().getByRole('cell')).toHaveText(['4', 'Giá bán', 'Phải là số nguyên không âm']);
    await dialog.getByRole('button', { name: 'Đóng', exact: true }).last().click();

    const search = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await search.fill('loi');
    await search.press('Enter');
    await expect(page).toHaveURL(/search=loi/);
    await expect(page.getByText('Không có dữ liệu phù hợp.')).toBeVisible();
  });
});
