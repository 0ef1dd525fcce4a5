import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { writeSheet, xlsxResponse } from '../spreadsheets/write-sheet';
import { IMPORT_LINE_COLUMNS } from './import-line-columns';

/** The sheet an import's lines are typed into: its headers in the caller's language (required ones marked *) and one example row. */
export async function importLinesTemplate(input: { locale: Locale }): Promise<Response> {
  const data = await writeSheet({
    title: translate(input.locale, 'product-imports.sheet.title'),
    columns: IMPORT_LINE_COLUMNS,
    rows: [IMPORT_LINE_COLUMNS.map((column) => column.example ?? null)],
    locale: input.locale,
  });
  return xlsxResponse(data, 'product-import-lines-template');
}
