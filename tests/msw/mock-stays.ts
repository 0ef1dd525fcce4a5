import { mostAtOnce } from '@/lib/books/room-capacity';
import { roomDays, stayDays, type StayDaysRule } from '@/lib/books/stay-days';
import { minutesOfClock } from '@/lib/contracts/rules';
import { type Stay, type StayOnBoard, stayResponse } from '@/lib/contracts/stays';
import { ActivityStatus, type ActivityTransition, transitionTarget } from '@/lib/enums/activities';
import { HOLDING_STAY_STATUSES, PET_ROOM_SERVICE_GROUP, type PetRoomTypeId, StayStatus } from '@/lib/enums/pet-rooms';
import { DEFAULT_TIME_ZONE } from '@/lib/format';
import type { MockActivity } from './activities-data';
import { type MockShop, mockState } from './data';
import { MockApiError } from './errors';
import { activityConflict, findActivity } from './handlers/activity-answers';
import { findInShop } from './handlers/catalogue';
import type { MockPetRoom } from './pet-rooms-data';
import type { MockStay } from './pet-stays-data';

// The stays' rules on the mock world's rows, as server/modules/stays (lock-stay.ts, room-place.ts,
// stay-row.ts, bill-room-days.ts): finding a stay in the state an action needs, a room's places,
// the days a room bills and the stay as the boards show it. Checks only, writes only: the
// handlers (handlers/stays.ts) check everything first, so a refused call changes nothing.

const DAY_MS = 86_400_000;

/** A 400 on one field, as the server's validationError. */
export const invalidField = (field: string, key: string) => new MockApiError('ValidationException', 'errors.validation', [{ field, messages: [key] }]);

/** The shop's rule for counting a stay's days (stay-row.ts stayDaysRule); the mock shops all keep Vietnam's clock. */
export const mockStayDaysRule = (shop: Pick<MockShop, 'lateCheckOutAfter'>): StayDaysRule => ({
  timeZone: DEFAULT_TIME_ZONE,
  lateCheckOutAfter: minutesOfClock(shop.lateCheckOutAfter),
});

/** What a stay must be for an action (arrive, change, check out), and the 409 when it is not (lock-stay.ts). */
const NEEDS: Record<'reserved' | 'checkedIn' | 'holding', { statuses: number[]; key: string }> = {
  reserved: { statuses: [StayStatus.RESERVED], key: 'errors.stayNotReserved' },
  checkedIn: { statuses: [StayStatus.CHECKED_IN], key: 'errors.stayNotCheckedIn' },
  holding: { statuses: [...HOLDING_STAY_STATUSES], key: 'errors.stayEnded' },
};

/** This shop's stay (404 otherwise), in the state the action needs (409 naming its status otherwise). */
export function findStay(shop: MockShop, id: string, must?: keyof typeof NEEDS): MockStay {
  const stay = mockState.petStays[id];
  if (!stay || stay.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.stayNotFound');
  const need = must ? NEEDS[must] : null;
  if (need && !need.statuses.includes(stay.status)) throw new MockApiError('Conflict', need.key, [], { status: stay.status });
  return stay;
}

/** The shop's room (404); one out of use takes no one (409), unless the pet only leaves it (room-place.ts lockRoom). */
export function findRoom(shop: MockShop, roomId: string, leaving = false): MockPetRoom {
  const room = findInShop(mockState.petRooms, shop, roomId, 'errors.petRoomNotFound');
  if (!room.isActive && !leaving) throw new MockApiError('Conflict', 'errors.petRoomInactive', [], { room: room.name });
  return room;
}

/** The stay's activity, which must allow `transition` (409 errors.transitionNotAllowed otherwise). */
export function stayActivity(shop: MockShop, stay: MockStay, transition: ActivityTransition): MockActivity {
  const activity = findActivity(shop, stay.activityId);
  if (transitionTarget(activity.status as ActivityStatus, transition) === null) throw activityConflict('errors.transitionNotAllowed', activity.status);
  return activity;
}

/** The stays holding a place in `roomId`, soonest first. */
export const holdingStays = (roomId: string) =>
  Object.values(mockState.petStays)
    .filter((s) => s.roomId === roomId && HOLDING_STAY_STATUSES.includes(s.status as StayStatus))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));

/** Whether the activity is a stay still booked or in its room: it starts and completes through the stay (release-stay.ts holdsStay). */
export const holdsStay = (activityId: string) => Object.values(mockState.petStays).some((s) => s.activityId === activityId && HOLDING_STAY_STATUSES.includes(s.status as StayStatus));

