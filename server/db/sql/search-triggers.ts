import { SEARCHABLE, type SearchableName } from '../schema/searchable';

// The SQL that makes a table declared in schema/searchable.ts keep its search terms (and, when
// counted, its per-shop totals): the triggers of migrations 0006 and 0009, written from the
// declaration. A new searchable table gets them in a custom migration made by
// `npm run db:search-triggers -- <name>`; tests/api/searchable.test.ts compares the database's
// triggers with these statements.

/** The CREATE TRIGGER statements of a searchable table, in the form pg_get_triggerdef prints them. */
export function searchTriggerStatements(name: SearchableName): string[] {
  const { entity, table, counted } = SEARCHABLE[name];
  const terms = [
    `CREATE TRIGGER ${table}_search_terms_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_insert('${entity}')`,
    `CREATE TRIGGER ${table}_search_terms_update AFTER UPDATE ON ${table} FOR EACH ROW WHEN (((old.search_source IS DISTINCT FROM new.search_source) OR (old.search_digits IS DISTINCT FROM new.search_digits))) EXECUTE FUNCTION search_terms_update('${entity}')`,
    `CREATE TRIGGER ${table}_search_terms_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_delete()`,
  ];
  const counts = [
    `CREATE TRIGGER ${table}_count_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_insert('${entity}')`,
    `CREATE TRIGGER ${table}_count_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_delete('${entity}')`,
    `CREATE TRIGGER ${table}_count_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_truncate('${entity}')`,
  ];
  return counted ? [...terms, ...counts] : terms;
}

/** The migration of a new searchable table: its triggers, then the terms (and count) of the rows it already holds. */
export function searchTriggerMigration(name: SearchableName): string {
  const { entity, table, counted } = SEARCHABLE[name];
  const backfill = [
    `INSERT INTO search_terms (shop_id, entity, record_id, term, sort_key)\n  SELECT r.shop_id, ${entity}, r.id, t, r.name_order || chr(1) || r.name FROM ${table} AS r, search_terms_of(r.search_source, r.search_digits) AS t;`,
    ...(counted ? [`INSERT INTO catalogue_counts (shop_id, entity, total) SELECT shop_id, ${entity}, count(*) FROM ${table} GROUP BY shop_id;`] : []),
  ];
  return [...searchTriggerStatements(name).map((s) => `${s};`), ...backfill].join('\n--> statement-breakpoint\n');
}
