import ExcelJS from 'exceljs';
import { XLSX_MIME } from '@/lib/contracts/spreadsheets';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { CellValue, SheetColumn } from './sheet-definition';

/** A cell as shown: enum values as their label, booleans as Có/Không, in the caller's language. */
function shownValue<R>(column: SheetColumn<R>, value: CellValue, locale: Locale): CellValue {
  if (value === null) return null;
  if (column.kind.type === 'enum') {
    const option = column.kind.options.find((o) => o.value === value);
    return option ? translate(locale, option.label) : value;
  }
  if (column.kind.type === 'boolean') return translate(locale, value ? 'spreadsheets.yes' : 'spreadsheets.no');
  return value;
}

const TEXT_FORMAT = '@';
const MONEY_FORMAT = '#,##0';

/**
 * A one-sheet workbook: a bold, frozen header row (required columns marked *), then one row per
 * record. Text-like columns are formatted as text so Excel keeps a phone's leading zero.
 */
export async function writeSheet<R>(input: {
  title: string;
  columns: ReadonlyArray<SheetColumn<R>>;
  /** one array of values per row, in column order */
  rows: Iterable<CellValue[]>;
  locale: Locale;
}): Promise<Buffer> {
  const { columns, locale } = input;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PawDesk';
  const sheet = workbook.addWorksheet(input.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: `${translate(locale, column.label)}${column.required ? ' *' : ''}`,
    key: column.key,
    width: column.width ?? 20,
    style: { numFmt: column.kind.type === 'number' ? MONEY_FORMAT : column.kind.type === 'date' ? 'yyyy-mm-dd' : TEXT_FORMAT },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const values of input.rows) sheet.addRow(values.map((value, i) => shownValue(columns[i], value, locale)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The workbook as a download named `<name>-<yyyy-mm-dd>.xlsx`. */
export function xlsxResponse(data: Buffer, name: string): Response {
  const fileName = `${name}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': XLSX_MIME,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
