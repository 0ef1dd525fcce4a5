import { eq } from 'drizzle-orm';
import { partKey } from '@/lib/books/settle-payment';
import type { PaymentPart } from '@/lib/contracts/invoice-payments';
import type { PayerType } from '@/lib/enums/cash';
import { DocumentType } from '@/lib/enums/documents';
import { type InvoicePaymentType, paidStatus } from '@/lib/enums/invoices';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { recordPayment } from './record-payment';

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
 * payment type's category) or, paid from the customer's credit, its row of that credit, in the
 * caller's transaction; the invoice's paid and status then follow from them — written with a new
 * invoice, or by `setPaid` on one issued before. The caller has decided the parts fit what is due
 * (lib/books/settle-payment.ts) and locked the invoice.
 */
export async function receivePayments(db: DbOrTx, input: PaymentsInput): Promise<string[]> {
  const { invoice } = input;
  const document = { type: DocumentType.INVOICE, id: invoice.id, code: invoice.code };
  const paymentIds: string[] = [];
  for (const [n, part] of input.parts.entries()) {
    paymentIds.push(
      await recordPayment(db, {
        ...input,
        document,
        invoiceId: invoice.id,
        customerId: invoice.customerId,
        amount: part.amount,
        method: part.method,
        idempotencyKey: partKey(input.idempotencyKey, n),
        changeGiven: n === 0 ? (input.changeGiven ?? 0) : 0,
      }),
    );
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
