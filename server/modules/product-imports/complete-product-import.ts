import { eq, sql } from 'drizzle-orm';
import { VoucherCategory, type PaymentMethod } from '@/lib/enums/cash';
import { DocumentType } from '@/lib/enums/documents';
import { ImportStatus } from '@/lib/enums/product-imports';
import { StockReason } from '@/lib/enums/stock';
import type { DbOrTx } from '../../db/client';
import { productImportLines, productImportPayments, productImports } from '../../db/schema/product-imports';
import { suppliers } from '../../db/schema/suppliers';
import { findInShop } from '../../db/sql/find-in-shop';
import { AppError } from '../../core/app-error';
import { recordVoucher } from '../cash-vouchers/record-voucher';
import { moveStock } from '../stock/move-stock';
import { importByKey } from './import-by-key';
import { importStockLines } from './import-stock-lines';

export const importNotDraft = () => new AppError('Conflict', 'errors.importNotDraft');

/**
 * The import about to be completed, locked — after its idempotency key, as every path takes them.
 * A draft is completed; an import this very key completed already is answered as it is (the
 * first request's answer was lost); anything else is a conflict.
 */
export async function lockForCompletion(db: DbOrTx, input: { shopId: string; importId: string; idempotencyKey?: string }) {
  const earlier = await importByKey(db, { shopId: input.shopId, idempotencyKey: input.idempotencyKey });
  if (earlier && earlier.id !== input.importId) throw new AppError('Conflict', 'errors.idempotencyKeyReused');
  const row = await findInShop(db, productImports, { shopId: input.shopId, id: input.importId, forUpdate: true }, 'errors.importNotFound');
  if (row.status === ImportStatus.DRAFT || (earlier && row.status === ImportStatus.COMPLETED)) return row;
  throw importNotDraft();
}

/**
 * Completes a draft import (DESIGN §6): its goods come into stock at their landed cost (the moving
 * average takes them in, lots go into their batches), what is paid now becomes a payment voucher
 * (PC) and the rest the shop's debt to the supplier. Sent again with the idempotency key it was
 * completed with, it finds the import completed and answers as before; the key is kept on the import.
 */
export async function completeProductImport(db: DbOrTx, input: { shopId: string; userId: string; importId: string; idempotencyKey?: string; at?: Date }): Promise<void> {
  const { shopId, userId } = input;
  const row = await lockForCompletion(db, { shopId, importId: input.importId, idempotencyKey: input.idempotencyKey });
  if (row.status === ImportStatus.COMPLETED) return;

  const document = { type: DocumentType.PRODUCT_IMPORT, id: row.id, code: row.code };
  const stock = await importStockLines(db, row);
  const moved = await moveStock(db, {
    shopId,
    userId,
    reason: StockReason.IMPORT,
    document,
    at: input.at,
    lines: stock.map(({ line, baseQuantity, cost }) => ({
      productId: line.productId,
      delta: baseQuantity,
      lot: line.batchNo !== null || line.expiresOn !== null ? { batchNo: line.batchNo, expiresOn: line.expiresOn } : undefined,
      cost,
    })),
  });
  // the batch each line went into, so a void takes the goods back from there
  for (const [i, { line }] of stock.entries()) {
    const batchId = moved[i][0]?.batchId;
    if (batchId) await db.update(productImportLines).set({ batchId }).where(eq(productImportLines.id, line.id));
  }

  if (row.payNow > 0) {
    const supplier = await findInShop(db, suppliers, { shopId, id: row.supplierId }, 'errors.supplierNotFound');
    const voucher = await recordVoucher(db, {
      shopId,
      userId,
      type: 'PAYMENT',
      category: VoucherCategory.PURCHASE,
      payer: { type: 'SUPPLIER', id: supplier.id, name: supplier.name },
      amount: row.payNow,
      method: row.payMethod as PaymentMethod,
      document,
      at: input.at,
    });
    await db.insert(productImportPayments).values({ shopId, importId: row.id, voucherId: voucher.id, amount: row.payNow, ...(input.at ? { createdAt: input.at } : {}) });
  }
  await db
    .update(productImports)
    .set({
      status: ImportStatus.COMPLETED,
      paid: row.payNow,
      completionKey: input.idempotencyKey ?? null,
      completedBy: userId,
      completedAt: input.at ?? sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(productImports.id, row.id));
}
