import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hasMarks, MARKED_LOWER, MARKED_UPPER, markedKey, typedDigits } from '@/lib/text';
import type { SearchEntity } from '../schema/searchable';
import { searchTerms } from '../schema/search-terms';

const startsWith = (key: SQL) => sql`${searchTerms.term} ~>=~ ${key} and ${searchTerms.term} ~<~ (${key} || chr(1114111))`;

/**
 * Ids of the shop's records of `entity` with a term starting with the search, accents and case
 * aside: "van an" finds "Nguyễn Văn An", "SP00" a product code, "345678" the phone 0912345678.
 * One or two ranges of one index.
 */
export function recordsMatching(shopId: string, entity: SearchEntity, search: string, alsoSelect: SQL = sql``): SQL {
  const digits = typedDigits(search);
  const ranges = [startsWith(sql`search_key(${search})`), ...(digits ? [startsWith(sql`${digits}`)] : [])];
  const scope = and(eq(searchTerms.shopId, shopId), eq(searchTerms.entity, entity));
  return sql.join(
    ranges.map((range) => sql`select ${searchTerms.recordId}${alsoSelect} from ${searchTerms} where ${scope} and ${range}`),
    sql` union all `,
  );
}

/** `id in (…)` over the given id queries. */
export function idIn(id: AnyPgColumn, ...sources: SQL[]): SQL {
  return sql`${id} in (${sql.join(sources, sql` union all `)})`;
}

/**
 * For a search typed with its marks ("Ngọc Hường"), whether a name holds it with the same marks:
 * such names come first, before those that match only once the marks are dropped ("Ngọc Hương").
 * Null for a search without marks, which ranks nothing.
 */
export function exactMarksFirst(name: AnyPgColumn | SQL, search: string): SQL | null {
  if (!hasMarks(search)) return null;
  return sql`(position(${markedKey(search)} in lower(translate(${name}, ${MARKED_UPPER}, ${MARKED_LOWER}))) = 0)`;
}

/**
 * For a list that is searched and sorted by name and nothing else: the ids of one page and the
 * records found, read from the search_terms index alone (each term carries its record's
 * sort key, and the name in it), so that finding 300 "Nguyễn Văn An" costs little more than finding 3.
 */
export function namePageOfSearch(
  shopId: string,
  entity: SearchEntity,
  search: string,
  page: { descending: boolean; limit: number; offset: number },
): { ids: SQL; matches: SQL } {
  const matches = recordsMatching(shopId, entity, search, sql`, ${searchTerms.sortKey}`);
  const direction = page.descending ? sql`desc` : sql`asc`;
  // the name is the sort key's part after chr(1) (schema/search-terms.ts)
  const rank = exactMarksFirst(sql`split_part(sort_key, chr(1), 2)`, search);
  return {
    // exact marks first, then the record id last, as the lists break ties (list-order.ts)
    ids: sql`select record_id from (${matches}) as m group by record_id, sort_key
      order by ${rank ? sql`${rank}, ` : sql``}sort_key collate "C" ${direction}, record_id limit ${page.limit} offset ${page.offset}`,
    // the records found, once each (a record may have several terms in range): counted by the caller
    matches: sql`(select distinct record_id from (${matches}) as m) as found`,
  };
}
