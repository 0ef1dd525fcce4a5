import { asc, eq, sql } from 'drizzle-orm';
import type { InvoiceVoidInput } from '@/lib/contracts/invoice-actions';
import { DocumentType } from '@/lib/enums/documents';
import { type InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import { StockReason } from '@/lib/enums/stock';
import type { DbOrTx } from '../../db/client';
import { invoicePayments, invoices } from '../../db/schema/invoices';
import { creditNeedsCustomer } from '../customer-credits/move-credit';
import { reverseDocumentStock } from '../stock/reverse-document-stock';
import { lockStandingInvoice } from './lock-invoice';
import { invoicePayer } from './receive-payments';
import { recordPayment } from './record-payment';

/**
 * Voids an issued invoice (DESIGN §6, void never edit): the goods it took come back (reason "void"),
 * what stands paid on it, per method and type of payment, is given back with a negative payment row —
 * by a payment voucher (PC) of that category, or kept as the customer's credit when so chosen (what
 * was paid from credit goes back to it either way) — so it has paid nothing and owes nothing; it stays,
 * struck through, with who voided it, when and why. An activity's invoice frees the activity to be
 * invoiced again.
 */
export async function voidInvoice(db: DbOrTx, input: { shopId: string; userId: string; invoiceId: string; body: InvoiceVoidInput; at?: Date }): Promise<void> {
  const { shopId, userId } = input;
  const { invoice, customer } = await lockStandingInvoice(db, { shopId, invoiceId: input.invoiceId });
  const document = { type: DocumentType.INVOICE, id: invoice.id, code: invoice.code };
  await reverseDocumentStock(db, { shopId, userId, reason: StockReason.VOID, reasons: [StockReason.SALE, StockReason.GIFT], document, at: input.at });

  // what stands paid by each method and type of payment (deposits net of what was given back already)
  const held = await db
    .select({ method: invoicePayments.method, type: invoicePayments.type, amount: sql<number>`sum(${invoicePayments.amount})::float8` })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id))
    .groupBy(invoicePayments.method, invoicePayments.type)
    .having(sql`sum(${invoicePayments.amount}) > 0`)
    .orderBy(sql`min(${invoicePayments.createdAt})`, asc(invoicePayments.type));
  const toCredit = input.body.refund === 'CREDIT';
  if (toCredit && !invoice.customerId) throw creditNeedsCustomer();
  for (const p of held) {
    await recordPayment(db, {
      shopId,
      userId,
      document,
      invoiceId: invoice.id,
      activityId: invoice.activityId,
      customerId: invoice.customerId,
      payer: invoicePayer(customer),
      amount: -p.amount,
      method: p.method,
      type: p.type as InvoicePaymentType,
      toCredit,
      note: input.body.reason,
      at: input.at,
    });
  }
  await db
    .update(invoices)
    .set({ status: InvoiceStatus.VOIDED, paid: 0, voidedBy: userId, voidedAt: input.at ?? sql`now()`, voidReason: input.body.reason, voidRefund: input.body.refund })
    .where(eq(invoices.id, invoice.id));
}
