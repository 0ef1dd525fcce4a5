import { api } from '@/lib/api/client';
import { stayDays } from '@/lib/books/stay-days';
import { activityResponse } from '@/lib/contracts/activities';
import { activityDeposits } from '@/lib/contracts/invoice-actions';
import { petRoomList } from '@/lib/contracts/pet-rooms';
import { stayResponse } from '@/lib/contracts/stays';
import { ActivityStatus } from '@/lib/enums/activities';
import { PetRoomType, StayStatus } from '@/lib/enums/pet-rooms';
import { StockReason } from '@/lib/enums/stock';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockShop, mockState } from '@/tests/msw/data';
import { shopDay } from '@/tests/msw/handlers/shared';
import { mockStayDaysRule } from '@/tests/msw/mock-stays';
import { MOCK_ROOMS } from '@/tests/msw/pet-rooms-data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// The stay mocks the room boards run on (dev:mock), as server/modules/stays: a check-in with its
// deposit (sent again with its key: the same stay), a move billing the nights slept in the old room,
// the expected check-out moved while the room has a place, a booking arriving, a check-out billing
// the last room and completing the activity; the activity's own start and complete refused while
// the stay is on the board. Refused requests write nothing.

const { pets: P, products: PR, services: S } = MOCK_CATALOGUE;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const at = (ms: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + ms).toISOString();
const world = () => structuredClone({ petStays: mockState.petStays, activities: mockState.activities, books: mockState.books, products: mockState.products });
const boarding = () => mockState.services[S.boarding].name;

beforeEach(() => server.use(...authHandlers(null)));

/** A stay of the pet (its customer's) in the room, through POST /stays. */
async function stayIn(roomId: string, petId: string, body: Record<string, unknown>) {
  return stayResponse.parse((await api.post('/stays', { roomId, customerId: mockState.pets[petId].customerId, petId, endsAt: at(DAY_MS), ...body })).data);
}
const activityOf = async (activityId: string) => activityResponse.parse(await getData(`/activities/${activityId}`));
const transition = (activityId: string, transition: string) => api.post(`/activities/${activityId}/transition`, { transition, version: mockState.activities[activityId].version });

describe('the mock of POST /stays, with a deposit', () => {
  it('takes the deposit with the check-in; sent again with its key, gives back the stay it made', async () => {
    signInAs('seller');
    const body = { startsAt: at(0), deposit: { payments: [{ method: 'CASH', amount: 300_000 }], idempotencyKey: crypto.randomUUID() } };
    const stay = await stayIn(MOCK_ROOMS.cat1, P.mimi, body);
    expect(stay).toMatchObject({ status: StayStatus.CHECKED_IN, checkedInAt: at(0), checkedOutAt: null, daysSoFar: 1, amountSoFar: 150_000, room: { id: MOCK_ROOMS.cat1, name: 'Mèo 01' } });
    expect(stay.code).toMatch(/^LT\d{6}$/);
    expect(mockState.petStays[stay.id].roomSince).toBe(at(0));
    const held = activityDeposits.parse(await getData(`/activities/${stay.activityId}/deposits`));
    expect(held).toMatchObject({ deposited: 300_000, deposits: [{ amount: 300_000, method: 'CASH' }] });

    const before = world();
    expect(await stayIn(MOCK_ROOMS.cat1, P.mimi, body)).toEqual(stay);
    expect(world()).toEqual(before);
    expect(await getData(`/stays/${stay.id}`)).toEqual(stay);
  });

  it("refuses the key of another activity's deposit, and writes nothing", async () => {
    signInAs('seller');
    const idempotencyKey = crypto.randomUUID();
    await api.post(`/activities/${MOCK_ACTIVITIES.today.boWaiting}/deposits`, { payments: [{ method: 'CASH', amount: 50_000 }], idempotencyKey });
    const before = world();
    const refused = await failure(api.post('/stays', { roomId: MOCK_ROOMS.vip, customerId: mockState.pets[P.lu].customerId, petId: P.lu, endsAt: at(DAY_MS), deposit: { payments: [{ method: 'CASH', amount: 1 }], idempotencyKey } }));
    expect(refused.body).toMatchObject({ statusCode: 409, message: 'Mã chống trùng này đã dùng cho một khoản thanh toán khác' });
    expect(world()).toEqual(before);
  });
});

