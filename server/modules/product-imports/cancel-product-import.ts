import { eq, sql } from 'drizzle-orm';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { DbOrTx } from '../../db/client';
import { productImports } from '../../db/schema/product-imports';
import { findInShop } from '../../db/sql/find-in-shop';
import { getProductImport } from './get-product-import';
import { importNotDraft } from './complete-product-import';

/** Cancels a draft: nothing moved, so nothing is reversed; it stays listed as canceled. */
export async function cancelProductImport(db: DbOrTx, input: { shopId: string; userId: string; importId: string }): Promise<ProductImport> {
  const row = await findInShop(db, productImports, { shopId: input.shopId, id: input.importId, forUpdate: true }, 'errors.importNotFound');
  if (row.status !== ImportStatus.DRAFT) throw importNotDraft();
  await db.update(productImports).set({ status: ImportStatus.CANCELED, canceledBy: input.userId, canceledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(productImports.id, row.id));
  return getProductImport(db, { shopId: input.shopId, importId: row.id });
}
