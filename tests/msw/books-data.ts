import type { PaymentMethod, PayerType, VoucherCategory, VoucherType } from '@/lib/enums/cash';
import type { DocumentType } from '@/lib/enums/documents';
import type { InvoiceKind, InvoiceLineKind, InvoicePaymentMethod, InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import type { StockReason } from '@/lib/enums/stock';

// The mock world's books (DESIGN §6), as the server keeps them in its tables: the stock ledger and
// its batches, the cash book, imports with their payments, stock-takes, invoices with their payments
// and the document counters.
// Only mock-ledger.ts writes the ledgers, as only server/modules/stock/move-stock.ts does.

export interface MockMovement {
  id: string;
  shopId: string;
  productId: string;
  batchId: string | null;
  delta: number;
  balanceAfter: number;
  reason: StockReason;
  documentType: DocumentType;
  documentId: string;
  documentCode: string;
  unitCost: number;
  createdBy: string;
  createdAt: string;
}

export interface MockBatch {
  id: string;
  shopId: string;
  productId: string;
  batchNo: string | null;
  expiresOn: string | null;
  quantity: number;
  createdAt: string;
}

export interface MockVoucher {
  id: string;
  shopId: string;
  code: string;
  type: VoucherType;
  category: VoucherCategory;
  payerType: PayerType;
  /** the customer, supplier or employee, for those payer types */
  payerId: string | null;
  payerName: string;
  amount: number;
  method: PaymentMethod;
  documentType: DocumentType | null;
  documentId: string | null;
  documentCode: string | null;
  note: string | null;
  idempotencyKey: string | null;
  reversesId: string | null;
  createdBy: string;
  createdAt: string;
  voidedAt: string | null;
  voidedBy: string | null;
  voidReason: string | null;
}

export interface MockImportLine {
  id: string;
  productId: string;
  unitName: string;
  unitFactor: number;
  quantity: number;
  unitCost: number;
  discount: number;
  amount: number;
  batchNo: string | null;
  expiresOn: string | null;
  batchId: string | null;
}

export interface MockImport {
  id: string;
  shopId: string;
  code: string;
  supplierId: string;
  status: number;
  subtotal: number;
  discount: number;
  otherCosts: number;
  total: number;
  paid: number;
  payNow: number;
  payMethod: PaymentMethod;
  note: string | null;
  /** the key a save-and-complete was sent with (it answers this import when sent again) */
  idempotencyKey: string | null;
  lines: MockImportLine[];
  createdBy: string;
  createdAt: string;
  completedBy: string | null;
  completedAt: string | null;
  canceledBy: string | null;
  canceledAt: string | null;
  voidedBy: string | null;
  voidedAt: string | null;
  voidReason: string | null;
}

/** What a voucher paid on an import (negative: refunded or reversed). */
export interface MockImportPayment {
  importId: string;
  voucherId: string;
  amount: number;
  createdAt: string;
}

export interface MockStockTakeLine {
  productId: string;
  systemQuantity: number;
  countedQuantity: number | null;
  difference: number | null;
  unitCost: number;
}

export interface MockStockTake {
  id: string;
  shopId: string;
  code: string;
  status: number;
  productGroup: number | null;
  note: string | null;
  differenceValue: number;
  lines: MockStockTakeLine[];
  createdBy: string;
  createdAt: string;
  completedBy: string | null;
  completedAt: string | null;
  canceledBy: string | null;
  canceledAt: string | null;
}

/** A line of an invoice as issued (server/db/schema/invoices.ts invoice_lines), in its position. */
export interface MockInvoiceLine {
  id: string;
  kind: InvoiceLineKind;
  serviceId: string | null;
  productId: string | null;
  productGroup: number | null;
  name: string;
  unitName: string;
  unitFactor: number;
  quantity: number;
  unitPrice: number;
  discount: number;
  amount: number;
  invoiceDiscount: number;
  taxableBase: number;
  /** null: not subject to VAT (KCT) */
  vatPercent: number | null;
  vat: number;
  /** what the goods cost the shop when they left, from their ledger rows */
  cost: number;
  /** the batch the goods left, when they all came from one */
  batchId: string | null;
  /** the promotion whose gift this zero-price line is */
  giftOfId: string | null;
}

/** An invoice (HD): a retail sale at the counter, or an activity's; never edited, only voided. */
export interface MockInvoice {
  id: string;
  shopId: string;
  code: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  activityId: string | null;
  /** none for a walk-in, who cannot owe */
  customerId: string | null;
  subtotal: number;
  discount: number;
  promotionDiscount: number;
  promotionId: string | null;
  discountReason: string | null;
  vat: number;
  total: number;
  paid: number;
  /** total − paid while it stands, nothing once voided (a generated column on the server) */
  debt: number;
  /** the cash handed back at the counter */
  changeGiven: number;
  note: string | null;
  /** the key a sale was sent with (it answers this invoice when sent again) */
  idempotencyKey: string | null;
  lines: MockInvoiceLine[];
  createdBy: string;
  createdAt: string;
  voidedBy: string | null;
  voidedAt: string | null;
  voidReason: string | null;
  voidRefund: 'REFUND' | 'CREDIT' | null;
}

/** Money paid on an invoice, or deposited on an activity before its invoice, each with its voucher or on the customer's credit (negative: given back). */
export interface MockInvoicePayment {
  id: string;
  shopId: string;
  invoiceId: string | null;
  activityId: string | null;
  customerId: string | null;
  amount: number;
  method: InvoicePaymentMethod;
  type: InvoicePaymentType;
  idempotencyKey: string | null;
  /** none when the money moved on the customer's credit (paid from it, or kept in it on a void) */
  voucherId: string | null;
  createdBy: string;
  createdAt: string;
}

export interface MockBooks {
  /** the last number of each kind of document, by `${shopId}:${kind}` */
  counters: Record<string, number>;
  movements: MockMovement[];
  batches: Record<string, MockBatch>;
  vouchers: Record<string, MockVoucher>;
  imports: Record<string, MockImport>;
  importPayments: MockImportPayment[];
  stockTakes: Record<string, MockStockTake>;
  invoices: Record<string, MockInvoice>;
  invoicePayments: MockInvoicePayment[];
}

export const emptyBooks = (): MockBooks => ({ counters: {}, movements: [], batches: {}, vouchers: {}, imports: {}, importPayments: [], stockTakes: {}, invoices: {}, invoicePayments: [] });
