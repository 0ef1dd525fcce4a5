import { http } from 'msw';
import { voidBody } from '@/lib/contracts/book-rules';
import {
  MAX_STOCK_TAKE_LINES,
  stockTakeCreateBody,
  stockTakeListQuery,
  type StockTakeListQuery,
  stockTakePage,
  stockTakeResponse,
  stockTakeUpdateBody,
} from '@/lib/contracts/stock-takes';
import { DocumentType } from '@/lib/enums/documents';
import { StockReason } from '@/lib/enums/stock';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import type { MockStockTake } from '../books-data';
import { type MockShop, mockState } from '../data';
import { MockApiError } from '../errors';
import { moveStock, nextCode, reverseDocumentStock } from '../mock-ledger';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { byId, byVietnameseName, pageOf, shopCall, staffRef, withinShopDays } from './shared';

// ---- stock-takes (/stock-takes, DESIGN §6), as server/modules/stock-takes ----
// A sheet lists every active product of the shop, or of one group, uncounted; its counts are saved
// while it is a draft; completing it compares each counted line with the stock of that moment and
// writes the differences through the mock ledger (reason stock_take). Completed and canceled sheets
// are read-only (409); a completed one is voided with a reason, its adjustments reversed through the
// mock ledger (reason stock_take_void).

const PERMISSION = 'INVENTORY_WAREHOUSE';
const nowIso = () => new Date().toISOString();

/** A sheet with who voided it, when and why (none until it is voided). */
type Sheet = MockStockTake & { voidedBy?: string | null; voidedAt?: string | null; voidReason?: string | null };
const voidOf = (sheet: Sheet) => ({ voidedAt: sheet.voidedAt ?? null, voidedBy: staffRef(sheet.voidedBy ?? null), voidReason: sheet.voidReason ?? null });

