import { stockCost } from '@/lib/books/stock-cost';
import type { PaymentMethod, PayerType, VoucherCategory, VoucherType } from '@/lib/enums/cash';
import { documentCode, type DocumentKind, type DocumentType } from '@/lib/enums/documents';
import { CONSUMING_REASONS, type StockReason } from '@/lib/enums/stock';
import type { MockBatch, MockBooks, MockMovement, MockVoucher } from './books-data';
import type { MockProduct } from './catalogue-data';
import type { MockShop } from './data';
import { MockApiError } from './errors';

// The mock side of the books' writers (server/modules/stock/move-stock.ts, cash-vouchers/
// record-voucher.ts and reverse-voucher.ts, db/sql/next-document-code.ts): the same rules, on the
// mock world's rows. They take the state they change, so the mock world can be built with them.

export interface LedgerState {
  books: MockBooks;
  products: Record<string, MockProduct>;
  shops: Record<string, MockShop>;
}

const nowIso = () => new Date().toISOString();

/** The next code of a kind of document of a shop: PN000001, PN000002, … */
export function nextCode(state: LedgerState, shopId: string, kind: DocumentKind): string {
  const key = `${shopId}:${kind}`;
  state.books.counters[key] = (state.books.counters[key] ?? 0) + 1;
  return documentCode(kind, state.books.counters[key]);
}

export interface MockStockLine {
  productId: string;
  delta: number;
  lot?: { batchNo: string | null; expiresOn: string | null };
  /** going out: this batch, or null for the stock kept without one */
  batchId?: string | null;
  /** the whole cost of goods coming in (or going back to their supplier) */
  cost?: number;
}

const outOfStock = (p: MockProduct, left = p.stockOnHand) => new MockApiError('Conflict', 'errors.outOfStock', [], { product: p.name, left, unit: p.unit });

/** Where goods going out come from: the batch chosen, the stock without a batch, or first-expiry-first-out. */
function partsOut(state: LedgerState, product: MockProduct, line: MockStockLine, mayGoNegative: boolean) {
  const quantity = -line.delta;
  if (line.batchId) {
    const batch = state.books.batches[line.batchId];
    if (!batch || batch.quantity < quantity) throw new MockApiError('Conflict', 'errors.batchOutOfStock', [], { product: product.name });
    return [{ batch, delta: line.delta }];
  }
  const batches = Object.values(state.books.batches)
    .filter((b) => b.productId === product.id && b.quantity > 0)
    .sort((a, b) => (a.expiresOn ?? '9999').localeCompare(b.expiresOn ?? '9999') || a.createdAt.localeCompare(b.createdAt));
  const inBatches = batches.reduce((s, b) => s + b.quantity, 0);
  if (line.batchId === null) {
    if (!mayGoNegative && product.stockOnHand - inBatches < quantity) throw outOfStock(product, Math.max(0, product.stockOnHand - inBatches));
    return [{ batch: null, delta: line.delta }];
  }
  const parts: Array<{ batch: MockBatch | null; delta: number }> = [];
  let left = quantity;
  for (const batch of batches) {
    if (left === 0) break;
    const take = Math.min(left, batch.quantity);
    parts.push({ batch, delta: -take });
    left -= take;
  }
  if (left > 0) parts.push({ batch: null, delta: -left });
  return parts;
}

function batchForLot(state: LedgerState, shopId: string, productId: string, lot: { batchNo: string | null; expiresOn: string | null }, at: string): MockBatch {
  const found = Object.values(state.books.batches).find((b) => b.productId === productId && b.batchNo === lot.batchNo && b.expiresOn === lot.expiresOn);
  if (found) return found;
  const batch: MockBatch = { id: crypto.randomUUID(), shopId, productId, batchNo: lot.batchNo, expiresOn: lot.expiresOn, quantity: 0, createdAt: at };
  state.books.batches[batch.id] = batch;
  return batch;
}

/**
 * Moves stock as the server does: a ledger row per change with the balance after it, batches by
 * lot, the moving average taking in what comes at a cost; refused (409) below zero unless the
 * reason consumes goods and the shop allows selling out of stock. Checked whole before anything is
 * written, so a refused move leaves the mock world as it was. Returns the rows of each line.
 */
export function moveStock(
  state: LedgerState,
  input: { shopId: string; userId: string; reason: StockReason; document: { type: DocumentType; id: string; code: string }; lines: MockStockLine[]; at?: string },
): MockMovement[][] {
  const at = input.at ?? nowIso();
  const mayGoNegative = CONSUMING_REASONS.includes(input.reason) && !!state.shops[input.shopId]?.allowSellingOutOfStock;
  const projected = new Map<string, number>();
  for (const line of input.lines) {
    const product = state.products[line.productId];
    if (!product || product.shopId !== input.shopId) throw new MockApiError('NotFound', 'errors.productNotFound');
    const after = (projected.get(product.id) ?? product.stockOnHand) + line.delta;
    if (after < 0 && !mayGoNegative) throw outOfStock(product, projected.get(product.id) ?? product.stockOnHand);
    projected.set(product.id, after);
  }
  return input.lines.map((line) => {
    const product = state.products[line.productId];
    const { averageCost, unitCost } = stockCost(product, line);
    const parts = line.delta > 0 ? [{ batch: line.lot ? batchForLot(state, input.shopId, product.id, line.lot, at) : null, delta: line.delta }] : partsOut(state, product, line, mayGoNegative);
    const rows = parts.map(({ batch, delta }) => {
      if (batch) batch.quantity += delta;
      product.stockOnHand += delta;
      const row: MockMovement = {
        id: crypto.randomUUID(),
        shopId: input.shopId,
        productId: product.id,
        batchId: batch?.id ?? null,
        delta,
        balanceAfter: product.stockOnHand,
        reason: input.reason,
        documentType: input.document.type,
        documentId: input.document.id,
        documentCode: input.document.code,
        unitCost,
        createdBy: input.userId,
        createdAt: at,
      };
      state.books.movements.push(row);
      return row;
    });
    product.averageCost = averageCost;
    return rows;
  });
}

