import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The words of each catalogue record, for search by the start of any word (DESIGN §3: accent- and
 * case-insensitive): one row per word of the record's searchable texts, holding the folded text
 * from that word on ("nguyen van an", "van an", "an"), and one per tail of at least three digits of
 * its phone, code or barcode ("0912345678" → "912345678" … "678"), so that digits typed from
 * anywhere in a number are also the start of a term. Triggers keep it in step with the catalogues
 * (migration 0006); a search is one range scan of the index below, however large the shop.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    shopId: uuid('shop_id').notNull(),
    /** which catalogue the record is in (SEARCH_ENTITY in server/db/sql/search.ts) */
    entity: smallint('entity').notNull(),
    recordId: uuid('record_id').notNull(),
    term: text('term').notNull(),
    /**
     * The record's place in a list sorted by name: its Vietnamese order key, U+0001, then the name
     * (name-order.ts), compared byte-wise. A search sorted by name then counts and orders what it
     * finds from this index alone, however many records it finds.
     */
    sortKey: text('sort_key').notNull(),
  },
  (t) => [
    // the triggers replace a record's words by its id
    index('search_terms_record_id_idx').on(t.recordId),
    // byte-wise order (text_pattern_ops), so that a prefix is a range whatever the database's collation;
    // record and sort key last, so that a search reads nothing but this index
    index('search_terms_lookup_idx').on(t.shopId, t.entity, t.term.op('text_pattern_ops'), t.recordId, t.sortKey),
  ],
);

const textArray = (columns: string[]) => sql.raw(columns.length > 0 ? `array[${columns.join(', ')}]` : `'{}'::text[]`);

/** The texts of a row whose words search_terms holds (a generated column each catalogue has). */
export const searchSource = (...columns: string[]) => text('search_source').array().notNull().generatedAlwaysAs(textArray(columns));

/** The numbers of a row (phone, code, barcode) whose digit tails search_terms holds; empty for catalogues without. */
export const searchDigits = (...columns: string[]) => text('search_digits').array().notNull().generatedAlwaysAs(textArray(columns));
