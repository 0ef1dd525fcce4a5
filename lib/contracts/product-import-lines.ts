import { z } from 'zod';
import { parseDay } from '../format';
import { optionalDay, positiveQuantity } from './book-rules';
import { money, optionalText, requiredText } from './rules';

// The lines of a supplier import read from an Excel sheet ("Nhập từ Excel" on the import form):
// the template's columns, the contract each row must pass, and how a valid row becomes a line of
// the form. The server (server/modules/product-imports/read-import-lines.ts) and the mock API
// read a sheet with these same pieces; neither writes anything, the user saves the form.

/** The sheet's columns in template order: the key of each (and of its row errors), what it holds, its example. */
export const LINE_SHEET_COLUMNS = [
  { key: 'productCode', kind: 'text', required: true, width: 16, example: 'SP0001' },
  { key: 'quantity', kind: 'number', required: true, width: 10, example: 100 },
  { key: 'unitName', kind: 'text', required: false, width: 12, example: 'viên' },
  { key: 'unitCost', kind: 'number', required: true, width: 14, example: 1400 },
  { key: 'batchNo', kind: 'text', required: false, width: 14, example: 'LO2501' },
  // a text column: Excel keeps 31/12/2027 as typed, and a date cell still reads as its day
  { key: 'expiresOn', kind: 'text', required: false, width: 14, example: '31/12/2027' },
] as const;
export type LineSheetColumn = (typeof LINE_SHEET_COLUMNS)[number]['key'];

/** The translation key of a column's header (either language is recognised on the way back). */
export const lineSheetLabel = (key: string) => `product-imports.sheet.columns.${key}`;

/** dd/MM/yyyy as people write a day, or YYYY-MM-DD as a date cell reads; anything else is refused. */
const sheetDay = () => z.preprocess((v) => (typeof v === 'string' ? (parseDay(v) ?? v) : v), optionalDay());

export const importLineRow = z.object({
  productCode: requiredText(50),
  quantity: positiveQuantity(),
  /** empty: the product's base unit */
  unitName: optionalText(20, 'unit'),
  unitCost: money(),
  batchNo: optionalText(50),
  expiresOn: sheetDay(),
});

const unitRef = z.object({ name: z.string(), factor: z.number().int() });

/** What the form shows of a line's product and offers as its units. */
export const sheetLineProduct = z.object({
  id: z.uuid(),
  code: z.string(),
  barcode: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  units: z.array(unitRef),
  averageCost: z.number().int(),
});
export type SheetLineProduct = z.infer<typeof sheetLineProduct>;

/** A line as the import body takes it (ImportLineInput), with its product beside it. */
export const sheetImportLine = z.object({
  productId: z.uuid(),
  unitName: z.string(),
  quantity: z.number().int(),
  unitCost: z.number().int(),
  discount: z.number().int(),
  batchNo: z.string().nullable(),
  expiresOn: z.string().nullable(),
  product: sheetLineProduct,
});
export type SheetImportLine = z.infer<typeof sheetImportLine>;

/** The answer of POST /product-imports/lines: the valid rows as lines, and each bad row's column and rule. */
export const importLinesAnswer = z.object({
  lines: z.array(sheetImportLine),
  /** `row` is the row number people see in Excel; `column` a key of LINE_SHEET_COLUMNS */
  errors: z.array(z.object({ row: z.number().int().min(2), column: z.string(), message: z.string() })),
});
export type ImportLinesAnswer = z.infer<typeof importLinesAnswer>;

/** A row's problem; `message` is a translation key until the caller's language is applied. */
export interface RowIssue {
  row: number;
  column: string;
  message: string;
}

/**
 * A product's unit named `name`, case aside (the server's rule, resolve-import-lines.ts): its base
 * unit (factor 1) or one of its larger units, spelled as the product spells it; null when it has none.
 */
export function unitNamed(product: { unit: string; units: ReadonlyArray<{ name: string; factor: number }> }, name: string) {
  const same = (other: string) => other.toLocaleLowerCase('vi') === name.toLocaleLowerCase('vi');
  if (same(product.unit)) return { name: product.unit, factor: 1 };
  return product.units.find((u) => same(u.name)) ?? null;
}

/** One sheet row read as a line of the form, its product found by code in the caller's shop; or what is wrong with it. */
export function readLineRow(row: number, values: Record<string, unknown>, productByCode: (code: string) => SheetLineProduct | undefined): { line?: SheetImportLine; issues: RowIssue[] } {
  const parsed = importLineRow.safeParse(values);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      row,
      column: String(issue.path[0]),
      message: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
    }));
    return { issues };
  }
  const input = parsed.data;
  const product = productByCode(input.productCode);
  if (!product) return { issues: [{ row, column: 'productCode', message: 'product-imports.sheet.codeNotFound' }] };
  const unit = input.unitName === null ? { name: product.unit } : unitNamed(product, input.unitName);
  if (!unit) return { issues: [{ row, column: 'unitName', message: 'validation.unknownUnit' }] };
  const { quantity, unitCost, batchNo, expiresOn } = input;
  return { line: { productId: product.id, unitName: unit.name, quantity, unitCost, discount: 0, batchNo, expiresOn, product }, issues: [] };
}
