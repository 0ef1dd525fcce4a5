import { and, eq, inArray } from 'drizzle-orm';
import { type ImportLinesAnswer, readLineRow, type SheetImportLine, type SheetLineProduct } from '@/lib/contracts/product-import-lines';
import { MAX_IMPORT_LINES } from '@/lib/contracts/product-imports';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { AppError } from '../../core/app-error';
import { unitsOf } from '../products/product-units';
import { readSheet } from '../spreadsheets/read-sheet';
import { IMPORT_LINE_COLUMNS } from './import-line-columns';

/** The products of the shop with these codes, with their larger units: another shop's codes find nothing. */
async function productsByCode(db: DbOrTx, shopId: string, codes: string[]): Promise<Map<string, SheetLineProduct>> {
  if (codes.length === 0) return new Map();
  const found = await db
    .select({ id: products.id, code: products.code, barcode: products.barcode, name: products.name, unit: products.unit, averageCost: products.averageCost })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.code, codes)));
  const units = await unitsOf(db, found.map((p) => p.id));
  return new Map(found.map((p) => [p.code, { ...p, units: units.get(p.id) ?? [] }]));
}

/**
 * Reads an import's lines from an Excel sheet for the form (writes nothing: the user saves the
 * form). A file that is not a readable sheet, lacks a required column or holds more lines than an
 * import takes is refused whole (400); otherwise every valid row comes back as a line and every
 * bad row as its row number, column and rule, in the caller's language.
 */
export async function readImportLines(db: DbOrTx, input: { shopId: string; data: Uint8Array; locale: Locale }): Promise<ImportLinesAnswer> {
  const rows = await readSheet(input.data, IMPORT_LINE_COLUMNS, input.locale);
  if (rows.length > MAX_IMPORT_LINES) throw new AppError('BadRequest', 'validation.tooManyLines');
  const codes = rows.map(({ values }) => values.productCode).filter((code): code is string => typeof code === 'string');
  const byCode = await productsByCode(db, input.shopId, [...new Set(codes.map((code) => code.normalize('NFC').trim()))]);
  const lines: SheetImportLine[] = [];
  const errors: ImportLinesAnswer['errors'] = [];
  for (const { row, values } of rows) {
    const read = readLineRow(row, values, (code) => byCode.get(code));
    if (read.line) lines.push(read.line);
    errors.push(...read.issues.map((issue) => ({ ...issue, message: translate(input.locale, issue.message) })));
  }
  return { lines, errors };
}
