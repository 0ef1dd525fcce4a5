import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * The records search_terms holds (search-terms.ts), declared once. Each searchable table has two
 * generated columns made from `words` (texts whose every word starts a term) and `digits` (numbers
 * whose every tail of 3+ digits starts a term), and three statement triggers that keep its terms
 * under its `entity` number; a `counted` table also has the triggers that keep its per-shop total
 * in catalogue_counts. The triggers live in migrations (0006, 0009, and the migration of each table
 * added later, written by `npm run db:search-triggers -- <name>`); tests/api/searchable.test.ts
 * checks the database against this declaration, so the numbers and columns cannot drift apart.
 */
export const SEARCHABLE = {
  customer: { entity: 1, table: 'customers', words: ['name', 'phone', 'email'], digits: ['phone'], counted: true },
  pet: { entity: 2, table: 'pets', words: ['name', 'breed', 'microchip'], digits: [], counted: false },
  service: { entity: 3, table: 'services', words: ['name'], digits: [], counted: false },
  product: { entity: 4, table: 'products', words: ['name', 'code', 'barcode'], digits: ['code', 'barcode'], counted: true },
  supplier: { entity: 5, table: 'suppliers', words: ['name', 'alias', 'phone'], digits: ['phone'], counted: false },
} as const;

export type SearchableName = keyof typeof SEARCHABLE;
export type SearchEntity = (typeof SEARCHABLE)[SearchableName]['entity'];

const textArray = (columns: readonly string[]) => sql.raw(columns.length > 0 ? `array[${columns.join(', ')}]` : `'{}'::text[]`);

/** The generated columns a searchable table's terms are made from (spread into its pgTable columns). */
export function searchColumns(name: SearchableName) {
  const { words, digits } = SEARCHABLE[name];
  return {
    searchSource: text('search_source').array().notNull().generatedAlwaysAs(textArray(words)),
    searchDigits: text('search_digits').array().notNull().generatedAlwaysAs(textArray(digits)),
  };
}
