import { http } from 'msw';
import { voidBody } from '@/lib/contracts/book-rules';
import { type CashSummary, cashSummaryQuery, cashSummaryResponse, type CashVoucher, cashVoucherBody, type CashVoucherListQuery, cashVoucherListQuery, cashVoucherPage, cashVoucherResponse } from '@/lib/contracts/cash-vouchers';
import { MANUAL_CATEGORIES, PAYER_TYPES_WITH_RECORD, PAYMENT_METHODS, type PayerType, VoucherCategory } from '@/lib/enums/cash';
import { ImportStatus } from '@/lib/enums/product-imports';
import { formatDateTime, formatDay } from '@/lib/format';
import { localeFromHeader } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { MockVoucher } from '../books-data';
import { type MockShop, mockState } from '../data';
import { MockApiError } from '../errors';
import { recordedVoucher, recordVoucher, reverseVoucher } from '../mock-ledger';
import { type CellValue, xlsxDownload } from '../mock-workbooks';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { byId, fold, pageOf, shopCall, shopDay, staffRef, withinShopDays } from './shared';

// ---- the cash book (/cash-vouchers, DESIGN §6), as server/modules/cash-vouchers ----

const PERMISSION = 'FINANCIAL_RECEIPT_PAYMENTS';

/** Who did something, as answers show it. */

// The shop's day of an instant (the mock shops keep the default time zone): `YYYY-MM-DD`.

const vouchersOf = (shop: MockShop) => Object.values(mockState.books.vouchers).filter((v) => v.shopId === shop.id);

/** Manual vouchers and supplier debt payments may be voided here, once; never a reversal or a document's own (voucher-response.ts). */
function voidableHere(v: MockVoucher): boolean {
  if (v.voidedAt || v.reversesId || v.documentType) return false;
  return v.category === VoucherCategory.SUPPLIER_DEBT || MANUAL_CATEGORIES[v.type].includes(v.category);
}

export function toVoucher(v: MockVoucher): CashVoucher {
  const reverses = v.reversesId ? mockState.books.vouchers[v.reversesId] : undefined;
  const reversal = Object.values(mockState.books.vouchers).find((r) => r.reversesId === v.id);
  return cashVoucherResponse.parse({
    ...v,
    createdBy: staffRef(v.createdBy),
    voidedBy: v.voidedBy ? staffRef(v.voidedBy) : null,
    reverses: reverses ? { id: reverses.id, code: reverses.code } : null,
    reversedBy: reversal ? { id: reversal.id, code: reversal.code } : null,
    canVoid: voidableHere(v),
  });
}

/** The cash book of a period with the list's filters and search, in the list's order (list-cash-vouchers.ts). */
function listed(shop: MockShop, query: CashVoucherListQuery): MockVoucher[] {
  const search = query.search.toLowerCase();
  const found = (v: MockVoucher) =>
    !search || v.code.toLowerCase().includes(search) || !!v.documentCode?.toLowerCase().includes(search) || fold(v.payerName).includes(fold(search)) || fold(v.note ?? '').includes(fold(search));
  const rows = vouchersOf(shop).filter(
    (v) =>
      (!query.type || v.type === query.type) &&
      (!query.category || v.category === query.category) &&
      (!query.method || v.method === query.method) &&
      (!query.payerType || v.payerType === query.payerType) &&
      (!query.createdBy || v.createdBy === query.createdBy) &&
      withinShopDays(v.createdAt, query) &&
      found(v),
  );
  const { field, dir } = query.sort ?? { field: 'createdAt', dir: 'desc' };
  const value = (v: MockVoucher) => v[field];
  const sign = dir === 'desc' ? -1 : 1;
  return rows.sort((a, b) => sign * (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) || byId(a, b));
}

/** Opening balance, in, out and closing balance of a period per method and in all (get-cash-summary.ts). */
export function cashSummary(shop: MockShop, range: { from?: string; to?: string }): CashSummary {
  const signed = (v: MockVoucher) => (v.type === 'RECEIPT' ? v.amount : -v.amount);
  const methods = PAYMENT_METHODS.map((method) => {
    const rows = vouchersOf(shop).filter((v) => v.method === method);
    const opening = range.from ? rows.filter((v) => shopDay(v.createdAt) < range.from!).reduce((s, v) => s + signed(v), 0) : 0;
    const during = rows.filter((v) => withinShopDays(v.createdAt, range));
    const totalIn = during.filter((v) => v.type === 'RECEIPT').reduce((s, v) => s + v.amount, 0);
    const totalOut = during.filter((v) => v.type === 'PAYMENT').reduce((s, v) => s + v.amount, 0);
    return { method, opening, totalIn, totalOut, closing: opening + totalIn - totalOut };
  });
  const sum = (key: 'opening' | 'totalIn' | 'totalOut' | 'closing') => methods.reduce((s, m) => s + m[key], 0);
  return cashSummaryResponse.parse({ opening: sum('opening'), totalIn: sum('totalIn'), totalOut: sum('totalOut'), closing: sum('closing'), methods });
}

const PAYER_TABLES = { CUSTOMER: () => mockState.customers, SUPPLIER: () => mockState.suppliers, EMPLOYEE: () => mockState.users } as const;

