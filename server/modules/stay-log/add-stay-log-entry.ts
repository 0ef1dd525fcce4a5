import { and, eq, sql } from 'drizzle-orm';
import type { StayLogEntry, StayLogInput } from '@/lib/contracts/stay-log';
import { ActivityStatus } from '@/lib/enums/activities';
import { DocumentType } from '@/lib/enums/documents';
import { PET_ROOM_EXECUTE_PERMISSION, PetRoomType, type PetRoomTypeId } from '@/lib/enums/pet-rooms';
import { StockReason } from '@/lib/enums/stock';
import { hasPermission } from '@/lib/permissions';
import type { DbOrTx } from '../../db/client';
import { activities, activityProducts, activityServices } from '../../db/schema/activities';
import { petRooms } from '../../db/schema/pet-rooms';
import { stayLogEntries } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import type { UploadedFile } from '../../core/uploaded-file';
import { forbidden, notFound, validationError } from '../../core/app-error';
import { touchActivity } from '../activities/lock-activity';
import { productLineValues, servicesOfShop } from '../activities/write-activity-lines';
import { storeFile } from '../files/store-file';
import { moveStock } from '../stock/move-stock';
import { lockStay } from '../stays/lock-stay';
import type { StayActor } from '../stays/stay-actor';
import { listStayLog } from './list-stay-log';

const MINUTE_MS = 60_000;

/**
 * One entry of a stay's log (issue 19 §4), written while the pet is in its room by a role that cares
 * for that board's pets: a hotel pet's care, an inpatient's vital signs and treatment. Its medicines
 * become product lines of the stay and leave stock at once through the ledger (inpatient_use; a hotel's
 * supplies, service_use), its services completed lines by whoever gave them; both are billed at
 * check-out. An entry that records nothing, dated before the pet came in or ahead of now is refused.
 */
export async function addStayLogEntry(
  db: DbOrTx,
  actor: StayActor & { role: number; stayId: string; body: StayLogInput; photo: UploadedFile | null },
): Promise<{ entry: StayLogEntry; activityId: string }> {
  const { shopId, userId, body } = actor;
  const stay = await lockStay(db, { shopId, stayId: actor.stayId, must: 'logging' });
  const [room] = await db.select({ type: petRooms.type }).from(petRooms).where(eq(petRooms.id, stay.roomId));
  const roomType = room.type as PetRoomTypeId;
  if (!hasPermission(actor.role, PET_ROOM_EXECUTE_PERMISSION[roomType])) throw forbidden();

  const now = actor.at ?? new Date();
  const at = body.at ?? now;
  if (at.getTime() > now.getTime() + 5 * MINUTE_MS) throw validationError([{ field: 'at', messages: ['validation.logAhead'] }]);
  if (at.getTime() < (stay.checkedInAt ?? stay.startsAt).getTime()) throw validationError([{ field: 'at', messages: ['validation.logBeforeCheckIn'] }]);
  const recorded = body.fed || body.walked || body.bathed || body.temperatureC !== null || body.weightKg !== null || !!body.note;
  if (!recorded && !actor.photo && body.products.length === 0 && body.services.length === 0) {
    throw validationError([{ field: 'note', messages: ['validation.emptyLogEntry'] }]);
  }
  const staffId = body.staffId ?? userId;
  if (body.staffId) {
    const [staff] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, body.staffId), eq(users.shopId, shopId), eq(users.isActive, true)));
    if (!staff) throw notFound('errors.employeeNotFound');
  }

  const writer = { shopId, activityId: stay.activityId, lineStatus: ActivityStatus.COMPLETED, mayPrice: false, at };
  const service = await servicesOfShop(db, shopId, body.services.map((s) => s.serviceId));
  const inactive = body.services.findIndex((s) => !service.get(s.serviceId)!.isActive);
  if (inactive >= 0) throw validationError([{ field: `services.${inactive}.serviceId`, messages: ['validation.inactiveService'] }]);
  const productValues = await productLineValues(db, writer, body.products);

  const photoFileId = actor.photo ? await storeFile(db, { shopId, uploadedBy: userId, kind: 'attachment', file: actor.photo }) : null;
  const [entry] = await db
    .insert(stayLogEntries)
    .values({
      shopId,
      activityId: stay.activityId,
      at,
      staffId,
      fed: body.fed,
      walked: body.walked,
      bathed: body.bathed,
      temperatureC: body.temperatureC,
      weightKg: body.weightKg,
      note: body.note,
      photoFileId,
      createdBy: userId,
    })
    .returning({ id: stayLogEntries.id });

  const position = await nextPositions(db, stay.activityId);
  if (body.services.length) {
    await db.insert(activityServices).values(
      body.services.map((line, i) => {
        const s = service.get(line.serviceId)!;
        return {
          shopId,
          activityId: stay.activityId,
          position: position.services + i,
          serviceId: s.id,
          serviceGroup: s.serviceGroup,
          name: s.name,
          unit: s.unit,
          quantity: line.quantity,
          price: s.price,
          status: ActivityStatus.COMPLETED,
          performerId: staffId,
          logEntryId: entry.id,
          startedAt: at,
          completedAt: at,
        };
      }),
    );
  }
  if (productValues.length) {
    await db.insert(activityProducts).values(productValues.map((v, i) => ({ ...v, position: position.products + i, logEntryId: entry.id })));
    const [{ code }] = await db.select({ code: activities.code }).from(activities).where(eq(activities.id, stay.activityId));
    await moveStock(db, {
      shopId,
      userId,
      reason: roomType === PetRoomType.INPATIENT_CARE ? StockReason.INPATIENT_USE : StockReason.SERVICE_USE,
      document: { type: DocumentType.ACTIVITY, id: stay.activityId, code },
      at,
      lines: productValues.map((v) => ({ productId: v.productId, delta: -v.quantity * (v.unitFactor ?? 1), ...(v.batchId ? { batchId: v.batchId } : {}) })),
    });
  }
  await touchActivity(db, stay.activityId);
  const [written] = (await listStayLog(db, { shopId, stayId: stay.id, entryId: entry.id })).items;
  return { entry: written, activityId: stay.activityId };
}

/** Where an entry's lines go: after the lines the stay's activity has. */
async function nextPositions(db: DbOrTx, activityId: string): Promise<{ services: number; products: number }> {
  const [row] = await db
    .select({
      services: sql<number>`(select coalesce(max(${activityServices.position}), 0) + 1 from ${activityServices} where ${activityServices.activityId} = ${activityId})::int`,
      products: sql<number>`(select coalesce(max(${activityProducts.position}), 0) + 1 from ${activityProducts} where ${activityProducts.activityId} = ${activityId})::int`,
    })
    .from(sql`(select 1) as one`);
  return { services: Number(row.services), products: Number(row.products) };
}
