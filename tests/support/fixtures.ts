import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { InvoiceType } from '@/lib/enums/activities';
import { ServiceGroup } from '@/lib/enums/services';
import { activities, activityServices } from '@/server/db/schema/activities';
import { shops } from '@/server/db/schema/shops';
import { startTestServer, type TestServer } from './test-server';

// A 1×1 transparent PNG.
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function imageForm(field = 'document', data: Uint8Array = PNG_1X1, name = 'avatar.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.set(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

export async function shopIdByAlias(db: Db, alias: string): Promise<string> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.alias, alias));
  if (!row) throw new Error(`no shop ${alias}`);
  return row.id;
}

/** The rows a raw SQL statement answers, typed as the caller knows them to be. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Row counts of every table of the app, to prove that a rejected request wrote nothing. The audit
 * trail counts its changes only: a refused call or a sign-in is logged by design.
 */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const { sql } = await import('drizzle-orm');
  const tables = await rowsOf<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    const changesOnly = name === 'audit_entries' ? sql` where action not in ('sign_in', 'sign_in_failed', 'permission_denied')` : sql``;
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(name)}${changesOnly}`);
    out[name] = Number(row.n);
  }
  return out;
}

/**
 * A document referring to catalogue records, so that deleting them deactivates instead; written
 * directly because activities have no API yet.
 */
export async function addActivity(db: Db, refs: { shopId: string; customerId?: string; petId?: string; serviceId?: string }): Promise<string> {
  const [activity] = await db
    .insert(activities)
    .values({ shopId: refs.shopId, code: `HD${Math.random().toString().slice(2, 10)}`, type: InvoiceType.HEALTHCARE, customerId: refs.customerId, petId: refs.petId })
    .returning({ id: activities.id });
  if (refs.serviceId) {
    await db
      .insert(activityServices)
      .values({ shopId: refs.shopId, activityId: activity.id, serviceId: refs.serviceId, serviceGroup: ServiceGroup.EXAMINATION, name: 'Dịch vụ' });
  }
  return activity.id;
}

/**
 * Empties the demo catalogues the seed gives every shop, so a catalogue suite counts and searches
 * only the records it makes itself (tests/api/demo-catalogues.test.ts checks the seeded ones).
 */
export async function clearCatalogues(db: Db): Promise<void> {
  const { sql } = await import('drizzle-orm');
  // the invoices refer to the visits, customers and goods, the visits to the customers, pets,
  // services and goods, the appointments to the customers, pets, services and visits, the stays to the
  // visits and rooms, the rooms to the services, and the books to the goods and suppliers: they go first
  const invoices = ['invoice_payments', 'invoice_lines', 'invoices', 'promotions'];
  const visits = ['reminder_contacts', 'appointments', 'pet_stays', 'activity_attachments', 'activity_records', 'activity_products', 'activity_services', 'stay_log_entries', 'activities', 'pet_rooms'];
  const books = ['stock_take_lines', 'stock_takes', 'product_import_payments', 'cash_vouchers', 'product_import_lines', 'product_imports', 'stock_movements', 'product_batches', 'product_units', 'document_counters'];
  // the reports' daily figures last: deleting the visits takes them out of their days
  const reports = ['report_sales', 'report_items', 'report_vat', 'report_payments', 'report_cash', 'report_debts', 'report_stock', 'report_activities'];
  for (const table of [...invoices, ...visits, ...books, 'pet_weights', 'pets', 'customers', 'services', 'products', 'suppliers', ...reports]) await db.execute(sql.raw(`delete from ${table}`));
}

/**
 * The app on a fresh database for a catalogue suite: the demo catalogues emptied, and the ids of
 * PetCare Quận 1 and of Happy Pet Hà Nội (another shop, which must never be reached).
 */
export async function startCatalogueServer(): Promise<{ server: TestServer; q1: string; hanoi: string }> {
  const server = await startTestServer();
  await clearCatalogues(server.db);
  const [q1, hanoi] = await Promise.all([shopIdByAlias(server.db, 'Quận 1'), shopIdByAlias(server.db, 'Happy Pet')]);
  return { server, q1, hanoi };
}
