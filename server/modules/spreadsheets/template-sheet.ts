import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { CatalogueSheet } from './sheet-definition';
import { writeSheet, xlsxResponse } from './write-sheet';

/** An empty sheet with the importable columns and one example row. */
export async function templateSheet<R, I, Q>(input: { sheet: CatalogueSheet<R, I, Q>; locale: Locale }): Promise<Response> {
  const { sheet, locale } = input;
  const columns = sheet.columns.filter((column) => !column.exportOnly);
  const data = await writeSheet({ title: translate(locale, sheet.title), columns, rows: [columns.map((column) => column.example ?? null)], locale });
  return xlsxResponse(data, `${sheet.name}-template`);
}
