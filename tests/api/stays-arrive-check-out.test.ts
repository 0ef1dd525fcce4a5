import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity, ActivitySummary } from '@/lib/contracts/activities';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { ActivityDeposits, ActivityInvoiceQuote } from '@/lib/contracts/invoice-actions';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { Stay } from '@/lib/contracts/stays';
import { stayDays } from '@/lib/books/stay-days';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import { PetRoomType, StayStatus } from '@/lib/enums/pet-rooms';
import { hasPermission } from '@/lib/permissions';
import { SHOP_ROLE_IDS } from '@/lib/roles';
import { activities } from '@/server/db/schema/activities';
import { call, type CallOptions } from '../support/api-client';
import { expectNothingWritten, shopSuite } from '../support/api-suite';
import { expectRefused } from '../support/books';
import { inHours, type Party, staysKit } from '../support/stays';
import { expectBooksBalanced } from '../support/books-invariants';

// A stay's arrival and check-out at the desk (issue 19 §3): a booked pet arrives into its room (the
// activity starts), a pet leaves (its room days a done line, the activity completes, its invoice
// settles the deposit); the activity's own start and complete are the board's, its cancel is not;
// another shop's stays are not there. Check-in, GET and PATCH: stays-actions.test.ts.

const { server, shops, as } = shopSuite(['seller']);
const { partiesOf, roomOf, roomId, stay, checkIn, getStay, staysIn, linesOf, shopRule } = staysKit(server, shops, as);

let parties: Party[] = [];
const arrive = (id: string, body: Record<string, unknown> = {}, by: CallOptions = as('seller')) => call<Stay>(server.url, 'POST', `/stays/${id}/arrive`, { ...by, body });
const checkOut = (id: string, body: Record<string, unknown> = {}, by: CallOptions = as('seller')) => call<Stay>(server.url, 'POST', `/stays/${id}/check-out`, { ...by, body });
const activityOf = async (id: string) => (await server.db.select().from(activities).where(eq(activities.id, id)))[0];
/** POST /activities/{id}/transition with the activity's version as it is now. */
async function transition(activityId: string, name: 'start' | 'complete' | 'cancel', lang?: string) {
  const { version } = (await call<Activity>(server.url, 'GET', `/activities/${activityId}`, as('owner'))).body;
  return call<Activity>(server.url, 'POST', `/activities/${activityId}/transition`, { ...as('owner'), lang, body: { transition: name, version, ...(name === 'cancel' ? { reason: 'Khách đổi ý' } : {}) } });
}

beforeAll(async () => {
  parties = await partiesOf(shops.q1);
});

describe('POST /stays/{id}/arrive', () => {
  it('checks a booked pet in now: its stay is in the room from now, its activity in progress; a second arrival is 409', async () => {
    const cage = await roomId('Nội trú 01');
    const booked = await checkIn(stay(cage, parties[0], { reserve: true, startsAt: inHours(2), endsAt: inHours(48) }));
    const res = await arrive(booked.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: booked.id, status: StayStatus.CHECKED_IN, endsAt: booked.endsAt, room: { id: cage }, checkedOutAt: null, daysSoFar: 1 });
    expect(res.body.startsAt).toBe(res.body.checkedInAt);
    expect(Math.abs(Date.parse(res.body.checkedInAt!) - Date.now())).toBeLessThan(60_000);
    expect(await activityOf(booked.activityId)).toMatchObject({ status: ActivityStatus.IN_PROGRESS });
    expect(await staysIn(cage, PetRoomType.INPATIENT_CARE)).toEqual([booked.id]);
    await expectNothingWritten(server.db, async () => {
      await expectRefused(arrive(booked.id), 409, 'Lượt lưu trú này không còn là đặt trước');
      await expectRefused(arrive(booked.id, {}, { ...as('seller'), lang: 'en' }), 409, 'This stay is no longer a booking');
    });
  });

  it('records an arrival the desk forgot, an hour ago', async () => {
    const booked = await checkIn(stay(await roomId('Nội trú 02'), parties[1], { reserve: true, startsAt: inHours(1), endsAt: inHours(30) }));
    const at = inHours(-1);
    const res = await arrive(booked.id, { at });
    expect(res.body).toMatchObject({ status: StayStatus.CHECKED_IN, startsAt: at, checkedInAt: at });
  });

  it('refuses, writing nothing: an arrival dated ahead (400), a room taken until then (409), an unknown stay (404)', async () => {
    const ahead = await checkIn(stay(await roomId('Nội trú 03'), parties[2], { reserve: true, startsAt: inHours(24), endsAt: inHours(48) }));
    const icu = await roomId('Hồi sức 01');
    await checkIn(stay(icu, parties[3], { endsAt: inHours(20) }));
    const early = await checkIn(stay(icu, parties[4], { reserve: true, startsAt: inHours(20), endsAt: inHours(40) }));
    await expectNothingWritten(server.db, async () => {
      await expectRefused(arrive(ahead.id, { at: inHours(3) }), 400, 'Nhận phòng không thể ghi giờ tương lai; hãy đặt trước phòng', ['at']);
      await expectRefused(arrive(ahead.id, { at: 'hôm qua' }), 400, undefined, ['at']);
      await expectRefused(arrive(early.id), 409, 'Phòng Hồi sức 01 đã đủ 1 thú cưng trong thời gian này');
      await expectRefused(arrive(crypto.randomUUID()), 404, 'Không tìm thấy lượt lưu trú');
    });
    for (const booked of [ahead, early]) {
      expect((await getStay(booked.id)).body).toMatchObject({ status: StayStatus.RESERVED, checkedInAt: null, startsAt: booked.startsAt });
      expect(await activityOf(booked.activityId)).toMatchObject({ status: ActivityStatus.WAITING });
    }
  });
});

