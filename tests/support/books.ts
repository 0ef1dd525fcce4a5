import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Product } from '@/lib/contracts/products';
import type { ProductImport } from '@/lib/contracts/product-imports';
import type { Supplier } from '@/lib/contracts/suppliers';
import type { DocumentKind } from '@/lib/enums/documents';
import { ProductGroup } from '@/lib/enums/products';
import type { Db } from '@/server/db/client';
import { created } from './api-client';
import { expectNothingWritten } from './api-suite';
import { rowsOf } from './fixtures';
import type { TestServer } from './test-server';

// What the suites of the books (tests/api: product imports, stock, stock-takes, supplier debts,
// cash vouchers) share: the sums of both ledgers to prove a refused request moved nothing, fixtures
// made through the API, the shop's calendar days, and the other shop's books that must never show.

/** A request's headers as a suite's `as(...)` gives them. */
export type By = { token: string; shopId: string };

/**
 * Everything a write of the books changes without adding a row: stock, average costs, batch
 * quantities, what imports and invoices have paid, the document counters, the cash vouchers' sums,
 * how often promotions were used and what customers hold as credit.
 */
export async function bookSums(db: Db) {
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`select
      (select coalesce(sum(stock_on_hand), 0)::float8 from products) as "stockOnHand",
      (select coalesce(sum(average_cost), 0)::float8 from products) as "averageCost",
      (select coalesce(sum(quantity), 0)::float8 from product_batches) as "batchQuantity",
      (select coalesce(sum(paid), 0)::float8 from product_imports) as "importsPaid",
      (select coalesce(sum(last_number), 0)::float8 from document_counters) as "counters",
      (select coalesce(sum(amount) filter (where type = 'RECEIPT'), 0)::float8 from cash_vouchers) as "receipts",
      (select coalesce(sum(amount) filter (where type = 'PAYMENT'), 0)::float8 from cash_vouchers) as "payments",
      (select count(*) filter (where voided_at is not null)::float8 from cash_vouchers) as "voided",
      (select coalesce(sum(status), 0)::float8 from product_imports) as "importStatuses",
      (select coalesce(sum(status), 0)::float8 from stock_takes) as "stockTakeStatuses",
      (select coalesce(sum(paid), 0)::float8 from invoices) as "invoicesPaid",
      (select coalesce(sum(status), 0)::float8 from invoices) as "invoiceStatuses",
      (select coalesce(sum(usage_count), 0)::float8 from promotions) as "promotionUses",
      (select coalesce(sum(credit), 0)::float8 from customers) as "customerCredit"`,
  );
  return row;
}

/** Runs `requests` and proves the books did not move: no row added or removed, no sum changed. */
export async function expectBooksUntouched(db: Db, requests: () => Promise<void>) {
  const before = await bookSums(db);
  await expectNothingWritten(db, requests);
  expect(await bookSums(db)).toEqual(before);
}

/** A refused request: its status, the message in the language asked, and the fields it names. */
export async function expectRefused(res: Promise<{ status: number; body: unknown }>, status: number, message?: string | RegExp, fields?: string[]) {
  const { status: got, body } = await res;
  const error = body as ErrorBody;
  expect({ status: got, message: error.message }).toMatchObject({ status, ...(message === undefined ? {} : { message }) });
  if (fields) expect(error.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(fields));
  return error;
}

