import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@/lib/contracts/activities';
import type { ActivityDeposits } from '@/lib/contracts/invoice-actions';
import type { Stay } from '@/lib/contracts/stays';
import { roomDays, stayDays } from '@/lib/books/stay-days';
import { ActivityStatus } from '@/lib/enums/activities';
import { StayStatus } from '@/lib/enums/pet-rooms';
import { ServiceGroup } from '@/lib/enums/services';
import { petRooms } from '@/server/db/schema/pet-rooms';
import { petStays } from '@/server/db/schema/pet-stays';
import { call, type CallOptions } from '../support/api-client';
import { expectNothingWritten, expectRejectedBody, shopSuite } from '../support/api-suite';
import { expectRefused } from '../support/books';
import { inHours, type Party, staysKit } from '../support/stays';

// A stay at the desk once it is made (issue 19 §3): the check-in with its deposit in the same stroke
// (sent again with the deposit's key: the same stay), GET /stays/{id}, and PATCH /stays/{id} — moved
// to another room of its board or its check-out moved, the room it ends up in never over capacity,
// a pet moving out of a room leaving the nights it slept there billed at that room's price.
// Arrivals, check-outs and the activity's own transitions: stays-arrive-check-out.test.ts.

const { server, shops, as } = shopSuite(['seller']);
const { partiesOf, roomOf, roomId, stay, checkIn, getStay, staysIn, linesOf, shopRule } = staysKit(server, shops, as);

