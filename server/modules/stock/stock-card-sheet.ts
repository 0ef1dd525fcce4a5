import type { StockCardQuery, StockMovement } from '@/lib/contracts/stock';
import { STOCK_REASONS } from '@/lib/enums/stock';
import { formatDateTime, formatDay } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { readSnapshot } from '../../db/sql/read-snapshot';
import type { CellValue, SheetColumn } from '../spreadsheets/sheet-definition';
import { writeSheet, xlsxResponse } from '../spreadsheets/write-sheet';
import { getStockCard } from './get-stock-card';
import { readEveryPage } from '../spreadsheets/read-every-page';

const label = (key: string) => `inventory.card.columns.${key}`;

function columnsFor(timeZone: string): ReadonlyArray<SheetColumn<StockMovement>> {
  return [
    // the time as the screen shows it, on the shop's clock
    { key: 'createdAt', label: label('createdAt'), kind: { type: 'text' }, value: (m) => formatDateTime(m.createdAt, timeZone), width: 18 },
    { key: 'document', label: label('document'), kind: { type: 'text' }, value: (m) => m.documentCode, width: 14 },
    { key: 'reason', label: label('reason'), kind: { type: 'enum', options: STOCK_REASONS.map((r) => ({ value: r, label: `inventory.reasons.${r}` })) }, value: (m) => m.reason, width: 18 },
    { key: 'in', label: label('in'), kind: { type: 'number' }, value: (m) => (m.delta > 0 ? m.delta : null), width: 10 },
    { key: 'out', label: label('out'), kind: { type: 'number' }, value: (m) => (m.delta < 0 ? -m.delta : null), width: 10 },
    { key: 'balance', label: label('balance'), kind: { type: 'number' }, value: (m) => m.balanceAfter, width: 10 },
    { key: 'unitCost', label: label('unitCost'), kind: { type: 'number' }, value: (m) => m.unitCost, width: 14 },
    { key: 'batchNo', label: label('batchNo'), kind: { type: 'text' }, value: (m) => m.batch?.batchNo ?? null, width: 14 },
    { key: 'expiresOn', label: label('expiresOn'), kind: { type: 'text' }, value: (m) => (m.batch?.expiresOn ? formatDay(m.batch.expiresOn) : null), width: 12 },
    { key: 'staff', label: label('staff'), kind: { type: 'text' }, value: (m) => m.createdBy.name, width: 22 },
  ];
}

// Excel refuses these in a worksheet's name, and more than 31 characters
const SHEET_NAME_FORBIDDEN = /[*?:\\/[\]']/g;
const FILE_NAME_UNSAFE = /[^A-Za-z0-9_-]+/g;

/**
 * A product's stock card as an .xlsx (GET /products/{id}/stock-card/export): the movements of the
 * period and reason the screen shows, oldest first as a paper thẻ kho reads, between a row with the
 * opening balance and one with the closing balance and what came in and went out.
 */
export async function exportStockCard(db: DbOrTx, input: { shopId: string; timeZone: string; productId: string; query: StockCardQuery; locale: Locale }): Promise<Response> {
  const { locale, query } = input;
  const { items, first: card } = await readSnapshot(db, (snapshot) => readEveryPage((page) => getStockCard(snapshot, { ...input, query: { ...query, ...page } })));
  const columns = columnsFor(input.timeZone);
  const summary = (labelKey: string, values: Partial<Record<string, CellValue>>) =>
    columns.map((column) => (column.key === 'document' ? translate(locale, labelKey) : (values[column.key] ?? null)));
  const rows = [
    summary('inventory.card.opening', { balance: card.opening }),
    ...items.reverse().map((movement) => columns.map((column) => column.value(movement))),
    summary('inventory.card.closing', { in: card.totalIn, out: card.totalOut, balance: card.closing }),
  ];
  const { product } = card;
  const title = `${product.code} ${product.name}`.replace(SHEET_NAME_FORBIDDEN, ' ').trim();
  const data = await writeSheet({ title, columns, rows, locale });
  return xlsxResponse(data, `stock-card-${product.code.replace(FILE_NAME_UNSAFE, '-')}`);
}
