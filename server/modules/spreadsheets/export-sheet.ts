import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { readEveryPage } from './read-every-page';
import type { CatalogueSheet, CellValue } from './sheet-definition';
import { writeSheet, xlsxResponse } from './write-sheet';

/** The list as filtered on screen (search, filters, sort), every page of it, as an .xlsx download. */
export async function exportSheet<R, I, Q>(db: DbOrTx, input: { sheet: CatalogueSheet<R, I, Q>; shopId: string; query: Q; locale: Locale }): Promise<Response> {
  const { sheet, shopId, locale } = input;
  const { items } = await readEveryPage((page) => sheet.list(db, { shopId, query: { ...input.query, ...page } }));
  const rows: CellValue[][] = items.map((record) => sheet.columns.map((column) => column.value(record)));
  const data = await writeSheet({ title: translate(locale, sheet.title), columns: sheet.columns, rows, locale });
  return xlsxResponse(data, sheet.name);
}
