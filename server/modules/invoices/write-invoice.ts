import { type InvoiceKind, type InvoiceLineKind, lineVatKey, paidStatus } from '@/lib/enums/invoices';
import type { LineTotals } from '@/lib/books/invoice-totals';
import type { DbOrTx } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema/invoices';

export type InvoiceRow = typeof invoices.$inferSelect;

/** A line as the document it comes from gives it, before the invoice's discount and VAT. */
export interface LineSnapshot {
  kind: InvoiceLineKind;
  serviceId?: string | null;
  productId?: string | null;
  productGroup?: number | null;
  name: string;
  unitName: string;
  unitFactor: number;
  quantity: number;
  unitPrice: number;
  discount: number;
  giftOfId?: string | null;
  /** what the goods cost the shop as they left (known now, or written once they have moved) */
  cost?: number;
}

export type IssuedLine = LineSnapshot & LineTotals;

export interface InvoiceToWrite {
  shopId: string;
  userId: string;
  code: string;
  kind: InvoiceKind;
  customerId: string | null;
  activityId?: string | null;
  totals: { subtotal: number; discount: number; promotionDiscount: number; vat: number; total: number };
  /** what the payments taken with it come to (only a customer on record may owe the rest) */
  paid: number;
  /** cash received beyond the total, handed back */
  changeGiven?: number;
  promotionId: string | null;
  /** the promotions that gave something (the invoice's and its gifts'), named as they are now: the invoice keeps the names */
  promotions: readonly { id: string; code: string; name: string }[];
  discountReason?: string | null;
  note?: string | null;
  idempotencyKey?: string | null;
  lines: IssuedLine[];
  at?: Date;
}

/**
 * Writes an invoice as issued (DESIGN §6): the header with its totals and what the payments taken
 * with it come to, and its lines as snapshots in their order. Stock and the payments themselves are
 * the caller's, in the same transaction.
 */
export async function writeInvoice(db: DbOrTx, input: InvoiceToWrite): Promise<{ invoice: InvoiceRow; lineIds: string[] }> {
  const { shopId, totals } = input;
  const named = new Map(input.promotions.map((p) => [p.id, p]));
  const [invoice] = await db
    .insert(invoices)
    .values({
      shopId,
      code: input.code,
      kind: input.kind,
      status: paidStatus(totals.total, input.paid),
      activityId: input.activityId ?? null,
      customerId: input.customerId,
      ...totals,
      paid: input.paid,
      changeGiven: input.changeGiven ?? 0,
      promotionId: input.promotionId,
      promotionCode: named.get(input.promotionId ?? '')?.code ?? null,
      promotionName: named.get(input.promotionId ?? '')?.name ?? null,
      discountReason: input.discountReason ?? null,
      note: input.note ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      createdBy: input.userId,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning();
  const rows = await db
    .insert(invoiceLines)
    .values(
      input.lines.map((l, position) => ({
        shopId,
        invoiceId: invoice.id,
        position,
        kind: l.kind,
        serviceId: l.serviceId ?? null,
        productId: l.productId ?? null,
        productGroup: l.productGroup ?? null,
        name: l.name,
        unitName: l.unitName,
        unitFactor: l.unitFactor,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        discount: l.discount,
        amount: l.amount,
        invoiceDiscount: l.invoiceDiscount,
        taxableBase: l.taxableBase,
        vatKey: lineVatKey(input.kind, l),
        vatPercent: l.vatPercent,
        vat: l.vat,
        giftOfId: l.giftOfId ?? null,
        giftOfCode: named.get(l.giftOfId ?? '')?.code ?? null,
        giftOfName: named.get(l.giftOfId ?? '')?.name ?? null,
        cost: l.cost ?? 0,
      })),
    )
    .returning({ id: invoiceLines.id, position: invoiceLines.position });
  return { invoice, lineIds: rows.sort((a, b) => a.position - b.position).map((r) => r.id) };
}

