import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentMethod, PayerType, VoucherCategory } from '@/lib/enums/cash';
import type { DocumentType } from '@/lib/enums/documents';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { AppError } from '../../core/app-error';
import { recordVoucher, type VoucherRow } from './record-voucher';

export const alreadyVoided = () => new AppError('Conflict', 'errors.alreadyVoided');

/**
 * Voids a voucher (DESIGN §6, void never edit): marks it voided with who, when and why, and writes
 * its reversal — the opposite type for the same amount, method, category and payer — so the cash
 * book's balance drops the voucher from today on, and no closed period changes.
 */
export async function reverseVoucher(db: DbOrTx, input: { voucher: VoucherRow; userId: string; reason: string; at?: Date }): Promise<VoucherRow> {
  const { voucher } = input;
  const [marked] = await db
    .update(cashVouchers)
    .set({ voidedAt: input.at ?? sql`now()`, voidedBy: input.userId, voidReason: input.reason })
    .where(and(eq(cashVouchers.id, voucher.id), isNull(cashVouchers.voidedAt)))
    .returning({ id: cashVouchers.id });
  if (!marked) throw alreadyVoided();
  return recordVoucher(db, {
    shopId: voucher.shopId,
    userId: input.userId,
    type: voucher.type === 'RECEIPT' ? 'PAYMENT' : 'RECEIPT',
    category: voucher.category as VoucherCategory,
    payer: { type: voucher.payerType as PayerType, id: voucher.customerId ?? voucher.supplierId ?? voucher.employeeId, name: voucher.payerName },
    amount: voucher.amount,
    method: voucher.method as PaymentMethod,
    document: voucher.documentType && voucher.documentId && voucher.documentCode ? { type: voucher.documentType as DocumentType, id: voucher.documentId, code: voucher.documentCode } : null,
    note: input.reason,
    reversesId: voucher.id,
    at: input.at,
  });
}
