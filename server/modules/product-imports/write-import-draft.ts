import { eq, sql } from 'drizzle-orm';
import { importTotals } from '@/lib/books/import-totals';
import type { ProductImportInput } from '@/lib/contracts/product-imports';
import type { DbOrTx } from '../../db/client';
import { productImportLines, productImports } from '../../db/schema/product-imports';
import { suppliers } from '../../db/schema/suppliers';
import { findInShop } from '../../db/sql/find-in-shop';
import { resolveImportLines } from './resolve-import-lines';

/** What a draft holds, from the body: its supplier (of this shop), its sums and its lines, replacing any before. */
export async function writeImportDraft(db: DbOrTx, input: { shopId: string; importId: string; body: ProductImportInput }): Promise<void> {
  const { shopId, importId, body } = input;
  await findInShop(db, suppliers, { shopId, id: body.supplierId }, 'errors.supplierNotFound');
  const lines = await resolveImportLines(db, shopId, body.lines);
  const { subtotal, total } = importTotals(body);
  await db
    .update(productImports)
    .set({ supplierId: body.supplierId, subtotal, discount: body.discount, otherCosts: body.otherCosts, total, payNow: body.payNow, payMethod: body.payMethod, note: body.note, updatedAt: sql`now()` })
    .where(eq(productImports.id, importId));
  await db.delete(productImportLines).where(eq(productImportLines.importId, importId));
  await db.insert(productImportLines).values(lines.map((line) => ({ ...line, shopId, importId })));
}
