import { eq } from 'drizzle-orm';
import { partKey } from '@/lib/books/settle-payment';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import type { PayerType } from '@/lib/enums/cash';
import { DocumentType } from '@/lib/enums/documents';
import { type InvoicePaymentType, PAYMENT_TYPE_CATEGORY, paidStatus } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { invoicePayments, invoices } from '../../db/schema/invoices';
import { recordVoucher } from '../cash-vouchers/record-voucher';

export interface PaymentsInput {
  shopId: string;
  userId: string;
  invoice: { id: string; code: string; customerId: string | null };
  payer: { type: PayerType; id: string | null; name: string };
  parts: readonly PaymentPart[];
  type: InvoicePaymentType;
  /** the client's key: the first part carries it, the others it with their number (key#2) */
  idempotencyKey?: string | null;
  /** cash handed back with them, kept on the first part for a retry to answer again */
  changeGiven?: number;
  at?: Date;
}


/**
 * Takes money on an invoice (DESIGN §6): each part one payment with its receipt voucher (PT, of the
 * payment type's category), in the
 * caller's transaction; the invoice's paid and status then follow from them — written with a new
 * invoice, or by `setPaid` on one issued before. The caller has decided the parts fit what is due
 * (lib/books/settle-payment.ts) and locked the invoice.
 */
export async function receivePayments(db: DbOrTx, input: PaymentsInput): Promise<string[]> {
  const { shopId, invoice } = input;
  const document = { type: DocumentType.INVOICE, id: invoice.id, code: invoice.code };
  const paymentIds: string[] = [];
  for (const [n, part] of input.parts.entries()) {
    const voucher = await recordVoucher(db, { shopId, userId: input.userId, type: 'RECEIPT', category: PAYMENT_TYPE_CATEGORY[input.type], payer: input.payer, amount: part.amount, method: part.method, document, at: input.at });
    const [row] = await db
      .insert(invoicePayments)
      .values({
        shopId,
        invoiceId: invoice.id,
        customerId: invoice.customerId,
        amount: part.amount,
        method: part.method,
        type: input.type,
        idempotencyKey: partKey(input.idempotencyKey, n),
        changeGiven: n === 0 ? (input.changeGiven ?? 0) : 0,
        voucherId: voucher.id,
        createdBy: input.userId,
        ...(input.at ? { createdAt: input.at } : {}),
      })
      .returning({ id: invoicePayments.id });
    paymentIds.push(row.id);
  }
  return paymentIds;
}

/** An issued invoice's paid, and its status with it. */
export async function setPaid(db: DbOrTx, invoice: { id: string; total: number }, paid: number): Promise<void> {
  await db.update(invoices).set({ paid, status: paidStatus(invoice.total, paid) }).where(eq(invoices.id, invoice.id));
}

/** The payer a voucher of this invoice names: its customer, or a walk-in (no record, no name). */
export const invoicePayer = (customer: { id: string; name: string } | null) =>
  customer ? { type: 'CUSTOMER' as const, id: customer.id, name: customer.name } : { type: 'OTHER' as const, id: null, name: '' };
