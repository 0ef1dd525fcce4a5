import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CustomerCollection } from '@/lib/contracts/customer-debts';
import { VoucherCategory } from '@/lib/enums/cash';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { invoicePayments, invoices } from '../../db/schema/invoices';
import { vouchersWithStaff } from '../cash-vouchers/vouchers-with-staff';

/** The debt collections of a customer (or these vouchers), newest first, each with the invoices it settled. */
export async function customerCollections(db: DbOrTx, input: { shopId: string; voucherIds?: string[]; customerId?: string }): Promise<CustomerCollection[]> {
  const where: SQL[] = [eq(cashVouchers.category, VoucherCategory.DEBT_COLLECTION), eq(cashVouchers.type, 'RECEIPT')];
  if (input.voucherIds) where.push(inArray(cashVouchers.id, input.voucherIds));
  if (input.customerId) where.push(eq(cashVouchers.customerId, input.customerId));
  const vouchers = await vouchersWithStaff(db, input.shopId, where);
  const ids = vouchers.map((v) => v.voucher.id);
  const parts = ids.length
    ? await db
        .select({ voucherId: invoicePayments.voucherId, invoiceId: invoices.id, code: invoices.code, amount: invoicePayments.amount })
        .from(invoicePayments)
        .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
        .where(and(inArray(invoicePayments.voucherId, ids), eq(invoicePayments.type, InvoicePaymentType.DEBT_REPAY)))
        .orderBy(asc(invoices.createdAt), asc(invoices.id))
    : [];
  return vouchers.map(({ voucher: v, createdBy }) => ({
    voucherId: v.id,
    code: v.code,
    amount: v.amount,
    method: v.method,
    createdAt: v.createdAt.toISOString(),
    createdBy,
    settled: parts.filter((p) => p.voucherId === v.id).map((p) => ({ invoiceId: p.invoiceId, code: p.code, amount: Number(p.amount) })),
  }));
}
