import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { PetRoomType, StayStatus } from '@/lib/enums/pet-rooms';
import { activities } from '@/server/db/schema/activities';
import { petRooms } from '@/server/db/schema/pet-rooms';
import { call } from '../support/api-client';
import { expectNothingWritten, expectRejectedBody, shopSuite } from '../support/api-suite';
import { expectRefused } from '../support/books';
import { inHours, type Party, staysKit } from '../support/stays';

// POST /stays (issue 19 §3): a pet checked into a room now, or its place booked ahead; the stay is an
// activity of the room's kind with an LT code, and its dates hold a place in the room, which never
// holds more pets than its capacity at once — also when two desks take its last place together.

const { server, shops, as } = shopSuite(['seller', 'doctor']);
const { partiesOf, roomId, stay, checkIn, board } = staysKit(server, shops, as);

let parties: Party[] = [];
let foreignParty: Party;

beforeAll(async () => {
  parties = await partiesOf(shops.q1);
  [foreignParty] = await partiesOf(shops.hanoi);
});

describe('POST /stays', () => {
  it('checks a dog into a hotel room: an LT activity in progress, shown on the board with its pet and customer', async () => {
    const room = await roomId('Lớn 01');
    const made = await checkIn(stay(room, parties[0], { feedingNote: 'Hạt 2 bữa', belongings: 'Dây dắt, đệm' }));
    expect(made).toMatchObject({ status: StayStatus.CHECKED_IN, room: { id: room, name: 'Lớn 01', type: PetRoomType.HOTEL }, pet: { id: parties[0].petId }, customer: { id: parties[0].customerId }, feedingNote: 'Hạt 2 bữa', belongings: 'Dây dắt, đệm' });
    expect(made.code).toMatch(/^LT\d{6}$/);
    expect(made.checkedInAt).toBe(made.startsAt);
    const [activity] = await server.db.select().from(activities).where(eq(activities.id, made.activityId));
    expect(activity).toMatchObject({ type: InvoiceType.HOTEL, status: ActivityStatus.IN_PROGRESS, code: made.code, customerId: parties[0].customerId, petId: parties[0].petId });
    const card = (await board(PetRoomType.HOTEL)).find((r) => r.id === room)!;
    expect(card.stays.map((s) => s.id)).toEqual([made.id]);
  });

  it('books a cage ahead: a waiting inpatient activity holding the place from its day', async () => {
    const cage = await roomId('Nội trú 01');
    const booked = await checkIn(stay(cage, parties[1], { reserve: true, startsAt: inHours(48), endsAt: inHours(96) }), as('doctor'));
    expect(booked).toMatchObject({ status: StayStatus.RESERVED, checkedInAt: null });
    const [activity] = await server.db.select().from(activities).where(eq(activities.id, booked.activityId));
    expect(activity).toMatchObject({ type: InvoiceType.INPATIENT_CARE, status: ActivityStatus.WAITING });
    expect((await board(PetRoomType.INPATIENT_CARE)).find((r) => r.id === cage)!.stays.map((s) => s.id)).toEqual([booked.id]);
  });

  it('refuses a pet beyond the capacity over overlapping dates, in the caller’s language, and takes the place once it is free', async () => {
    const room = await roomId('Mèo 01');
    await checkIn(stay(room, parties[2], { endsAt: inHours(10) }));
    await expectNothingWritten(server.db, async () => {
      await expectRefused(call(server.url, 'POST', '/stays', { ...as('seller'), body: stay(room, parties[3], { reserve: true, startsAt: inHours(5), endsAt: inHours(20) }) }), 409, 'Phòng Mèo 01 đã đủ 1 thú cưng trong thời gian này');
      await expectRefused(call(server.url, 'POST', '/stays', { ...as('seller'), lang: 'en', body: stay(room, parties[3]) }), 409, 'Room Mèo 01 already holds 1 pet over these dates');
    });
    // from the expected check-out on, the place is free
    await checkIn(stay(room, parties[3], { reserve: true, startsAt: inHours(10), endsAt: inHours(30) }));
  });

  it('lets a double room hold two pets at once, not three', async () => {
    const room = await roomId('Nhỏ 02');
    await checkIn(stay(room, parties[4]));
    await checkIn(stay(room, parties[5]));
    await expectRefused(call(server.url, 'POST', '/stays', { ...as('seller'), body: stay(room, parties[6], { reserve: true, startsAt: inHours(12), endsAt: inHours(13) }) }), 409);
  });

  it('gives the last place to one of two desks checking in at the same moment', async () => {
    const room = await roomId('Vừa 01');
    const answers = await Promise.all([parties[7], parties[8]].map((p) => call(server.url, 'POST', '/stays', { ...as('seller'), body: stay(room, p) })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await board(PetRoomType.HOTEL)).find((r) => r.id === room)!.stays).toHaveLength(1);
  });

  it("gives the place back when the stay's activity is canceled, and a booking goes with its deleted activity", async () => {
    const room = await roomId('Mèo 02');
    const inRoom = await checkIn(stay(room, parties[10]));
    await expectRefused(call(server.url, 'POST', '/stays', { ...as('seller'), body: stay(room, parties[11]) }), 409);
    const cancel = await call(server.url, 'POST', `/activities/${inRoom.activityId}/transition`, { ...as('owner'), body: { transition: 'cancel', version: 2, reason: 'Khách đổi ý' } });
    expect(cancel.status).toBe(200);
    const booked = await checkIn(stay(room, parties[11], { reserve: true, startsAt: inHours(2), endsAt: inHours(26) }));
    expect((await board(PetRoomType.HOTEL)).find((r) => r.id === room)!.stays.map((s) => s.id)).toEqual([booked.id]);
    expect((await call(server.url, 'DELETE', `/activities/${booked.activityId}`, as('owner'))).status).toBe(204);
    expect((await board(PetRoomType.HOTEL)).find((r) => r.id === room)!.stays).toEqual([]);
  });

  it.each([
    ['a check-out before the check-in', { startsAt: inHours(-1), endsAt: inHours(-2) }, 'endsAt'],
    ['a check-out at the check-in', { reserve: true, startsAt: inHours(30), endsAt: inHours(30) }, 'endsAt'],
    ['a stay over a year', { reserve: true, startsAt: inHours(1), endsAt: inHours(24 * 367) }, 'endsAt'],
    ['a check-in dated ahead', { startsAt: inHours(3), endsAt: inHours(30) }, 'startsAt'],
    ['a check-in dated back eight days', { startsAt: inHours(-24 * 8), endsAt: inHours(30) }, 'startsAt'],
    ['a date that is not a date', { endsAt: '2026-02-30T10:00' }, 'endsAt'],
    ['no room', { roomId: '' }, 'roomId'],
    ['a note over 500 characters', { feedingNote: 'x'.repeat(501) }, 'feedingNote'],
  ])('refuses %s with 400 under its field, writing nothing', async (_, patch, field) => {
    await expectRejectedBody(server, '/stays', { ...as('seller'), body: stay(await roomId('VIP 01'), parties[9], patch) }, field);
  });

  it("refuses another shop's room (404) or pet (404), and a room out of use (409), writing nothing", async () => {
    const foreignRoom = await roomId('Phòng 1', 'hanoi');
    const vip = await roomId('VIP 01');
    const offRoom = await roomId('Vừa 02');
    await server.db.update(petRooms).set({ isActive: false }).where(eq(petRooms.id, offRoom));
    await expectNothingWritten(server.db, async () => {
      const room = await call(server.url, 'POST', '/stays', { ...as('seller'), body: stay(foreignRoom, parties[9]) });
      expect(room.status).toBe(404);
      expect(JSON.stringify(room.body)).not.toContain('Phòng 1');
      expect((await call(server.url, 'POST', '/stays', { ...as('seller'), body: stay(vip, foreignParty) })).status).toBe(404);
      await expectRefused(call(server.url, 'POST', '/stays', { ...as('seller'), body: stay(offRoom, parties[9]) }), 409, 'Phòng Vừa 02 đang ngừng sử dụng');
      // with the other shop's shop-Id: not a shop this owner works in
      expect((await call(server.url, 'POST', '/stays', { ...as('owner', 'hanoi'), body: stay(foreignRoom, foreignParty) })).status).toBe(403);
    });
  });
});