describe('the mock of PATCH /stays/{id}', () => {
  it('moves a pet to another room of its board, billing the nights it slept in the first', async () => {
    signInAs('seller');
    const checkIn = at(-2 * DAY_MS);
    const stay = await stayIn(MOCK_ROOMS.small1, P.milo, { startsAt: checkIn, endsAt: at(DAY_MS) });
    const before = world();
    expect((await failure(api.patch(`/stays/${stay.id}`, { roomId: MOCK_ROOMS.cage1 }))).body.errors).toEqual([{ field: 'roomId', messages: ['Chỉ chuyển sang phòng cùng loại'] }]);
    expect((await failure(api.patch(`/stays/${stay.id}`, { roomId: MOCK_ROOMS.medium1 }))).body).toMatchObject({ statusCode: 409, message: 'Phòng Vừa 01 đang ngừng sử dụng' });
    expect(world()).toEqual(before);

    const moved = stayResponse.parse((await api.patch(`/stays/${stay.id}`, { roomId: MOCK_ROOMS.vip })).data);
    expect(moved).toMatchObject({ status: StayStatus.CHECKED_IN, checkedInAt: checkIn, room: { id: MOCK_ROOMS.vip, name: 'VIP 01' } });
    // two nights in Nhỏ 01 at 200.000 ₫; the days since, VIP 01's (one more after the late check-out hour)
    const activity = await activityOf(stay.activityId);
    expect(activity.serviceLines).toMatchObject([{ name: `${boarding()} · Nhỏ 01`, quantity: 2, price: 200_000, status: ActivityStatus.COMPLETED, serviceId: S.boarding }]);
    const daysSoFar = stayDays(new Date(checkIn), new Date(), mockStayDaysRule(mockShop('q1')));
    expect(moved).toMatchObject({ daysSoFar, amountSoFar: 2 * 200_000 + (daysSoFar - 2) * 400_000 });
    expect(Date.parse(mockState.petStays[stay.id].roomSince!)).toBeGreaterThan(Date.parse(checkIn));
    const board = petRoomList.parse(await getData('/pet-rooms', { type: PetRoomType.HOTEL }));
    expect(board.items.find((r) => r.id === MOCK_ROOMS.vip)?.stays.map((s) => s.id)).toEqual([stay.id]);
    expect(board.items.find((r) => r.id === MOCK_ROOMS.small1)?.stays).toEqual([]);
  });

  it('extends the expected check-out only while the room has a place', async () => {
    signInAs('seller');
    const stay = await stayIn(MOCK_ROOMS.cat1, P.mimi, { endsAt: at(DAY_MS) });
    await stayIn(MOCK_ROOMS.cat1, P.muop, { reserve: true, startsAt: at(2 * DAY_MS), endsAt: at(4 * DAY_MS) });
    const before = world();
    expect((await failure(api.patch(`/stays/${stay.id}`, { endsAt: at(3 * DAY_MS) }))).body).toMatchObject({ statusCode: 409, message: 'Phòng Mèo 01 đã đủ 1 thú cưng trong thời gian này' });
    expect((await failure(api.patch(`/stays/${stay.id}`, { endsAt: at(-HOUR_MS) }))).body.errors).toEqual([{ field: 'endsAt', messages: ['Ngày trả phòng phải sau ngày nhận phòng'] }]);
    expect(world()).toEqual(before);
    // until the booking arrives, the room is free
    expect(stayResponse.parse((await api.patch(`/stays/${stay.id}`, { endsAt: at(2 * DAY_MS) })).data)).toMatchObject({ endsAt: at(2 * DAY_MS), room: { id: MOCK_ROOMS.cat1 } });
    expect(mockState.activities[stay.activityId].services).toEqual([]);
  });
});

describe('the mock of POST /stays/{id}/arrive', () => {
  it('checks a booked pet in: its activity starts; only once', async () => {
    signInAs('seller');
    const booked = await stayIn(MOCK_ROOMS.small1, P.milo, { reserve: true, startsAt: at(2 * HOUR_MS), endsAt: at(2 * DAY_MS) });
    expect([booked.status, mockState.activities[booked.activityId].status]).toEqual([StayStatus.RESERVED, ActivityStatus.WAITING]);
    const before = world();
    expect((await failure(api.post(`/stays/${booked.id}/arrive`, { at: at(HOUR_MS) }))).body.errors?.[0].field).toBe('at');
    expect((await failure(api.post(`/stays/${booked.id}/arrive`, { at: at(-8 * DAY_MS) }))).body.errors?.[0].field).toBe('at');
    expect(world()).toEqual(before);

    const arrived = stayResponse.parse((await api.post(`/stays/${booked.id}/arrive`, { at: at(-HOUR_MS) })).data);
    expect(arrived).toMatchObject({ status: StayStatus.CHECKED_IN, startsAt: at(-HOUR_MS), checkedInAt: at(-HOUR_MS), daysSoFar: expect.any(Number) as number });
    expect(mockState.petStays[booked.id].roomSince).toBe(at(-HOUR_MS));
    expect((await activityOf(booked.activityId)).status).toBe(ActivityStatus.IN_PROGRESS);
    expect((await failure(api.post(`/stays/${booked.id}/arrive`, {}))).body).toMatchObject({ statusCode: 409, message: 'Lượt lưu trú này không còn là đặt trước' });
  });
});

