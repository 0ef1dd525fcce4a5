import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import { VoucherCategory } from '@/lib/enums/cash';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { productImportPayments, productImports } from '../../db/schema/product-imports';
import { findInShop } from '../../db/sql/find-in-shop';
import { AppError } from '../../core/app-error';
import { getCashVoucher } from './get-cash-voucher';
import { alreadyVoided, reverseVoucher } from './reverse-voucher';
import { voidableHere } from './voucher-response';

/**
 * Voids a voucher from the cash book (DESIGN §6): writes its reversal. A supplier debt payment also
 * gives back what it settled, so those imports owe it again. A document's own vouchers (what an
 * import paid when it completed, its refund) go only with the document, and a reversal is final.
 */
export async function voidCashVoucher(db: DbOrTx, input: { shopId: string; userId: string; voucherId: string; reason: string; at?: Date }): Promise<CashVoucher> {
  const { shopId } = input;
  const voucher = await findInShop(db, cashVouchers, { shopId, id: input.voucherId, forUpdate: true }, 'errors.voucherNotFound');
  if (voucher.voidedAt) throw alreadyVoided();
  if (voucher.reversesId) throw new AppError('Conflict', 'errors.voucherIsReversal');
  if (!voidableHere(voucher)) throw new AppError('Conflict', 'errors.voucherOfDocument', [], { code: voucher.documentCode ?? voucher.code });

  const settled = voucher.category === VoucherCategory.SUPPLIER_DEBT ? await settledImports(db, voucher.id) : [];
  const voided = settled.find((s) => s.status !== ImportStatus.COMPLETED);
  if (voided) throw new AppError('Conflict', 'errors.voucherOfDocument', [], { code: voided.code });

  const reversal = await reverseVoucher(db, { voucher, userId: input.userId, reason: input.reason, at: input.at });
  for (const s of settled) {
    await db.insert(productImportPayments).values({ shopId, importId: s.importId, voucherId: reversal.id, amount: -s.amount, ...(input.at ? { createdAt: input.at } : {}) });
    await db.update(productImports).set({ paid: sql`${productImports.paid} - ${s.amount}`, updatedAt: sql`now()` }).where(eq(productImports.id, s.importId));
  }
  return getCashVoucher(db, { shopId, voucherId: voucher.id });
}

/** The imports a supplier payment settled and how much of each, locked in the order payments lock them. */
async function settledImports(db: DbOrTx, voucherId: string) {
  const parts = await db.select({ importId: productImportPayments.importId, amount: productImportPayments.amount }).from(productImportPayments).where(eq(productImportPayments.voucherId, voucherId));
  if (parts.length === 0) return [];
  const imports = await db
    .select({ id: productImports.id, code: productImports.code, status: productImports.status })
    .from(productImports)
    .where(and(inArray(productImports.id, parts.map((p) => p.importId))))
    .orderBy(asc(productImports.completedAt), asc(productImports.id))
    .for('no key update');
  return imports.map((i) => ({ importId: i.id, code: i.code, status: i.status, amount: parts.filter((p) => p.importId === i.id).reduce((s, p) => s + Number(p.amount), 0) }));
}
