import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BARE_LETTERS, foldAccents, MARKED_LETTERS } from '@/lib/text';

// Accent-insensitive matching computed at query time, for the small lists (staff, shops); the
// catalogues search through their indexed words instead (search.ts).

/** lower(unaccented column) as SQL. */
export function foldSql(column: AnyPgColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${MARKED_LETTERS}, ${BARE_LETTERS}))`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching the text anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(foldAccents(text))}%`;
}

/** An ILIKE pattern matching the text as typed anywhere (a document code: PN0001, 0001). */
export function containsLiteral(text: string): string {
  return `%${escapeLike(text)}%`;
}
