import { asc, eq } from 'drizzle-orm';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { productImportLines, productImportPayments, productImports } from '../../db/schema/product-imports';
import { products } from '../../db/schema/products';
import { suppliers } from '../../db/schema/suppliers';
import { findInShop } from '../../db/sql/find-in-shop';
import { staffRefs } from '../employees/staff-refs';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An import as its page and its print view show it: lines, payments, and who did what when. */
export async function getProductImport(db: DbOrTx, input: { shopId: string; importId: string }): Promise<ProductImport> {
  const row = await findInShop(db, productImports, { shopId: input.shopId, id: input.importId }, 'errors.importNotFound');
  const [supplier] = await db.select({ id: suppliers.id, name: suppliers.name, alias: suppliers.alias }).from(suppliers).where(eq(suppliers.id, row.supplierId));
  const lines = await db
    .select({ line: productImportLines, product: { id: products.id, code: products.code, barcode: products.barcode, name: products.name, unit: products.unit } })
    .from(productImportLines)
    .innerJoin(products, eq(products.id, productImportLines.productId))
    .where(eq(productImportLines.importId, row.id))
    .orderBy(asc(productImportLines.position));
  const payments = await db
    .select({ voucherId: cashVouchers.id, voucherCode: cashVouchers.code, amount: productImportPayments.amount, method: cashVouchers.method, createdAt: productImportPayments.createdAt })
    .from(productImportPayments)
    .innerJoin(cashVouchers, eq(cashVouchers.id, productImportPayments.voucherId))
    .where(eq(productImportPayments.importId, row.id))
    .orderBy(asc(productImportPayments.createdAt), asc(cashVouchers.code));
  const staff = await staffRefs(db, [row.createdBy, row.completedBy, row.canceledBy, row.voidedBy]);
  return {
    id: row.id,
    code: row.code,
    supplier,
    status: row.status,
    subtotal: row.subtotal,
    discount: row.discount,
    otherCosts: row.otherCosts,
    total: row.total,
    paid: row.paid,
    debt: row.status === ImportStatus.COMPLETED ? row.debt : 0,
    payNow: row.payNow,
    payMethod: row.payMethod,
    note: row.note,
    lines: lines.map(({ line, product }) => ({
      id: line.id,
      product,
      unitName: line.unitName,
      unitFactor: line.unitFactor,
      quantity: line.quantity,
      unitCost: line.unitCost,
      discount: line.discount,
      amount: line.amount,
      batchNo: line.batchNo,
      expiresOn: line.expiresOn,
    })),
    payments: payments.map((p) => ({ ...p, amount: Number(p.amount), createdAt: p.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    createdBy: staff(row.createdBy)!,
    completedAt: iso(row.completedAt),
    completedBy: staff(row.completedBy),
    canceledAt: iso(row.canceledAt),
    canceledBy: staff(row.canceledBy),
    voidedAt: iso(row.voidedAt),
    voidedBy: staff(row.voidedBy),
    voidReason: row.voidReason,
  };
}