/**
 * 409 errors.petRoomFull when a stay from `from` to `to` would put more pets in the room than its
 * capacity at some moment, with the stays holding a place there (`exceptStayId` aside: the one
 * that changes). A pet still in past its expected check-out holds its place until now at least.
 */
export function assertPlace(room: MockPetRoom, from: Date, to: Date, exceptStayId?: string): void {
  const now = Date.now();
  const held = holdingStays(room.id)
    .filter((s) => s.id !== exceptStayId)
    .map((s) => ({ from: Date.parse(s.startsAt), to: s.status === StayStatus.CHECKED_IN ? Math.max(Date.parse(s.endsAt), now) : Date.parse(s.endsAt) }));
  const overlapping = held.filter((h) => h.from < to.getTime() && h.to > from.getTime());
  if (mostAtOnce([...overlapping, { from: from.getTime(), to: to.getTime() }]) > room.capacity) {
    throw new MockApiError('Conflict', 'errors.petRoomFull', [], { room: room.name, capacity: room.capacity });
  }
}

/** Whether a stay from `startsAt` to `endsAt` is longer than one booking may be (MAX_STAY_DAYS). */
export const tooLong = (startsAt: Date, endsAt: Date, maxDays: number) => endsAt.getTime() - startsAt.getTime() > maxDays * DAY_MS;

/**
 * The days a stay spent in a room, as a done line of its activity (bill-room-days.ts): the room's
 * billed-as service (named with the room) × the days at the room's daily price; none for no day.
 */
export function billRoomDays(activity: MockActivity, room: MockPetRoom, input: { days: number; userId: string; at: Date }): void {
  if (input.days <= 0) return;
  const service = room.serviceId ? mockState.services[room.serviceId] : undefined;
  const at = input.at.toISOString();
  activity.services.push({
    id: crypto.randomUUID(),
    serviceId: room.serviceId,
    serviceGroup: PET_ROOM_SERVICE_GROUP[room.type as PetRoomTypeId],
    name: service ? `${service.name} · ${room.name}` : room.name,
    unit: service?.unit ?? null,
    quantity: input.days,
    price: room.dailyPrice,
    status: ActivityStatus.COMPLETED,
    performerId: input.userId,
    result: null,
    startedAt: at,
    completedAt: at,
    createdAt: at,
  });
  const stay = Object.values(mockState.petStays).find((s) => s.activityId === activity.id);
  if (stay) stay.billedDays = (stay.billedDays ?? 0) + input.days;
}

/** What the activity holds so far, before discounts and VAT: its lines, room days already billed among them. */
const linesTotal = (a: MockActivity) => a.services.reduce((s, l) => s + l.price * l.quantity, 0) + a.products.reduce((s, l) => s + l.price * l.quantity, 0);

/** For a pet in its room: the days it bills so far, and what its stay comes to with them (stay-row.ts soFar). */
function soFar(stay: MockStay, activity: MockActivity, room: MockPetRoom) {
  if (stay.status !== StayStatus.CHECKED_IN || !stay.checkedInAt) return { daysSoFar: null, amountSoFar: null };
  const rule = mockStayDaysRule(mockState.shops[stay.shopId]);
  const checkIn = new Date(stay.checkedInAt);
  const to = new Date(Math.max(Date.now(), checkIn.getTime()));
  const unbilled = roomDays({ checkIn, roomFrom: new Date(stay.roomSince ?? stay.checkedInAt), roomTo: to, last: true }, rule);
  return { daysSoFar: stayDays(checkIn, to, rule), amountSoFar: linesTotal(activity) + unbilled * room.dailyPrice };
}

/** The stay as its room's card shows it. */
export function toStayOnBoard(stay: MockStay): StayOnBoard {
  const activity = mockState.activities[stay.activityId];
  const pet = mockState.pets[activity.petId];
  const customer = mockState.customers[activity.customerId];
  const { id, activityId, status, startsAt, endsAt, checkedInAt, feedingNote, careNote, belongings } = stay;
  return {
    id,
    activityId,
    code: activity.code,
    status,
    startsAt,
    endsAt,
    checkedInAt,
    ...soFar(stay, activity, mockState.petRooms[stay.roomId]),
    pet: { id: pet.id, name: pet.name, species: pet.species },
    customer: { id: customer.id, name: customer.name, phone: customer.phone },
    feedingNote,
    careNote,
    belongings,
  };
}

/** The stay with its room, as the stay endpoints answer. */
export function toStay(stay: MockStay): Stay {
  const room = mockState.petRooms[stay.roomId];
  return stayResponse.parse({ ...toStayOnBoard(stay), checkedOutAt: stay.checkedOutAt, room: { id: room.id, name: room.name, type: room.type } });
}
