import { http } from 'msw';
import { type StayLog, type StayLogEntry, stayLogBody, type StayLogInput } from '@/lib/contracts/stay-log';
import { ActivityStatus } from '@/lib/enums/activities';
import { DocumentType } from '@/lib/enums/documents';
import { PET_ROOM_EXECUTE_PERMISSION, PetRoomType, type PetRoomTypeId, StayStatus } from '@/lib/enums/pet-rooms';
import { StockReason } from '@/lib/enums/stock';
import { hasPermission } from '@/lib/permissions';
import type { MockServiceLine } from '../activities-data';
import { type MockShop, mockState, type MockUser } from '../data';
import { forbidden, MockApiError } from '../errors';
import { moveStock } from '../mock-ledger';
import { findStay, invalidField } from '../mock-stays';
import type { MockStayLogEntry } from '../pet-stays-data';
import { findActivity, touch } from './activity-answers';
import { planProductLines, productsOut } from './activity-lines';
import { API, idOf, parseBody, readForm, route } from './route';
import { shopCall, staffRef } from './shared';

// ---- a stay's care log and treatment sheet (/stays/{id}/log, issue 19 §4), as server/modules/stay-log:
// entries written while the pet is in its room by a role that cares for that board's pets, their
// medicines out of stock at once (inpatient_use; a hotel's supplies service_use) and billed with the
// stay, their services done lines. Everything is checked before anything is written.

const MINUTE_MS = 60_000;

/** The stay's log, oldest first (list-stay-log.ts). */
function logOf(stayId: string, only?: string): StayLog {
  const stay = mockState.petStays[stayId];
  const activity = mockState.activities[stay.activityId];
  const items = Object.values(mockState.stayLog)
    .filter((e) => e.stayId === stayId && (!only || e.id === only))
    .sort((a, b) => a.at.localeCompare(b.at) || a.createdAt.localeCompare(b.createdAt));
  return {
    items: items.map(
      (e): StayLogEntry => ({
        id: e.id,
        at: e.at,
        staff: staffRef(e.staffId),
        fed: e.fed,
        walked: e.walked,
        bathed: e.bathed,
        temperatureC: e.temperatureC,
        weightKg: e.weightKg,
        note: e.note,
        photo: e.photo,
        products: activity.products
          .filter((l) => l.logEntryId === e.id)
          .map((l) => ({ id: l.id, productId: l.productId, name: l.name, unitName: l.unitName, quantity: l.quantity, dosage: l.dosage, batchNo: l.batchId ? (mockState.books.batches[l.batchId]?.batchNo ?? null) : null })),
        services: activity.services.filter((l) => l.logEntryId === e.id).map((l) => ({ id: l.id, name: l.name, quantity: l.quantity })),
        createdBy: staffRef(e.createdBy),
        createdAt: e.createdAt,
      }),
    ),
  };
}

/** addStayLogEntry: checked whole, then written — the entry, its lines, its medicines out of stock. */
function addEntry(shop: MockShop, user: MockUser, stayId: string, body: StayLogInput, photo: File | null): StayLogEntry {
  const stay = findStay(shop, stayId);
  if (stay.status !== StayStatus.CHECKED_IN) throw new MockApiError('Conflict', 'errors.stayLogClosed', [], { status: stay.status });
  const roomType = mockState.petRooms[stay.roomId].type as PetRoomTypeId;
  if (!hasPermission(user.role, PET_ROOM_EXECUTE_PERMISSION[roomType])) throw forbidden();
  const now = new Date();
  const at = body.at ?? now;
  if (at.getTime() > now.getTime() + 5 * MINUTE_MS) throw invalidField('at', 'validation.logAhead');
  if (at.getTime() < Date.parse(stay.checkedInAt ?? stay.startsAt)) throw invalidField('at', 'validation.logBeforeCheckIn');
  const recorded = body.fed || body.walked || body.bathed || body.temperatureC !== null || body.weightKg !== null || !!body.note;
  if (!recorded && !photo && body.products.length === 0 && body.services.length === 0) throw invalidField('note', 'validation.emptyLogEntry');
  const staffId = body.staffId ?? user.id;
  const staff = mockState.users[staffId];
  if (!staff || staff.shopId !== shop.id || !staff.isActive) throw new MockApiError('NotFound', 'errors.employeeNotFound');
  const services = body.services.map((l) => mockState.services[l.serviceId]);
  if (services.some((s) => !s || s.shopId !== shop.id)) throw new MockApiError('NotFound', 'errors.serviceNotFound');
  const inactive = services.findIndex((s) => !s.isActive);
  if (inactive >= 0) throw invalidField(`services.${inactive}.serviceId`, 'validation.inactiveService');
  const iso = at.toISOString();
  const entryId = crypto.randomUUID();
  const activity = findActivity(shop, stay.activityId);
  const planned = planProductLines({ shop, lineStatus: ActivityStatus.COMPLETED, mayPrice: false, at: iso }, [], body.products);
  const out = productsOut(shop, { ...activity, products: planned });
  const products = planned.map((l) => ({ ...l, logEntryId: entryId }));

  moveStock(mockState, {
    shopId: shop.id,
    userId: user.id,
    reason: roomType === PetRoomType.INPATIENT_CARE ? StockReason.INPATIENT_USE : StockReason.SERVICE_USE,
    document: { type: DocumentType.ACTIVITY, id: activity.id, code: activity.code },
    lines: out,
    at: iso,
  });
  const entry: MockStayLogEntry = {
    id: entryId,
    shopId: shop.id,
    stayId: stay.id,
    at: iso,
    staffId,
    fed: body.fed,
    walked: body.walked,
    bathed: body.bathed,
    temperatureC: body.temperatureC,
    weightKg: body.weightKg,
    note: body.note,
    photo: photo ? { fileId: crypto.randomUUID(), name: photo.name } : null,
    createdBy: user.id,
    createdAt: now.toISOString(),
  };
  mockState.stayLog[entry.id] = entry;
  const done = body.services.map(
    (line, i): MockServiceLine => ({
      id: crypto.randomUUID(),
      serviceId: services[i].id,
      serviceGroup: services[i].group,
      name: services[i].name,
      unit: services[i].unit,
      quantity: line.quantity,
      price: services[i].price,
      status: ActivityStatus.COMPLETED,
      performerId: staffId,
      result: null,
      startedAt: iso,
      completedAt: iso,
      logEntryId: entryId,
      createdAt: now.toISOString(),
    }),
  );
  touch(activity, { services: [...activity.services, ...done], products: [...activity.products, ...products] });
  return logOf(stay.id, entry.id).items[0];
}

export const stayLogHandlers = [
  http.get(
    `${API}/stays/:id/log`,
    route((request, params) => logOf(findStay(shopCall(request, 'HOME_ADD_CLINIC_ACTIVITIES').shop, idOf(params)).id)),
  ),
  // multipart: the entry's fields (`products`, `services` as JSON) and an optional `photo`
  http.post(
    `${API}/stays/:id/log`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, 'ACTIVITY_EXECUTE');
      const id = idOf(params);
      const { fields, file } = await readForm(request, 'photo');
      return addEntry(shop, user, id, parseBody(stayLogBody, fields), file);
    }),
  ),
];
