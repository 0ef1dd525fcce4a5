import { http } from 'msw';
import {
  type ExpiringBatchesQuery,
  expiringBatchesQuery,
  expiringBatchPage,
  productLots,
  type StockCard,
  stockCardQuery,
  type StockCardQuery,
  stockCardResponse,
  stockOverviewPage,
  stockOverviewQuery,
  type StockOverviewQuery,
} from '@/lib/contracts/stock';
import { formatDateTime, formatDay } from '@/lib/format';
import { type Locale, localeFromHeader } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { foldAccents } from '@/lib/text';
import type { MockMovement } from '../books-data';
import type { MockProduct } from '../catalogue-data';
import { type MockShop, mockState } from '../data';
import { MockApiError } from '../errors';
import { type CellValue, xlsxDownload } from '../mock-workbooks';
import { API, idOf, parseBody, queryOf, route } from './route';
import { byId, matchesSearch, pageOf, shopCall, shopDay, staffRef, withinShopDays } from './shared';

// ---- the stock ledger as read (/stock, /stock/batches, /products/{id}/stock-card), as server/modules/stock ----
// Read from mockState.books (written only by mock-ledger.ts): a product's movements in the order
// they were written, its batches, and the products' stock and average cost. The exports answer
// the same rows as an .xlsx, as server/modules/stock/stock-*-sheet.ts write them.

const DAY_MS = 86_400_000;




/** A product of this shop; another shop's is reported as missing. */
function productOf(shop: MockShop, id: string): MockProduct {
  const product = mockState.products[id];
  if (!product || product.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.productNotFound');
  return product;
}

const movementOf = (m: MockMovement) => {
  const batch = m.batchId ? mockState.books.batches[m.batchId] : undefined;
  return {
    ...m,
    batch: batch ? { id: batch.id, batchNo: batch.batchNo, expiresOn: batch.expiresOn } : null,
    createdBy: staffRef(m.createdBy),
  };
};

/** getStockCard: the period's rows newest first, the balance before it and at its end, and what came in and went out. */
function stockCard(product: MockProduct, query: StockCardQuery): StockCard {
  const ledger = mockState.books.movements.filter((m) => m.shopId === product.shopId && m.productId === product.id);
  const during = ledger.filter((m) => withinShopDays(m.createdAt, query));
  const lastBalance = (rows: MockMovement[]) => rows.at(-1)?.balanceAfter ?? 0;
  const shown = during.filter((m) => !query.reason || m.reason === query.reason).reverse();
  return stockCardResponse.parse({
    product,
    opening: query.from ? lastBalance(ledger.filter((m) => shopDay(m.createdAt) < query.from!)) : 0,
    closing: query.to ? lastBalance(ledger.filter((m) => shopDay(m.createdAt) <= query.to!)) : product.stockOnHand,
    totalIn: during.reduce((s, m) => s + Math.max(0, m.delta), 0),
    totalOut: during.reduce((s, m) => s - Math.min(0, m.delta), 0),
    ...pageOf(shown.map(movementOf), query),
  });
}

type SortValue = string | number;
const compare = (x: SortValue, y: SortValue) => (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'vi'));

/** listStockOverview: the products holding stock (or all), most valuable first unless sorted otherwise, and the value of all of them. */
function stockOverview(shop: MockShop, query: StockOverviewQuery) {
  const rows = Object.values(mockState.products)
    // below its minimum includes none at all, as on the server
    .filter((p) => p.shopId === shop.id && (query.all || query.lowStock || p.stockOnHand !== 0))
    .filter((p) => (query.group === undefined || p.group === query.group) && (!query.lowStock || p.stockOnHand < p.minimumStock))
    .filter((p) => matchesSearch({ words: [p.name, p.code, p.barcode], digits: [p.barcode, p.code] }, query.search))
    .map((p) => ({ ...p, value: p.stockOnHand * p.averageCost, isLowStock: p.stockOnHand < p.minimumStock }));
  const field = query.sort?.field ?? 'value';
  // most valuable first unless a sort is asked for
  const sign = (query.sort?.dir ?? 'desc') === 'desc' ? -1 : 1;
  rows.sort((a, b) => sign * compare(a[field], b[field]) || byId(a, b));
  return stockOverviewPage.parse({ ...pageOf(rows, query), totalValue: rows.reduce((s, p) => s + p.value, 0) });
}

/** listExpiringBatches: lots still in stock expiring within the window of the shop's today (or expired), soonest first. */
function expiringBatches(shop: MockShop, query: ExpiringBatchesQuery) {
  const today = shopDay(new Date().toISOString());
  const daysLeftOf = (day: string) => Math.round((Date.parse(day) - Date.parse(today)) / DAY_MS);
  const inWindow = (daysLeft: number) => (query.within === 'expired' ? daysLeft < 0 : daysLeft >= 0 && daysLeft <= Number(query.within));
  const text = foldAccents(query.search);
  const rows = Object.values(mockState.books.batches)
    .filter((b) => b.shopId === shop.id && b.quantity > 0 && b.expiresOn !== null && inWindow(daysLeftOf(b.expiresOn)))
    .map((b) => ({ batch: b, product: mockState.products[b.productId] }))
    .filter(({ batch, product }) => !text || [product.name, product.code, batch.batchNo ?? ''].some((t) => foldAccents(t).includes(text)));
  const sign = query.sort?.dir === 'desc' ? -1 : 1;
  const key = (r: (typeof rows)[number]) => (query.sort?.field === 'name' ? r.product.name : r.batch.expiresOn!);
  rows.sort((a, b) => sign * compare(key(a), key(b)) || byId(a.batch, b.batch));
  const items = rows.map(({ batch, product }) => ({
    id: batch.id,
    product: { id: product.id, code: product.code, name: product.name, unit: product.unit },
    batchNo: batch.batchNo,
    expiresOn: batch.expiresOn!,
    quantity: batch.quantity,
    value: batch.quantity * product.averageCost,
    daysLeft: daysLeftOf(batch.expiresOn!),
  }));
  return expiringBatchPage.parse(pageOf(items, query));
}

