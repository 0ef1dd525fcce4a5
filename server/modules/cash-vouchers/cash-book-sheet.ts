import type { CashSummary, CashVoucher, CashVoucherListQuery } from '@/lib/contracts/cash-vouchers';
import { PAYER_TYPES, PAYMENT_METHODS, VOUCHER_CATEGORIES, VOUCHER_TYPES } from '@/lib/enums/cash';
import { formatDateTime, formatDay } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { readAll, readSnapshot } from '../../db/sql/read-snapshot';
import { readEveryPage } from '../spreadsheets/read-every-page';
import type { CellValue, SheetColumn } from '../spreadsheets/sheet-definition';
import { writeSheet, xlsxResponse } from '../spreadsheets/write-sheet';
import { getCashSummary } from './get-cash-summary';
import { listCashVouchers } from './list-cash-vouchers';

/** An enumeration's labels, by their translation keys (`common.paymentMethods`, `cash-book.payerTypes`…). */
const enumOf = (keys: string, values: readonly string[]) => ({ type: 'enum' as const, options: values.map((value) => ({ value, label: `${keys}.${value}` })) });
const text = { type: 'text' as const };
const money = { type: 'number' as const };

/**
 * The cash book's columns, as the screen shows a voucher: its money in the Thu or Chi column of a
 * paper sổ quỹ; the opening and closing balances are filled on the summary rows only.
 */
function columnsFor(locale: Locale, timeZone: string): ReadonlyArray<SheetColumn<CashVoucher>> {
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, `cash-book.${key}`, values);
  const status = (v: CashVoucher) =>
    v.voidedAt ? t('voidedBy', { name: v.voidedBy?.name ?? '', at: formatDateTime(v.voidedAt, timeZone), reason: v.voidReason ?? '' }) : v.reverses ? t('reverses', { code: v.reverses.code }) : null;
  const field = (key: string) => `cash-book.fields.${key}`;
  const sheet = (key: string) => `cash-book.sheet.${key}`;
  return [
    { key: 'code', label: field('code'), kind: text, value: (v) => v.code, width: 14 },
    { key: 'createdAt', label: field('createdAt'), kind: text, value: (v) => formatDateTime(v.createdAt, timeZone), width: 18 },
    { key: 'type', label: field('type'), kind: enumOf('common.voucherTypes', VOUCHER_TYPES), value: (v) => v.type, width: 12 },
    { key: 'category', label: field('category'), kind: enumOf('common.voucherCategories', VOUCHER_CATEGORIES), value: (v) => v.category, width: 22 },
    { key: 'payerType', label: field('payerType'), kind: enumOf('cash-book.payerTypes', PAYER_TYPES), value: (v) => v.payerType, width: 16 },
    { key: 'payer', label: field('payer'), kind: text, value: (v) => v.payerName, width: 28 },
    { key: 'method', label: field('method'), kind: enumOf('common.paymentMethods', PAYMENT_METHODS), value: (v) => v.method, width: 14 },
    { key: 'document', label: field('document'), kind: text, value: (v) => v.documentCode, width: 14 },
    { key: 'note', label: field('note'), kind: text, value: (v) => v.note, width: 30 },
    { key: 'staff', label: field('staff'), kind: text, value: (v) => v.createdBy.name, width: 22 },
    { key: 'status', label: sheet('status'), kind: text, value: status, width: 30 },
    { key: 'opening', label: sheet('opening'), kind: money, value: () => null, width: 16 },
    { key: 'in', label: sheet('in'), kind: money, value: (v) => (v.type === 'RECEIPT' ? v.amount : null), width: 16 },
    { key: 'out', label: sheet('out'), kind: money, value: (v) => (v.type === 'PAYMENT' ? v.amount : null), width: 16 },
    { key: 'closing', label: sheet('closing'), kind: money, value: () => null, width: 16 },
  ];
}

/**
 * The cash book as an .xlsx (GET /cash-vouchers/export): the vouchers of the period and filters on
 * screen, in its order, then the period's balances — cash drawer, transfers, cards, and in all —
 * whatever the filters, as the summary above the screen's table shows them.
 */
export async function exportCashBook(db: DbOrTx, input: { shopId: string; timeZone: string; query: CashVoucherListQuery; locale: Locale }): Promise<Response> {
  const { locale, query } = input;
  // the vouchers and their sums from one snapshot: the pages neither skip nor repeat, the totals match
  const [{ items: vouchers }, summary] = await readSnapshot(db, (snapshot) =>
    readAll(snapshot, [() => readEveryPage((page) => listCashVouchers(snapshot, { ...input, query: { ...query, ...page } })), () => getCashSummary(snapshot, { ...input, query: { from: query.from, to: query.to } })]),
  );
  const columns = columnsFor(locale, input.timeZone);
  const row = (values: Partial<Record<string, CellValue>>) => columns.map((column) => values[column.key] ?? null);
  const balances = (label: string, b: Pick<CashSummary, 'opening' | 'totalIn' | 'totalOut' | 'closing'>) =>
    row({ code: label, opening: b.opening, in: b.totalIn, out: b.totalOut, closing: b.closing });
  const period = { from: query.from ? formatDay(query.from) : '…', to: query.to ? formatDay(query.to) : '…' };
  const rows = [
    ...vouchers.map((voucher) => columns.map((column) => column.value(voucher))),
    row({}),
    row({ code: translate(locale, 'cash-book.sheet.summaryTitle', period) }),
    ...summary.methods.map((m) => balances(translate(locale, `common.paymentMethods.${m.method}`), m)),
    balances(translate(locale, 'cash-book.sheet.all'), summary),
  ];
  const data = await writeSheet({ title: translate(locale, 'cash-book.sheet.title'), columns, rows, locale });
  return xlsxResponse(data, 'cash-book');
}
