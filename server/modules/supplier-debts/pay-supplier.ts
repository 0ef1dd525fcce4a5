import { eq, sql } from 'drizzle-orm';
import { settleOldestFirst } from '@/lib/books/settle-oldest-first';
import type { SupplierPayment, SupplierPaymentInput } from '@/lib/contracts/supplier-debts';
import { VoucherCategory } from '@/lib/enums/cash';
import { formatVnd } from '@/lib/format';
import type { DbOrTx } from '../../db/client';
import { productImportPayments, productImports } from '../../db/schema/product-imports';
import { suppliers } from '../../db/schema/suppliers';
import { findInShop } from '../../db/sql/find-in-shop';
import { AppError } from '../../core/app-error';
import { recordVoucher } from '../cash-vouchers/record-voucher';
import { repeatedPayment } from '../cash-vouchers/recorded-voucher';
import { openImports } from './open-imports';
import { supplierPayments } from './supplier-payments';

/**
 * Pays a supplier (DESIGN §6): one amount settles their oldest open imports first, with one payment
 * voucher (PC) and one payment row per import. More than what is owed is refused. Sent twice with
 * the same idempotency key, it pays once and answers the first payment again.
 */
export async function paySupplier(db: DbOrTx, input: { shopId: string; userId: string; supplierId: string; body: SupplierPaymentInput; at?: Date }): Promise<SupplierPayment> {
  const { shopId, supplierId, body } = input;
  const supplier = await findInShop(db, suppliers, { shopId, id: supplierId }, 'errors.supplierNotFound');
  const isSame = (v: { supplierId: string | null; category: string }) => v.supplierId === supplierId && v.category === VoucherCategory.SUPPLIER_DEBT;
  const earlier = await repeatedPayment(db, { shopId, idempotencyKey: body.idempotencyKey, isSame });
  if (earlier) return (await supplierPayments(db, { shopId, voucherIds: [earlier.id] }))[0];

  const open = await openImports(db, { shopId, supplierId, forUpdate: true });
  const owed = open.reduce((s, i) => s + i.debt, 0);
  if (owed === 0) throw new AppError('BadRequest', 'errors.nothingOwed', [{ field: 'amount', messages: ['errors.nothingOwed'] }]);
  if (body.amount > owed) throw new AppError('BadRequest', 'errors.overpaySupplier', [], { debt: formatVnd(owed) });

  const voucher = await recordVoucher(db, {
    shopId,
    userId: input.userId,
    type: 'PAYMENT',
    category: VoucherCategory.SUPPLIER_DEBT,
    payer: { type: 'SUPPLIER', id: supplier.id, name: supplier.name },
    amount: body.amount,
    method: body.method,
    note: body.note,
    idempotencyKey: body.idempotencyKey,
    at: input.at,
  });
  for (const part of settleOldestFirst(body.amount, open)) {
    await db.insert(productImportPayments).values({ shopId, importId: part.id, voucherId: voucher.id, amount: part.amount, ...(input.at ? { createdAt: input.at } : {}) });
    await db.update(productImports).set({ paid: sql`${productImports.paid} + ${part.amount}`, updatedAt: sql`now()` }).where(eq(productImports.id, part.id));
  }
  return (await supplierPayments(db, { shopId, voucherIds: [voucher.id] }))[0];
}
