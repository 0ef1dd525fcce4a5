import type { StockOverviewItem, StockOverviewQuery } from '@/lib/contracts/stock';
import { PRODUCT_GROUP_IDS } from '@/lib/enums/products';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { readSnapshot } from '../../db/sql/read-snapshot';
import type { CellValue, SheetColumn } from '../spreadsheets/sheet-definition';
import { writeSheet, xlsxResponse } from '../spreadsheets/write-sheet';
import { listStockOverview } from './list-stock-overview';
import { readEveryPage } from '../spreadsheets/read-every-page';

const label = (key: string) => `inventory.fields.${key}`;

const COLUMNS: ReadonlyArray<SheetColumn<StockOverviewItem>> = [
  { key: 'code', label: label('code'), kind: { type: 'text' }, value: (p) => p.code, width: 14 },
  { key: 'name', label: label('name'), kind: { type: 'text' }, value: (p) => p.name, width: 36 },
  {
    key: 'group',
    label: label('group'),
    kind: { type: 'enum', options: PRODUCT_GROUP_IDS.map((id) => ({ value: id, label: `common.productGroups.${id}` })) },
    value: (p) => p.group,
    width: 16,
  },
  { key: 'unit', label: label('unit'), kind: { type: 'text' }, value: (p) => p.unit, width: 10 },
  { key: 'stockOnHand', label: label('stockOnHand'), kind: { type: 'number' }, value: (p) => p.stockOnHand, width: 12 },
  { key: 'minimumStock', label: label('minimumStock'), kind: { type: 'number' }, value: (p) => p.minimumStock, width: 12 },
  { key: 'averageCost', label: label('averageCost'), kind: { type: 'number' }, value: (p) => p.averageCost, width: 14 },
  { key: 'value', label: label('value'), kind: { type: 'number' }, value: (p) => p.value, width: 16 },
];

/**
 * The stock overview as an .xlsx (GET /stock/export): every product the screen's search, group and
 * low-stock filters leave, in its sort, each with its value at average cost, and a last row with
 * the value of all of them. Headers in the caller's language.
 */
export async function exportStockOverview(db: DbOrTx, input: { shopId: string; query: StockOverviewQuery; locale: Locale }): Promise<Response> {
  const { shopId, query, locale } = input;
  const { items, first } = await readSnapshot(db, (snapshot) => readEveryPage((page) => listStockOverview(snapshot, { shopId, query: { ...query, ...page } })));
  const rows: CellValue[][] = items.map((item) => COLUMNS.map((column) => column.value(item)));
  const total: CellValue[] = COLUMNS.map((column) => (column.key === 'name' ? translate(locale, 'inventory.sheets.total') : column.key === 'value' ? first.totalValue : null));
  const data = await writeSheet({ title: translate(locale, 'inventory.sheets.overview'), columns: COLUMNS, rows: [...rows, total], locale });
  return xlsxResponse(data, 'stock');
}
