import { InvoiceType, INVOICE_TYPE_VAT_KEY } from './activities';
import { PaymentMethod, VoucherCategory } from './cash';
import { ProductGroup } from './products';
import type { VatKey } from './shops';

// Invoices (DESIGN §4, §6): the five activity types of SPEC §3, and a retail sale at the counter,
// a kind of its own whose every line uses the `sale` VAT key.
export const InvoiceKind = { ...InvoiceType, RETAIL: 6 } as const;
export type InvoiceKind = (typeof InvoiceKind)[keyof typeof InvoiceKind];
export const INVOICE_KIND_IDS = Object.values(InvoiceKind);

/** Issued and owing all of it, part of it, nothing; or voided (never edited, DESIGN §6). */
export const InvoiceStatus = { ISSUED: 1, PARTLY_PAID: 2, PAID: 3, VOIDED: 4 } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const INVOICE_STATUS_IDS = Object.values(InvoiceStatus);

/** What a payment is (SPEC §3 payment types, and the plain payment at checkout): each writes its receipt voucher. */
export const InvoicePaymentType = { CHECKOUT: 0, PRE_PAY: 1, DEBT_REPAY: 2 } as const;
export type InvoicePaymentType = (typeof InvoicePaymentType)[keyof typeof InvoicePaymentType];

/** The cash book's category of each type of payment: what its receipt (and the refund of it) is. */
export const PAYMENT_TYPE_CATEGORY: Record<InvoicePaymentType, VoucherCategory> = {
  [InvoicePaymentType.CHECKOUT]: VoucherCategory.SALES,
  [InvoicePaymentType.PRE_PAY]: VoucherCategory.DEPOSIT,
  [InvoicePaymentType.DEBT_REPAY]: VoucherCategory.DEBT_COLLECTION,
};

export type InvoiceLineKind = 'service' | 'product';

/**
 * The VAT key of a line (DESIGN §6): a retail sale's lines and sale goods use `sale`; services and
 * the medicine or supplies used in care use the key of the invoice's type.
 */
export function lineVatKey(kind: InvoiceKind, line: { kind: InvoiceLineKind; productGroup?: number | null }): VatKey {
  if (kind === InvoiceKind.RETAIL) return 'sale';
  if (line.kind === 'product' && line.productGroup === ProductGroup.SALE_GOODS) return 'sale';
  return INVOICE_TYPE_VAT_KEY[kind];
}

/** An issued invoice's status by what has been paid of it: all, part of it, nothing (an invoice of 0 ₫ is paid). */
export const paidStatus = (total: number, paid: number): InvoiceStatus =>
  paid >= total ? InvoiceStatus.PAID : paid > 0 ? InvoiceStatus.PARTLY_PAID : InvoiceStatus.ISSUED;

/**
 * How an invoice is paid: the cash book's methods, and the customer's credit — money the shop already
 * holds for them (a voided invoice's payments kept rather than given back), spent without a voucher.
 */
export const InvoicePaymentMethod = { ...PaymentMethod, CREDIT: 'CREDIT' } as const;
export type InvoicePaymentMethod = (typeof InvoicePaymentMethod)[keyof typeof InvoicePaymentMethod];
export const INVOICE_PAYMENT_METHODS = Object.values(InvoicePaymentMethod);

/** Why a customer's credit moved: a voided invoice's payments kept, or credit spent on a payment. */
export const CreditReason = { VOID: 'void', PAYMENT: 'payment' } as const;
export type CreditReason = (typeof CreditReason)[keyof typeof CreditReason];
export const CREDIT_REASONS = Object.values(CreditReason);
