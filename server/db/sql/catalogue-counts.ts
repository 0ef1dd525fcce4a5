import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { catalogueCounts } from '../schema/catalogue-counts';
import type { SearchEntity } from '../schema/searchable';

/** How many records of a counted catalogue (schema/searchable.ts) the shop holds, read from catalogue_counts. */
export async function shopTotal(db: DbOrTx, shopId: string, entity: SearchEntity): Promise<number> {
  const [row] = await db
    .select({ total: catalogueCounts.total })
    .from(catalogueCounts)
    .where(and(eq(catalogueCounts.shopId, shopId), eq(catalogueCounts.entity, entity)));
  return row?.total ?? 0;
}
