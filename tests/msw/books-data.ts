import type { PaymentMethod, PayerType, VoucherCategory, VoucherType } from '@/lib/enums/cash';
import type { DocumentType } from '@/lib/enums/documents';
import type { StockReason } from '@/lib/enums/stock';

// The mock world's books (DESIGN §6), as the server keeps them in its tables: the stock ledger and
// its batches, the cash book, imports with their payments, stock-takes and the document counters.
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

export interface MockBooks {
  /** the last number of each kind of document, by `${shopId}:${kind}` */
  counters: Record<string, number>;
  movements: MockMovement[];
  batches: Record<string, MockBatch>;
  vouchers: Record<string, MockVoucher>;
  imports: Record<string, MockImport>;
  importPayments: MockImportPayment[];
  stockTakes: Record<string, MockStockTake>;
}

export const emptyBooks = (): MockBooks => ({ counters: {}, movements: [], batches: {}, vouchers: {}, imports: {}, importPayments: [], stockTakes: {} });
