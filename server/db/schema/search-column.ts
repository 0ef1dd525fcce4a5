import { type SQL, sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';
import { BARE_LETTERS, MARKED_LETTERS } from '../sql/fold';

/**
 * A stored generated column holding lower-case, unaccented text for accent-insensitive search
 * (translate() and lower() are immutable, unlike unaccent()); indexed with pg_trgm.
 */
export const foldedSearch = (name: string, source: SQL) =>
  text(name)
    .notNull()
    .generatedAlwaysAs(sql`lower(translate(${source}, '${sql.raw(MARKED_LETTERS)}', '${sql.raw(BARE_LETTERS)}'))`);
