import type { ProductImport, ProductImportInput } from '@/lib/contracts/product-imports';
import { DocumentKind } from '@/lib/enums/documents';
import type { DbOrTx } from '../../db/client';
import { productImports } from '../../db/schema/product-imports';
import { suppliers } from '../../db/schema/suppliers';
import { findInShop } from '../../db/sql/find-in-shop';
import { nextDocumentCode } from '../../db/sql/next-document-code';
import { lockProducts } from '../stock/move-stock';
import { completeProductImport } from './complete-product-import';
import { getProductImport } from './get-product-import';
import { importByKey } from './import-by-key';
import { writeImportDraft } from './write-import-draft';

/**
 * A new import (PN000001…): a draft, or completed at once when the body says so. Sent again with
 * the same idempotency key (a double click on "complete", a retry), it answers the import the first
 * request made instead of making another.
 */
export async function createProductImport(db: DbOrTx, input: { shopId: string; userId: string; body: ProductImportInput; at?: Date }): Promise<ProductImport> {
  const { shopId, body } = input;
  const earlier = await importByKey(db, { shopId, idempotencyKey: body.idempotencyKey });
  if (earlier) return getProductImport(db, { shopId, importId: earlier.id });
  // a missing supplier is refused before a code is taken
  await findInShop(db, suppliers, { shopId, id: body.supplierId }, 'errors.supplierNotFound');
  // completing moves the goods: lock them before the code, as every writer of stock takes its locks
  // (products first, counters last), so no other import waits for this one's code behind them
  if (body.complete) await lockProducts(db, shopId, body.lines.map((l) => l.productId));
  const code = await nextDocumentCode(db, shopId, DocumentKind.PRODUCT_IMPORT);
  const [row] = await db
    .insert(productImports)
    .values({ shopId, code, supplierId: body.supplierId, idempotencyKey: body.idempotencyKey ?? null, createdBy: input.userId, ...(input.at ? { createdAt: input.at, updatedAt: input.at } : {}) })
    .returning({ id: productImports.id });
  await writeImportDraft(db, { shopId, importId: row.id, body });
  if (body.complete) await completeProductImport(db, { shopId, userId: input.userId, importId: row.id, at: input.at });
  return getProductImport(db, { shopId, importId: row.id });
}