describe('POST /stays/{id}/check-out', () => {
  it('bills the days of a pet checked in two days ago, completes its activity and frees the place; its invoice settles the deposit', async () => {
    const room = await roomOf('Lớn 01');
    const inRoom = await checkIn(stay(room.id, parties[5], { startsAt: inHours(-48), endsAt: inHours(1), deposit: { payments: [{ method: 'CASH', amount: 200_000 }], idempotencyKey: crypto.randomUUID() } }));
    const res = await checkOut(inRoom.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: inRoom.id, status: StayStatus.CHECKED_OUT, checkedInAt: inRoom.checkedInAt, daysSoFar: null, amountSoFar: null });
    expect(Math.abs(Date.parse(res.body.checkedOutAt!) - Date.now())).toBeLessThan(60_000);
    expect(await activityOf(inRoom.activityId)).toMatchObject({ status: ActivityStatus.COMPLETED });

    const days = stayDays(new Date(inRoom.checkedInAt!), new Date(res.body.checkedOutAt!), await shopRule());
    expect(days).toBeGreaterThanOrEqual(2);
    const lines = await linesOf(inRoom.activityId);
    expect(lines.map((l) => ({ status: l.status, name: l.name, quantity: l.quantity, price: l.price }))).toEqual([
      { status: ActivityStatus.COMPLETED, name: 'Lưu chuồng chó lớn (ngày) · Lớn 01', quantity: days, price: room.dailyPrice },
    ]);
    expect(await staysIn(room.id)).toEqual([]);
    // the hotel history lists it with its room and the days billed
    const history = await call<{ items: ActivitySummary[] }>(server.url, 'GET', `/activities?type=${InvoiceType.HOTEL}&status=3&limit=100`, as('seller'));
    expect(history.body.items.find((a) => a.id === inRoom.activityId)?.stay).toEqual({ id: inRoom.id, room: 'Lớn 01', days, checkedInAt: inRoom.checkedInAt, checkedOutAt: res.body.checkedOutAt });

    // the payment panel: the days at the room's price, the deposit taken off what is due
    const quote = await call<ActivityInvoiceQuote>(server.url, 'POST', `/activities/${inRoom.activityId}/invoice/quote`, { ...as('seller'), body: {} });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ subtotal: days * room.dailyPrice, deposited: 200_000, due: quote.body.total - 200_000, invoice: null });
    const invoice = await call<InvoiceDetail>(server.url, 'POST', `/activities/${inRoom.activityId}/invoice`, {
      ...as('seller'),
      body: { payments: [{ method: 'CASH', amount: quote.body.due }], idempotencyKey: crypto.randomUUID() },
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    expect(invoice.body).toMatchObject({ kind: InvoiceType.HOTEL, activity: { id: inRoom.activityId }, total: quote.body.total, paid: quote.body.total, debt: 0, status: InvoiceStatus.PAID });
    expect(invoice.body.payments.map((p) => [p.type, p.method, p.amount])).toEqual([
      [InvoicePaymentType.PRE_PAY, 'CASH', 200_000],
      [InvoicePaymentType.CHECKOUT, 'CASH', quote.body.due],
    ]);
    expect((await call<ActivityDeposits>(server.url, 'GET', `/activities/${inRoom.activityId}/deposits`, as('seller'))).body.deposited).toBe(0);
    await expectBooksBalanced(server.db);

    // gone: a second check-out is refused, and the room takes the next pet now
    await expectNothingWritten(server.db, async () => {
      await expectRefused(checkOut(inRoom.id), 409, 'Thú cưng không còn ở trong phòng');
    });
    const next = await checkIn(stay(room.id, parties[6]));
    expect(await staysIn(room.id)).toEqual([next.id]);
  });

  it('refuses, writing nothing: a check-out dated ahead or before the check-in (400), a booking (409), an unknown stay (404)', async () => {
    const inRoom = await checkIn(stay(await roomId('VIP 01'), parties[7], { startsAt: inHours(-3) }));
    const booked = await checkIn(stay(await roomId('Mèo 01'), parties[8], { reserve: true, startsAt: inHours(24), endsAt: inHours(48) }));
    await expectNothingWritten(server.db, async () => {
      await expectRefused(checkOut(inRoom.id, { at: inHours(1) }), 400, 'Không thể trả phòng với giờ tương lai', ['at']);
      await expectRefused(checkOut(inRoom.id, { at: inHours(-4) }), 400, 'Ngày trả phòng phải sau ngày nhận phòng', ['at']);
      await expectRefused(checkOut(booked.id), 409, 'Thú cưng không còn ở trong phòng');
      await expectRefused(checkOut(crypto.randomUUID()), 404, 'Không tìm thấy lượt lưu trú');
    });
    expect((await getStay(inRoom.id)).body).toMatchObject({ status: StayStatus.CHECKED_IN, checkedOutAt: null });
  });
});