let parties: Party[] = [];
const cashDeposit = (amount: number, idempotencyKey: string = crypto.randomUUID()) => ({ payments: [{ method: 'CASH', amount }], idempotencyKey });
const change = (id: string, body: Record<string, unknown>, by: CallOptions = as('seller')) => call<Stay>(server.url, 'PATCH', `/stays/${id}`, { ...by, body });
const depositsOf = async (activityId: string) => (await call<ActivityDeposits>(server.url, 'GET', `/activities/${activityId}/deposits`, as('seller'))).body;
const staysOf = (activityId: string) => server.db.select({ id: petStays.id }).from(petStays).where(eq(petStays.activityId, activityId));
async function cancelActivity(activityId: string) {
  const { version } = (await call<Activity>(server.url, 'GET', `/activities/${activityId}`, as('owner'))).body;
  const res = await call(server.url, 'POST', `/activities/${activityId}/transition`, { ...as('owner'), body: { transition: 'cancel', version, reason: 'Khách đổi lịch' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

let withDeposit: Stay;

beforeAll(async () => {
  parties = await partiesOf(shops.q1);
});

describe('POST /stays with a deposit', () => {
  it('takes the deposit with the check-in; the same check-in sent again with its key gives back the stay and writes nothing', async () => {
    const vip = await roomId('VIP 01');
    const body = stay(vip, parties[0], { deposit: cashDeposit(200_000) });
    withDeposit = await checkIn(body);
    expect(withDeposit).toMatchObject({ status: StayStatus.CHECKED_IN, room: { id: vip }, checkedOutAt: null });
    expect(await depositsOf(withDeposit.activityId)).toMatchObject({ deposited: 200_000, deposits: [{ amount: 200_000, method: 'CASH' }] });
    // the room is full now: a retry is answered from the deposit's key, before the room is looked at
    await expectNothingWritten(server.db, async () => {
      const again = await checkIn(body);
      expect(again).toMatchObject({ id: withDeposit.id, activityId: withDeposit.activityId, code: withDeposit.code });
    });
    expect((await depositsOf(withDeposit.activityId)).deposits).toHaveLength(1);
  });

  it('makes one stay and takes one deposit when the same check-in comes twice at once', async () => {
    const body = stay(await roomId('Mèo 01'), parties[1], { reserve: true, startsAt: inHours(500), endsAt: inHours(520), deposit: cashDeposit(50_000) });
    const answers = await Promise.all([0, 1].map(() => call<Stay>(server.url, 'POST', '/stays', { ...as('seller'), body })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1].body.id).toBe(answers[0].body.id);
    expect(await staysOf(answers[0].body.activityId)).toHaveLength(1);
    expect(await depositsOf(answers[0].body.activityId)).toMatchObject({ deposited: 50_000, deposits: [{ amount: 50_000 }] });
  });

  it("refuses a deposit from the customer's credit with 400 under deposit.payments, writing nothing", async () => {
    const body = stay(await roomId('Nhỏ 01'), parties[1], { deposit: { payments: [{ method: 'CREDIT', amount: 100_000 }], idempotencyKey: crypto.randomUUID() } });
    await expectRejectedBody(server, '/stays', { ...as('seller'), body }, 'deposit.payments');
    await expectRefused(call(server.url, 'POST', '/stays', { ...as('seller'), body }), 400, 'Không thể ứng tiền bằng số dư của khách', ['deposit.payments']);
  });
});

describe('GET /stays/{id}', () => {
  it('shows the shop its stay with the days and amount so far; another shop’s stay and an unknown id are 404', async () => {
    const res = await getStay(withDeposit.id);
    expect(res.status).toBe(200);
    const days = stayDays(new Date(withDeposit.checkedInAt!), new Date(), await shopRule());
    expect(res.body).toEqual({ ...withDeposit, daysSoFar: days, amountSoFar: days * (await roomOf('VIP 01')).dailyPrice });

    const [theirParty] = await partiesOf(shops.hanoi);
    const theirs = await checkIn(stay(await roomId('Phòng 1', 'hanoi'), theirParty, { feedingNote: 'Bí Mật: hạt riêng' }), as('other', 'hanoi'));
    const foreign = await getStay(theirs.id);
    expect(foreign.status).toBe(404);
    expect((foreign.body as unknown as { message: string }).message).toBe('Không tìm thấy lượt lưu trú');
    for (const text of [theirs.code, theirs.pet.name, 'Bí Mật']) expect(JSON.stringify(foreign.body)).not.toContain(text);
    expect((await getStay(crypto.randomUUID())).status).toBe(404);
    expect((await getStay(withDeposit.id, as('owner', 'hanoi'))).status).toBe(403);
  });
});

describe('PATCH /stays/{id}', () => {
  it('extends a pet’s stay up to a booking that follows it, and refuses into it (409), changing nothing', async () => {
    const room = await roomId('Lớn 01');
    const inRoom = await checkIn(stay(room, parties[2]));
    const longer = await change(inRoom.id, { endsAt: inHours(48) });
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({ id: inRoom.id, status: StayStatus.CHECKED_IN, room: { id: room }, startsAt: inRoom.startsAt });
    expect(Date.parse(longer.body.endsAt) - Date.parse(inRoom.endsAt)).toBeGreaterThan(23 * 3_600_000);

    const booking = await checkIn(stay(room, parties[3], { reserve: true, startsAt: inHours(60), endsAt: inHours(80) }));
    await expectNothingWritten(server.db, async () => {
      await expectRefused(change(inRoom.id, { endsAt: inHours(70) }), 409, 'Phòng Lớn 01 đã đủ 1 thú cưng trong thời gian này');
      await expectRefused(change(inRoom.id, { endsAt: inHours(70) }, { ...as('seller'), lang: 'en' }), 409, 'Room Lớn 01 already holds 1 pet over these dates');
    });
    expect((await getStay(inRoom.id)).body.endsAt).toBe(longer.body.endsAt);
    // up to the booking's arrival the place is still the pet's
    expect((await change(inRoom.id, { endsAt: booking.startsAt })).body.endsAt).toBe(booking.startsAt);
  });

  it('moves a booking to another free room of its board, billing nothing', async () => {
    const [from, to] = [await roomId('Mèo 01'), await roomId('Mèo 02')];
    const booked = await checkIn(stay(from, parties[4], { reserve: true, startsAt: inHours(100), endsAt: inHours(120) }));
    const moved = await change(booked.id, { roomId: to });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booked.id, status: StayStatus.RESERVED, room: { id: to, name: 'Mèo 02' }, startsAt: booked.startsAt, endsAt: booked.endsAt, checkedInAt: null });
    expect(await linesOf(booked.activityId)).toEqual([]);
    expect(await staysIn(from)).not.toContain(booked.id);
    expect(await staysIn(to)).toContain(booked.id);
  });

  it('refuses, writing nothing: a full room (409), a room of the other board, a check-out gone by, an empty change (400), an unknown stay (404)', async () => {
    const cat = await roomId('Mèo 01');
    const inCat = await checkIn(stay(cat, parties[5]));
    const [vip, cage] = [await roomId('VIP 01'), await roomId('Nội trú 01')];
    await expectNothingWritten(server.db, async () => {
      await expectRefused(change(inCat.id, { roomId: vip }), 409, 'Phòng VIP 01 đã đủ 1 thú cưng trong thời gian này');
      await expectRefused(change(inCat.id, { roomId: cage }), 400, 'Chỉ chuyển sang phòng cùng loại', ['roomId']);
      await expectRefused(change(inCat.id, { endsAt: inHours(-1) }), 400, 'Ngày trả phòng phải sau ngày nhận phòng', ['endsAt']);
      await expectRefused(change(inCat.id, {}), 400, undefined, ['endsAt']);
      await expectRefused(change(inCat.id, { endsAt: 'ngày mai' }), 400, undefined, ['endsAt']);
      await expectRefused(change(crypto.randomUUID(), { endsAt: inHours(30) }), 404, 'Không tìm thấy lượt lưu trú');
    });
    expect((await getStay(inCat.id)).body).toMatchObject({ room: { id: cat }, endsAt: inCat.endsAt, status: StayStatus.CHECKED_IN });
    expect(await linesOf(inCat.activityId)).toEqual([]);
  });

  it('moves a pet checked in two days ago: the nights in the room it left become a done line at that room’s price, and its check-out bills the rest', async () => {
    const [from, to] = [await roomOf('Vừa 01'), await roomOf('Vừa 02')];
    // the room it leaves costs something of its own, so the line shows whose price it took
    await server.db.update(petRooms).set({ dailyPrice: 230_000 }).where(eq(petRooms.id, from.id));
    const inRoom = await checkIn(stay(from.id, parties[6], { startsAt: inHours(-48), endsAt: inHours(24) }));
    const checkedIn = new Date(inRoom.checkedInAt!);
    const moved = await change(inRoom.id, { roomId: to.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: inRoom.id, status: StayStatus.CHECKED_IN, room: { id: to.id, name: 'Vừa 02' }, startsAt: inRoom.startsAt, checkedInAt: inRoom.checkedInAt });

    const rule = await shopRule();
    const [line, ...others] = await linesOf(inRoom.activityId);
    expect(others).toEqual([]);
    const movedAt = line.completedAt!;
    const nights = roomDays({ checkIn: checkedIn, roomFrom: checkedIn, roomTo: movedAt, last: false }, rule);
    expect(nights).toBe(2);
    expect(line).toMatchObject({ status: ActivityStatus.COMPLETED, serviceGroup: ServiceGroup.HOTEL, name: 'Lưu chuồng khách sạn (ngày) · Vừa 01', quantity: nights, price: 230_000 });
    // so far: those nights, and what the room it is in bills already (its late check-out, if any)
    const unbilled = roomDays({ checkIn: checkedIn, roomFrom: movedAt, roomTo: movedAt, last: true }, rule);
    expect(moved.body).toMatchObject({ daysSoFar: stayDays(checkedIn, movedAt, rule), amountSoFar: nights * 230_000 + unbilled * to.dailyPrice });
    expect(await staysIn(from.id)).toEqual([]);
    expect(await staysIn(to.id)).toEqual([inRoom.id]);

    // leaving, the stay bills its days once: the room it left, and the rest to the room it leaves from
    const out = await call<Stay>(server.url, 'POST', `/stays/${inRoom.id}/check-out`, { ...as('seller'), body: {} });
    expect(out.status).toBe(200);
    const days = stayDays(checkedIn, new Date(out.body.checkedOutAt!), rule);
    const lines = await linesOf(inRoom.activityId);
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(days);
    expect(lines.slice(1).map((l) => [l.name, l.price])).toEqual(days > nights ? [['Lưu chuồng khách sạn (ngày) · Vừa 02', to.dailyPrice]] : []);
  });

  it('refuses a stay that has ended — checked out or canceled — with 409, writing nothing', async () => {
    const room = await roomId('Mèo 02');
    const leaving = await checkIn(stay(room, parties[7], { endsAt: inHours(5) }));
    expect((await call(server.url, 'POST', `/stays/${leaving.id}/check-out`, { ...as('seller'), body: {} })).status).toBe(200);
    const booked = await checkIn(stay(room, parties[7], { reserve: true, startsAt: inHours(200), endsAt: inHours(220) }));
    await cancelActivity(booked.activityId);
    expect((await getStay(booked.id)).body.status).toBe(StayStatus.CANCELED);
    await expectNothingWritten(server.db, async () => {
      await expectRefused(change(leaving.id, { endsAt: inHours(30) }), 409, 'Lượt lưu trú này đã kết thúc hoặc đã hủy');
      await expectRefused(change(booked.id, { roomId: await roomId('Mèo 01') }), 409, 'Lượt lưu trú này đã kết thúc hoặc đã hủy');
      await expectRefused(change(booked.id, { endsAt: inHours(230) }, { ...as('seller'), lang: 'en' }), 409, 'This stay has ended or was canceled');
    });
  });

  it('gives the last place of a room to one of two stays moved into it at the same moment', async () => {
    const twin = await roomId('Nhỏ 02'); // two places
    const window = { reserve: true, startsAt: inHours(400), endsAt: inHours(420) };
    const first = await checkIn(stay(twin, parties[8], window));
    const movers = [await checkIn(stay(await roomId('Nhỏ 01'), parties[9], window)), await checkIn(stay(await roomId('Mèo 02'), parties[10], { ...window, startsAt: inHours(405) }))];
    const answers = await Promise.all(movers.map((s) => change(s.id, { roomId: twin })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect((refused.body as unknown as { message: string }).message).toBe('Phòng Nhỏ 02 đã đủ 2 thú cưng trong thời gian này');
    const movedIn = movers[answers.findIndex((a) => a.status === 200)];
    expect((await staysIn(twin)).sort()).toEqual([first.id, movedIn.id].sort());
    const stayed = movers.find((s) => s !== movedIn)!;
    expect((await getStay(stayed.id)).body.room.id).toBe(stayed.room.id);
  });
});
