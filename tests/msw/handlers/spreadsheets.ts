import { getResponse, http, type HttpHandler } from 'msw';
import type { SheetCatalogue } from '@/lib/api/spreadsheets';
import { MAX_PAGE_SIZE } from '@/lib/contracts/pagination';
import { importForm, importResult, MAX_IMPORT_ROWS } from '@/lib/contracts/spreadsheets';
import { type Locale, LOCALES, localeFromHeader } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { mockState } from '../data';
import { badRequest, type FieldIssue, MockApiError, validationError } from '../errors';
import { type CellValue, firstWorksheet, labelKey, locateColumns, numberText, plainValue, readXlsxUpload, refuseFormulas, xlsxDownload } from '../mock-workbooks';
import { type Column, type Kind, SHEETS } from './catalogue-sheets';
import { API, parseBody, route } from './route';
import { shopCall } from './shared';

// ---- the spreadsheet routes of every catalogue (/x/export, /x/import-template, /x/import), as ----
// server/http/sheet-routes.ts wires them to server/modules/spreadsheets: the export is the list as
// filtered on screen, every page of it (read through the catalogue's own list handler); an import
// reads the first worksheet by its headers (Vietnamese or English), checks every row with the
// create contract, and writes nothing when a row fails unless only the valid rows are asked for.
// The server also reports progress as EXCEL_UPLOAD socket events; the mock has no socket.

// A sheet of bad data would otherwise answer with megabytes of errors (server/modules/spreadsheets/import-sheet.ts).
const MAX_REPORTED_ERRORS = 1000;

// ---- cells, as server/modules/spreadsheets/read-cell.ts reads and write-sheet.ts writes them ----

const TRUE_WORDS = new Set(['true', 'yes', 'co', '1', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'khong', '0']);

function readCell(kind: Kind, value: CellValue): unknown {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof kind !== 'string') {
    const option = kind.find((o) => [String(o.value), ...LOCALES.map((l) => translate(l, o.label))].some((text) => labelKey(text) === labelKey(String(value))));
    return option?.value ?? value;
  }
  if (kind === 'phone' && typeof value === 'number') return /^[1-9]\d{8,9}$/.test(String(value)) ? `0${value}` : String(value);
  if (kind === 'number' && typeof value === 'string') return numberText(value);
  if (kind === 'boolean' && typeof value !== 'boolean') {
    const word = labelKey(String(value));
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : value;
  }
  return kind === 'text' || kind === 'phone' ? String(value) : value;
}

function shownValue(kind: Kind, value: unknown, locale: Locale): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof kind !== 'string') return translate(locale, kind.find((o) => o.value === value)?.label ?? String(value));
  if (kind === 'boolean') return translate(locale, value ? 'spreadsheets.yes' : 'spreadsheets.no');
  return value as CellValue;
}

function writeSheet(catalogue: SheetCatalogue, columns: Column[], items: Array<Record<string, unknown>>, locale: Locale, name: string) {
  return xlsxDownload({
    title: translate(locale, `spreadsheets.sheetTitles.${catalogue}`),
    headers: columns.map((c) => `${translate(locale, c.label)}${c.required ? ' *' : ''}`),
    rows: items.map((item) => columns.map((c) => shownValue(c.kind ?? 'text', c.value ? c.value(item) : item[c.key], locale))),
    name,
  });
}

// ---- the three routes ----

/** Every page of the catalogue's list for this request's query, through the list handler (CATALOGUE_EXPORT). */
async function exportSheet(request: Request, catalogue: SheetCatalogue) {
  shopCall(request, 'CATALOGUE_EXPORT');
  const items: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page++) {
    const url = new URL(request.url.replace(/\/export(\?|$)/, '$1'));
    url.searchParams.set('page', String(page));
    url.searchParams.set('limit', String(MAX_PAGE_SIZE));
    const listed = await getResponse(SHEETS[catalogue].list, new Request(url, { headers: request.headers }));
    if (!listed) throw new Error(`no list handler for ${url.pathname}`);
    // a refused list (no permission, a bad filter) is the export's answer too
    if (!listed.ok) return listed;
    const result = (await listed.json()) as { items: Array<Record<string, unknown>>; total: number };
    items.push(...result.items);
    if (items.length >= result.total) break;
  }
  return writeSheet(catalogue, SHEETS[catalogue].columns, items, localeFromHeader(request.headers.get('accept-language')), catalogue);
}

/** The multipart body of an import: the fields by importForm, and one .xlsx in `document`. */
async function readUpload(request: Request) {
  const { data, form } = await readXlsxUpload(request);
  return { ...parseBody(importForm, { mode: form.get('mode') ?? undefined, importId: form.get('importId') ?? undefined }), data };
}