/** The shop's calendar day (Asia/Ho_Chi_Minh, the demo shops' zone) `offset` days from today, YYYY-MM-DD. */
export function shopDay(offset = 0, from: Date | string = new Date()): string {
  const at = new Date(new Date(from).getTime() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(at);
}

let serial = 0;

/** A product of the shop, with no stock until a document brings some; its code is unique in the file. */
export function newProduct(server: TestServer, by: By, patch: Record<string, unknown> = {}) {
  serial += 1;
  return created<Product>(
    server.url,
    '/products',
    { code: `BK-${String(serial).padStart(4, '0')}`, name: `Thuốc thử sổ sách ${serial}`, group: ProductGroup.MEDICINE, unit: 'viên', salePrice: 20_000, minimumStock: 0, ...patch },
    by,
  );
}

export function newSupplier(server: TestServer, by: By, patch: Record<string, unknown> = {}) {
  serial += 1;
  return created<Supplier>(server.url, '/suppliers', { name: `Nhà cung cấp sổ sách số ${serial}`, alias: `NCC sổ sách ${serial}`, address: '12 Lý Tự Trọng, Quận 1', phone: '0909000111', ...patch }, by);
}

/** One line of an import: `quantity` of the product's base unit ('viên' unless said) at `unitCost`. */
export const importLine = (productId: string, patch: Record<string, unknown> = {}) => ({ productId, unitName: 'viên', quantity: 10, unitCost: 10_000, ...patch });

/** An import made through the API: a draft unless the body says `complete: true`. */
export const newImport = (server: TestServer, by: By, body: Record<string, unknown>) => created<ProductImport>(server.url, '/product-imports', body, by);

/** The number of the last code a shop gave to a kind of document (0 before the first). */
export async function lastNumber(db: Db, shopId: string, kind: DocumentKind): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select last_number as n from document_counters where shop_id = ${shopId} and kind = ${kind}`);
  return row ? Number(row.n) : 0;
}

/** The number of a document code: PN000019 → 19. */
export const numberOf = (code: string) => Number(code.slice(2));

/** A record of the shop by a column's value, for the demo's named records. */
export async function idWhere(db: Db, table: 'suppliers' | 'products' | 'users' | 'customers', shopId: string, column: string, value: string): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(db, sql`select id from ${sql.identifier(table)} where shop_id = ${shopId} and ${sql.identifier(column)} = ${value}`);
  if (!row) throw new Error(`no ${table} with ${column} = ${value}`);
  return row.id;
}

/** The stock, average cost and batches of a product, read from its rows. */
export async function stockOf(db: Db, productId: string) {
  const [p] = await rowsOf<{ stock: number; cost: number }>(db, sql`select stock_on_hand::float8 as stock, average_cost::float8 as cost from products where id = ${productId}`);
  const batches = await rowsOf<{ batchNo: string | null; expiresOn: string | null; quantity: number }>(
    db,
    sql`select batch_no as "batchNo", to_char(expires_on, 'YYYY-MM-DD') as "expiresOn", quantity from product_batches where product_id = ${productId} order by created_at, id`,
  );
  return { stock: p.stock, cost: p.cost, batches };
}

/** The rows of a product's stock ledger, oldest first. */
export function movementsOf(db: Db, productId: string) {
  return rowsOf<{ reason: string; delta: number; balanceAfter: number; unitCost: number; documentCode: string; batchNo: string | null }>(
    db,
    sql`select m.reason, m.delta, m.balance_after as "balanceAfter", m.unit_cost::float8 as "unitCost", m.document_code as "documentCode", b.batch_no as "batchNo"
      from stock_movements m left join product_batches b on b.id = m.batch_id where m.product_id = ${productId} order by m.seq`,
  );
}

/** The vouchers a document wrote, oldest first. */
export function vouchersOf(db: Db, documentId: string) {
  return rowsOf<{ code: string; type: string; category: string; amount: number; method: string; payerName: string }>(
    db,
    sql`select code, type, category, amount::float8 as amount, method, payer_name as "payerName" from cash_vouchers where document_id = ${documentId} order by code`,
  );
}

/**
 * The other shop's books (Happy Pet Hà Nội, another chain): one record of each kind, and the texts
 * and ids of it that must show nowhere in an answer to Quận 1's staff.
 */
export async function foreignBooks(db: Db, shopId: string) {
  const one = async (table: string) => {
    const [row] = await rowsOf<{ id: string }>(db, sql`select id from ${sql.identifier(table)} where shop_id = ${shopId} order by id limit 1`);
    if (!row) throw new Error(`the other shop has no ${table} in the demo data`);
    return row.id;
  };
  const [supplier] = await rowsOf<{ id: string; name: string; alias: string }>(db, sql`select id, name, alias from suppliers where shop_id = ${shopId} order by name limit 1`);
  const [employee] = await rowsOf<{ id: string; name: string }>(db, sql`select id, name from users where shop_id = ${shopId} limit 1`);
  const ids = {
    importId: await one('product_imports'),
    stockTakeId: await one('stock_takes'),
    voucherId: await one('cash_vouchers'),
    productId: await one('products'),
    customerId: await one('customers'),
    supplierId: supplier.id,
    employeeId: employee.id,
  };
  return { ...ids, markers: [...Object.values(ids), supplier.name, supplier.alias, employee.name] };
}
export type ForeignBooks = Awaited<ReturnType<typeof foreignBooks>>;

/** None of the other shop's ids or names appears anywhere in `body`. */
export function expectNothingOf(foreign: ForeignBooks, body: unknown) {
  const text = JSON.stringify(body);
  for (const marker of foreign.markers) expect(text).not.toContain(marker);
}

/** A sale at the counter of the shop `by` works in, of the first product it has in stock, paid in cash. */
export async function saleOf(server: TestServer, by: By): Promise<{ id: string; code: string }> {
  const [p] = await rowsOf<{ id: string; unit: string }>(server.db, sql`select id, unit from products where shop_id = ${by.shopId} and stock_on_hand > 0 order by code limit 1`);
  return created(server.url, '/invoices', { idempotencyKey: crypto.randomUUID(), lines: [{ productId: p.id, unitName: p.unit, quantity: 1 }], payments: [{ method: 'CASH', amount: 10_000_000 }] }, by);
}