/** A customer, supplier or employee of this shop with their name now, or a name as typed (resolve-payer.ts). */
function resolvePayer(shop: MockShop, type: PayerType, id: string | null, name: string | null) {
  if (!PAYER_TYPES_WITH_RECORD.includes(type)) return { type, id: null, name: name ?? '' };
  const row = id ? PAYER_TABLES[type as keyof typeof PAYER_TABLES]()[id] : undefined;
  if (!row || row.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.payerNotFound');
  return { type, id: row.id, name: row.name };
}

export function findVoucher(shop: MockShop, id: string): MockVoucher {
  const voucher = mockState.books.vouchers[id];
  if (!voucher || voucher.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.voucherNotFound');
  return voucher;
}

const ofDocument = (code: string) => new MockApiError('Conflict', 'errors.voucherOfDocument', [], { code });

/** Voids a voucher (void-cash-voucher.ts): its reversal, and what a supplier debt payment settled owed again. */
function voidVoucher(userId: string, voucher: MockVoucher, reason: string) {
  if (voucher.voidedAt) throw new MockApiError('Conflict', 'errors.alreadyVoided');
  if (voucher.reversesId) throw new MockApiError('Conflict', 'errors.voucherIsReversal');
  if (!voidableHere(voucher)) throw ofDocument(voucher.documentCode ?? voucher.code);
  const settled = voucher.category === VoucherCategory.SUPPLIER_DEBT ? mockState.books.importPayments.filter((p) => p.voucherId === voucher.id) : [];
  const notCompleted = settled.map((p) => mockState.books.imports[p.importId]).find((i) => i.status !== ImportStatus.COMPLETED);
  if (notCompleted) throw ofDocument(notCompleted.code);
  const reversal = reverseVoucher(mockState, { voucher, userId, reason });
  for (const part of settled) {
    mockState.books.importPayments.push({ importId: part.importId, voucherId: reversal.id, amount: -part.amount, createdAt: reversal.createdAt });
    mockState.books.imports[part.importId].paid -= part.amount;
  }
}

/**
 * The cash book as an .xlsx (server/modules/cash-vouchers/cash-book-sheet.ts): one row per voucher with
 * its money in or out, then the period's balances per method and in all.
 */
async function cashBookWorkbook(request: Request, vouchers: CashVoucher[], summary: CashSummary, range: { from?: string; to?: string }) {
  const locale = localeFromHeader(request.headers.get('accept-language'));
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, `cash-book.${key}`, values);
  const fields = ['code', 'createdAt', 'type', 'category', 'payerType', 'payer', 'method', 'document', 'note', 'staff'].map((f) => t(`fields.${f}`));
  const status = (v: CashVoucher) =>
    v.voidedAt ? t('voidedBy', { name: v.voidedBy?.name ?? '', at: formatDateTime(v.voidedAt), reason: v.voidReason ?? '' }) : v.reverses ? t('reverses', { code: v.reverses.code }) : null;
  const rows: CellValue[][] = vouchers.map((v) => {
    const labels = [translate(locale, `common.voucherTypes.${v.type}`), translate(locale, `common.voucherCategories.${v.category}`), t(`payerTypes.${v.payerType}`)];
    const money = v.type === 'RECEIPT' ? [v.amount, null] : [null, v.amount];
    return [v.code, formatDateTime(v.createdAt), ...labels, v.payerName, translate(locale, `common.paymentMethods.${v.method}`), v.documentCode, v.note, v.createdBy.name, status(v), null, ...money, null];
  });
  const balances = (b: { opening: number; totalIn: number; totalOut: number; closing: number }) => [b.opening, b.totalIn, b.totalOut, b.closing];
  const blank = Array<null>(10).fill(null);
  rows.push([], [t('sheet.summaryTitle', { from: range.from ? formatDay(range.from) : '…', to: range.to ? formatDay(range.to) : '…' })]);
  for (const m of summary.methods) rows.push([translate(locale, `common.paymentMethods.${m.method}`), ...blank, ...balances(m)]);
  rows.push([t('sheet.all'), ...blank, ...balances(summary)]);
  return xlsxDownload({ title: t('sheet.title'), headers: [...fields, ...['status', 'opening', 'in', 'out', 'closing'].map((f) => t(`sheet.${f}`))], rows, name: 'cash-book' });
}

export const cashVoucherHandlers = [
  http.get(
    `${API}/cash-vouchers`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      const query = parseBody(cashVoucherListQuery, queryOf(request));
      return cashVoucherPage.parse(pageOf(listed(shop, query).map(toVoucher), query));
    }),
  ),

  http.get(
    `${API}/cash-vouchers/summary`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      return cashSummary(shop, parseBody(cashSummaryQuery, queryOf(request)));
    }),
  ),

  // the cash book of the period and filters, every page, with the period's balances below it
  http.get(
    `${API}/cash-vouchers/export`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      const query = parseBody(cashVoucherListQuery, queryOf(request));
      return cashBookWorkbook(request, listed(shop, query).map(toVoucher), cashSummary(shop, query), query);
    }),
  ),

  http.get(
    `${API}/cash-vouchers/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      return toVoucher(findVoucher(shop, idOf(params)));
    }),
  ),

  // a voucher written by hand; sent twice with one idempotency key, written once
  http.post(
    `${API}/cash-vouchers`,
    route(async (request) => {
      const { user, shop } = shopCall(request, PERMISSION);
      const body = parseBody(cashVoucherBody, await readJson(request));
      const earlier = recordedVoucher(mockState, shop.id, body.idempotencyKey);
      if (earlier) return toVoucher(earlier);
      const payer = resolvePayer(shop, body.payerType, body.payerId, body.payerName);
      const { type, category, amount, method, note, idempotencyKey } = body;
      return toVoucher(recordVoucher(mockState, { shopId: shop.id, userId: user.id, type, category, payer, amount, method, note, idempotencyKey }));
    }),
  ),

  http.post(
    `${API}/cash-vouchers/:id/void`,
    route(async (request, params) => {
      const { user, shop } = shopCall(request, PERMISSION);
      const id = idOf(params);
      const { reason } = parseBody(voidBody, await readJson(request));
      const voucher = findVoucher(shop, id);
      voidVoucher(user.id, voucher, reason);
      return toVoucher(voucher);
    }),
  ),
];
