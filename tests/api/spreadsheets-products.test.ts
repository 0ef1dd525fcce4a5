import type { Session } from 'next-auth';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { Product } from '@/lib/contracts/products';
import { type ExcelUploadEvent, type ImportResult, MAX_IMPORT_ROWS, XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { SocketEvent, userRoom } from '@/lib/realtime/events';
import { call, signInAll } from '../support/api-client';
import { clearCatalogues, PNG_1X1, startCatalogueServer, tableCounts } from '../support/fixtures';
import type { TestServer } from '../support/test-server';
import { download, readWorkbook, sheetForm, workbook } from '../support/workbooks';

let server: TestServer;
let owner: Session;
let seller: Session;
let other: Session;
let q1: string;
let hanoi: string;

// the average cost is kept by the stock ledger: exported, never imported
const HEADERS_VI = ['Mã sản phẩm', 'Mã vạch', 'Tên sản phẩm', 'Nhóm sản phẩm', 'Đơn vị tính', 'Giá bán', 'Tồn tối thiểu', 'Đang kinh doanh'];
const HEADERS_EN = ['Product code', 'Barcode', 'Product name', 'Product group', 'Unit', 'Sale price', 'Minimum stock', 'On sale'];
const row = (i: number, patch: Partial<Record<'code' | 'barcode' | 'name' | 'group' | 'price', string | number>> = {}): Array<string | number> => [
  patch.code ?? `IMP-${String(i).padStart(5, '0')}`,
  patch.barcode ?? `893${String(i).padStart(10, '0')}`,
  patch.name ?? `Sản phẩm nhập số ${i}`,
  patch.group ?? 'Thuốc',
  'hộp',
  patch.price ?? 10000 + i,
  5,
  'Có',
];

const as = (s: Session, shopId = q1) => ({ token: s.backendTokens.accessToken, shopId });
const importSheet = (data: Buffer, fields: Record<string, string> = {}, session = owner, shopId = q1, lang = 'vi') =>
  call<ImportResult & ErrorBody>(server.url, 'POST', '/products/import', { ...as(session, shopId), lang, form: sheetForm(data, fields) });
const productCount = async (shopId = q1) =>
  (await call<Page<Product>>(server.url, 'GET', '/products?limit=1', as(shopId === q1 ? owner : other, shopId))).body.total;

beforeAll(async () => {
  ({ server, q1, hanoi } = await startCatalogueServer());
  [owner, seller, other] = await signInAll(server.url, ['owner', 'seller', 'other']);
});
afterAll(() => server?.close());

describe('GET /products/import-template', () => {
  it('is a workbook with the importable columns (required ones marked *) and an example row, in the caller language', async () => {
    const vi = await download(server.url, '/products/import-template', as(owner));
    expect(vi.status).toBe(200);
    expect(vi.headers.get('content-type')).toBe(XLSX_MIME);
    expect(vi.headers.get('content-disposition')).toMatch(/^attachment; filename="products-template-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [header, example] = await readWorkbook(vi.data);
    expect(header).toEqual(['Mã sản phẩm *', 'Mã vạch', 'Tên sản phẩm *', 'Nhóm sản phẩm *', 'Đơn vị tính *', 'Giá bán *', 'Tồn tối thiểu *', 'Đang kinh doanh']);
    expect(example).toEqual(['SP000001', '8934567000011', 'Pate cho mèo Whiskas 85g', 'Hàng bán', 'gói', 25000, 10, 'Có']);
    const en = await download(server.url, '/products/import-template', { ...as(owner), lang: 'en' });
    expect((await readWorkbook(en.data))[0][0]).toBe('Product code *');
  });

  it('imports back as it is', async () => {
    const template = await download(server.url, '/products/import-template', as(owner));
    const res = await importSheet(template.data);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 1, rejected: 0, errors: [] });
    await clearCatalogues(server.db);
  });
});

