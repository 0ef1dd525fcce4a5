import { asc, eq, inArray } from 'drizzle-orm';
import type { ProductUnitInput } from '@/lib/contracts/products';
import type { DbOrTx } from '../../db/client';
import { productUnits } from '../../db/schema/product-units';

export type ProductUnit = { name: string; factor: number };

/** The larger units of each product, in their order on the form. */
export async function unitsOf(db: DbOrTx, productIds: readonly string[]): Promise<Map<string, ProductUnit[]>> {
  const byProduct = new Map<string, ProductUnit[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productUnits.productId, name: productUnits.name, factor: productUnits.factor })
    .from(productUnits)
    .where(inArray(productUnits.productId, [...productIds]))
    .orderBy(asc(productUnits.productId), asc(productUnits.position));
  for (const { productId, ...unit } of rows) byProduct.get(productId)?.push(unit);
  return byProduct;
}

/** A product's larger units become exactly `units` (documents keep their own copies). */
export async function replaceUnits(db: DbOrTx, input: { shopId: string; productId: string; units: readonly ProductUnitInput[] }): Promise<void> {
  await db.delete(productUnits).where(eq(productUnits.productId, input.productId));
  if (input.units.length === 0) return;
  await db.insert(productUnits).values(input.units.map((u, i) => ({ shopId: input.shopId, productId: input.productId, name: u.name, factor: u.factor, position: i + 1 })));
}
