import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { ImportLinesAnswer } from '@/lib/contracts/product-import-lines';
import type { Product } from '@/lib/contracts/products';
import { XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { ProductGroup } from '@/lib/enums/products';
import { call, created } from '../support/api-client';
import { expectNothingWritten, shopSuite } from '../support/api-suite';
import { PNG_1X1 } from '../support/fixtures';
import { download, readWorkbook, workbook } from '../support/workbooks';

// "Nhập từ Excel" on the import form: the template of an import's lines, and a sheet read back as
// lines for the form — each product found by its code in the caller's shop, its unit one of the
// product's own — with every bad row named by its row and column. Nothing is ever written: the
// user saves the form.

const { server, as } = shopSuite(['seller', 'accountant']);

const HEADERS_VI = ['Mã sản phẩm', 'Số lượng', 'Đơn vị', 'Đơn giá nhập', 'Số lô', 'Hạn sử dụng'];
const HEADERS_EN = ['Product code', 'Quantity', 'Unit', 'Unit cost', 'Batch', 'Expiry date'];

let pills: Product;
let hanoiOnly: Product;

function sheetUpload(data: Buffer | Uint8Array, name = 'hang-nhap.xlsx', type = XLSX_MIME) {
  const form = new FormData();
  form.set('document', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

const readLines = (data: Buffer | Uint8Array, who: 'owner' | 'seller' | 'accountant' = 'owner', lang = 'vi') =>
  call<ImportLinesAnswer & ErrorBody>(server.url, 'POST', '/product-imports/lines', { ...as(who), lang, form: sheetUpload(data) });

beforeAll(async () => {
  // a box of 10 tablets; and a code only Happy Pet has
  pills = await created<Product>(
    server.url,
    '/products',
    { code: 'PNX-0001', barcode: '', name: 'Cefalexin 250mg nhập thử', group: ProductGroup.MEDICINE, unit: 'viên', salePrice: 2_000, minimumStock: 0, units: [{ name: 'hộp', factor: 10 }] },
    as('owner'),
  );
  hanoiOnly = await created<Product>(
    server.url,
    '/products',
    { code: 'HN-ONLY-01', barcode: '', name: 'Thuốc riêng Hà Nội', group: ProductGroup.MEDICINE, unit: 'chai', salePrice: 50_000, minimumStock: 0 },
    as('other', 'hanoi'),
  );
});

describe('GET /product-imports/lines-template', () => {
  it('is a workbook with the columns (required ones marked *) and an example row, in the caller language', async () => {
    const vi = await download(server.url, '/product-imports/lines-template', as('owner'));
    expect(vi.status).toBe(200);
    expect(vi.headers.get('content-type')).toBe(XLSX_MIME);
    expect(vi.headers.get('content-disposition')).toMatch(/^attachment; filename="product-import-lines-template-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [header, example] = await readWorkbook(vi.data);
    expect(header).toEqual(['Mã sản phẩm *', 'Số lượng *', 'Đơn vị', 'Đơn giá nhập *', 'Số lô', 'Hạn sử dụng']);
    expect(example).toEqual(['SP0001', 100, 'viên', 1400, 'LO2501', '31/12/2027']);
    const en = await download(server.url, '/product-imports/lines-template', { ...as('owner'), lang: 'en' });
    expect((await readWorkbook(en.data))[0]).toEqual(['Product code *', 'Quantity *', 'Unit', 'Unit cost *', 'Batch', 'Expiry date']);
  });

  it('reads back as the line of the demo product it names', async () => {
    const template = await download(server.url, '/product-imports/lines-template', as('owner'));
    const res = await readLines(template.data);
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.lines).toEqual([expect.objectContaining({ unitName: 'viên', quantity: 100, unitCost: 1400, batchNo: 'LO2501', expiresOn: '2027-12-31', product: expect.objectContaining({ code: 'SP0001' }) })]);
  });

  it('is refused to a seller (INVENTORY_IMPORT)', async () => {
    expect((await download(server.url, '/product-imports/lines-template', as('seller'))).status).toBe(403);
  });
});

describe('POST /product-imports/lines', () => {
  it('reads every row as a line: units by name, days as dd/MM/yyyy or date cells, money with dots — and writes nothing', async () => {
    const rows = [
      ['PNX-0001', 2, 'Hộp', '120.000 ₫', 'CF2501', '31/12/2027'],
      ['PNX-0001', 5, null, 12_000, null, new Date(Date.UTC(2028, 5, 30))],
    ];
    await expectNothingWritten(server.db, async () => {
      const res = await readLines(await workbook(HEADERS_VI, rows), 'accountant');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        lines: [
          { productId: pills.id, unitName: 'hộp', quantity: 2, unitCost: 120_000, discount: 0, batchNo: 'CF2501', expiresOn: '2027-12-31', product: expect.objectContaining({ id: pills.id, code: 'PNX-0001', unit: 'viên', units: [{ name: 'hộp', factor: 10 }] }) },
          { productId: pills.id, unitName: 'viên', quantity: 5, unitCost: 12_000, discount: 0, batchNo: null, expiresOn: '2028-06-30', product: expect.objectContaining({ id: pills.id }) },
        ],
        errors: [],
      });
    });
  });

  it('names each bad row by its row and column in the caller language, and still answers the good rows', async () => {
    const rows = [
      ['PNX-0001', 3, 'hộp', 100_000, null, null],
      ['PNX-0001', 0, 'thùng', 100_000, null, '31/02/2027'],
      ['PNX-0001', 1, 'thùng', 100_000, null, null],
    ];
    const vi = await readLines(await workbook(HEADERS_VI, rows));
    expect(vi.status).toBe(200);
    expect(vi.body.lines.map((l) => l.quantity)).toEqual([3]);
    expect(vi.body.errors).toEqual([
      { row: 3, column: 'quantity', message: 'Số lượng phải là số nguyên lớn hơn 0' },
      { row: 3, column: 'expiresOn', message: 'Ngày không hợp lệ' },
      { row: 4, column: 'unitName', message: 'Đơn vị tính không thuộc sản phẩm này' },
    ]);
    const en = await readLines(await workbook(HEADERS_EN, rows), 'owner', 'en');
    expect(en.body.errors[0]).toEqual({ row: 3, column: 'quantity', message: expect.not.stringContaining('Số lượng') });
  });

  it('finds products by code in the caller shop only', async () => {
    const res = await readLines(await workbook(HEADERS_VI, [['HN-ONLY-01', 1, null, 40_000, null, null], ['SP0001', 1, null, 1_400, null, null]]));
    expect(res.body.errors).toEqual([{ row: 2, column: 'productCode', message: 'Không có sản phẩm nào có mã này trong cửa hàng' }]);
    // Happy Pet has an SP0001 of its own: Quận 1's is the one found
    expect(res.body.lines).toHaveLength(1);
    expect(res.body.lines[0].product.id).not.toBe(hanoiOnly.id);
    const mine = await call<{ items: Product[] }>(server.url, 'GET', '/products?search=SP0001', as('owner'));
    expect(res.body.lines[0].productId).toBe(mine.body.items.find((p) => p.code === 'SP0001')!.id);
    expect(JSON.stringify(res.body)).not.toContain('Thuốc riêng Hà Nội');
  });

  it('is refused to a seller, and with another shop’s shop-Id', async () => {
    const data = await workbook(HEADERS_VI, [['PNX-0001', 1, null, 1_000, null, null]]);
    expect((await readLines(data, 'seller')).status).toBe(403);
    const foreign = await call(server.url, 'POST', '/product-imports/lines', { ...as('owner', 'hanoi'), form: sheetUpload(data) });
    expect(foreign.status).toBe(403);
  });

  it('refuses a file that is not a spreadsheet, one lacking a required column, and one with no rows (400)', async () => {
    const png = await call<ErrorBody>(server.url, 'POST', '/product-imports/lines', { ...as('owner'), form: sheetUpload(PNG_1X1, 'hang-nhap.xlsx') });
    expect(png.status).toBe(400);
    expect(png.body.message).toBe('Chỉ chấp nhận tệp Excel (.xlsx)');
    const noCost = await readLines(await workbook(['Mã sản phẩm', 'Số lượng'], [['PNX-0001', 1]]));
    expect(noCost.status).toBe(400);
    expect(noCost.body.message).toBe('Tệp thiếu cột: Đơn giá nhập. Hãy dùng tệp mẫu.');
    const empty = await readLines(await workbook(HEADERS_VI, []));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Tệp không có dòng dữ liệu nào');
  });
});
