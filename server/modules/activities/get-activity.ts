import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Activity } from '@/lib/contracts/activities';
import type { DbOrTx } from '../../db/client';
import { activities, activityAttachments, activityProducts, activityRecords, activityServices } from '../../db/schema/activities';
import { customers } from '../../db/schema/customers';
import { files } from '../../db/schema/files';
import { pets } from '../../db/schema/pets';
import { productBatches } from '../../db/schema/stock';
import { users } from '../../db/schema/users';
import { notFound } from '../../core/app-error';
import { readAll } from '../../db/sql/read-snapshot';
import { summaryColumns, summaryJoins, toSummary } from './activity-summary-select';
import { toServiceLine } from './get-service-line';

/** One activity with its lines, files and, for a role that may read it, its clinical record. */
export async function getActivity(db: DbOrTx, input: { shopId: string; activityId: string; withRecord: boolean }): Promise<Activity> {
  const [head] = await db
    .select({ ...summaryColumns, petDetail: { breed: pets.breed, birthDate: pets.birthDate, weightKg: pets.weightKg, status: pets.status, note: pets.note } })
    .from(activities)
    .innerJoin(customers, summaryJoins.customer)
    .innerJoin(pets, summaryJoins.pet)
    .leftJoin(users, summaryJoins.assignee)
    .where(and(eq(activities.id, input.activityId), eq(activities.shopId, input.shopId)));
  if (!head) throw notFound('errors.activityNotFound');
  const id = head.row.id;
  const [serviceLines, productLines, attachments, records] = await readAll(db, [
    () =>
      db
        .select({ line: activityServices, performerName: users.name })
        .from(activityServices)
        .leftJoin(users, eq(users.id, activityServices.performerId))
        .where(eq(activityServices.activityId, id))
        .orderBy(asc(activityServices.position), asc(activityServices.createdAt)),
    () =>
      db
        .select({ line: activityProducts, batchNo: productBatches.batchNo })
        .from(activityProducts)
        .leftJoin(productBatches, eq(productBatches.id, activityProducts.batchId))
        .where(eq(activityProducts.activityId, id))
        .orderBy(asc(activityProducts.position)),
    () =>
      db
        .select({ a: activityAttachments, name: files.name, mimeType: files.mimeType })
        .from(activityAttachments)
        .innerJoin(files, eq(files.id, activityAttachments.fileId))
        .where(eq(activityAttachments.activityId, id))
        .orderBy(asc(activityAttachments.createdAt)),
    () => (input.withRecord ? db.select().from(activityRecords).where(eq(activityRecords.activityId, id)) : Promise.resolve([])),
  ]);
  const row = head.row;
  const staffIds = [row.createdBy, row.waitingBy, row.startedBy, row.completedBy, row.canceledBy].filter((s): s is string => !!s);
  const staff = staffIds.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, staffIds)) : [];
  const nameOf = new Map(staff.map((s) => [s.id, s.name]));
  const mark = (at: Date | null, by: string | null) => (at ? { at: at.toISOString(), by: by && nameOf.has(by) ? { id: by, name: nameOf.get(by)! } : null } : null);
  const record = records[0];

  return {
    ...toSummary(head),
    pet: { ...head.pet, ...head.petDetail, birthDate: head.petDetail.birthDate ?? null },
    serviceLines: serviceLines.map(({ line, performerName }) => toServiceLine(line, performerName)),
    productLines: productLines.map(({ line, batchNo }) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      unitName: line.unitName,
      quantity: line.quantity,
      price: line.price,
      batchId: line.batchId,
      batchNo: batchNo ?? null,
      dosage: line.dosage,
      nextDueOn: line.nextDueOn,
      fromLog: line.logEntryId !== null,
    })),
    attachments: attachments.map(({ a, name, mimeType }) => ({ id: a.id, fileId: a.fileId, kind: a.kind as 'result', name, mimeType, serviceLineId: a.serviceLineId })),
    record: record
      ? {
          weightKg: record.weightKg,
          temperatureC: record.temperatureC,
          heartRate: record.heartRate,
          respiratoryRate: record.respiratoryRate,
          symptoms: record.symptoms,
          diagnosis: record.diagnosis,
          treatment: record.treatment,
          notes: record.notes,
          nextVisitOn: record.nextVisitOn,
        }
      : null,
    cancelReason: row.cancelReason,
    created: mark(row.createdAt, row.createdBy),
    waiting: mark(row.waitingAt, row.waitingBy),
    started: mark(row.startedAt, row.startedBy),
    completed: mark(row.completedAt, row.completedBy),
    canceled: mark(row.canceledAt, row.canceledBy),
  };
}
