import { sql } from 'drizzle-orm';
import { documentCode, type DocumentKind } from '@/lib/enums/documents';
import type { DbOrTx } from '../client';
import { documentCounters } from '../schema/document-counters';

/**
 * The next code of a kind of document of a shop (PN000001, PN000002, …), gap-free under
 * concurrency (DESIGN §6): the counter row stays locked until the caller's transaction ends, so a
 * second document of the same kind waits, and a transaction that fails gives its number back.
 * Call it inside the transaction that writes the document, as its last lock.
 */
export async function nextDocumentCode(db: DbOrTx, shopId: string, kind: DocumentKind): Promise<string> {
  const [row] = await db
    .insert(documentCounters)
    .values({ shopId, kind, lastNumber: 1 })
    .onConflictDoUpdate({ target: [documentCounters.shopId, documentCounters.kind], set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
    .returning({ n: documentCounters.lastNumber });
  return documentCode(kind, row.n);
}
