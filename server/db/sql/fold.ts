import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldAccents } from '@/lib/text';

// Vietnamese letters with marks and their bare forms, for accent-insensitive search without an
// extension (the same on PGlite and PostgreSQL; translate() and lower() are immutable).
export const MARKED_LETTERS = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ';
export const BARE_LETTERS = 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD';

/** lower(unaccented column) as SQL. */
export function foldSql(column: AnyPgColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${MARKED_LETTERS}, ${BARE_LETTERS}))`;
}


/** A LIKE pattern matching the text anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${foldAccents(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Digits typed with separators ("0903 123 456", "0903.123") also match the bare digits phones are stored with.
const PHONE_LIKE = /^[\d\s.\-()+]+$/;

/**
 * `column like '%folded text%'` against a folded `search_text` column (search-column.ts), so the
 * trigram index answers it: accent- and case-insensitive. Digits with separators match as typed
 * (a code such as 2024-01) or without the separators (a phone).
 */
export function matchesSearch(column: AnyPgColumn, search: string): SQL {
  const asTyped = sql`${column} like ${containsPattern(search)}`;
  const digits = search.replace(/\D/g, '');
  if (!PHONE_LIKE.test(search) || digits === '' || digits === search) return asTyped;
  return sql`(${asTyped} or ${column} like ${containsPattern(digits)})`;
}
