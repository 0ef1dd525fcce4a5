import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { typedDigits } from '@/lib/text';
import { searchTerms } from '../schema/search-terms';

/** The catalogues whose records have terms in search_terms (the triggers of migration 0006 use these numbers). */
export const SEARCH_ENTITY = { customer: 1, pet: 2, service: 3, product: 4, supplier: 5 } as const;
export type SearchEntity = (typeof SEARCH_ENTITY)[keyof typeof SEARCH_ENTITY];

const startsWith = (key: SQL) => sql`${searchTerms.term} ~>=~ ${key} and ${searchTerms.term} ~<~ (${key} || chr(1114111))`;

/**
 * Ids of the shop's records of `entity` with a term starting with the search, accents and case
 * aside: "van an" finds "Nguyễn Văn An", "SP00" a product code, "345678" the phone 0912345678.
 * One or two ranges of one index.
 */
export function recordsMatching(shopId: string, entity: SearchEntity, search: string): SQL {
  const digits = typedDigits(search);
  const ranges = [startsWith(sql`search_key(${search})`), ...(digits ? [startsWith(sql`${digits}`)] : [])];
  const scope = and(eq(searchTerms.shopId, shopId), eq(searchTerms.entity, entity));
  return sql.join(
    ranges.map((range) => sql`select ${searchTerms.recordId} from ${searchTerms} where ${scope} and ${range}`),
    sql` union all `,
  );
}

/** `id in (…)` over the given id queries. */
export function idIn(id: AnyPgColumn, ...sources: SQL[]): SQL {
  return sql`${id} in (${sql.join(sources, sql` union all `)})`;
}
