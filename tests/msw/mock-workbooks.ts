import ExcelJS from 'exceljs';
import { HttpResponse } from 'msw';
import { SPREADSHEET_MAX_BYTES, XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { type Locale, LOCALES } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { foldAccents } from '@/lib/text';
import { badRequest, MockApiError } from './errors';

// Spreadsheets in the mock API, as server/modules/spreadsheets reads and writes them: the upload
// checked like the server's multipart reader, the first worksheet's columns found by their header
// (Vietnamese or English), and a workbook sent back as an .xlsx download.

export type CellValue = string | number | boolean | Date | null;

/** Text as headers and enumerations compare it: accents, case and spacing aside. */
export const labelKey = (text: string) => foldAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();
/** A header as compared: and without the template's required mark. */
const headerKey = (text: string) => labelKey(text.replace(/\*\s*$/, ''));

/** A cell's value as typed: text trimmed to nothing is empty, rich text is its text. */
export function plainValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  return null;
}

/** "1.234.000 ₫" is how people write đồng (server/modules/spreadsheets/read-cell.ts). */
export function numberText(text: string): string {
  const bare = text.replace(/[\s₫đ]/g, '');
  return /^\d{1,3}(\.\d{3})+$/.test(bare) ? bare.replace(/\./g, '') : bare.replace(',', '.');
}

/** The .xlsx of a multipart upload's `document`, refused as the server refuses it; and the form's other fields. */
export async function readXlsxUpload(request: Request): Promise<{ data: Uint8Array; form: FormData }> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw new MockApiError('UnsupportedMediaType', 'errors.multipartRequired');
  const form = await request.formData().catch(() => {
    throw badRequest('errors.malformedForm');
  });
  const file = form.get('document');
  if (!file || typeof file === 'string' || file.size === 0) throw badRequest('errors.fileRequired', 'document');
  if (file.size > SPREADSHEET_MAX_BYTES) throw new MockApiError('PayloadTooLarge', 'errors.spreadsheetTooLarge');
  const data = new Uint8Array(await file.arrayBuffer());
  // the server sniffs the content: an .xlsx is a zip archive
  if (data[0] !== 0x50 || data[1] !== 0x4b) throw badRequest('errors.spreadsheetOnly', 'document');
  return { data, form };
}

/** The first worksheet of an .xlsx. */
export async function firstWorksheet(data: Uint8Array): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer).catch(() => {
    throw badRequest('errors.spreadsheetUnreadable');
  });
  const worksheet = book.worksheets[0];
  if (!worksheet) throw badRequest('errors.spreadsheetEmpty');
  return worksheet;
}

/**
 * Where each column is in the worksheet, by its header in either language; a missing required
 * column refuses the file, naming it in the caller's language.
 */
export function locateColumns<C extends { key: string; label: string; required?: boolean }>(worksheet: ExcelJS.Worksheet, columns: readonly C[], locale: Locale) {
  const byHeader = new Map<string, number>();
  worksheet.getRow(1).eachCell((cell, n) => byHeader.set(headerKey(String(plainValue(cell.value) ?? '')), n));
  const located = columns.map((column) => ({ column, n: LOCALES.map((l) => byHeader.get(headerKey(translate(l, column.label)))).find((n) => n !== undefined) }));
  const missing = located.filter(({ column, n }) => column.required && n === undefined).map(({ column }) => translate(locale, column.label));
  if (missing.length > 0) throw new MockApiError('BadRequest', 'errors.spreadsheetColumns', [], { columns: missing.join(', ') });
  return located;
}

/** A cell holding a formula refuses the whole file (the server reads values, never formulas). */
export function refuseFormulas(line: ExcelJS.Row): void {
  line.eachCell((cell) => {
    if (cell.type === ExcelJS.ValueType.Formula) throw new MockApiError('BadRequest', 'errors.spreadsheetFormula', [], { cell: cell.address });
  });
}

/** A worksheet of a header row and rows, as an .xlsx download named `name-YYYY-MM-DD.xlsx`. */
export async function xlsxDownload(input: { title: string; headers: string[]; rows: CellValue[][]; name: string }): Promise<Response> {
  const book = new ExcelJS.Workbook();
  const worksheet = book.addWorksheet(input.title.replace(/[*?:\\/[\]']/g, ' ').trim().slice(0, 31));
  worksheet.addRow(input.headers);
  for (const row of input.rows) worksheet.addRow(row);
  const fileName = `${input.name}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  return new HttpResponse(new Uint8Array(await book.xlsx.writeBuffer()), { headers: { 'Content-Type': XLSX_MIME, 'Content-Disposition': `attachment; filename="${fileName}"` } });
}
