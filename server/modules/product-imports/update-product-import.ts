import type { ProductImport, ProductImportInput } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { DbOrTx } from '../../db/client';
import { completeProductImport, lockForCompletion } from './complete-product-import';
import { getProductImport } from './get-product-import';
import { writeImportDraft } from './write-import-draft';

/**
 * Edits a draft (only a draft: a completed import is voided, never edited), and completes it when
 * asked; sent again with the key it was completed with, it answers the completed import.
 */
export async function updateProductImport(db: DbOrTx, input: { shopId: string; userId: string; importId: string; body: ProductImportInput }): Promise<ProductImport> {
  const { shopId, importId, body } = input;
  const key = body.complete ? body.idempotencyKey : undefined;
  const current = await lockForCompletion(db, { shopId, importId, idempotencyKey: key });
  // a retried save-and-complete whose first answer was lost: the import it completed, unchanged
  if (current.status !== ImportStatus.DRAFT) return getProductImport(db, { shopId, importId });
  await writeImportDraft(db, { shopId, importId, body });
  if (body.complete) await completeProductImport(db, { shopId, userId: input.userId, importId, idempotencyKey: key });
  return getProductImport(db, { shopId, importId });
}
