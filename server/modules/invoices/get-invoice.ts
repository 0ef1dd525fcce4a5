import { and, asc, eq } from 'drizzle-orm';
import { type InvoiceDetail, invoiceLineView } from '@/lib/contracts/invoice-views';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { invoiceLines, invoicePayments, invoices } from '../../db/schema/invoices';
import { users } from '../../db/schema/users';
import { readSnapshot } from '../../db/sql/read-snapshot';
import { notFound } from '../../core/app-error';
import { selectInvoices, toInvoiceSummary } from './invoice-select';

/** An invoice of the shop as issued: its lines, the promotions that gave something (as named then), its payments and their vouchers. */
export function getInvoice(db: DbOrTx, input: { shopId: string; invoiceId: string }): Promise<InvoiceDetail> {
  return readSnapshot(db, async (tx) => {
    const [row] = await selectInvoices(tx).where(and(eq(invoices.id, input.invoiceId), eq(invoices.shopId, input.shopId)));
    if (!row) throw notFound('errors.invoiceNotFound');
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, row.invoice.id))
      .orderBy(asc(invoiceLines.position));
    const payments = await tx
      .select({ payment: invoicePayments, voucher: { id: cashVouchers.id, code: cashVouchers.code }, createdBy: { id: users.id, name: users.name } })
      .from(invoicePayments)
      .leftJoin(cashVouchers, eq(cashVouchers.id, invoicePayments.voucherId))
      .innerJoin(users, eq(users.id, invoicePayments.createdBy))
      .where(eq(invoicePayments.invoiceId, row.invoice.id))
      .orderBy(asc(invoicePayments.createdAt), asc(cashVouchers.code));
    const i = row.invoice;
    return {
      ...toInvoiceSummary(row),
      promotionDiscount: i.promotionDiscount,
      // the promotions as they were named at issue
      promotion: i.promotionId ? { id: i.promotionId, code: i.promotionCode ?? '', name: i.promotionName ?? '' } : null,
      discountReason: i.discountReason,
      note: i.note,
      changeGiven: i.changeGiven,
      voidRefund: (i.voidRefund as 'REFUND' | 'CREDIT' | null) ?? null,
      // the line's own columns the answer shows, and not what it cost the shop
      lines: lines.map((line) => invoiceLineView.parse({ ...line, giftOf: line.giftOfId ? { id: line.giftOfId, code: line.giftOfCode ?? '', name: line.giftOfName ?? '' } : null })),
      payments: payments.map(({ payment: p, voucher, createdBy }) => ({ id: p.id, amount: p.amount, method: p.method, type: p.type, voucher, createdAt: p.createdAt.toISOString(), createdBy })),
    };
  });
}
