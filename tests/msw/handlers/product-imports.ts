import { http } from 'msw';
import type { ZodType } from 'zod';
import { importLineAmount, importTotals, landedCosts } from '@/lib/books/import-totals';
import { voidBody } from '@/lib/contracts/book-rules';
import { unitNamed } from '@/lib/contracts/product-import-lines';
import { completeImportBody, productImportBody, type ProductImportInput, productImportListQuery, productImportPage, productImportResponse } from '@/lib/contracts/product-imports';
import type { PaymentMethod } from '@/lib/enums/cash';
import { DocumentType } from '@/lib/enums/documents';
import { ImportStatus } from '@/lib/enums/product-imports';
import { StockReason } from '@/lib/enums/stock';
import { foldAccents } from '@/lib/text';
import type { MockImport } from '../books-data';
import { type MockShop, mockState, type MockUser } from '../data';
import { MockApiError } from '../errors';
import { moveStock, nextCode, recordVoucher } from '../mock-ledger';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { shopCall, shopDay, staffRef } from './shared';

// ---- supplier imports (/product-imports, DESIGN §6), as server/modules/product-imports: the ----
// shop admin and the accountant (INVENTORY_IMPORT). A draft is edited freely; completing it moves
// the stock and pays the supplier through the mock ledger (tests/msw/mock-ledger.ts); a completed
// one is only voided, its goods taken back out and its payments refunded. Everything is checked
// before anything is written, as the server's one transaction per request leaves nothing behind.

const books = () => mockState.books;
const debtOf = (row: MockImport) => (row.status === ImportStatus.COMPLETED ? row.total - row.paid : 0);
const notDraft = () => new MockApiError('Conflict', 'errors.importNotDraft');
const documentOf = (row: MockImport) => ({ type: DocumentType.PRODUCT_IMPORT, id: row.id, code: row.code });

