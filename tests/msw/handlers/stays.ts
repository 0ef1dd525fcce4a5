import { http } from 'msw';
import { roomDays } from '@/lib/books/stay-days';
import { checkInTimeProblem } from '@/lib/books/room-capacity';
import type { ActivityInput } from '@/lib/contracts/activities';
import { type Stay, stayBody, stayChangeBody, type StayChangeInput, type StayInput, stayMomentBody, type StayMomentInput } from '@/lib/contracts/stays';
import { ActivityStatus, ActivityTransition } from '@/lib/enums/activities';
import { MAX_CHECK_IN_BACKDATE_DAYS, MAX_STAY_DAYS, PET_ROOM_INVOICE_TYPE, type PetRoomTypeId, StayStatus } from '@/lib/enums/pet-rooms';
import { type MockShop, mockState, type MockUser } from '../data';
import { MockApiError } from '../errors';
import { takeMockDeposit } from '../mock-deposits';
import { paymentByKey } from '../mock-invoices';
import { assertPlace, billRoomDays, findRoom, findStay, invalidField, mockStayDaysRule, stayActivity, toStay, tooLong } from '../mock-stays';
import type { MockStay } from '../pet-stays-data';
import { completeMockActivity, createMockActivity } from './activities';
import { findActivity, touch } from './activity-answers';
import { checkParties } from './activity-lines';
import { API, idOf, parseBody, readJson, route } from './route';
import { shopCall } from './shared';

export { holdingStays, toStayOnBoard } from '../mock-stays';

// ---- stays (/stays, issue 19 §3), as server/modules/stays: a pet checked into a room (an LT ----
// activity in progress) or booked ahead (waiting), never more pets in the room at once than its
// capacity; moved to another room of its board (the nights in the old one billed), its check-out
// moved, a booking arriving, a pet leaving (its last room billed, its activity completed). Every
// rule is checked before anything is written, as the server's one transaction per request.

const PERMISSION = 'HOME_ADD_CLINIC_ACTIVITIES';
const MINUTE_MS = 60_000;

/**
 * checkInStay: the stay's activity made of the room's kind, in progress or waiting when booked;
 * a deposit taken with it. The same check-in sent again with its deposit's key gives back the
 * stay it made; the key of anything else's payment is a 409.
 */
function checkIn(shop: MockShop, user: MockUser, body: StayInput): Stay {
  const now = new Date();
  const earlier = body.deposit ? paymentByKey(shop.id, body.deposit.idempotencyKey) : undefined;
  const made = earlier && Object.values(mockState.petStays).find((s) => s.shopId === shop.id && s.activityId === earlier.activityId);
  if (made) return toStay(made);
  const startsAt = body.startsAt ?? now;
  const late = body.reserve ? null : checkInTimeProblem(startsAt, now, MAX_CHECK_IN_BACKDATE_DAYS);
  if (late) throw invalidField('startsAt', late);
  const room = findRoom(shop, body.roomId);
  assertPlace(room, startsAt, body.endsAt);
  checkParties(shop, body);
  if (earlier) throw new MockApiError('Conflict', 'errors.idempotencyKeyReused');

  const type = PET_ROOM_INVOICE_TYPE[room.type as PetRoomTypeId] as ActivityInput['type'];
  const activity = createMockActivity(shop, user, { customerId: body.customerId, petId: body.petId, type, note: body.note, services: [], products: [], submit: true });
  if (!body.reserve) touch(findActivity(shop, activity.id), { status: ActivityStatus.IN_PROGRESS, startedAt: now.toISOString(), startedBy: user.id });
  const stay: MockStay = {
    id: crypto.randomUUID(),
    shopId: shop.id,
    activityId: activity.id,
    roomId: room.id,
    status: body.reserve ? StayStatus.RESERVED : StayStatus.CHECKED_IN,
    startsAt: startsAt.toISOString(),
    endsAt: body.endsAt.toISOString(),
    checkedInAt: body.reserve ? null : startsAt.toISOString(),
    roomSince: body.reserve ? null : startsAt.toISOString(),
    checkedOutAt: null,
    feedingNote: body.feedingNote,
    careNote: body.careNote,
    belongings: body.belongings,
  };
  mockState.petStays[stay.id] = stay;
  if (body.deposit) takeMockDeposit(shop, user, activity.id, body.deposit);
  return toStay(stay);
}

/**
 * changeStay: moved to another room of the same board and/or its expected check-out changed; the
 * room it ends up in must have a place from now (booked: from its arrival) to the check-out. A pet
 * in its room that moves leaves the nights it slept there billed to that room, on its activity.
 */