describe('POST /products/import', () => {
  it('imports every row of a valid sheet and reports progress to the user up to 100 %', async () => {
    const socket: Socket = connect(server.url, { path: '/socket.io', transports: ['websocket'], auth: { token: owner.backendTokens.accessToken }, forceNew: true });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await new Promise((resolve) => socket.emit(SocketEvent.JOIN_ROOM, userRoom(owner.user.id), resolve));
    const events: ExcelUploadEvent[] = [];
    socket.on(SocketEvent.TO_CLIENT, (event: { type: string; data: ExcelUploadEvent }) => {
      if (event.type === 'EXCEL_UPLOAD') events.push(event.data);
    });
    const importId = crypto.randomUUID();
    const rows = Array.from({ length: 1200 }, (_, i) => row(i + 1));
    const res = await importSheet(await workbook(HEADERS_VI, rows), { importId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 1200, rejected: 0, errors: [] });
    expect(await productCount()).toBe(1200);

    await expect.poll(() => events.at(-1)?.stage).toBe('done');
    socket.disconnect();
    expect(events.every((e) => e.importId === importId)).toBe(true);
    expect(events.map((e) => e.stage)).toEqual(expect.arrayContaining(['reading', 'validating', 'saving', 'done']));
    const percents = events.map((e) => e.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(events.at(-1)).toMatchObject({ percent: 100, processed: 1200, total: 1200 });

    const found = await call<Page<Product>>(server.url, 'GET', '/products?search=IMP-00007', as(owner));
    expect(found.body.items[0]).toMatchObject({ code: 'IMP-00007', barcode: '8930000000007', group: 1, unit: 'hộp', salePrice: 10007, averageCost: 0, minimumStock: 5, stockOnHand: 0, isActive: true });
    await clearCatalogues(server.db);
  });

  it('reads English headers, group names in either language or as numbers, and money written with dots', async () => {
    const rows = [row(1, { group: 'Medicine' }), row(2, { group: 'vat tu y te' }), row(3, { group: 4, price: '1.234.000 ₫' })];
    const res = await importSheet(await workbook(HEADERS_EN, rows));
    expect(res.body).toMatchObject({ imported: 3, rejected: 0 });
    const list = await call<Page<Product>>(server.url, 'GET', '/products?sort=code:asc', as(owner));
    expect(list.body.items.map((p) => [p.group, p.salePrice])).toEqual([
      [1, 10001],
      [2, 10002],
      [4, 1234000],
    ]);
    await clearCatalogues(server.db);
  });

  it('writes nothing when one row is bad and names the row, the column and the rule', async () => {
    const before = await tableCounts(server.db);
    const rows = [row(1), row(2), row(3, { price: -5, name: 'AB' }), row(4)];
    const res = await importSheet(await workbook(HEADERS_VI, rows));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Có 1 dòng lỗi nên chưa nhập dòng nào. Hãy sửa các dòng này hoặc chọn chỉ nhập các dòng hợp lệ.');
    expect(res.body.errors).toEqual([
      { field: 'rows.4.name', messages: ['Tên phải từ 3 đến 100 ký tự'] },
      { field: 'rows.4.salePrice', messages: [expect.any(String)] },
    ]);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('imports only the valid rows when asked, and reports the others', async () => {
    const rows = [row(1), row(2, { group: 'Đồ chơi' }), row(3)];
    const res = await importSheet(await workbook(HEADERS_VI, rows), { mode: 'valid' }, owner, q1, 'en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, rejected: 1, errors: [{ field: 'rows.3.group', messages: ['Invalid product group'] }] });
    expect(await productCount()).toBe(2);
  });

  it('refuses codes and barcodes repeated in the sheet or already in the shop', async () => {
    const rows = [row(1), row(5), row(6, { code: 'IMP-00005' }), row(7, { barcode: '8930000000005' })];
    const res = await importSheet(await workbook(HEADERS_VI, rows));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'rows.2.code', messages: ['Mã sản phẩm đã được sử dụng'] },
      { field: 'rows.2.barcode', messages: ['Mã vạch đã được sử dụng'] },
      { field: 'rows.4.code', messages: ['Trùng với một dòng khác trong tệp'] },
      { field: 'rows.5.barcode', messages: ['Trùng với một dòng khác trong tệp'] },
    ]);
    expect(await productCount()).toBe(2);
  });
});

describe('POST /products/import — files refused as a whole', () => {
  const refused = async (data: Buffer, status: number, message: RegExp | string, type?: string) => {
    const before = await tableCounts(server.db);
    const form = sheetForm(data, {}, 'import.xlsx', type);
    const res = await call<ErrorBody>(server.url, 'POST', '/products/import', { ...as(owner), form });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await tableCounts(server.db)).toEqual(before);
  };

  it('a formula in any cell', async () => {
    const data = await workbook(HEADERS_VI, [row(10)], (sheet) => {
      sheet.getCell('F2').value = { formula: '1000*2', result: 2000 };
    });
    await refused(data, 400, 'Ô F2 chứa công thức; hãy dán giá trị thay cho công thức rồi thử lại');
  });

  it('missing required columns, named', async () => {
    await refused(await workbook(['Mã sản phẩm', 'Tên sản phẩm'], [['X1', 'Tên X1']]), 400, 'Tệp thiếu cột: Nhóm sản phẩm, Đơn vị tính, Giá bán, Tồn tối thiểu. Hãy dùng tệp mẫu.');
  });

  it('no data rows', async () => {
    await refused(await workbook(HEADERS_VI, []), 400, 'Tệp không có dòng dữ liệu nào');
  });

  it('more rows than one import takes', async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`C${i}`]);
    await refused(await workbook(['Mã sản phẩm'], rows), 400, `Tệp có ${MAX_IMPORT_ROWS + 1} dòng dữ liệu, vượt quá giới hạn ${MAX_IMPORT_ROWS} dòng mỗi lần nhập`);
  });

  it('not a spreadsheet by content, whatever its name and type say', async () => {
    await refused(Buffer.from(PNG_1X1), 400, 'Chỉ chấp nhận tệp Excel (.xlsx)');
    await refused(Buffer.from('code,name\nA,B\n'), 400, 'Chỉ chấp nhận tệp Excel (.xlsx)', 'text/csv');
  });

  it('larger than 10 MB', async () => {
    await refused(Buffer.alloc(10 * 1024 * 1024 + 1, 1), 413, 'Tệp Excel vượt quá dung lượng cho phép (10 MB)');
  });

  it('a broken workbook', async () => {
    const valid = await workbook(HEADERS_VI, [row(1)]);
    // keeps the zip signature (so it sniffs as xlsx) but cuts the archive short
    await refused(valid.subarray(0, Math.floor(valid.length / 2)), 400, /Không đọc được tệp Excel|Chỉ chấp nhận tệp Excel/);
  });

  it('without a file or an import id', async () => {
    const form = new FormData();
    form.set('importId', crypto.randomUUID());
    const noFile = await call<ErrorBody>(server.url, 'POST', '/products/import', { ...as(owner), form });
    expect(noFile).toMatchObject({ status: 400, body: { errors: [{ field: 'document' }] } });
    const noId = new FormData();
    noId.set('document', new Blob([new Uint8Array(await workbook(HEADERS_VI, [row(1)]))]), 'a.xlsx');
    const res = await call<ErrorBody>(server.url, 'POST', '/products/import', { ...as(owner), form: noId });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'importId' }] } });
  });
});

