import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordSnapshot } from '@/lib/audit/diff-records';
import type { DbOrTx } from '@/server/db/client';
import { activities, activityAttachments, activityServices, displayLinks } from '@/server/db/schema/activities';
import { appointments } from '@/server/db/schema/appointments';
import { cashVouchers } from '@/server/db/schema/cash-vouchers';
import { chains } from '@/server/db/schema/chains';
import { customers } from '@/server/db/schema/customers';
import { invoices } from '@/server/db/schema/invoices';
import { petRooms } from '@/server/db/schema/pet-rooms';
import { petStays } from '@/server/db/schema/pet-stays';
import { pets } from '@/server/db/schema/pets';
import { productImports } from '@/server/db/schema/product-imports';
import { products } from '@/server/db/schema/products';
import { promotions } from '@/server/db/schema/promotions';
import { services } from '@/server/db/schema/services';
import { shops } from '@/server/db/schema/shops';
import { stockTakes } from '@/server/db/schema/stock-takes';
import { suppliers } from '@/server/db/schema/suppliers';
import { users } from '@/server/db/schema/users';

type RecordTable = PgTable & { id: PgColumn; shopId?: PgColumn };

// The table holding the record each kind of entry names, read before and after a change for the
// fields it changed. A debt's payments name the customer or supplier whose balance they move.
const TABLES: Record<string, RecordTable> = {
  activities,
  'activity-attachments': activityAttachments,
  'activity-services': activityServices,
  appointments,
  'cash-vouchers': cashVouchers,
  chains,
  customers,
  'customer-debts': customers,
  'display-links': displayLinks,
  employees: users,
  invoices,
  'pet-rooms': petRooms,
  pets,
  'product-imports': productImports,
  products,
  promotions,
  services,
  shops,
  stays: petStays,
  'stock-takes': stockTakes,
  'supplier-debts': suppliers,
  suppliers,
  users,
};


/** The record as it stands in this transaction, or null (no such kind, no such record in the shop). */
export async function readRecord(db: DbOrTx, entityType: string, id: string, shopId: string | null): Promise<RecordSnapshot | null> {
  const table = TABLES[entityType];
  if (!table) return null;
  const where: SQL[] = [eq(table.id, id)];
  if (shopId && table.shopId && table !== shops) where.push(eq(table.shopId, shopId));
  const [row] = await db.select().from(table).where(and(...where)).limit(1);
  return (row as RecordSnapshot | undefined) ?? null;
}

/** How a person names the record: its code, else its name. */
export function recordLabel(row: RecordSnapshot | null | undefined): string | null {
  const value = row?.code ?? row?.name ?? row?.title;
  return typeof value === 'string' && value !== '' ? value : null;
}
