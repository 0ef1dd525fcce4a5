import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SupplierPayment } from '@/lib/contracts/supplier-debts';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { productImportPayments, productImports } from '../../db/schema/product-imports';
import { vouchersWithStaff } from '../cash-vouchers/vouchers-with-staff';

/**
 * The money that went to or came from a supplier, newest first, each voucher with the imports it
 * settled: payments at import, debt payments, refunds and reversals.
 */
export async function supplierPayments(db: DbOrTx, input: { shopId: string; voucherIds?: string[]; supplierId?: string }): Promise<SupplierPayment[]> {
  const where: SQL[] = [];
  if (input.voucherIds) where.push(inArray(cashVouchers.id, input.voucherIds));
  if (input.supplierId) where.push(eq(cashVouchers.supplierId, input.supplierId));
  const vouchers = await vouchersWithStaff(db, input.shopId, where);
  const ids = vouchers.map((v) => v.voucher.id);
  const parts = ids.length
    ? await db
        .select({ voucherId: productImportPayments.voucherId, importId: productImports.id, code: productImports.code, amount: productImportPayments.amount })
        .from(productImportPayments)
        .innerJoin(productImports, eq(productImports.id, productImportPayments.importId))
        .where(inArray(productImportPayments.voucherId, ids))
        .orderBy(asc(productImports.completedAt), asc(productImports.id))
    : [];
  return vouchers.map(({ voucher: v, createdBy }) => ({
    voucherId: v.id,
    code: v.code,
    type: v.type,
    amount: v.amount,
    method: v.method,
    category: v.category,
    createdAt: v.createdAt.toISOString(),
    createdBy,
    voidedAt: v.voidedAt?.toISOString() ?? null,
    settled: parts.filter((p) => p.voucherId === v.id).map((p) => ({ importId: p.importId, code: p.code, amount: Number(p.amount) })),
  }));
}