describe('GET /products/export', () => {
  it('gives the filtered list with every column, and the file imports into another shop as the same rows', async () => {
    const res = await download(server.url, '/products/export?search=imp-0000&sort=code:asc', as(owner));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="products-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const rows = await readWorkbook(res.data);
    expect(rows[0]).toEqual(['Mã sản phẩm *', 'Mã vạch', 'Tên sản phẩm *', 'Nhóm sản phẩm *', 'Đơn vị tính *', 'Giá bán *', 'Giá vốn', 'Tồn tối thiểu *', 'Tồn kho', 'Đang kinh doanh']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['IMP-00001', 'IMP-00003']);
    expect(rows[1]).toEqual(['IMP-00001', '8930000000001', 'Sản phẩm nhập số 1', 'Thuốc', 'hộp', 10001, 0, 5, 0, 'Có']);

    const imported = await importSheet(res.data, {}, other, hanoi);
    expect(imported.body).toMatchObject({ imported: 2, rejected: 0 });
    const back = await readWorkbook((await download(server.url, '/products/export?sort=code:asc', as(other, hanoi))).data);
    expect(back).toEqual(rows);
  });
});

describe('spreadsheet routes: who may call them', () => {
  it('needs a token, the permission and a shop of the user', async () => {
    const data = await workbook(HEADERS_VI, [row(50)]);
    expect((await call(server.url, 'GET', '/products/export', { shopId: q1 })).status).toBe(401);
    expect((await call(server.url, 'POST', '/products/import', { ...as(seller), form: sheetForm(data) })).status).toBe(403);
    expect((await call(server.url, 'GET', '/products/import-template', as(seller))).status).toBe(403);
    expect((await call(server.url, 'GET', '/products/export', as(owner, hanoi))).status).toBe(403);
    expect((await call(server.url, 'POST', '/products/import', { ...as(owner, hanoi), form: sheetForm(data) })).status).toBe(403);
    expect(await productCount(hanoi)).toBe(2);
  });
});
