import type { ProductImport, ProductImportInput } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { DbOrTx } from '../../db/client';
import { productImports } from '../../db/schema/product-imports';
import { findInShop } from '../../db/sql/find-in-shop';
import { completeProductImport, importNotDraft } from './complete-product-import';
import { getProductImport } from './get-product-import';
import { writeImportDraft } from './write-import-draft';

/** Edits a draft (only a draft: a completed import is voided, never edited), and completes it when asked. */
export async function updateProductImport(db: DbOrTx, input: { shopId: string; userId: string; importId: string; body: ProductImportInput }): Promise<ProductImport> {
  const { shopId, importId, body } = input;
  const current = await findInShop(db, productImports, { shopId, id: importId, forUpdate: true }, 'errors.importNotFound');
  if (current.status !== ImportStatus.DRAFT) throw importNotDraft();
  await writeImportDraft(db, { shopId, importId, body });
  if (body.complete) await completeProductImport(db, { shopId, userId: input.userId, importId, idempotencyKey: body.idempotencyKey });
  return getProductImport(db, { shopId, importId });
}