/** The data rows of the first worksheet, keyed by column, refusing the whole file as the server does. */
async function readRows(data: Uint8Array, columns: Column[], locale: Locale) {
  const worksheet = await firstWorksheet(data);
  if (worksheet.actualRowCount - 1 > MAX_IMPORT_ROWS) throw new MockApiError('BadRequest', 'errors.spreadsheetTooManyRows', [], { count: worksheet.actualRowCount - 1, max: MAX_IMPORT_ROWS });
  const located = locateColumns(worksheet, columns.filter((c) => !c.exportOnly), locale);
  const rows: Array<{ row: number; values: Record<string, unknown> }> = [];
  worksheet.eachRow((line, row) => {
    if (row === 1) return;
    refuseFormulas(line);
    const values: Record<string, unknown> = {};
    for (const { column, n } of located) {
      const value = n === undefined ? null : plainValue(line.getCell(n).value);
      // an empty cell is an absent field, so optional fields take their defaults
      values[column.key] = value === null ? undefined : readCell(column.kind ?? 'text', value);
    }
    if (Object.values(values).some((v) => v !== undefined)) rows.push({ row, values });
  });
  if (rows.length === 0) throw badRequest('errors.spreadsheetEmpty');
  return rows;
}

/** Checks every row, then writes all of them, none (mode `all` with a bad row) or the valid ones. */
async function importSheet(request: Request, catalogue: SheetCatalogue) {
  const definition = SHEETS[catalogue];
  const { shop } = shopCall(request, definition.create);
  const locale = localeFromHeader(request.headers.get('accept-language'));
  const { mode, data } = await readUpload(request);
  const rows = await readRows(data, definition.columns, locale);

  const issues: FieldIssue[] = [];
  const parsed: Array<{ row: number; input: never }> = [];
  for (const { row, values } of rows) {
    const unresolved = definition.resolve?.(shop, values);
    if (unresolved) issues.push({ field: `rows.${row}.ownerPhone`, messages: [unresolved] });
    const result = definition.body.safeParse(values);
    if (result.success) parsed.push({ row, input: result.data });
    else issues.push(...validationError(result.error).fields.map((f) => ({ ...f, field: `rows.${row}.${f.field}` })));
  }
  // a unique value repeated in the sheet, or already the shop's
  const existing = Object.values(mockState[definition.table]).filter((r) => r.shopId === shop.id) as unknown as Array<Record<string, unknown>>;
  for (const { key, taken } of definition.unique ?? []) {
    const seen = new Set<unknown>();
    for (const { row, input } of parsed) {
      const value = (input as Record<string, unknown>)[key];
      if (typeof value !== 'string' || value === '') continue;
      if (seen.has(value)) issues.push({ field: `rows.${row}.${key}`, messages: ['validation.duplicateInSheet'] });
      else if (existing.some((r) => r[key] === value)) issues.push({ field: `rows.${row}.${key}`, messages: [taken] });
      seen.add(value);
    }
  }

  const rowOf = (issue: FieldIssue) => Number(issue.field.split('.')[1]);
  const failed = new Set(issues.map(rowOf));
  const reported = issues.sort((a, b) => rowOf(a) - rowOf(b)).slice(0, MAX_REPORTED_ERRORS);
  if (failed.size > 0 && mode === 'all') throw new MockApiError('BadRequest', 'errors.importRejected', reported, { count: failed.size });
  const valid = parsed.filter(({ row }) => !failed.has(row));
  for (const { input } of valid) definition.insert(shop, input);
  return importResult.parse({ imported: valid.length, rejected: failed.size, errors: reported.map((f) => ({ field: f.field, messages: f.messages.map((m) => translate(locale, m)) })) });
}

export const spreadsheetHandlers: HttpHandler[] = (Object.keys(SHEETS) as SheetCatalogue[]).flatMap((catalogue) => [
  http.get(
    `${API}/${catalogue}/export`,
    route((request) => exportSheet(request, catalogue)),
  ),
  http.get(
    `${API}/${catalogue}/import-template`,
    route((request) => {
      shopCall(request, SHEETS[catalogue].create);
      const columns = SHEETS[catalogue].columns.filter((c) => !c.exportOnly);
      return writeSheet(catalogue, columns, [], localeFromHeader(request.headers.get('accept-language')), `${catalogue}-template`);
    }),
  ),
  http.post(
    `${API}/${catalogue}/import`,
    route((request) => importSheet(request, catalogue)),
  ),
]);
