import { importLineAmount, landedCosts } from '@/lib/books/import-totals';
import { ImportStatus } from '@/lib/enums/product-imports';
import { StockReason } from '@/lib/enums/stock';
import type { MockImport, MockImportLine } from './books-data';
import { MOCK_CATALOGUE, on } from './catalogue-data';
import { type LedgerState, moveStock, nextCode, recordVoucher } from './mock-ledger';

// The mock world's history: each shop's goods came in by one opening import, so the stock of every
// mock product is the sum of its ledger, as on the server. Quận 1 still owes part of its import,
// and two of its lots expire soon (20 days) and later (400 days).

const DAY_MS = 86_400_000;
// a day on the shop's calendar (Asia/Ho_Chi_Minh, UTC+7), as the server counts days left
const dayFromNow = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
const PR = MOCK_CATALOGUE.products;

/** Lots of the opening import, by product. */
const LOTS: Record<string, () => { batchNo: string; expiresOn: string }> = {
  [PR.rabisin]: () => ({ batchNo: 'RB2511-07', expiresOn: dayFromNow(20) }),
  [PR.amoxicillin]: () => ({ batchNo: 'AMX2510-02', expiresOn: dayFromNow(400) }),
};

export const OPENING = {
  q1: { id: '1b00c5e0-0000-4000-8000-000000000001', supplier: MOCK_CATALOGUE.suppliers.vetPharma, by: 'a5e2f000-0000-4000-8000-000000000005', paidShare: 0.6, day: 300 },
  hanoi: { id: '1b00c5e0-0000-4000-8000-000000000024', supplier: MOCK_CATALOGUE.suppliers.hanoiHaThanh, by: 'a5e2f000-0000-4000-8000-000000000007', paidShare: 1, day: 305 },
} as const;

/** Writes each shop's opening import through the mock ledger: its stock, its lots, its payment. */
export function seedMockBooks(state: LedgerState & { suppliers: Record<string, { id: string; name: string }> }, shops: { q1: string; hanoi: string }): void {
  for (const key of ['q1', 'hanoi'] as const) {
    const shopId = shops[key];
    const { supplier, by, paidShare, day } = OPENING[key];
    const at = on(day);
    const goods = Object.values(state.products).filter((p) => p.shopId === shopId && p.stockOnHand > 0);
    const lines: MockImportLine[] = goods.map((p) => {
      const lot = LOTS[p.id]?.() ?? { batchNo: null, expiresOn: null };
      const line = { quantity: p.stockOnHand, unitCost: p.averageCost, discount: 0 };
      return { id: crypto.randomUUID(), productId: p.id, unitName: p.unit, unitFactor: 1, ...line, amount: importLineAmount(line), ...lot, batchId: null };
    });
    // the stock the catalogue shows is what this import brought in
    for (const p of goods) Object.assign(p, { stockOnHand: 0, averageCost: 0 });
    const total = lines.reduce((s, l) => s + l.amount, 0);
    const row: MockImport = {
      // a fixed id: an import's page opened by its URL finds it in every fresh mock world
      id: OPENING[key].id,
      shopId,
      code: nextCode(state, shopId, 'PN'),
      supplierId: supplier,
      status: ImportStatus.COMPLETED,
      subtotal: total,
      discount: 0,
      otherCosts: 0,
      total,
      paid: 0,
      payNow: Math.round((total * paidShare) / 1000) * 1000,
      payMethod: 'BANK_TRANSFER',
      note: 'Nhập hàng đầu kỳ',
      idempotencyKey: null,
      lines,
      createdBy: by,
      createdAt: at,
      completedBy: by,
      completedAt: at,
      canceledBy: null,
      canceledAt: null,
      voidedBy: null,
      voidedAt: null,
      voidReason: null,
    };
    state.books.imports[row.id] = row;
    const document = { type: 'product_import' as const, id: row.id, code: row.code };
    const costs = landedCosts(row);
    const moved = moveStock(state, { shopId, userId: by, reason: StockReason.IMPORT, document, at, lines: lines.map((l, i) => ({ productId: l.productId, delta: l.quantity, lot: l.batchNo ? { batchNo: l.batchNo, expiresOn: l.expiresOn } : undefined, cost: costs[i] })) });
    lines.forEach((l, i) => (l.batchId = moved[i][0].batchId));
    const voucher = recordVoucher(state, { shopId, userId: by, type: 'PAYMENT', category: 'PURCHASE', payer: { type: 'SUPPLIER', id: supplier, name: state.suppliers[supplier].name }, amount: row.payNow, method: row.payMethod, document, at });
    state.books.importPayments.push({ importId: row.id, voucherId: voucher.id, amount: row.payNow, createdAt: at });
    row.paid = row.payNow;
  }
}
