import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDebtPage } from '@/lib/contracts/customer-debts';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { ProductGroup } from '@/lib/enums/products';
import { formatDate } from '@/lib/format';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { importLine, newImport, newProduct, newSupplier } from '../support/books';
import { download, readWorkbook } from '../support/workbooks';

// The Excel export of "Công nợ khách hàng": the very list the screen shows for the same query,
// every page of it, with the debt by age and a total row, read back from the .xlsx.

const { server, as } = shopSuite(['seller', 'accountant']);
const HEADERS_VI = ['Khách hàng', 'Số điện thoại', 'Công nợ', 'Hóa đơn còn nợ', 'Nợ từ ngày', '0–30 ngày', '31–60 ngày', '61–90 ngày', 'Trên 90 ngày'];

const listed = async (query: string) => (await call<CustomerDebtPage>(server.url, 'GET', `/customer-debts?limit=100&${query}`, as('accountant'))).body;
const row = (d: CustomerDebtPage['items'][number]) => [d.customer.name, d.customer.phone, d.debt, d.openInvoices, d.oldestUnpaidAt && formatDate(d.oldestUnpaidAt), d.ages.upTo30, d.ages.upTo60, d.ages.upTo90, d.ages.over90];
const totalRow = (page: CustomerDebtPage, label = 'Tổng cộng') => [label, null, page.totalDebt, null, null, page.ages.upTo30, page.ages.upTo60, page.ages.upTo90, page.ages.over90];
/** A row with its empty cells as null. */
const cells = (r: unknown[]) => Array.from({ length: HEADERS_VI.length }, (_, i) => r[i] ?? null);

async function sheetOf(path: string, lang = 'vi') {
  const res = await download(server.url, path, { ...as('accountant'), lang });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(XLSX_MIME);
  return { res, rows: (await readWorkbook(res.data)).map(cells) };
}

beforeAll(async () => {
  const goods = await newProduct(server, as('owner'), { name: 'Vòng cổ xuất nợ', group: ProductGroup.SALE_GOODS, unit: 'cái', salePrice: 100_000 });
  const supplier = await newSupplier(server, as('owner'));
  await newImport(server, as('owner'), { supplierId: supplier.id, lines: [importLine(goods.id, { unitName: 'cái', quantity: 50 })], payNow: 0, complete: true });
  const customer = async (name: string, phone: string) => (await created<{ id: string }>(server.url, '/customers', { name, phone }, as('owner'))).id;
  const sale = (customerId: string, quantity: number, paid: number) =>
    created<InvoiceDetail>(
      server.url,
      '/invoices',
      { idempotencyKey: crypto.randomUUID(), customerId, lines: [{ productId: goods.id, unitName: 'cái', quantity }], payments: paid ? [{ method: 'CASH', amount: paid }] : [] },
      as('seller'),
    );
  const old = await sale(await customer('Đỗ Thị Xuất Nợ', '0913000111'), 2, 50_000);
  await sale(await customer('Phan Văn Xuất Ít', '0913000222'), 1, 70_000);
  // 95 days old: the oldest bucket
  await server.db.execute(sql`update invoices set created_at = now() - interval '95 days' where id = ${old.id}`);
});

describe('GET /customer-debts/export', () => {
  it('is the list, most owed first, with the debt by age and a total row', async () => {
    const shown = await listed('');
    const { res, rows } = await sheetOf('/customer-debts/export');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="customer-debts-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const [header, ...data] = rows;
    expect(header).toEqual(HEADERS_VI);
    expect(data).toEqual([...shown.items.map(row), totalRow(shown)]);
    const mine = data.find((r) => r[0] === 'Đỗ Thị Xuất Nợ');
    expect(mine).toEqual(['Đỗ Thị Xuất Nợ', '0913000111', 150_000, 1, expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), 0, 0, 0, 150_000]);
  });

  it('applies the search (accents aside), "only who owes" and the sort of the screen', async () => {
    for (const query of ['search=xuat', 'search=0913000222', 'search=xuat&sort=oldest:asc', 'owing=false&sort=name:asc&search=xuat']) {
      const shown = await listed(query);
      const { rows } = await sheetOf(`/customer-debts/export?${query}`);
      expect(rows.slice(1), query).toEqual([...shown.items.map(row), totalRow(shown)]);
    }
    // names in the order of the Vietnamese alphabet: Đ after D, long before P
    expect((await sheetOf('/customer-debts/export?search=xuat&sort=name:asc')).rows.slice(1, -1).map((r) => r[0])).toEqual(['Đỗ Thị Xuất Nợ', 'Phan Văn Xuất Ít']);
  });

  it('writes its headers in the caller’s language', async () => {
    const { rows } = await sheetOf('/customer-debts/export?search=xuat', 'en');
    expect(rows[0]).toEqual(['Customer', 'Phone number', 'Debt', 'Open invoices', 'Owed since', '0–30 days', '31–60 days', '61–90 days', 'Over 90 days']);
    expect(rows.at(-1)![0]).toBe('Total');
  });

  it('refuses a query the list refuses (400), a seller (403) and another shop (403)', async () => {
    const bad = await call<ErrorBody>(server.url, 'GET', '/customer-debts/export?sort=phone:asc', as('accountant'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].field).toBe('sort');
    expect((await call(server.url, 'GET', '/customer-debts/export?owing=yes', as('accountant'))).status).toBe(400);
    // the seller collects debts but takes no list of customers' phones out of the shop
    expect((await download(server.url, '/customer-debts/export', as('seller'))).status).toBe(403);
    expect((await download(server.url, '/customer-debts/export', as('owner', 'hanoi'))).status).toBe(403);
    // Happy Pet's own export holds none of Quận 1's customers
    const theirs = await download(server.url, '/customer-debts/export?owing=false', as('other', 'hanoi'));
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(await readWorkbook(theirs.data))).not.toContain('Xuất');
  });
});