describe("a stay's activity moved on its own", () => {
  it('is not started nor completed but through its stay (409); canceled, it gives its place back', async () => {
    const [medium1, medium2] = [await roomId('Vừa 01'), await roomId('Vừa 02')];
    const booked = await checkIn(stay(medium1, parties[9], { reserve: true, startsAt: inHours(24), endsAt: inHours(48) }));
    const inRoom = await checkIn(stay(medium2, parties[10]));
    await expectNothingWritten(server.db, async () => {
      await expectRefused(transition(booked.activityId, 'start'), 409, 'Lượt lưu trú được nhận phòng và trả phòng trên sơ đồ phòng');
      await expectRefused(transition(inRoom.activityId, 'complete'), 409, 'Lượt lưu trú được nhận phòng và trả phòng trên sơ đồ phòng');
      await expectRefused(transition(inRoom.activityId, 'complete', 'en'), 409, 'A stay is checked in and out from the room board');
    });
    expect(await activityOf(booked.activityId)).toMatchObject({ status: ActivityStatus.WAITING });
    expect(await activityOf(inRoom.activityId)).toMatchObject({ status: ActivityStatus.IN_PROGRESS });

    for (const held of [booked, inRoom]) {
      const canceled = await transition(held.activityId, 'cancel');
      expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
      expect(canceled.body.status).toBe(ActivityStatus.CANCELED);
      expect((await getStay(held.id)).body.status).toBe(StayStatus.CANCELED);
    }
    expect(await staysIn(medium1)).toEqual([]);
    expect(await staysIn(medium2)).toEqual([]);
    await checkIn(stay(medium2, parties[11]));
  });
});

