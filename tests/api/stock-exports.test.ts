import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { StockCard, StockOverviewItem } from '@/lib/contracts/stock';
import { XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { formatDateTime, formatDay } from '@/lib/format';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { download, readWorkbook } from '../support/workbooks';

// The Excel exports of "Theo dõi tồn kho" (INVENTORY_TRACKING): the stock overview and a product's
// stock card, each the very list the screen shows for the same query, read back from the .xlsx.

const { server, as } = shopSuite(['seller']);

type Cell = ExcelJS.CellValue;
type Overview = Page<StockOverviewItem> & { totalValue: number };
const HEADERS_VI = ['Mã SP', 'Tên sản phẩm', 'Nhóm', 'ĐVT', 'Tồn kho', 'Tồn tối thiểu', 'Giá vốn BQ', 'Giá trị tồn'];
const CARD_HEADERS_VI = ['Thời gian', 'Chứng từ', 'Lý do', 'Nhập', 'Xuất', 'Tồn', 'Đơn giá vốn', 'Số lô', 'Hạn dùng', 'Nhân viên'];
const GROUP_VI: Record<number, string> = { 0: 'Khác', 1: 'Thuốc', 2: 'Vật tư y tế', 3: 'Hóa chất', 4: 'Hàng bán' };
const REASON_VI: Record<string, string> = { import: 'Nhập hàng', stock_take: 'Kiểm kho' };

/** A row with its empty cells as null, `width` cells long. */
const cells = (row: Cell[], width: number) => Array.from({ length: width }, (_, i) => row[i] ?? null);

const overview = async (query: string) => (await call<Overview>(server.url, 'GET', `/stock?limit=100&${query}`, as('owner'))).body;
const card = async (productId: string, query = '') => (await call<StockCard>(server.url, 'GET', `/products/${productId}/stock-card?limit=100&${query}`, as('owner'))).body;
const productNamed = async (name: string) => (await overview(`search=${encodeURIComponent(name)}`)).items.find((p) => p.name === name)!;

async function sheetOf(path: string, lang = 'vi') {
  const res = await download(server.url, path, { ...as('owner'), lang });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(XLSX_MIME);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.data as unknown as ArrayBuffer);
  return { res, rows: await readWorkbook(res.data), name: book.worksheets[0].name };
}

describe('GET /stock/export', () => {
  it('is the overview, most valuable first, with its value at average cost and a total row', async () => {
    const shown = await overview('');
    const { res, rows, name } = await sheetOf('/stock/export');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(name).toBe('Tồn kho');
    const [header, ...data] = rows;
    expect(header).toEqual(HEADERS_VI);
    expect(data).toHaveLength(shown.total + 1);
    expect(shown.total).toBeGreaterThan(20);
    const expected = shown.items.map((p) => [p.code, p.name, GROUP_VI[p.group], p.unit, p.stockOnHand, p.minimumStock, p.averageCost, p.value]);
    expect(data.slice(0, expected.length).map((row) => cells(row, 8))).toEqual(expected);
    expect(cells(data.at(-1)!, 8)).toEqual([null, 'Tổng cộng', null, null, null, null, null, shown.totalValue]);
  });

  it('applies the search, group, low-stock filter and sort of the screen', async () => {
    for (const query of ['group=2&sort=name:asc', 'search=bom%20tiem', 'lowStock=true', 'sort=stockOnHand:desc&group=1']) {
      const shown = await overview(query);
      const { rows } = await sheetOf(`/stock/export?${query}`);
      expect(rows.slice(1, -1).map((row) => row[0]), query).toEqual(shown.items.map((p) => p.code));
      expect(rows.at(-1)![7], query).toBe(shown.totalValue);
    }
  });

  it('writes its headers in the caller language', async () => {
    const { rows, name } = await sheetOf('/stock/export?group=1', 'en');
    expect(name).toBe('Stock on hand');
    expect(rows[0]).toEqual(['Code', 'Product name', 'Group', 'Unit', 'In stock', 'Minimum stock', 'Average cost', 'Stock value']);
    expect(rows[1][2]).toBe('Medicine');
    expect(rows.at(-1)![1]).toBe('Total');
  });

  it('refuses a seller (403) and a query the list refuses (400)', async () => {
    expect((await download(server.url, '/stock/export', as('seller'))).status).toBe(403);
    const bad = await call<ErrorBody>(server.url, 'GET', '/stock/export?sort=price:asc', as('owner'));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('ValidationException');
  });
});

