import { http } from 'msw';
import { checkInTimeProblem, mostAtOnce } from '@/lib/books/room-capacity';
import { type Stay, stayBody, type StayOnBoard, stayResponse } from '@/lib/contracts/stays';
import { ActivityStatus } from '@/lib/enums/activities';
import { HOLDING_STAY_STATUSES, MAX_CHECK_IN_BACKDATE_DAYS, PET_ROOM_INVOICE_TYPE, type PetRoomTypeId, StayStatus } from '@/lib/enums/pet-rooms';
import { mockState, type MockShop } from '../data';
import { MockApiError } from '../errors';
import type { MockStay } from '../pet-stays-data';
import { createMockActivity } from './activities';
import { findActivity, touch } from './activity-answers';
import { findInShop } from './catalogue';
import { API, parseBody, readJson, route } from './route';
import { shopCall } from './shared';

// ---- stays (/stays, issue 19 §3), as server/modules/stays: a pet checked into a room (an LT ----
// activity in progress) or booked ahead (waiting), never more pets in the room at once than its
// capacity; the boards list the stays holding a place in each room.


/** The stay as its room's card shows it. */
export function toStayOnBoard(stay: MockStay): StayOnBoard {
  const activity = mockState.activities[stay.activityId];
  const pet = mockState.pets[activity.petId];
  const customer = mockState.customers[activity.customerId];
  return {
    ...stay,
    code: activity.code,
    pet: { id: pet.id, name: pet.name, species: pet.species },
    customer: { id: customer.id, name: customer.name, phone: customer.phone },
  };
}

/** The stays holding a place in `roomId`, soonest first. */
export const holdingStays = (roomId: string) =>
  Object.values(mockState.petStays)
    .filter((s) => s.roomId === roomId && HOLDING_STAY_STATUSES.includes(s.status as StayStatus))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));

function assertPlace(room: { id: string; name: string; capacity: number }, from: Date, to: Date) {
  const now = Date.now();
  const held = holdingStays(room.id).map((s) => ({ from: Date.parse(s.startsAt), to: s.status === StayStatus.CHECKED_IN ? Math.max(Date.parse(s.endsAt), now) : Date.parse(s.endsAt) }));
  const overlapping = held.filter((h) => h.from < to.getTime() && h.to > from.getTime());
  if (mostAtOnce([...overlapping, { from: from.getTime(), to: to.getTime() }]) > room.capacity) {
    throw new MockApiError('Conflict', 'errors.petRoomFull', [], { room: room.name, capacity: room.capacity });
  }
}

function checkIn(shop: MockShop, user: Parameters<typeof createMockActivity>[1], body: ReturnType<typeof stayBody.parse>): Stay {
  const now = new Date();
  const startsAt = body.startsAt ?? now;
  const late = body.reserve ? null : checkInTimeProblem(startsAt, now, MAX_CHECK_IN_BACKDATE_DAYS);
  if (late) throw new MockApiError('ValidationException', 'errors.validation', [{ field: 'startsAt', messages: [late] }]);
  const room = findInShop(mockState.petRooms, shop, body.roomId, 'errors.petRoomNotFound');
  if (!room.isActive) throw new MockApiError('Conflict', 'errors.petRoomInactive', [], { room: room.name });
  assertPlace(room, startsAt, body.endsAt);
  const type = PET_ROOM_INVOICE_TYPE[room.type as PetRoomTypeId] as Parameters<typeof createMockActivity>[2]['type'];
  const made = createMockActivity(shop, user, { customerId: body.customerId, petId: body.petId, type, note: body.note, services: [], products: [], submit: true });
  if (!body.reserve) touch(findActivity(shop, made.id), { status: ActivityStatus.IN_PROGRESS, startedAt: now.toISOString(), startedBy: user.id });
  const stay: MockStay = {
    id: crypto.randomUUID(),
    shopId: shop.id,
    activityId: made.id,
    roomId: room.id,
    status: body.reserve ? StayStatus.RESERVED : StayStatus.CHECKED_IN,
    startsAt: startsAt.toISOString(),
    endsAt: body.endsAt.toISOString(),
    checkedInAt: body.reserve ? null : startsAt.toISOString(),
    feedingNote: body.feedingNote,
    careNote: body.careNote,
    belongings: body.belongings,
  };
  mockState.petStays[stay.id] = stay;
  return stayResponse.parse({ ...toStayOnBoard(stay), room: { id: room.id, name: room.name, type: room.type } });
}

export const stayHandlers = [
  http.post(
    `${API}/stays`,
    route(async (request) => {
      const { shop, user } = shopCall(request, 'HOME_ADD_CLINIC_ACTIVITIES');
      return checkIn(shop, user, parseBody(stayBody, await readJson(request)));
    }),
  ),
];