function sheetOf(shop: MockShop, id: string): Sheet {
  const sheet = mockState.books.stockTakes[id];
  if (!sheet || sheet.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.stockTakeNotFound');
  return sheet;
}

function assertDraft(sheet: MockStockTake) {
  if (sheet.status !== StockTakeStatus.DRAFT) throw new MockApiError('Conflict', 'errors.stockTakeNotDraft');
}

/** getStockTake: a draft shows the stock and cost now (what its counts will meet), a completed sheet those it was completed against. */
function detail(sheet: Sheet) {
  const isDraft = sheet.status === StockTakeStatus.DRAFT;
  const lines = sheet.lines.map((line) => {
    const product = mockState.products[line.productId];
    const systemQuantity = isDraft ? product.stockOnHand : line.systemQuantity;
    const unitCost = isDraft ? product.averageCost : line.unitCost;
    const difference = line.countedQuantity === null ? null : isDraft ? line.countedQuantity - systemQuantity : line.difference;
    return { ...product, productId: product.id, systemQuantity, countedQuantity: line.countedQuantity, difference, unitCost, differenceValue: difference === null ? null : difference * unitCost };
  });
  return stockTakeResponse.parse({
    ...sheet,
    lineCount: lines.length,
    countedCount: lines.filter((l) => l.countedQuantity !== null).length,
    differenceValue: isDraft ? lines.reduce((s, l) => s + (l.differenceValue ?? 0), 0) : sheet.differenceValue,
    createdBy: staffRef(sheet.createdBy),
    completedBy: staffRef(sheet.completedBy),
    canceledBy: staffRef(sheet.canceledBy),
    ...voidOf(sheet),
    lines,
  });
}

/** listStockTakes: newest first unless sorted, by status and the shop's days, found by code or note. */
function list(shop: MockShop, query: StockTakeListQuery) {
  const text = query.search.toLowerCase();
  const rows = Object.values(mockState.books.stockTakes)
    .filter((s) => s.shopId === shop.id && (query.status === undefined || s.status === query.status) && withinShopDays(s.createdAt, query))
    .filter((s) => !text || s.code.toLowerCase().includes(text) || !!s.note?.toLowerCase().includes(text));
  const field = query.sort?.field ?? 'createdAt';
  const sign = (query.sort?.dir ?? 'desc') === 'desc' ? -1 : 1;
  const compare = (a: MockStockTake, b: MockStockTake) => (field === 'status' ? a.status - b.status : a[field].localeCompare(b[field]));
  rows.sort((a, b) => sign * compare(a, b) || byId(a, b));
  const items = rows.map((s) => ({
    ...s,
    lineCount: s.lines.length,
    countedCount: s.lines.filter((l) => l.countedQuantity !== null).length,
    createdBy: staffRef(s.createdBy),
    ...voidOf(s),
  }));
  return stockTakePage.parse(pageOf(items, query));
}

/**
 * completeStockTake: every counted line (with the counts of this request) against the stock of this
 * moment; the differences go to the ledger first, so a refused move leaves the sheet as it was.
 */
function complete(shop: MockShop, sheet: MockStockTake, counts: Map<string, number | null>, userId: string) {
  const counted = sheet.lines
    .filter((l) => counts.get(l.productId) !== null)
    .map((line) => {
      const product = mockState.products[line.productId];
      const countedQuantity = counts.get(line.productId)!;
      return { line, systemQuantity: product.stockOnHand, unitCost: product.averageCost, difference: countedQuantity - product.stockOnHand };
    });
  moveStock(mockState, {
    shopId: shop.id,
    userId,
    reason: StockReason.STOCK_TAKE,
    document: { type: DocumentType.STOCK_TAKE, id: sheet.id, code: sheet.code },
    lines: counted.filter((c) => c.difference !== 0).map((c) => ({ productId: c.line.productId, delta: c.difference })),
  });
  for (const { line, systemQuantity, unitCost, difference } of counted) Object.assign(line, { systemQuantity, unitCost, difference });
  Object.assign(sheet, {
    status: StockTakeStatus.COMPLETED,
    differenceValue: counted.reduce((s, c) => s + c.difference * c.unitCost, 0),
    completedBy: userId,
    completedAt: nowIso(),
  });
}

/**
 * voidStockTake: the sheet's own ledger rows, per product and batch, moved back — what it found
 * missing comes back into the batch it left (its lot), what it found goes out again from the stock
 * without a batch — checked whole first, so a refused void leaves the mock world as it was.
 */
function voidSheet(shop: MockShop, sheet: Sheet, userId: string, reason: string) {
  if (sheet.status === StockTakeStatus.VOIDED) throw new MockApiError('Conflict', 'errors.alreadyVoided');
  if (sheet.status !== StockTakeStatus.COMPLETED) throw new MockApiError('Conflict', 'errors.stockTakeNotCompleted');
  const document = { type: DocumentType.STOCK_TAKE, id: sheet.id, code: sheet.code };
  reverseDocumentStock(mockState, { shopId: shop.id, userId, reason: StockReason.STOCK_TAKE_VOID, reasons: [StockReason.STOCK_TAKE], document });
  Object.assign(sheet, { status: StockTakeStatus.VOIDED, voidedBy: userId, voidedAt: nowIso(), voidReason: reason });
}

export const stockTakeHandlers = [
  http.get(
    `${API}/stock-takes`,
    route((request) => list(shopCall(request, PERMISSION).shop, parseBody(stockTakeListQuery, queryOf(request)))),
  ),

  // a line per active product of the shop (or of the group), in name order, uncounted
  http.post(
    `${API}/stock-takes`,
    route(async (request) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const body = parseBody(stockTakeCreateBody, await readJson(request));
      const goods = Object.values(mockState.products)
        .filter((p) => p.shopId === shop.id && p.isActive && (body.productGroup === null || p.group === body.productGroup))
        .sort(byVietnameseName);
      if (goods.length > MAX_STOCK_TAKE_LINES) throw new MockApiError('BadRequest', 'errors.stockTakeTooLarge', [], { max: MAX_STOCK_TAKE_LINES });
      if (goods.length === 0) throw new MockApiError('BadRequest', 'errors.stockTakeEmpty');
      const sheet: Sheet = {
        id: crypto.randomUUID(),
        shopId: shop.id,
        code: nextCode(mockState, shop.id, 'KK'),
        status: StockTakeStatus.DRAFT,
        productGroup: body.productGroup,
        note: body.note,
        differenceValue: 0,
        lines: goods.map((p) => ({ productId: p.id, systemQuantity: p.stockOnHand, countedQuantity: null, difference: null, unitCost: p.averageCost })),
        createdBy: user.id,
        createdAt: nowIso(),
        completedBy: null,
        completedAt: null,
        canceledBy: null,
        canceledAt: null,
        voidedBy: null,
        voidedAt: null,
        voidReason: null,
      };
      mockState.books.stockTakes[sheet.id] = sheet;
      return detail(sheet);
    }),
  ),

  http.get(
    `${API}/stock-takes/:id`,
    route((request, params) => detail(sheetOf(shopCall(request, PERMISSION).shop, idOf(params)))),
  ),

  // the counts that changed (every product on the sheet, or nothing is saved), and `complete`
  http.put(
    `${API}/stock-takes/:id`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const id = idOf(params);
      const body = parseBody(stockTakeUpdateBody, await readJson(request));
      const sheet = sheetOf(shop, id);
      assertDraft(sheet);
      const counts = new Map(sheet.lines.map((l) => [l.productId, l.countedQuantity]));
      for (const c of body.counts) {
        if (!counts.has(c.productId)) throw new MockApiError('NotFound', 'errors.notOnStockTake');
        counts.set(c.productId, c.countedQuantity);
      }
      if (body.complete) complete(shop, sheet, counts, user.id);
      for (const line of sheet.lines) line.countedQuantity = counts.get(line.productId)!;
      if (body.note !== undefined) sheet.note = body.note;
      return detail(sheet);
    }),
  ),

  // nothing was adjusted while it was a draft, so nothing is reversed
  http.post(
    `${API}/stock-takes/:id/cancel`,
    route((request, params) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const sheet = sheetOf(shop, idOf(params));
      assertDraft(sheet);
      Object.assign(sheet, { status: StockTakeStatus.CANCELED, canceledBy: user.id, canceledAt: nowIso() });
      return detail(sheet);
    }),
  ),

  // a completed sheet voided with a reason: its adjustments reversed
  http.post(
    `${API}/stock-takes/:id/void`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const id = idOf(params);
      const body = parseBody(voidBody, await readJson(request));
      const sheet = sheetOf(shop, id);
      voidSheet(shop, sheet, user.id, body.reason);
      return detail(sheet);
    }),
  ),
];
