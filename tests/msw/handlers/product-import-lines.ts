import { http } from 'msw';
import { importLinesAnswer, LINE_SHEET_COLUMNS, lineSheetLabel, readLineRow } from '@/lib/contracts/product-import-lines';
import { MAX_IMPORT_LINES } from '@/lib/contracts/product-imports';
import { localeFromHeader } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { mockState } from '../data';
import { badRequest } from '../errors';
import { firstWorksheet, locateColumns, numberText, plainValue, readXlsxUpload, refuseFormulas, xlsxDownload } from '../mock-workbooks';
import { API, route } from './route';
import { shopCall } from './shared';

// ---- an import's lines from an Excel sheet (/product-imports/lines-template and /lines), as ----
// server/modules/product-imports/import-lines-template.ts and read-import-lines.ts: a template in
// the caller's language, and a sheet read into lines (products by code, in this shop only) with
// each bad row named by row and column; nothing is written.

const COLUMNS = LINE_SHEET_COLUMNS.map((c) => ({ ...c, label: lineSheetLabel(c.key) }));
const localeOf = (request: Request) => localeFromHeader(request.headers.get('accept-language'));

function linesTemplate(request: Request) {
  const locale = localeOf(request);
  return xlsxDownload({
    title: translate(locale, 'product-imports.sheet.title'),
    headers: COLUMNS.map((c) => `${translate(locale, c.label)}${c.required ? ' *' : ''}`),
    rows: [COLUMNS.map((c) => c.example)],
    name: 'product-import-lines-template',
  });
}

async function readLines(request: Request, shopId: string) {
  const locale = localeOf(request);
  const worksheet = await firstWorksheet((await readXlsxUpload(request)).data);
  const located = locateColumns(worksheet, COLUMNS, locale);
  const rows: Array<{ row: number; values: Record<string, unknown> }> = [];
  worksheet.eachRow((line, row) => {
    refuseFormulas(line);
    const values = Object.fromEntries(
      located.map(({ column, n }) => {
        const v = n === undefined ? null : plainValue(line.getCell(n).value);
        return [column.key, v === null ? undefined : v instanceof Date ? v.toISOString().slice(0, 10) : column.kind === 'number' && typeof v === 'string' ? numberText(v) : column.kind === 'text' ? String(v) : v];
      }),
    );
    if (row > 1 && Object.values(values).some((v) => v !== undefined)) rows.push({ row, values });
  });
  if (rows.length === 0) throw badRequest('errors.spreadsheetEmpty');
  if (rows.length > MAX_IMPORT_LINES) throw badRequest('validation.tooManyLines');
  const inShop = Object.values(mockState.products).filter((p) => p.shopId === shopId);
  const read = rows.map(({ row, values }) => readLineRow(row, values, (code) => inShop.find((p) => p.code === code)));
  return importLinesAnswer.parse({
    lines: read.flatMap((r) => (r.line ? [r.line] : [])),
    errors: read.flatMap((r) => r.issues.map((issue) => ({ ...issue, message: translate(locale, issue.message) }))),
  });
}

export const productImportLineHandlers = [
  http.get(
    `${API}/product-imports/lines-template`,
    route((request) => {
      shopCall(request, 'INVENTORY_IMPORT');
      return linesTemplate(request);
    }),
  ),
  http.post(
    `${API}/product-imports/lines`,
    route((request) => readLines(request, shopCall(request, 'INVENTORY_IMPORT').shop.id)),
  ),
];