function findImport(shop: MockShop, id: string): MockImport {
  const row = books().imports[id];
  if (!row || row.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.importNotFound');
  return row;
}

function findSupplier(shop: MockShop, id: string) {
  const supplier = mockState.suppliers[id];
  if (!supplier || supplier.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.supplierNotFound');
  return supplier;
}

const summaryOf = (row: MockImport) => {
  const { id, name, alias } = findSupplier(mockState.shops[row.shopId], row.supplierId);
  const { code, status, total, paid, createdAt, completedAt } = row;
  return { id: row.id, code, supplier: { id, name, alias }, status, total, paid, debt: debtOf(row), createdAt, completedAt, createdBy: staffRef(row.createdBy)! };
};

const responseOf = (row: MockImport) =>
  productImportResponse.parse({
    ...summaryOf(row),
    ...row,
    debt: debtOf(row),
    lines: row.lines.map((line) => {
      const { id, code, barcode, name, unit } = mockState.products[line.productId];
      return { ...line, product: { id, code, barcode, name, unit } };
    }),
    payments: books()
      .importPayments.filter((p) => p.importId === row.id)
      .map((p) => ({ ...p, voucher: books().vouchers[p.voucherId] }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.voucher.code.localeCompare(b.voucher.code))
      .map(({ voucher, amount, createdAt }) => ({ voucherId: voucher.id, voucherCode: voucher.code, amount, method: voucher.method, createdAt })),
    createdBy: staffRef(row.createdBy),
    completedBy: staffRef(row.completedBy),
    canceledBy: staffRef(row.canceledBy),
    voidedBy: staffRef(row.voidedBy),
  });

/** The draft's lines from the body (server: resolve-import-lines.ts): products of the shop, units of the product. */
function resolveLines(shop: MockShop, body: ProductImportInput) {
  findSupplier(shop, body.supplierId);
  const products = body.lines.map((l) => mockState.products[l.productId]);
  if (products.some((p) => !p || p.shopId !== shop.id)) throw new MockApiError('NotFound', 'errors.productNotFound');
  const units = body.lines.map((l, i) => unitNamed(products[i], l.unitName));
  const unknown = units.flatMap((u, i) => (u ? [] : [{ field: `lines.${i}.unitName`, messages: ['validation.unknownUnit'] }]));
  if (unknown.length) throw new MockApiError('ValidationException', 'errors.validation', unknown);
  return body.lines.map((l, i) => ({ ...l, id: crypto.randomUUID(), unitName: units[i]!.name, unitFactor: units[i]!.factor, amount: importLineAmount(l), batchId: null }));
}

/** What a draft holds, from the body: its supplier, sums, payment and lines, replacing any before. */
function draftOf(body: ProductImportInput, lines: MockImport['lines']) {
  const { supplierId, discount, otherCosts, payNow, payMethod, note } = body;
  return { supplierId, discount, otherCosts, payNow, payMethod, note, lines, ...importTotals(body) };
}

/** An import keeps the key it was made or completed with (server: import-by-key.ts); the mock world's rows have room for it. */
const importByKey = (shopId: string, key: string | undefined) =>
  key ? Object.values(books().imports).find((r) => r.shopId === shopId && r.idempotencyKey === key) : undefined;

/** Sent again with the key it was completed with, a completion finds the import completed (server: complete-product-import.ts). */
function alreadyCompleted(row: MockImport, key: string | undefined): boolean {
  const earlier = importByKey(row.shopId, key);
  if (earlier?.id === row.id && row.status === ImportStatus.COMPLETED) return true;
  if (earlier && earlier.id !== row.id) throw new MockApiError('Conflict', 'errors.idempotencyKeyReused');
  if (row.status !== ImportStatus.DRAFT) throw notDraft();
  return false;
}

/** Goods in at their landed cost, lots into their batches; what is paid now as a payment voucher (PC). */
function complete(row: MockImport, userId: string, idempotencyKey?: string) {
  const costs = landedCosts(row);
  const moved = moveStock(mockState, {
    shopId: row.shopId,
    userId,
    reason: StockReason.IMPORT,
    document: documentOf(row),
    lines: row.lines.map((l, i) => ({ productId: l.productId, delta: l.quantity * l.unitFactor, lot: l.batchNo !== null || l.expiresOn !== null ? { batchNo: l.batchNo, expiresOn: l.expiresOn } : undefined, cost: costs[i] })),
  });
  row.lines.forEach((l, i) => (l.batchId = moved[i][0]?.batchId ?? null));
  if (row.payNow > 0) {
    const supplier = mockState.suppliers[row.supplierId];
    const payer = { type: 'SUPPLIER' as const, id: supplier.id, name: supplier.name };
    const voucher = recordVoucher(mockState, { shopId: row.shopId, userId, type: 'PAYMENT', category: 'PURCHASE', payer, amount: row.payNow, method: row.payMethod, document: documentOf(row) });
    books().importPayments.push({ importId: row.id, voucherId: voucher.id, amount: row.payNow, createdAt: voucher.createdAt });
  }
  Object.assign(row, { status: ImportStatus.COMPLETED, paid: row.payNow, idempotencyKey: row.idempotencyKey ?? idempotencyKey ?? null, completedBy: userId, completedAt: new Date().toISOString() });
}

/** Its goods back out of the batches they went into, its payments refunded as receipt vouchers (PT), one per method. */
function voidImport(row: MockImport, userId: string, reason: string) {
  if (row.status === ImportStatus.VOIDED) throw new MockApiError('Conflict', 'errors.alreadyVoided');
  if (row.status !== ImportStatus.COMPLETED) throw new MockApiError('Conflict', 'errors.importNotCompleted');
  const costs = landedCosts(row);
  const lines = row.lines.map((l, i) => ({ productId: l.productId, delta: -l.quantity * l.unitFactor, batchId: l.batchId, cost: costs[i] }));
  moveStock(mockState, { shopId: row.shopId, userId, reason: StockReason.IMPORT_VOID, document: documentOf(row), lines });
  const paid = new Map<PaymentMethod, number>();
  for (const p of books().importPayments.filter((p) => p.importId === row.id)) {
    const method = books().vouchers[p.voucherId].method;
    paid.set(method, (paid.get(method) ?? 0) + p.amount);
  }
  const supplier = mockState.suppliers[row.supplierId];
  for (const [method, amount] of [...paid].filter(([, amount]) => amount > 0)) {
    const payer = { type: 'SUPPLIER' as const, id: supplier.id, name: supplier.name };
    const voucher = recordVoucher(mockState, { shopId: row.shopId, userId, type: 'RECEIPT', category: 'PURCHASE', payer, amount, method, document: documentOf(row), note: reason });
    books().importPayments.push({ importId: row.id, voucherId: voucher.id, amount: -amount, createdAt: voucher.createdAt });
  }
  Object.assign(row, { status: ImportStatus.VOIDED, paid: 0, voidedBy: userId, voidedAt: new Date().toISOString(), voidReason: reason });
}

/** A route of one import: the guards, the id and the body (checked before the import is looked up, as the route wrapper does), then the import as it now is. */
function onImport<B>(body: ZodType<B> | null, act: (row: MockImport, call: { shop: MockShop; user: MockUser; body: B }) => void) {
  return route(async (request, params) => {
    const { shop, user } = shopCall(request, 'INVENTORY_IMPORT');
    const id = idOf(params);
    const input = body ? parseBody(body, await readJson(request)) : (undefined as B);
    const row = findImport(shop, id);
    act(row, { shop, user, body: input });
    return responseOf(row);
  });
}

const SORTS = { createdAt: (r: MockImport) => r.createdAt, code: (r: MockImport) => r.code, status: (r: MockImport) => r.status, total: (r: MockImport) => r.total, debt: debtOf };

export const productImportHandlers = [
  // newest first; by the shop's days, supplier and status; by code or supplier name, accents aside
  http.get(
    `${API}/product-imports`,
    route((request) => {
      const { shop } = shopCall(request, 'INVENTORY_IMPORT');
      const query = parseBody(productImportListQuery, queryOf(request));
      const text = query.search;
      const found = Object.values(books().imports).filter((r) => {
        const supplier = mockState.suppliers[r.supplierId];
        const day = shopDay(r.createdAt);
        const matches = !text || r.code.toLowerCase().includes(text.toLowerCase()) || [supplier.name, supplier.alias].some((n) => foldAccents(n).includes(foldAccents(text)));
        return r.shopId === shop.id && matches && (!query.supplierId || r.supplierId === query.supplierId) && (query.status === undefined || r.status === query.status) && (!query.from || day >= query.from) && (!query.to || day <= query.to);
      });
      const { field, dir } = query.sort ?? { field: 'createdAt', dir: 'desc' };
      const sign = dir === 'desc' ? -1 : 1;
      const value = SORTS[field];
      found.sort((a, b) => sign * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) || (a.id < b.id ? -1 : 1));
      const page = found.slice((query.page - 1) * query.limit, query.page * query.limit);
      return productImportPage.parse({ items: page.map(summaryOf), total: found.length, page: query.page, limit: query.limit });
    }),
  ),

  http.post(
    `${API}/product-imports`,
    route(async (request) => {
      const { shop, user } = shopCall(request, 'INVENTORY_IMPORT');
      const body = parseBody(productImportBody, await readJson(request));
      // sent again with its key (a double click on "complete", a retry): the import the first request made
      const earlier = importByKey(shop.id, body.idempotencyKey);
      if (earlier) return responseOf(earlier);
      const lines = resolveLines(shop, body);
      const none = { completedBy: null, completedAt: null, canceledBy: null, canceledAt: null, voidedBy: null, voidedAt: null, voidReason: null };
      const made = { id: crypto.randomUUID(), shopId: shop.id, code: nextCode(mockState, shop.id, 'PN'), status: ImportStatus.DRAFT, paid: 0, createdBy: user.id, createdAt: new Date().toISOString() };
      const row: MockImport = { ...made, ...none, ...draftOf(body, lines), idempotencyKey: body.idempotencyKey ?? null };
      books().imports[row.id] = row;
      if (body.complete) complete(row, user.id);
      return responseOf(row);
    }),
  ),

  http.get(`${API}/product-imports/:id`, onImport(null, () => undefined)),

  // only a draft changes; a completed import is voided instead
  http.put(
    `${API}/product-imports/:id`,
    onImport(productImportBody, (row, { shop, user, body }) => {
      if (row.status !== ImportStatus.DRAFT) throw notDraft();
      const lines = resolveLines(shop, body);
      if (body.complete) alreadyCompleted(row, body.idempotencyKey);
      Object.assign(row, draftOf(body, lines));
      if (body.complete) complete(row, user.id, body.idempotencyKey);
    }),
  ),

  http.post(
    `${API}/product-imports/:id/complete`,
    onImport(completeImportBody, (row, { user, body }) => {
      if (!alreadyCompleted(row, body.idempotencyKey)) complete(row, user.id, body.idempotencyKey);
    }),
  ),

  // a draft dropped: nothing had moved, so nothing is reversed
  http.post(
    `${API}/product-imports/:id/cancel`,
    onImport(null, (row, { user }) => {
      if (row.status !== ImportStatus.DRAFT) throw notDraft();
      Object.assign(row, { status: ImportStatus.CANCELED, canceledBy: user.id, canceledAt: new Date().toISOString() });
    }),
  ),

  http.post(
    `${API}/product-imports/:id/void`,
    onImport(voidBody, (row, { user, body }) => voidImport(row, user.id, body.reason)),
  ),
];
