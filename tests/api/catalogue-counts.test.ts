import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Customer } from '@/lib/contracts/customers';
import type { Page } from '@/lib/contracts/pagination';
import type { ImportResult } from '@/lib/contracts/spreadsheets';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { addActivity } from '../support/fixtures';
import { sheetForm, workbook } from '../support/workbooks';

// Unfiltered customer and product lists take their total from catalogue_counts (migration 0009):
// after every kind of write it must equal a count of the shop's rows, and no other shop's.

const { server, shops, as } = shopSuite();
const asOwner = () => as('owner');
const CATALOGUES = ['customers', 'products'] as const;

async function listTotal(catalogue: (typeof CATALOGUES)[number], shop: 'q1' | 'hanoi'): Promise<number> {
  const opts = shop === 'q1' ? asOwner() : as('other', 'hanoi');
  const res = await call<Page<unknown>>(server.url, 'GET', `/${catalogue}?limit=1`, opts);
  expect(res.status).toBe(200);
  return res.body.total;
}

async function rowCount(catalogue: (typeof CATALOGUES)[number], shop: 'q1' | 'hanoi'): Promise<number> {
  const result = (await server.db.execute(sql`select count(*)::int as n from ${sql.identifier(catalogue)} where shop_id = ${shops[shop]}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0].n;
}

/** Every list total against its rows, for both shops. */
async function totals(): Promise<Record<string, readonly [number, number]>> {
  const entries = await Promise.all(
    CATALOGUES.flatMap((catalogue) => (['q1', 'hanoi'] as const).map(async (shop) => [`${catalogue}@${shop}`, [await listTotal(catalogue, shop), await rowCount(catalogue, shop)]] as const)),
  );
  return Object.fromEntries(entries);
}

const expectTotalsTrue = async () => {
  for (const [list, [total, rows]] of Object.entries(await totals())) expect(total, list).toBe(rows);
};

describe('the totals of unfiltered customer and product lists', () => {
  it('start as the rows the demo data holds, for each shop', async () => {
    await expectTotalsTrue();
    expect(await listTotal('customers', 'q1')).toBeGreaterThanOrEqual(50);
    expect(await listTotal('products', 'hanoi')).toBeGreaterThan(0);
  });

  it('follow adding and deleting a customer, and stay when one in use is only deactivated', async () => {
    const before = await listTotal('customers', 'q1');
    const hanoiBefore = await listTotal('customers', 'hanoi');
    const added = await call<Customer>(server.url, 'POST', '/customers', { ...asOwner(), body: { name: 'Lý Thị Đếm', phone: '0907000111' } });
    expect(added.status).toBe(200);
    expect(await listTotal('customers', 'q1')).toBe(before + 1);

    const used = await call<Customer>(server.url, 'POST', '/customers', { ...asOwner(), body: { name: 'Lý Văn Dùng', phone: '0907000112' } });
    await addActivity(server.db, { shopId: shops.q1, customerId: used.body.id });
    expect((await call(server.url, 'DELETE', `/customers/${used.body.id}`, asOwner())).body).toMatchObject({ deactivated: true });
    expect((await call(server.url, 'DELETE', `/customers/${added.body.id}`, asOwner())).body).toMatchObject({ deleted: true });

    expect(await listTotal('customers', 'q1')).toBe(before + 1);
    expect(await listTotal('customers', 'hanoi')).toBe(hanoiBefore);
    await expectTotalsTrue();
  });

  it('follow an import of many products in one statement, and rows deleted together', async () => {
    const before = await listTotal('products', 'q1');
    const rows = Array.from({ length: 30 }, (_, i) => [`CNT-${i}`, `8930000${String(i).padStart(6, '0')}`, `Sản phẩm đếm ${i}`, 'Thuốc', 'hộp', 10_000, 8_000, 1, 'Có']);
    const header = ['Mã sản phẩm', 'Mã vạch', 'Tên sản phẩm', 'Nhóm sản phẩm', 'Đơn vị tính', 'Giá bán', 'Giá vốn', 'Tồn tối thiểu', 'Đang kinh doanh'];
    const res = await call<ImportResult>(server.url, 'POST', '/products/import', { ...asOwner(), form: sheetForm(await workbook(header, rows)) });
    expect(res.body.imported).toBe(30);
    expect(await listTotal('products', 'q1')).toBe(before + 30);

    await server.db.execute(sql`delete from products where code like 'CNT-%'`);
    expect(await listTotal('products', 'q1')).toBe(before);
    await expectTotalsTrue();
  });

  it('start again from zero after a truncate', async () => {
    await server.db.execute(sql`truncate products cascade`);
    expect(await listTotal('products', 'q1')).toBe(0);
    expect(await listTotal('products', 'hanoi')).toBe(0);
    await server.db.execute(sql`insert into products (shop_id, code, name, product_group, unit) values (${shops.q1}, 'SAU-1', 'Sau khi xoá hết', 0, 'hộp')`);
    expect(await listTotal('products', 'q1')).toBe(1);
    await expectTotalsTrue();
  });

  it('are not used once the list is filtered or searched', async () => {
    const all = await listTotal('customers', 'q1');
    const active = await call<Page<Customer>>(server.url, 'GET', '/customers?limit=1&active=true', asOwner());
    const searched = await call<Page<Customer>>(server.url, 'GET', '/customers?limit=1&search=ly%20van%20dung', asOwner());
    expect(active.body.total).toBe(all - 1);
    expect(searched.body.total).toBe(1);
  });
});
