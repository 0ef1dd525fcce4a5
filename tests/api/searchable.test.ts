import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCHABLE, type SearchableName } from '@/server/db/schema/searchable';
import { searchTriggerStatements } from '@/server/db/sql/search-triggers';
import { serveForFile } from '../support/api-suite';
import { rowsOf } from '../support/fixtures';

// The searchable records are declared once (server/db/schema/searchable.ts); the migrations that
// made their triggers and generated columns must say the same, entity number by entity number.

const server = serveForFile();

const normalise = (definition: string) => definition.replace(/\bpublic\./g, '').replace(/\s+/g, ' ').trim();
const NAMES = Object.keys(SEARCHABLE) as SearchableName[];

describe('the searchable records', () => {
  it('have the triggers their declaration makes, and no other table has any', async () => {
    const triggers = await rowsOf<{ def: string }>(server.db, sql`
      select pg_get_triggerdef(t.oid) as def
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname in ('search_terms_insert', 'search_terms_update', 'search_terms_delete',
        'catalogue_counts_insert', 'catalogue_counts_delete', 'catalogue_counts_truncate')`);
    const expected = NAMES.flatMap(searchTriggerStatements).map(normalise).sort();
    expect(triggers.map((t) => normalise(t.def)).sort()).toEqual(expected);
  });

  it('have the generated columns their terms are made from', async () => {
    const columns = await rowsOf<{ table: string; column: string; expr: string }>(server.db, sql`
      select c.relname as table, a.attname as column, pg_get_expr(d.adbin, d.adrelid) as expr
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attname in ('search_source', 'search_digits') and a.attgenerated = 's'`);
    const found = Object.fromEntries(columns.map((c) => [`${c.table}.${c.column}`, c.expr]));
    const array = (names: readonly string[]) => (names.length ? `ARRAY[${names.join(', ')}]` : `'{}'::text[]`);
    const expected = Object.fromEntries(
      NAMES.flatMap((name) => {
        const { table, words, digits } = SEARCHABLE[name];
        return [
          [`${table}.search_source`, array(words)],
          [`${table}.search_digits`, array(digits)],
        ];
      }),
    );
    expect(found).toEqual(expected);
  });

  it('have distinct entity numbers', () => {
    const numbers = NAMES.map((name) => SEARCHABLE[name].entity);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
