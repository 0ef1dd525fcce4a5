import { MAX_IMPORT_ROWS } from '@/lib/contracts/spreadsheets';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../core/app-error';
import type { CatalogueSheet, CellValue } from './sheet-definition';
import { writeSheet, xlsxResponse } from './write-sheet';

// An export is meant to come back as an import, so it stops where an import would.
export const MAX_EXPORT_ROWS = MAX_IMPORT_ROWS;
const PAGE = 1000;

/** The list as filtered on screen (search, filters, sort), every page of it, as an .xlsx download. */
export async function exportSheet<R, I, Q>(db: DbOrTx, input: { sheet: CatalogueSheet<R, I, Q>; shopId: string; query: Q; locale: Locale }): Promise<Response> {
  const { sheet, shopId, locale } = input;
  const rows: CellValue[][] = [];
  for (let page = 1; ; page++) {
    const result = await sheet.list(db, { shopId, query: { ...input.query, page, limit: PAGE } });
    if (result.total > MAX_EXPORT_ROWS) throw new AppError('BadRequest', 'errors.exportTooLarge', [], { count: result.total, max: MAX_EXPORT_ROWS });
    rows.push(...result.items.map((record) => sheet.columns.map((column) => column.value(record))));
    if (result.items.length < PAGE || rows.length >= result.total) break;
  }
  const data = await writeSheet({ title: translate(locale, sheet.title), columns: sheet.columns, rows, locale });
  return xlsxResponse(data, sheet.name);
}
