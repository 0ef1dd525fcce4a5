import { sql } from 'drizzle-orm';
import type { VoucherCategory, PaymentMethod, PayerType, VoucherType } from '@/lib/enums/cash';
import { DocumentKind, type DocumentType } from '@/lib/enums/documents';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { nextDocumentCode } from '../../db/sql/next-document-code';

export type VoucherRow = typeof cashVouchers.$inferSelect;

export interface VoucherInput {
  shopId: string;
  userId: string;
  type: VoucherType;
  category: VoucherCategory;
  /** who pays or is paid: a record of the shop for customers, suppliers and employees, with the name written */
  payer: { type: PayerType; id: string | null; name: string };
  amount: number;
  method: PaymentMethod;
  document?: { type: DocumentType; id: string; code: string } | null;
  note?: string | null;
  idempotencyKey?: string | null;
  reversesId?: string | null;
  at?: Date;
}

/**
 * Writes one voucher of the cash book (DESIGN §6) with the next PT or PC code of the shop. The one
 * writer of cash_vouchers: manual vouchers, the payments of documents and reversals all come here.
 */
export async function recordVoucher(db: DbOrTx, input: VoucherInput): Promise<VoucherRow> {
  const code = await nextDocumentCode(db, input.shopId, input.type === 'RECEIPT' ? DocumentKind.RECEIPT : DocumentKind.PAYMENT);
  const { payer } = input;
  const [row] = await db
    .insert(cashVouchers)
    .values({
      shopId: input.shopId,
      code,
      type: input.type,
      category: input.category,
      payerType: payer.type,
      customerId: payer.type === 'CUSTOMER' ? payer.id : null,
      supplierId: payer.type === 'SUPPLIER' ? payer.id : null,
      employeeId: payer.type === 'EMPLOYEE' ? payer.id : null,
      payerName: payer.name,
      amount: input.amount,
      method: input.method,
      documentType: input.document?.type ?? null,
      documentId: input.document?.id ?? null,
      documentCode: input.document?.code ?? null,
      note: input.note ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      reversesId: input.reversesId ?? null,
      createdBy: input.userId,
      // the moment of writing (after the counter's lock), so codes and times run in the same order
      createdAt: input.at ?? sql`clock_timestamp()`,
    })
    .returning();
  return row;
}
