import { and, eq, inArray } from 'drizzle-orm';
import { importLineAmount } from '@/lib/books/import-totals';
import { unitNamed } from '@/lib/contracts/product-import-lines';
import type { ImportLineInput } from '@/lib/contracts/product-imports';
import { MAX_QUANTITY } from '@/lib/contracts/rules';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import type { productImportLines } from '../../db/schema/product-imports';
import { type FieldIssue, notFound, validationError } from '../../core/app-error';
import { unitsOf } from '../products/product-units';

type LineValues = Omit<typeof productImportLines.$inferInsert, 'shopId' | 'importId'>;

/**
 * The lines of an import as stored: each product of this shop (another shop's is missing, 404),
 * its unit one of the product's own (the factor taken from it), its amount computed.
 */
export async function resolveImportLines(db: DbOrTx, shopId: string, lines: readonly ImportLineInput[]): Promise<LineValues[]> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  const found = await db.select({ id: products.id, unit: products.unit }).from(products).where(and(eq(products.shopId, shopId), inArray(products.id, ids)));
  if (found.length !== ids.length) throw notFound('errors.productNotFound');
  const units = await unitsOf(db, ids);
  const product = new Map(found.map((p) => [p.id, { unit: p.unit, units: units.get(p.id) ?? [] }]));
  const issues: FieldIssue[] = [];
  const values = lines.map((line, i): LineValues => {
    const chosen = unitNamed(product.get(line.productId)!, line.unitName);
    if (!chosen) issues.push({ field: `lines.${i}.unitName`, messages: ['validation.unknownUnit'] });
    // the ledger counts base units in an integer column: a box of 100,000 × 30,000 boxes is no real line
    else if (line.quantity * chosen.factor > MAX_QUANTITY) issues.push({ field: `lines.${i}.quantity`, messages: ['validation.tooLarge'] });
    return {
      position: i + 1,
      productId: line.productId,
      unitName: chosen?.name ?? line.unitName,
      unitFactor: chosen?.factor ?? 1,
      quantity: line.quantity,
      unitCost: line.unitCost,
      discount: line.discount,
      amount: importLineAmount(line),
      batchNo: line.batchNo,
      expiresOn: line.expiresOn,
    };
  });
  if (issues.length) throw validationError(issues);
  return values;
}
