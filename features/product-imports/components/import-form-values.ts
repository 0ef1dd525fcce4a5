import type { z } from 'zod';
import { importTotals } from '@/lib/books/import-totals';
import { unitNamed } from '@/lib/contracts/product-import-lines';
import type { ProductImport, productImportBody } from '@/lib/contracts/product-imports';
import { PaymentMethod } from '@/lib/enums/cash';

// The import form's values and the arithmetic the form shows as the user types (DESIGN §6): what
// it holds is the request body; each line's product is kept beside it, by id, for its name and units.

export type ImportFormValues = z.input<typeof productImportBody>;
export type ImportLineValues = ImportFormValues['lines'][number];

/** A line's product as the form shows it and offers its units. */
export interface LineProduct {
  id: string;
  code: string;
  name: string;
  /** the base unit, which the stock is counted in */
  unit: string;
  units: ReadonlyArray<{ name: string; factor: number }>;
  /** per base unit: what a new line's unit cost starts from */
  averageCost: number;
}

export const emptyImport = (): ImportFormValues => ({ supplierId: '', lines: [], discount: 0, otherCosts: 0, payNow: 0, payMethod: PaymentMethod.CASH, note: '' });

/** A draft as the form edits it. */
export const formOfDraft = (draft: ProductImport): ImportFormValues => ({
  supplierId: draft.supplier.id,
  lines: draft.lines.map((l) => ({ productId: l.product.id, unitName: l.unitName, quantity: l.quantity, unitCost: l.unitCost, discount: l.discount, batchNo: l.batchNo ?? '', expiresOn: l.expiresOn ?? '' })),
  discount: draft.discount,
  otherCosts: draft.otherCosts,
  payNow: draft.payNow,
  payMethod: draft.payMethod as PaymentMethod,
  note: draft.note ?? '',
});

/**
 * A draft's products as far as the draft tells: its lines name the product and their own unit,
 * not every larger unit (the form asks for the product's record to offer those) nor the cost.
 */
export function productsOfDraft(draft: ProductImport): Map<string, LineProduct> {
  const products = new Map<string, LineProduct>();
  for (const { product, unitName, unitFactor } of draft.lines) {
    const known = products.get(product.id) ?? { ...product, units: [], averageCost: 0 };
    const units = unitFactor > 1 && !known.units.some((u) => u.name === unitName) ? [...known.units, { name: unitName, factor: unitFactor }] : known.units;
    products.set(product.id, { ...known, units });
  }
  return products;
}

/** A new line of a product: one base unit at its average cost. */
export const newLine = (product: LineProduct): ImportLineValues => ({
  productId: product.id,
  unitName: product.unit,
  quantity: 1,
  unitCost: product.averageCost,
  discount: 0,
  batchNo: '',
  expiresOn: '',
});

/** How many base units one `unitName` of the product holds (1 when unknown). */
export const factorOf = (product: LineProduct | undefined, unitName: unknown) => (product && typeof unitName === 'string' ? (unitNamed(product, unitName)?.factor ?? 1) : 1);

/** A typed amount as a number for the live sums: what is not a number yet counts as 0. */
export const amountOf = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || 0);
  return Number.isFinite(n) ? n : 0;
};

const figuresOf = (line: Partial<ImportLineValues>) => ({ quantity: amountOf(line.quantity), unitCost: amountOf(line.unitCost), discount: amountOf(line.discount) });

/** Subtotal, total and what stays owed, from the values as typed (lib/books/import-totals.ts, as the server sums them). */
export function liveTotals(values: { lines?: Array<Partial<ImportLineValues>>; discount?: unknown; otherCosts?: unknown; payNow?: unknown }) {
  const { subtotal, total } = importTotals({ lines: (values.lines ?? []).map(figuresOf), discount: amountOf(values.discount), otherCosts: amountOf(values.otherCosts) });
  return { subtotal, total, debt: Math.max(0, total - amountOf(values.payNow)) };
}

/** The index of the line a second scan of the product adds to: its last line; -1 when it has none. */
export const scannedLineIndex = (lines: ReadonlyArray<Partial<ImportLineValues>>, productId: string) => lines.findLastIndex((l) => l.productId === productId);

/** Is this YYYY-MM-DD day before `today`? (an expiry already past: allowed, but worth a warning) */
export const isPastDay = (day: unknown, today: string) => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && day < today;
