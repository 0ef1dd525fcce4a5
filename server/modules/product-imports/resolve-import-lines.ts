import { and, eq, inArray } from 'drizzle-orm';
import { importLineAmount } from '@/lib/books/import-totals';
import type { ImportLineInput } from '@/lib/contracts/product-imports';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import type { productImportLines } from '../../db/schema/product-imports';
import { notFound, validationError } from '../../core/app-error';
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
  const baseUnit = new Map(found.map((p) => [p.id, p.unit]));
  const units = await unitsOf(db, ids);
  const unknown: number[] = [];
  const values = lines.map((line, i): LineValues => {
    const sameName = (name: string) => name.toLocaleLowerCase('vi') === line.unitName.toLocaleLowerCase('vi');
    const larger = units.get(line.productId)?.find((u) => sameName(u.name));
    const isBase = sameName(baseUnit.get(line.productId)!);
    if (!larger && !isBase) unknown.push(i);
    return {
      position: i + 1,
      productId: line.productId,
      unitName: isBase ? baseUnit.get(line.productId)! : (larger?.name ?? line.unitName),
      unitFactor: isBase ? 1 : (larger?.factor ?? 1),
      quantity: line.quantity,
      unitCost: line.unitCost,
      discount: line.discount,
      amount: importLineAmount(line),
      batchNo: line.batchNo,
      expiresOn: line.expiresOn,
    };
  });
  if (unknown.length) throw validationError(unknown.map((i) => ({ field: `lines.${i}.unitName`, messages: ['validation.unknownUnit'] })));
  return values;
}