describe('a stay acted on at the board while its activity is canceled at another desk', () => {
  // The cancel locks the activity, then its stay; the board's actions lock the stay, then write to
  // its activity (its start or completion, a room line's foreign key): both at once must still be
  // one after the other — one wins, the other is told why (409) — and never a 500.
  it('checks out, arrives or moves, or cancels, never failing', async () => {
    const [room, other] = [await roomId('Nhỏ 01'), await roomId('Nhỏ 02')];
    for (const action of ['check-out', 'arrive', 'move'] as const) {
      const body = action === 'arrive' ? { reserve: true, startsAt: inHours(1), endsAt: inHours(5) } : { startsAt: inHours(-30), endsAt: inHours(5) };
      const held = await checkIn(stay(room, parties[2], body));
      const { version } = (await call<Activity>(server.url, 'GET', `/activities/${held.activityId}`, as('owner'))).body;
      const [acted, canceled] = await Promise.all([
        action === 'move' ? call(server.url, 'PATCH', `/stays/${held.id}`, { ...as('seller'), body: { roomId: other } }) : call(server.url, 'POST', `/stays/${held.id}/${action}`, { ...as('seller'), body: {} }),
        call(server.url, 'POST', `/activities/${held.activityId}/transition`, { ...as('owner'), body: { transition: 'cancel', version, reason: 'Khách đổi ý' } }),
      ]);
      const statuses = [acted.status, canceled.status];
      // a move leaves the activity's version as it was: the cancel may follow it
      expect(statuses.sort(), `${action}: ${JSON.stringify([acted.body, canceled.body])}`).toEqual(action === 'move' ? expect.arrayContaining([200]) : [200, 409]);
      expect(statuses.every((s) => s < 500), action).toBe(true);
      // the place is given back for the next round
      const after = (await getStay(held.id)).body.status;
      if (after === StayStatus.RESERVED || after === StayStatus.CHECKED_IN) expect((await transition(held.activityId, 'cancel')).status).toBe(200);
    }
  });
});

describe("another shop's stays, and callers without a session", () => {
  it('are 404 to every stay action, showing and changing nothing of them', async () => {
    const [theirParty] = await partiesOf(shops.hanoi);
    const [room1, room2] = [await roomId('Phòng 1', 'hanoi'), await roomId('Phòng 2', 'hanoi')];
    const inRoom = await checkIn(stay(room1, theirParty, { feedingNote: 'Bí Mật: hạt riêng' }), as('other', 'hanoi'));
    const booked = await checkIn(stay(room2, theirParty, { reserve: true, startsAt: inHours(24), endsAt: inHours(48), careNote: 'Bí Mật' }), as('other', 'hanoi'));
    const mine = await roomId('Mèo 02');
    const attempts: Array<[string, string, Record<string, unknown> | undefined]> = [
      ['GET', `/stays/${inRoom.id}`, undefined],
      ['PATCH', `/stays/${inRoom.id}`, { endsAt: inHours(30) }],
      ['PATCH', `/stays/${booked.id}`, { roomId: mine }],
      ['POST', `/stays/${booked.id}/arrive`, {}],
      ['POST', `/stays/${inRoom.id}/check-out`, {}],
    ];
    await expectNothingWritten(server.db, async () => {
      for (const [method, path, body] of attempts) {
        const res = await call<ErrorBody>(server.url, method, path, { ...as('owner'), body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.message).toBe('Không tìm thấy lượt lưu trú');
        for (const text of ['Bí Mật', inRoom.code, booked.code, inRoom.pet.name]) expect(JSON.stringify(res.body)).not.toContain(text);
        // with the other shop's shop-Id: not a shop this owner works in
        expect((await call(server.url, method, path, { ...as('owner', 'hanoi'), body })).status, `${method} ${path} in Hà Nội`).toBe(403);
      }
    });
    expect((await getStay(inRoom.id, as('other', 'hanoi'))).body).toMatchObject({ status: StayStatus.CHECKED_IN, endsAt: inRoom.endsAt, room: { id: room1 } });
    expect((await getStay(booked.id, as('other', 'hanoi'))).body).toMatchObject({ status: StayStatus.RESERVED, room: { id: room2 } });
  });

  it('answer 401 without a session; every shop role may act on stays (HOME_ADD_CLINIC_ACTIVITIES is every shop role’s), so no role gets 403', async () => {
    expect(SHOP_ROLE_IDS.filter((role) => !hasPermission(role, 'HOME_ADD_CLINIC_ACTIVITIES'))).toEqual([]);
    const booked = await checkIn(stay(await roomId('Lớn 01'), parties[0], { reserve: true, startsAt: inHours(200), endsAt: inHours(220) }));
    await expectNothingWritten(server.db, async () => {
      for (const [method, path, body] of [
        ['POST', '/stays', stay(await roomId('Lớn 01'), parties[1], { reserve: true, startsAt: inHours(300), endsAt: inHours(320) })],
        ['GET', `/stays/${booked.id}`, undefined],
        ['PATCH', `/stays/${booked.id}`, { endsAt: inHours(230) }],
        ['POST', `/stays/${booked.id}/arrive`, {}],
        ['POST', `/stays/${booked.id}/check-out`, {}],
      ] as const) {
        expect((await call(server.url, method, path, { shopId: shops.q1, body })).status, `${method} ${path}`).toBe(401);
      }
    });
  });
});
