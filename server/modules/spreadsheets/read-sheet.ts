import ExcelJS from 'exceljs';
import { MAX_IMPORT_ROWS } from '@/lib/contracts/spreadsheets';
import type { Locale } from '@/lib/i18n/config';
import { LOCALES } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { AppError } from '../../core/app-error';
import { cellReader, headerKey, plainValue } from './read-cell';
import type { SheetColumn } from './sheet-definition';

export interface SheetRow {
  row: number;
  values: Record<string, unknown>;
}

const badFile = (key: string, values: Record<string, string | number> = {}) => new AppError('BadRequest', key, [], values);

async function firstWorksheet(data: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(data.buffer, data.byteOffset, data.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw badFile('errors.spreadsheetUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badFile('errors.spreadsheetEmpty');
  return sheet;
}

/** Column number of each importable column, found by its header in Vietnamese or English. */
function locateColumns<R>(header: ExcelJS.Row, columns: ReadonlyArray<SheetColumn<R>>, locale: Locale): Map<string, number> {
  const byHeader = new Map<string, number>();
  header.eachCell((cell, col) => {
    const text = plainValue(cell.value);
    if (text !== null) byHeader.set(headerKey(String(text)), col);
  });
  const located = new Map<string, number>();
  const missing: string[] = [];
  for (const column of columns) {
    if (column.exportOnly) continue;
    const col = LOCALES.map((l) => byHeader.get(headerKey(translate(l, column.label)))).find((c) => c !== undefined);
    if (col !== undefined) located.set(column.key, col);
    else if (column.required) missing.push(translate(locale, column.label));
  }
  if (missing.length > 0) throw badFile('errors.spreadsheetColumns', { columns: missing.join(', ') });
  return located;
}

/**
 * The data rows of the first worksheet as contract input, keyed by column. Refuses the whole file
 * (nothing is validated or written) when it is unreadable, lacks a required column, holds a
 * formula or has more rows than one import takes.
 */
export async function readSheet<R>(data: Uint8Array, columns: ReadonlyArray<SheetColumn<R>>, locale: Locale): Promise<SheetRow[]> {
  const sheet = await firstWorksheet(data);
  const dataRows = Math.max(0, sheet.actualRowCount - 1);
  if (dataRows > MAX_IMPORT_ROWS) throw badFile('errors.spreadsheetTooManyRows', { count: dataRows, max: MAX_IMPORT_ROWS });
  const located = locateColumns(sheet.getRow(1), columns, locale);

  const readers = columns.filter((c) => located.has(c.key)).map((c) => ({ key: c.key, col: located.get(c.key) as number, read: cellReader(c.kind) }));
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    row.eachCell((cell) => {
      if (cell.type === ExcelJS.ValueType.Formula) throw badFile('errors.spreadsheetFormula', { cell: cell.address });
    });
    const values: Record<string, unknown> = {};
    let empty = true;
    for (const { key, col, read } of readers) {
      const value = plainValue(row.getCell(col).value);
      if (value !== null) empty = false;
      // an empty cell is an absent field, so optional fields take their defaults
      values[key] = value === null ? undefined : read(value);
    }
    if (!empty) rows.push({ row: rowNumber, values });
  });
  if (rows.length === 0) throw badFile('errors.spreadsheetEmpty');
  return rows;
}