function change(shop: MockShop, user: MockUser, id: string, body: StayChangeInput): Stay {
  const now = new Date();
  const stay = findStay(shop, id, 'holding');
  const inRoom = stay.status === StayStatus.CHECKED_IN;
  const startsAt = new Date(stay.startsAt);
  const endsAt = body.endsAt ?? new Date(stay.endsAt);
  // a pet past its expected check-out may move without a new one (as change-stay.ts)
  if (body.endsAt && endsAt.getTime() <= (inRoom ? now : startsAt).getTime()) throw invalidField('endsAt', 'validation.checkOutBeforeCheckIn');
  if (tooLong(startsAt, endsAt, MAX_STAY_DAYS)) throw invalidField('endsAt', 'validation.stayTooLong');
  const moving = !!body.roomId && body.roomId !== stay.roomId;
  // a room out of use is left, or kept by the pet in it, but takes no booking nor anyone moving in
  const from = findRoom(shop, stay.roomId, inRoom || moving);
  const to = moving ? findRoom(shop, body.roomId!) : from;
  if (to.type !== from.type) throw invalidField('roomId', 'validation.stayRoomType');
  const moves = to.id !== from.id;
  const placeFrom = inRoom ? now : startsAt;
  const placeTo = new Date(Math.max(endsAt.getTime(), placeFrom.getTime() + 60_000));
  if (moves || endsAt.getTime() > Date.parse(stay.endsAt)) assertPlace(to, placeFrom, placeTo, stay.id);
  const activity = findActivity(shop, stay.activityId);

  if (moves && inRoom && stay.checkedInAt) {
    const days = roomDays({ checkIn: new Date(stay.checkedInAt), roomFrom: new Date(stay.roomSince ?? stay.checkedInAt), roomTo: now, last: false }, mockStayDaysRule(shop));
    billRoomDays(activity, from, { days, userId: user.id, at: now });
    stay.roomSince = now.toISOString();
  }
  Object.assign(stay, { roomId: to.id, endsAt: endsAt.toISOString() });
  return toStay(stay);
}

/**
 * arriveStay: a booked pet checked in at the time given (now, or a few days back) in the room it
 * was booked into, which must still have its place until the expected check-out; its activity starts.
 */
function arrive(shop: MockShop, user: MockUser, id: string, body: StayMomentInput): Stay {
  const now = new Date();
  const stay = findStay(shop, id, 'reserved');
  const arrivedAt = body.at ?? now;
  const late = checkInTimeProblem(arrivedAt, now, MAX_CHECK_IN_BACKDATE_DAYS);
  if (late) throw invalidField('at', late);
  if (Date.parse(stay.endsAt) <= arrivedAt.getTime()) throw invalidField('at', 'validation.arrivalAfterCheckOut');
  assertPlace(findRoom(shop, stay.roomId), arrivedAt, new Date(stay.endsAt), stay.id);
  const activity = stayActivity(shop, stay, ActivityTransition.START);

  touch(activity, { status: ActivityStatus.IN_PROGRESS, startedAt: now.toISOString(), startedBy: user.id });
  const at = arrivedAt.toISOString();
  Object.assign(stay, { status: StayStatus.CHECKED_IN, startsAt: at, checkedInAt: at, roomSince: at });
  return toStay(stay);
}

/**
 * checkOutStay: the days in the last room billed as a line (roomDays, the shop's late check-out
 * hour), the place freed, the activity completed with its goods leaving the stock — ready for
 * the payment panel. A room out of use still lets its pet go.
 */
function checkOut(shop: MockShop, user: MockUser, id: string, body: StayMomentInput): Stay {
  const now = new Date();
  const stay = findStay(shop, id, 'checkedIn');
  const checkIn = new Date(stay.checkedInAt ?? stay.startsAt);
  const roomFrom = new Date(stay.roomSince ?? checkIn);
  const leftAt = body.at ?? now;
  if (leftAt.getTime() > now.getTime() + 5 * MINUTE_MS) throw invalidField('at', 'validation.checkOutAhead');
  if (leftAt.getTime() < roomFrom.getTime()) throw invalidField('at', 'validation.checkOutBeforeCheckIn');
  const room = findRoom(shop, stay.roomId, true);
  const days = roomDays({ checkIn, roomFrom, roomTo: leftAt, last: true }, mockStayDaysRule(shop));
  const activity = stayActivity(shop, stay, ActivityTransition.COMPLETE);

  // completing checks the stock before it writes: a 409 there leaves the pet in its room
  completeMockActivity(shop, user, activity, now.toISOString());
  billRoomDays(activity, room, { days, userId: user.id, at: leftAt });
  Object.assign(stay, { status: StayStatus.CHECKED_OUT, checkedOutAt: leftAt.toISOString() });
  return toStay(stay);
}

export const stayHandlers = [
  http.post(
    `${API}/stays`,
    route(async (request) => {
      const { shop, user } = shopCall(request, PERMISSION);
      return checkIn(shop, user, parseBody(stayBody, await readJson(request)));
    }),
  ),
  http.get(
    `${API}/stays/:id`,
    route((request, params) => toStay(findStay(shopCall(request, PERMISSION).shop, idOf(params)))),
  ),
  http.patch(
    `${API}/stays/:id`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const id = idOf(params);
      return change(shop, user, id, parseBody(stayChangeBody, await readJson(request)));
    }),
  ),
  http.post(
    `${API}/stays/:id/arrive`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const id = idOf(params);
      return arrive(shop, user, id, parseBody(stayMomentBody, await readJson(request)));
    }),
  ),
  http.post(
    `${API}/stays/:id/check-out`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const id = idOf(params);
      return checkOut(shop, user, id, parseBody(stayMomentBody, await readJson(request)));
    }),
  ),
];