describe('the mock of POST /stays/{id}/check-out', () => {
  // on the shop's clock (UTC+7): in three days ago at 10:00, out yesterday at 11:00, before the late check-out hour
  const today = () => Date.parse(`${shopDay(new Date().toISOString())}T00:00:00+07:00`);

  it('bills the last room, frees the place and completes the activity, its goods leaving the stock', async () => {
    signInAs('seller');
    const [checkIn, leftAt] = [new Date(today() - 3 * DAY_MS + 10 * HOUR_MS).toISOString(), new Date(today() - DAY_MS + 11 * HOUR_MS).toISOString()];
    const stay = await stayIn(MOCK_ROOMS.cat1, P.mimi, { startsAt: checkIn });
    signInAs('doctor');
    await api.put(`/activities/${stay.activityId}/record`, { notes: 'Ăn tốt', products: [{ productId: PR.amoxicillin, unitName: 'viên', quantity: 10 }] });
    signInAs('seller');
    const before = world();
    expect((await failure(api.post(`/stays/${stay.id}/check-out`, { at: at(HOUR_MS) }))).body.errors).toEqual([{ field: 'at', messages: ['Không thể trả phòng với giờ tương lai'] }]);
    expect((await failure(api.post(`/stays/${stay.id}/check-out`, { at: new Date(Date.parse(checkIn) - HOUR_MS).toISOString() }))).body.errors?.[0].field).toBe('at');
    expect(world()).toEqual(before);

    // a room taken out of use still lets its pet go
    mockState.petRooms[MOCK_ROOMS.cat1].isActive = false;
    const left = stayResponse.parse((await api.post(`/stays/${stay.id}/check-out`, { at: leftAt })).data);
    expect(left).toMatchObject({ status: StayStatus.CHECKED_OUT, checkedOutAt: leftAt, daysSoFar: null, amountSoFar: null });
    const activity = await activityOf(stay.activityId);
    expect(activity.status).toBe(ActivityStatus.COMPLETED);
    expect(activity.serviceLines).toMatchObject([{ name: `${boarding()} · Mèo 01`, quantity: 2, price: 150_000, status: ActivityStatus.COMPLETED, completedAt: leftAt }]);
    expect(mockState.products[PR.amoxicillin].stockOnHand).toBe(410);
    expect(mockState.books.movements.filter((m) => m.documentId === stay.activityId).map((m) => [m.reason, m.delta])).toEqual([[StockReason.SERVICE_USE, -10]]);
    const board = petRoomList.parse(await getData('/pet-rooms', { type: PetRoomType.HOTEL }));
    expect(board.items.find((r) => r.id === MOCK_ROOMS.cat1)?.stays).toEqual([]);

    expect((await failure(api.post(`/stays/${stay.id}/check-out`, {}))).body).toMatchObject({ statusCode: 409, message: 'Thú cưng không còn ở trong phòng' });
    expect((await failure(api.patch(`/stays/${stay.id}`, { endsAt: at(DAY_MS) }))).body).toMatchObject({ statusCode: 409, message: 'Lượt lưu trú này đã kết thúc hoặc đã hủy' });
  });

  it('leaves the pet in its room when its goods are short', async () => {
    signInAs('seller');
    const stay = await stayIn(MOCK_ROOMS.vip, P.lu, {});
    signInAs('doctor');
    await api.put(`/activities/${stay.activityId}/record`, { notes: null, products: [{ productId: PR.amoxicillin, unitName: 'viên', quantity: 500 }] });
    signInAs('seller');
    const before = world();
    expect((await failure(api.post(`/stays/${stay.id}/check-out`, {}))).body).toMatchObject({ statusCode: 409, message: 'Không đủ tồn kho: Amoxicillin 500mg chỉ còn 420 viên' });
    expect(world()).toEqual(before);
  });
});

describe('the mock of the stays of another shop, and of POST /activities/{id}/transition', () => {
  it("never shows another shop's stay", async () => {
    signInAs('seller');
    const stay = await stayIn(MOCK_ROOMS.vip, P.lu, {});
    signInAs('other', MOCK_IDS.shops.hanoi);
    expect((await failure(api.get(`/stays/${stay.id}`))).body).toMatchObject({ statusCode: 404, message: 'Không tìm thấy lượt lưu trú' });
    expect((await failure(api.post(`/stays/${stay.id}/check-out`, {}))).status).toBe(404);
  });

  it("refuses to start or complete a stay's activity on its own: the board does both; canceling frees the place", async () => {
    signInAs('seller');
    const booked = await stayIn(MOCK_ROOMS.small1, P.milo, { reserve: true, startsAt: at(DAY_MS), endsAt: at(2 * DAY_MS) });
    const inRoom = await stayIn(MOCK_ROOMS.vip, P.lu, {});
    signInAs('doctor');
    const before = world();
    const onBoard = { statusCode: 409, message: 'Lượt lưu trú được nhận phòng và trả phòng trên sơ đồ phòng' };
    expect((await failure(transition(booked.activityId, 'start'))).body).toMatchObject(onBoard);
    expect((await failure(transition(inRoom.activityId, 'complete'))).body).toMatchObject(onBoard);
    expect(world()).toEqual(before);

    await api.post(`/activities/${inRoom.activityId}/transition`, { transition: 'cancel', version: mockState.activities[inRoom.activityId].version, reason: 'Khách đổi ý' });
    expect(mockState.petStays[inRoom.id].status).toBe(StayStatus.CANCELED);
    // once the stay is off the board, its activity is its own again
    mockState.petStays[booked.id].status = StayStatus.CANCELED;
    expect(activityResponse.parse((await transition(booked.activityId, 'start')).data).status).toBe(ActivityStatus.IN_PROGRESS);
  });
});
