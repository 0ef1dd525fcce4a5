import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serveForFile } from '../support/api-suite';
import { rowsOf } from '../support/fixtures';

// Every column that names another record has a foreign key, so the database itself refuses a
// reference to a missing record and the delete of a record still referred to (which the catalogue
// deletes turn into "deactivated instead", server/db/sql/delete-or-deactivate.ts).

/** Columns holding uuids that are not references, with the reason. */
const NOT_REFERENCES: Record<string, string> = {
  'refresh_tokens.family_id': 'names the sign-in a token was rotated from, not a row',
  'search_terms.record_id': 'points into the catalogue its entity number names; the triggers that write it keep it true',
  'search_terms.shop_id': 'copied from the record by the same triggers, and deleted with it',
  'stock_movements.document_id': 'names the record of its document_type (an import, a stock-take, an invoice…); written only by that document, in the same transaction (DESIGN §6)',
  'cash_vouchers.document_id': 'names the record of its document_type, like stock_movements.document_id',
  'customer_credits.document_id': 'names the invoice whose payment moved the credit, like stock_movements.document_id',
  'reminder_contacts.source_id': 'names the vaccination line, the visit or the appointment its kind says, which the reminder is read from',
  'audit_entries.entity_id': 'names the record of its entity_type, and must outlive it: the entry of a deleted customer still says who deleted whom',
  // the reports' daily figures: sums of documents that hold the references themselves, written only by their triggers
  'report_sales.staff_id': 'the assignee or issuer of the invoices it sums, which the invoices and activities refer to',
  'report_items.item_id': 'a service or a product as its item_kind says, which the invoice lines it sums refer to',
  'report_debts.party_id': 'a customer or a supplier as its party says, which the invoices or imports it sums refer to',
  'report_stock.product_id': 'the product of the stock movements it sums, which refer to it',
  // a transaction's staged sums (migration 0029), moved into the figure table of the same name when it commits
  ...Object.fromEntries(
    ['report_sales.shop_id', 'report_sales.staff_id', 'report_items.shop_id', 'report_items.item_id', 'report_vat.shop_id', 'report_payments.shop_id', 'report_cash.shop_id', 'report_debts.shop_id', 'report_debts.party_id', 'report_stock.shop_id', 'report_stock.product_id', 'report_activities.shop_id'].map((name) => {
      const [table, column] = name.split('.');
      return [`${table}_pending.${column}`, `staged for ${name} within one transaction, emptied at its commit`];
    }),
  ),
};

const server = serveForFile();

describe('references', () => {
  it('every uuid column other than a primary key has a foreign key, or a stated reason', async () => {
    const columns = await rowsOf<{ name: string }>(server.db, sql`
      select c.table_name || '.' || c.column_name as name
      from information_schema.columns c
      where c.table_schema = 'public' and c.data_type = 'uuid' and c.column_name <> 'id'
      order by 1`);
    const keyed = await rowsOf<{ name: string }>(server.db, sql`
      select distinct kcu.table_name || '.' || kcu.column_name as name
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      where tc.table_schema = 'public' and tc.constraint_type = 'FOREIGN KEY'`);
    const withKey = new Set(keyed.map((k) => k.name));
    const missing = columns.map((c) => c.name).filter((name) => !withKey.has(name) && !(name in NOT_REFERENCES));
    expect(missing).toEqual([]);
    // the reasons above stay true: none of those columns gained a key meanwhile
    expect(Object.keys(NOT_REFERENCES).filter((name) => withKey.has(name))).toEqual([]);
  });

  it('refuses an activity naming a customer, pet or service that does not exist', async () => {
    const [shop] = await rowsOf<{ id: string }>(server.db, sql`select id from shops limit 1`);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const column of ['customer_id', 'pet_id']) {
      const insert = sql`insert into activities (shop_id, code, type, ${sql.identifier(column)}) values (${shop.id}, ${`HD-${column}`}, 2, ${missing})`;
      await expect(server.db.execute(insert)).rejects.toThrow();
    }
    const [activity] = await rowsOf<{ id: string }>(server.db, sql`insert into activities (shop_id, code, type) values (${shop.id}, 'HD-ok', 2) returning id`);
    const line = sql`insert into activity_services (shop_id, activity_id, service_id, service_group, name) values (${shop.id}, ${activity.id}, ${missing}, 2, 'x')`;
    await expect(server.db.execute(line)).rejects.toThrow();
  });
});
