import { eq, sql } from 'drizzle-orm';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { VoucherCategory, type PaymentMethod } from '@/lib/enums/cash';
import { DocumentType } from '@/lib/enums/documents';
import { ImportStatus } from '@/lib/enums/product-imports';
import { StockReason } from '@/lib/enums/stock';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { productImportPayments, productImports } from '../../db/schema/product-imports';
import { suppliers } from '../../db/schema/suppliers';
import { findInShop } from '../../db/sql/find-in-shop';
import { AppError } from '../../core/app-error';
import { recordVoucher } from '../cash-vouchers/record-voucher';
import { alreadyVoided } from '../cash-vouchers/reverse-voucher';
import { moveStock } from '../stock/move-stock';
import { getProductImport } from './get-product-import';
import { importStockLines } from './import-stock-lines';

/**
 * Voids a completed import (DESIGN §6, void never edit): its goods leave the stock again, from the
 * batches they went into and at the cost they came in at — refused (409) when they are no longer
 * there — and what was paid on it comes back from the supplier as receipt vouchers (PT), one per
 * method, so the import owes nothing and has paid nothing. It stays listed, voided, with why.
 */
export async function voidProductImport(db: DbOrTx, input: { shopId: string; userId: string; importId: string; reason: string; at?: Date }): Promise<ProductImport> {
  const { shopId, userId } = input;
  const row = await findInShop(db, productImports, { shopId, id: input.importId, forUpdate: true }, 'errors.importNotFound');
  if (row.status === ImportStatus.VOIDED) throw alreadyVoided();
  if (row.status !== ImportStatus.COMPLETED) throw new AppError('Conflict', 'errors.importNotCompleted');

  const document = { type: DocumentType.PRODUCT_IMPORT, id: row.id, code: row.code };
  const stock = await importStockLines(db, row);
  await moveStock(db, {
    shopId,
    userId,
    reason: StockReason.IMPORT_VOID,
    document,
    at: input.at,
    lines: stock.map(({ line, baseQuantity, cost }) => ({ productId: line.productId, delta: -baseQuantity, batchId: line.batchId, cost })),
  });

  const paidByMethod = await db
    .select({ method: cashVouchers.method, amount: sql<string>`sum(${productImportPayments.amount})` })
    .from(productImportPayments)
    .innerJoin(cashVouchers, eq(cashVouchers.id, productImportPayments.voucherId))
    .where(eq(productImportPayments.importId, row.id))
    .groupBy(cashVouchers.method);
  const refunds = paidByMethod.map((p) => ({ method: p.method as PaymentMethod, amount: Number(p.amount) })).filter((p) => p.amount > 0);
  if (refunds.length) {
    const supplier = await findInShop(db, suppliers, { shopId, id: row.supplierId }, 'errors.supplierNotFound');
    for (const refund of refunds) {
      const voucher = await recordVoucher(db, {
        shopId,
        userId,
        type: 'RECEIPT',
        category: VoucherCategory.PURCHASE,
        payer: { type: 'SUPPLIER', id: supplier.id, name: supplier.name },
        amount: refund.amount,
        method: refund.method,
        document,
        note: input.reason,
        at: input.at,
      });
      await db.insert(productImportPayments).values({ shopId, importId: row.id, voucherId: voucher.id, amount: -refund.amount, ...(input.at ? { createdAt: input.at } : {}) });
    }
  }
  await db
    .update(productImports)
    .set({ status: ImportStatus.VOIDED, paid: 0, voidedBy: userId, voidedAt: input.at ?? sql`now()`, voidReason: input.reason, updatedAt: sql`now()` })
    .where(eq(productImports.id, row.id));
  return getProductImport(db, { shopId, importId: row.id });
}