// ---- the exports: the same rows, every page of them, as a one-sheet workbook ----

type Cell = CellValue;
const EVERY_ROW = { page: 1, limit: Number.MAX_SAFE_INTEGER };

function overviewSheet(shop: MockShop, query: StockOverviewQuery, locale: Locale) {
  const t = (key: string) => translate(locale, key);
  const { items, totalValue } = stockOverview(shop, { ...query, ...EVERY_ROW });
  const headers = ['code', 'name', 'group', 'unit', 'stockOnHand', 'minimumStock', 'averageCost', 'value'].map((k) => t(`inventory.fields.${k}`));
  const rows: Cell[][] = items.map((p) => [p.code, p.name, t(`common.productGroups.${p.group}`), p.unit, p.stockOnHand, p.minimumStock, p.averageCost, p.value]);
  return xlsxDownload({ title: t('inventory.sheets.overview'), headers, rows: [...rows, [null, t('inventory.sheets.total'), null, null, null, null, null, totalValue]], name: 'stock' });
}

function cardSheet(product: MockProduct, query: StockCardQuery, locale: Locale) {
  const t = (key: string) => translate(locale, key);
  const card = stockCard(product, { ...query, ...EVERY_ROW });
  const headers = ['createdAt', 'document', 'reason', 'in', 'out', 'balance', 'unitCost', 'batchNo', 'expiresOn', 'staff'].map((k) => t(`inventory.card.columns.${k}`));
  const rows: Cell[][] = [...card.items].reverse().map((m) => {
    const [inQty, outQty] = m.delta > 0 ? [m.delta, null] : [null, -m.delta];
    const expiry = m.batch?.expiresOn ? formatDay(m.batch.expiresOn) : null;
    return [formatDateTime(m.createdAt), m.documentCode, t(`inventory.reasons.${m.reason}`), inQty, outQty, m.balanceAfter, m.unitCost, m.batch?.batchNo ?? null, expiry, m.createdBy.name];
  });
  const summary = (label: string, inQty: Cell, outQty: Cell, balance: number): Cell[] => [null, t(label), null, inQty, outQty, balance, null, null, null, null];
  return xlsxDownload({
    title: `${product.code} ${product.name}`,
    headers,
    rows: [summary('inventory.card.opening', null, null, card.opening), ...rows, summary('inventory.card.closing', card.totalIn, card.totalOut, card.closing)],
    name: `stock-card-${product.code.replace(/[^A-Za-z0-9_-]+/g, '-')}`,
  });
}

const localeOf = (request: Request) => localeFromHeader(request.headers.get('accept-language'));

// The id and the query are checked before the product is looked up, as the server's route wrapper does.
export const stockHandlers = [
  http.get(
    `${API}/stock`,
    route((request) => stockOverview(shopCall(request, 'INVENTORY_TRACKING').shop, parseBody(stockOverviewQuery, queryOf(request)))),
  ),
  http.get(
    `${API}/stock/export`,
    route((request) => overviewSheet(shopCall(request, 'INVENTORY_TRACKING').shop, parseBody(stockOverviewQuery, queryOf(request)), localeOf(request))),
  ),
  http.get(
    `${API}/stock/batches`,
    route((request) => expiringBatches(shopCall(request, 'INVENTORY_TRACKING').shop, parseBody(expiringBatchesQuery, queryOf(request)))),
  ),
  http.get(
    `${API}/products/:id/lots`,
    route((request, params) => {
      const { shop } = shopCall(request, 'ACTIVITY_EXECUTE');
      const product = productOf(shop, idOf(params));
      // first expiry first out, the lots without a date last
      const lots = Object.values(mockState.books.batches)
        .filter((b) => b.productId === product.id && b.quantity > 0)
        .sort((a, b) => compare(a.expiresOn ?? '9999', b.expiresOn ?? '9999') || compare(a.createdAt, b.createdAt) || byId(a, b));
      return productLots.parse(lots.map(({ id, batchNo, expiresOn, quantity }) => ({ id, batchNo, expiresOn, quantity })));
    }),
  ),
  http.get(
    `${API}/products/:id/stock-card`,
    route((request, params) => {
      const { shop } = shopCall(request, 'INVENTORY_TRACKING');
      const id = idOf(params);
      const query = parseBody(stockCardQuery, queryOf(request));
      return stockCard(productOf(shop, id), query);
    }),
  ),
  http.get(
    `${API}/products/:id/stock-card/export`,
    route((request, params) => {
      const { shop } = shopCall(request, 'INVENTORY_TRACKING');
      const id = idOf(params);
      const query = parseBody(stockCardQuery, queryOf(request));
      return cardSheet(productOf(shop, id), query, localeOf(request));
    }),
  ),
];
