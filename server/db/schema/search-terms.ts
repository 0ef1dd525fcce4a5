import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The words of each catalogue record, for search by the start of any word (DESIGN §3: accent- and
 * case-insensitive): one row per word of the record's searchable texts, holding the folded text
 * from that word on ("nguyen van an", "van an", "an"), and one per tail of at least three digits of
 * its phone, code or barcode ("0912345678" → "912345678" … "678"), so that digits typed from
 * anywhere in a number are also the start of a term. Triggers keep it in step with the tables
 * searchable.ts declares; a search is one range scan of the index below, however large the shop.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    shopId: uuid('shop_id').notNull(),
    /** which kind of record (SEARCHABLE in searchable.ts) */
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