export interface MockVoucherInput {
  shopId: string;
  userId: string;
  type: VoucherType;
  category: VoucherCategory;
  payer: { type: PayerType; id: string | null; name: string };
  amount: number;
  method: PaymentMethod;
  document?: { type: DocumentType; id: string; code: string } | null;
  note?: string | null;
  idempotencyKey?: string | null;
  reversesId?: string | null;
  at?: string;
}

/** Writes one voucher of the cash book with the shop's next PT or PC code. */
export function recordVoucher(state: LedgerState, input: MockVoucherInput): MockVoucher {
  const voucher: MockVoucher = {
    id: crypto.randomUUID(),
    shopId: input.shopId,
    code: nextCode(state, input.shopId, input.type === 'RECEIPT' ? 'PT' : 'PC'),
    type: input.type,
    category: input.category,
    payerType: input.payer.type,
    payerId: input.payer.id,
    payerName: input.payer.name,
    amount: input.amount,
    method: input.method,
    documentType: input.document?.type ?? null,
    documentId: input.document?.id ?? null,
    documentCode: input.document?.code ?? null,
    note: input.note ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
    reversesId: input.reversesId ?? null,
    createdBy: input.userId,
    createdAt: input.at ?? nowIso(),
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
  };
  state.books.vouchers[voucher.id] = voucher;
  return voucher;
}

/** Voids a voucher: marks it and writes its reversal (the opposite type, same amount, method and category). */
export function reverseVoucher(state: LedgerState, input: { voucher: MockVoucher; userId: string; reason: string }): MockVoucher {
  const { voucher } = input;
  if (voucher.voidedAt) throw new MockApiError('Conflict', 'errors.alreadyVoided');
  Object.assign(voucher, { voidedAt: nowIso(), voidedBy: input.userId, voidReason: input.reason });
  return recordVoucher(state, {
    shopId: voucher.shopId,
    userId: input.userId,
    type: voucher.type === 'RECEIPT' ? 'PAYMENT' : 'RECEIPT',
    category: voucher.category,
    payer: { type: voucher.payerType, id: voucher.payerId, name: voucher.payerName },
    amount: voucher.amount,
    method: voucher.method,
    document: voucher.documentType && voucher.documentId && voucher.documentCode ? { type: voucher.documentType, id: voucher.documentId, code: voucher.documentCode } : null,
    note: input.reason,
    reversesId: voucher.id,
  });
}

/** The voucher a payment with this idempotency key already recorded, if any. */
export const recordedVoucher = (state: LedgerState, shopId: string, key: string | null | undefined) =>
  key ? Object.values(state.books.vouchers).find((v) => v.shopId === shopId && v.idempotencyKey === key) : undefined;

/**
 * Takes back what a document moved (server/modules/stock/reverse-document-stock.ts): its own rows of
 * the given reasons, summed per product and batch, moved back with `reason` — goods that went out
 * come back into the batch they left (its lot), goods that came in go out again from where they
 * went. Checked whole first (409 when they are no longer there), so a refused reversal writes nothing.
 */
export function reverseDocumentStock(
  state: LedgerState,
  input: { shopId: string; userId: string; reason: StockReason; reasons: readonly StockReason[]; document: { type: DocumentType; id: string; code: string }; at?: string },
): void {
  const { batches } = state.books;
  const moved = new Map<string, { productId: string; batchId: string | null; delta: number }>();
  for (const m of state.books.movements) {
    if (m.shopId !== input.shopId || m.documentId !== input.document.id || m.documentType !== input.document.type || !input.reasons.includes(m.reason)) continue;
    const key = `${m.productId}:${m.batchId ?? ''}`;
    const sum = moved.get(key) ?? { productId: m.productId, batchId: m.batchId, delta: 0 };
    moved.set(key, { ...sum, delta: sum.delta + m.delta });
  }
  const lines: MockStockLine[] = [...moved.values()]
    .filter((m) => m.delta !== 0)
    .sort((a, b) => a.productId.localeCompare(b.productId) || (a.batchId ?? '~').localeCompare(b.batchId ?? '~'))
    .map(({ productId, batchId, delta }) => {
      const batch = batchId ? batches[batchId] : null;
      // coming back into its batch (found by its lot); going out of the one it went into
      return -delta > 0 ? { productId, delta: -delta, lot: batch ? { batchNo: batch.batchNo, expiresOn: batch.expiresOn } : undefined } : { productId, delta: -delta, batchId };
    });
  for (const line of lines.filter((l) => l.delta < 0)) {
    const product = state.products[line.productId];
    if (line.batchId) {
      if (batches[line.batchId].quantity < -line.delta) throw new MockApiError('Conflict', 'errors.batchOutOfStock', [], { product: product.name });
      continue;
    }
    const inBatches = Object.values(batches).reduce((s, b) => s + (b.productId === product.id && b.quantity > 0 ? b.quantity : 0), 0);
    if (product.stockOnHand - inBatches < -line.delta) throw outOfStock(product, Math.max(0, product.stockOnHand - inBatches));
  }
  if (lines.length) moveStock(state, { shopId: input.shopId, userId: input.userId, reason: input.reason, document: input.document, lines, at: input.at });
}
