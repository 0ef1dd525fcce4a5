import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';
import { customers } from '../../db/schema/customers';
import { ensureBenchShop } from './bench-shop';
import { insertCustomers } from './insert-customers';
import { insertProducts } from './insert-products';
import { insertActivityHistory } from './insert-activity-history';
import { insertInvoiceHistory } from './insert-invoice-history';
import { insertStockHistory } from './insert-stock-history';

// Rows per statement: big enough to be fast, small enough to report progress and keep memory low.
const BATCH = 100_000;

async function countIn(db: Db, table: typeof customers | typeof products, shopId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.shopId, shopId));
  return Number(row?.n ?? 0);
}

/** Tops the shop's rows up to `target` in batches, numbering on from what is there. */
async function topUp(db: Db, label: string, have: number, target: number, insert: (from: number, to: number) => Promise<void>, log: (line: string) => void) {
  for (let from = have + 1; from <= target; from += BATCH) {
    const to = Math.min(target, from + BATCH - 1);
    const started = performance.now();
    await insert(from, to);
    log(`  ${label} ${to.toLocaleString('en')} / ${target.toLocaleString('en')} (${Math.round(performance.now() - started)} ms)`);
  }
}

/**
 * Fills the benchmark shop (bench-shop.ts) with `customers` customers and `products` products, their
 * stock, a month of visits and two years of books of `invoices` invoices; a second run only adds what is
 * missing, so it can grow an existing seed.
 */
export async function seedLarge(db: Db, target: { customers: number; products: number; invoices: number }, log: (line: string) => void = console.log): Promise<{ shopId: string }> {
  const shopId = await ensureBenchShop(db);
  const have = { customers: await countIn(db, customers, shopId), products: await countIn(db, products, shopId) };
  await topUp(db, 'customers', have.customers, target.customers, (from, to) => insertCustomers(db, shopId, from, to), log);
  await topUp(db, 'products', have.products, target.products, (from, to) => insertProducts(db, shopId, from, to), log);
  await insertStockHistory(db, shopId, log);
  await insertActivityHistory(db, shopId, log);
  await insertInvoiceHistory(db, shopId, target.invoices, log);
  // fresh statistics, so the planner knows the shop is now large
  const tables = ['customers', 'products', 'stock_movements', 'pets', 'activities', 'activity_services', 'activity_products', 'invoices', 'invoice_lines', 'invoice_payments', 'cash_vouchers'];
  const reports = ['report_sales', 'report_items', 'report_vat', 'report_payments', 'report_cash', 'report_debts', 'report_stock', 'report_activities'];
  for (const table of [...tables, 'product_imports', 'product_import_lines', 'product_import_payments', ...reports]) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  return { shopId };
}
