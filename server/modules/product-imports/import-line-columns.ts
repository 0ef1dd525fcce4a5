import { LINE_SHEET_COLUMNS, lineSheetLabel } from '@/lib/contracts/product-import-lines';
import type { SheetColumn } from '../spreadsheets/sheet-definition';

/** The import-lines sheet's columns as the spreadsheet machinery reads and writes them (the template has no records). */
export const IMPORT_LINE_COLUMNS: ReadonlyArray<SheetColumn<never>> = LINE_SHEET_COLUMNS.map((column) => ({
  key: column.key,
  label: lineSheetLabel(column.key),
  kind: { type: column.kind },
  value: () => null,
  required: column.required,
  width: column.width,
  example: column.example,
}));
