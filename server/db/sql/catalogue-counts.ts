import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { catalogueCounts } from '../schema/catalogue-counts';
import { SEARCH_ENTITY, type SearchEntity } from './search';

// The catalogues whose per-shop totals catalogue_counts keeps (the triggers of migration 0009).
const COUNTED: ReadonlySet<SearchEntity> = new Set([SEARCH_ENTITY.customer, SEARCH_ENTITY.product]);

/** Does catalogue_counts keep this catalogue's totals? */
export const isCounted = (entity: SearchEntity) => COUNTED.has(entity);

/** How many records of `entity` the shop holds, read from catalogue_counts. */
export async function shopTotal(db: DbOrTx, shopId: string, entity: SearchEntity): Promise<number> {
  const [row] = await db
    .select({ total: catalogueCounts.total })
    .from(catalogueCounts)
    .where(and(eq(catalogueCounts.shopId, shopId), eq(catalogueCounts.entity, entity)));
  return row?.total ?? 0;
}
