import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { searchTerms } from '../schema/search-terms';

/** The catalogues whose records have words in search_terms (the triggers of migration 0005 use these numbers). */
export const SEARCH_ENTITY = { customer: 1, pet: 2, service: 3, product: 4, supplier: 5 } as const;
export type SearchEntity = (typeof SEARCH_ENTITY)[keyof typeof SEARCH_ENTITY];

// Digits typed with separators ("0903 123 456", "0903.123") are looked for as bare digits; three
// at least, the shortest run a trigram index can find.
const PHONE_LIKE = /^[\d\s.\-()+]+$/;
const MIN_DIGITS = 3;

/**
 * Ids of the shop's records of `entity` having a word that starts with the search, accents and
 * case aside ("van an" finds "Nguyễn Văn An", "SP00" a product code): a range of one index.
 */
export function recordsWithWord(shopId: string, entity: SearchEntity, search: string): SQL {
  const key = sql`search_key(${search})`;
  return sql`select ${searchTerms.recordId} from ${searchTerms}
    where ${and(eq(searchTerms.shopId, shopId), eq(searchTerms.entity, entity))}
      and ${searchTerms.term} ~>=~ ${key} and ${searchTerms.term} ~<~ (${key} || chr(1114111))`;
}

/**
 * Ids of the shop's rows holding the digits of the search anywhere in one of `columns` (a phone:
 * "345678" finds 0912345678; a barcode's last digits), when the search looks like digits; null
 * when it does not. The columns have trigram indexes.
 */
export function recordsWithDigits(table: PgTable & { id: AnyPgColumn; shopId: AnyPgColumn }, columns: AnyPgColumn[], shopId: string, search: string): SQL | null {
  const digits = search.replace(/\D/g, '');
  if (!PHONE_LIKE.test(search) || digits.length < MIN_DIGITS) return null;
  const pattern = `%${digits}%`;
  return sql`select ${table.id} from ${table} where ${table.shopId} = ${shopId} and (${sql.join(
    columns.map((column) => sql`${column} like ${pattern}`),
    sql` or `,
  )})`;
}

/** `id in (…)` over the union of the given id queries. */
export function idIn(id: AnyPgColumn, sources: Array<SQL | null>): SQL {
  return sql`${id} in (${sql.join(sources.filter((s): s is SQL => s !== null), sql` union `)})`;
}
