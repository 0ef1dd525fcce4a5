import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StayLog } from '@/lib/contracts/stay-log';
import type { DbOrTx } from '../../db/client';
import { activityProducts, activityServices } from '../../db/schema/activities';
import { files } from '../../db/schema/files';
import { petStays } from '../../db/schema/pet-stays';
import { stayLogEntries } from '../../db/schema/activities';
import { productBatches } from '../../db/schema/stock';
import { users } from '../../db/schema/users';
import { notFound } from '../../core/app-error';
import { readAll } from '../../db/sql/read-snapshot';

const staff = alias(users, 'log_staff');
const author = alias(users, 'log_author');

/** A stay's log, oldest first (or one entry of it), with each entry's medicines and services. */
export async function listStayLog(db: DbOrTx, input: { shopId: string; stayId: string; entryId?: string }): Promise<StayLog> {
  const [stay] = await db.select({ activityId: petStays.activityId }).from(petStays).where(and(eq(petStays.id, input.stayId), eq(petStays.shopId, input.shopId)));
  if (!stay) throw notFound('errors.stayNotFound');
  const [entries, productLines, serviceLines] = await readAll(db, [
    () =>
      db
        .select({ e: stayLogEntries, staffName: staff.name, authorName: author.name, photoName: files.name })
        .from(stayLogEntries)
        .innerJoin(staff, eq(staff.id, stayLogEntries.staffId))
        .innerJoin(author, eq(author.id, stayLogEntries.createdBy))
        .leftJoin(files, eq(files.id, stayLogEntries.photoFileId))
        .where(and(eq(stayLogEntries.activityId, stay.activityId), input.entryId ? eq(stayLogEntries.id, input.entryId) : undefined))
        .orderBy(asc(stayLogEntries.at), asc(stayLogEntries.createdAt)),
    () =>
      db
        .select({ line: activityProducts, batchNo: productBatches.batchNo })
        .from(activityProducts)
        .leftJoin(productBatches, eq(productBatches.id, activityProducts.batchId))
        .where(and(eq(activityProducts.activityId, stay.activityId), isNotNull(activityProducts.logEntryId)))
        .orderBy(asc(activityProducts.position)),
    () =>
      db
        .select()
        .from(activityServices)
        .where(and(eq(activityServices.activityId, stay.activityId), isNotNull(activityServices.logEntryId)))
        .orderBy(asc(activityServices.position)),
  ]);
  const ids = entries.map(({ e }) => e.id);
  const productsOf = groupBy(productLines.filter(({ line }) => ids.includes(line.logEntryId!)), ({ line }) => line.logEntryId!);
  const servicesOf = groupBy(serviceLines.filter((line) => ids.includes(line.logEntryId!)), (line) => line.logEntryId!);
  return {
    items: entries.map(({ e, staffName, authorName, photoName }) => ({
      id: e.id,
      at: e.at.toISOString(),
      staff: { id: e.staffId, name: staffName },
      fed: e.fed,
      walked: e.walked,
      bathed: e.bathed,
      temperatureC: e.temperatureC,
      weightKg: e.weightKg,
      note: e.note,
      photo: e.photoFileId ? { fileId: e.photoFileId, name: photoName ?? '' } : null,
      products: (productsOf.get(e.id) ?? []).map(({ line, batchNo }) => ({
        id: line.id,
        productId: line.productId,
        name: line.name,
        unitName: line.unitName,
        quantity: line.quantity,
        batchNo: batchNo ?? null,
        dosage: line.dosage,
      })),
      services: (servicesOf.get(e.id) ?? []).map((line) => ({ id: line.id, name: line.name, quantity: line.quantity })),
      createdBy: { id: e.createdBy, name: authorName },
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}
