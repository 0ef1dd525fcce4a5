import ExcelJS from 'exceljs';
import { XLSX_MIME } from '@/lib/contracts/spreadsheets';

type Cell = ExcelJS.CellValue;

/** An .xlsx with a header row and data rows, as a user would save it from Excel. */
export async function workbook(headers: string[], rows: Cell[][], edit?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The cells of the first worksheet, header first, as plain text (numbers as numbers). */
export async function readWorkbook(data: ArrayBuffer | Buffer): Promise<Cell[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as ArrayBuffer);
  const rows: Cell[][] = [];
  book.worksheets[0].eachRow((row) => {
    rows.push((row.values as Cell[]).slice(1).map((v) => v ?? null));
  });
  return rows;
}

/** The multipart body of an import: the file in `document`, the mode and an import id. */
export function sheetForm(data: Buffer, fields: Record<string, string> = {}, name = 'import.xlsx', type = XLSX_MIME): FormData {
  const form = new FormData();
  form.set('document', new Blob([new Uint8Array(data)], { type }), name);
  form.set('importId', fields.importId ?? crypto.randomUUID());
  for (const [key, value] of Object.entries(fields)) if (key !== 'importId') form.set(key, value);
  return form;
}

/** Downloads a file from /api/v1 (the test client parses JSON only). */
export async function download(baseUrl: string, path: string, opts: { token: string; shopId: string; lang?: string }) {
  const res = await fetch(`${baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${opts.token}`, 'shop-Id': opts.shopId, 'accept-language': opts.lang ?? 'vi' },
  });
  return { status: res.status, headers: res.headers, data: Buffer.from(await res.arrayBuffer()) };
}
