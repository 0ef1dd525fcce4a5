import { and, asc, count, eq, sql } from 'drizzle-orm';
import { DocumentKind, DocumentType } from '@/lib/enums/documents';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { Db } from '../../db/client';
import { productImportLines, productImportPayments, productImports } from '../../db/schema/product-imports';
import { products } from '../../db/schema/products';
import { stockMovements } from '../../db/schema/stock';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { nextDocumentCode } from '../../db/sql/next-document-code';
import { recordVoucher } from '../../modules/cash-vouchers/record-voucher';
import { receiveStockInBulk } from '../../modules/stock/receive-stock-in-bulk';
import { hashed } from './generated-rows';
import { isHistoryProduct } from './history/plan-month-sales';

/** Deliveries of the product whose stock card the benchmark reads. */
export const CARD_MOVEMENTS = 100_000;

/**
 * The benchmark shop's stock, through the ledger: an opening import of every product (1–200 units
 * at 70 % of its sale price) but those the two years of books sell, whose stock comes in with them, and then CARD_MOVEMENTS deliveries of one unit of its first product
 * (SP0000001) over the past year — the stock card of a product with a hundred thousand movements.
 * Each import is written with its lines, completed and paid, as the console would; its stock comes
 * in through receiveStockInBulk. Made once: a shop that has stock movements is left as it is.
 */
export async function insertStockHistory(db: Db, shopId: string, log: (line: string) => void): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(stockMovements).where(eq(stockMovements.shopId, shopId));
  if (n > 0) return;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.shopId, shopId)).limit(1);
  const [supplier] = await db
    .insert(suppliers)
    .values({ shopId, name: 'Công ty TNHH Phân phối Benchmark', alias: 'Benchmark Supply', address: '1 Lê Lợi, Quận 1, TP. Hồ Chí Minh', phone: '02800000002' })
    .returning({ id: suppliers.id, name: suppliers.name });
  const [first] = await db.select({ id: products.id }).from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.code)).limit(1);

  const started = performance.now();
  await deliver(db, { shopId, userId: owner.id, supplier, note: 'Tồn đầu kỳ', lines: sql`
    select p.id as product_id, 1 + ${hashed('stock', 200)} as quantity, p.sale_price * 7 / 10 as unit_cost, now() - interval '400 days' as at, i as ord
    from (select id, sale_price, row_number() over (order by code) as i from products p where shop_id = ${shopId}::uuid and not ${isHistoryProduct('p')}) as p` });
  log(`  opening stock of every product (${Math.round(performance.now() - started)} ms)`);

  const card = performance.now();
  await deliver(db, { shopId, userId: owner.id, supplier, note: 'Giao hàng lẻ', lines: sql`
    select ${first.id}::uuid as product_id, 1 as quantity, 9000 + ${hashed('cost', 2000)} as unit_cost,
      now() - interval '365 days' + i * interval '315 seconds' as at, i as ord
    from generate_series(1, ${CARD_MOVEMENTS}::int) as i` });
  log(`  ${CARD_MOVEMENTS.toLocaleString('en')} deliveries of SP0000001 (${Math.round(performance.now() - card)} ms)`);
}

/** One completed, paid import whose lines `lines` selects (product_id, quantity, unit_cost, at, ord). */
async function deliver(db: Db, input: { shopId: string; userId: string; supplier: { id: string; name: string }; note: string; lines: ReturnType<typeof sql> }) {
  const { shopId, userId, supplier } = input;
  await db.transaction(async (tx) => {
    const code = await nextDocumentCode(tx, shopId, DocumentKind.PRODUCT_IMPORT);
    const [row] = await tx
      .insert(productImports)
      .values({ shopId, code, supplierId: supplier.id, status: ImportStatus.DRAFT, note: input.note, createdBy: userId })
      .returning({ id: productImports.id });
    await tx.execute(sql`
      insert into product_import_lines (shop_id, import_id, position, product_id, unit_name, unit_factor, quantity, unit_cost, discount, amount)
      select ${shopId}::uuid, ${row.id}::uuid, l.ord, l.product_id, p.unit, 1, l.quantity, l.unit_cost, 0, l.quantity * l.unit_cost
      from (${input.lines}) as l join products p on p.id = l.product_id`);
    const [{ total }] = await tx.select({ total: sql<string>`coalesce(sum(${productImportLines.amount}), 0)` }).from(productImportLines).where(eq(productImportLines.importId, row.id));
    const document = { type: DocumentType.PRODUCT_IMPORT, id: row.id, code };
    await receiveStockInBulk(tx, {
      shopId,
      userId,
      document,
      source: sql`select product_id, quantity, quantity * unit_cost as cost, at, ord from (${input.lines}) as l`,
    });
    const amount = Number(total);
    const voucher = await recordVoucher(tx, { shopId, userId, type: 'PAYMENT', category: 'PURCHASE', payer: { type: 'SUPPLIER', ...supplier }, amount, method: 'BANK_TRANSFER', document });
    await tx.insert(productImportPayments).values({ shopId, importId: row.id, voucherId: voucher.id, amount });
    await tx
      .update(productImports)
      .set({ status: ImportStatus.COMPLETED, subtotal: amount, total: amount, paid: amount, completedBy: userId, completedAt: sql`now()` })
      .where(and(eq(productImports.id, row.id), eq(productImports.shopId, shopId)));
  });
}