describe('GET /products/{id}/stock-card/export', () => {
  it('is the card oldest first between its opening and closing balance, as the screen reads it', async () => {
    const syringe = await productNamed('Bơm tiêm 3ml');
    const shown = await card(syringe.id);
    const { res, rows, name } = await sheetOf(`/products/${syringe.id}/stock-card/export`);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="stock-card-${syringe.code}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`));
    expect(name).toBe(`${syringe.code} Bơm tiêm 3ml`);
    const [header, opening, ...rest] = rows;
    const closing = rest.pop()!;
    expect(header).toEqual(CARD_HEADERS_VI);
    expect(cells(opening, 10)).toEqual([null, 'Tồn đầu kỳ', null, null, null, 0, null, null, null, null]);
    const expected = [...shown.items].reverse().map((m) => [
      formatDateTime(m.createdAt),
      m.documentCode,
      REASON_VI[m.reason],
      m.delta > 0 ? m.delta : null,
      m.delta < 0 ? -m.delta : null,
      m.balanceAfter,
      m.unitCost,
      null,
      null,
      m.createdBy.name,
    ]);
    expect(rest.map((row) => cells(row, 10))).toEqual(expected);
    // the stock-take of the medical supplies found five missing
    expect(expected.find((row) => row[2] === 'Kiểm kho')?.[4]).toBe(5);
    expect(cells(closing, 10)).toEqual([null, 'Tồn cuối kỳ', null, shown.totalIn, shown.totalOut, shown.closing, null, null, null, null]);
    expect(shown.closing).toBe(syringe.stockOnHand);
  });

  it('keeps to the period and reason asked, with the balances of that period', async () => {
    const syringe = await productNamed('Bơm tiêm 3ml');
    const all = await card(syringe.id);
    const lastDay = all.items[0].createdAt.slice(0, 10);
    const firstDay = all.items.at(-1)!.createdAt.slice(0, 10);
    for (const query of [`from=${lastDay}`, `to=${firstDay}`, 'reason=stock_take', `reason=import&to=${lastDay}`]) {
      const shown = await card(syringe.id, query);
      const { rows } = await sheetOf(`/products/${syringe.id}/stock-card/export?${query}`);
      expect(rows[1][5], query).toBe(shown.opening);
      expect(rows.slice(2, -1).map((row) => row[1]), query).toEqual(shown.items.map((m) => m.documentCode).reverse());
      expect(cells(rows.at(-1)!, 6).slice(3), query).toEqual([shown.totalIn, shown.totalOut, shown.closing]);
    }
  });

  it('shows the batch and expiry of goods kept by lot', async () => {
    const amoxicillin = await productNamed('Amoxicillin 500mg');
    const shown = await card(amoxicillin.id, 'reason=import');
    const { rows } = await sheetOf(`/products/${amoxicillin.id}/stock-card/export?reason=import`);
    const batches = shown.items.map((m) => [m.batch!.batchNo, formatDay(m.batch!.expiresOn!)]).reverse();
    expect(rows.slice(2, -1).map((row) => [row[7], row[8]])).toEqual(batches);
    expect(batches[0][1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('refuses a seller (403), another shop’s product (404) and a period ending before it starts (400)', async () => {
    const syringe = await productNamed('Bơm tiêm 3ml');
    expect((await download(server.url, `/products/${syringe.id}/stock-card/export`, as('seller'))).status).toBe(403);
    const theirs = (await call<Overview>(server.url, 'GET', '/stock?limit=1', as('other', 'hanoi'))).body.items[0];
    const foreign = await call<ErrorBody>(server.url, 'GET', `/products/${theirs.id}/stock-card/export`, as('owner'));
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(theirs.name);
    const bad = await call<ErrorBody>(server.url, 'GET', `/products/${syringe.id}/stock-card/export?from=2026-02-02&to=2026-02-01`, as('owner'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toContain('to');
  });
});
