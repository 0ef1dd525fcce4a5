import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DeleteResult } from '@/lib/contracts/delete-result';
import type { PetRoom, PetRoomList } from '@/lib/contracts/pet-rooms';
import type { Service } from '@/lib/contracts/services';
import { PetRoomType } from '@/lib/enums/pet-rooms';
import { ServiceGroup } from '@/lib/enums/services';
import { petRooms } from '@/server/db/schema/pet-rooms';
import { call, created } from '../support/api-client';
import { expectNothingWritten, expectRejectedBody, shopSuite } from '../support/api-suite';
import { expectRefused } from '../support/books';

// /pet-rooms (issue 19 §1): the hotel rooms and inpatient cages of a shop, each board's rooms listed
// for every shop role, set up by the shop admin alone (PET_ROOMS_MANAGE).

const { server, as } = shopSuite(['seller', 'doctor', 'accountant']);

const room = (patch: Record<string, unknown> = {}) => ({ name: 'Phòng thử', type: PetRoomType.HOTEL, size: 'medium', species: 'dog', dailyPrice: 250_000, capacity: 1, ...patch });
const create = (body: Record<string, unknown>, by = as('owner')) => created<PetRoom>(server.url, '/pet-rooms', body, by);
const board = async (type: number, query = '', by = as('owner')) => (await call<PetRoomList>(server.url, 'GET', `/pet-rooms?type=${type}${query}`, by)).body.items;
const serviceNamed = async (name: string) => {
  const page = await call<{ items: Service[] }>(server.url, 'GET', `/services?search=${encodeURIComponent(name)}&pageSize=50`, as('owner'));
  return page.body.items.find((s) => s.name === name)!;
};

describe('GET /pet-rooms', () => {
  it("lists the demo's eight hotel rooms and four inpatient cages of Quận 1 in name order, each with the service it bills as", async () => {
    const hotel = await board(PetRoomType.HOTEL);
    expect(hotel.map((r) => r.name)).toEqual(['Lớn 01', 'Mèo 01', 'Mèo 02', 'Nhỏ 01', 'Nhỏ 02', 'VIP 01', 'Vừa 01', 'Vừa 02']);
    expect(new Set(hotel.map((r) => r.size))).toEqual(new Set(['small', 'medium', 'large']));
    expect(hotel.find((r) => r.name === 'VIP 01')).toMatchObject({ dailyPrice: 400_000, capacity: 1, service: { name: 'Phòng VIP có camera (ngày)' }, isActive: true });
    expect(hotel.find((r) => r.name === 'Nhỏ 02')?.capacity).toBe(2);
    const cages = await board(PetRoomType.INPATIENT_CARE, '', as('seller'));
    expect(cages.map((r) => r.name)).toEqual(['Hồi sức 01', 'Nội trú 01', 'Nội trú 02', 'Nội trú 03']);
    expect(cages.every((r) => r.type === PetRoomType.INPATIENT_CARE)).toBe(true);
  });

  it('filters by in use or not, and every shop role may see both boards', async () => {
    const off = await create(room({ name: 'Tạm ngưng', isActive: false }));
    expect((await board(PetRoomType.HOTEL, '&active=false')).map((r) => r.id)).toEqual([off.id]);
    expect((await board(PetRoomType.HOTEL, '&active=true')).map((r) => r.id)).not.toContain(off.id);
    for (const role of ['seller', 'doctor', 'accountant'] as const) {
      expect((await call(server.url, 'GET', `/pet-rooms?type=${PetRoomType.INPATIENT_CARE}`, as(role))).status).toBe(200);
    }
  });

  it('asks for the board: no type, or an unknown one, is 400', async () => {
    await expectRefused(call(server.url, 'GET', '/pet-rooms', as('owner')), 400, undefined, ['type']);
    await expectRefused(call(server.url, 'GET', '/pet-rooms?type=3', as('owner')), 400, undefined, ['type']);
    await expectRefused(call(server.url, 'GET', '/pet-rooms?type=1&active=maybe', as('owner')), 400, undefined, ['active']);
  });

  it("shows nothing of another shop's rooms, and refuses its shop-Id", async () => {
    await create(room({ name: 'Phòng Bí Mật' }), as('other', 'hanoi'));
    expect(JSON.stringify(await board(PetRoomType.HOTEL))).not.toContain('Bí Mật');
    expect((await call(server.url, 'GET', `/pet-rooms?type=1`, as('owner', 'hanoi'))).status).toBe(403);
  });
});

describe('POST /pet-rooms', () => {
  it('adds a room billed as a hotel service, and a cage at its own price for any species', async () => {
    const service = await serviceNamed('Lưu chuồng chó lớn (ngày)');
    const big = await create(room({ name: 'Lớn 02', size: 'large', serviceId: service.id, dailyPrice: '300000', capacity: '2', note: ' Sân riêng ' }));
    expect(big).toMatchObject({ name: 'Lớn 02', type: 1, size: 'large', species: 'dog', dailyPrice: 300_000, capacity: 2, note: 'Sân riêng', isActive: true, service: { id: service.id, name: service.name } });
    const cage = await create(room({ name: 'Cách ly 01', type: PetRoomType.INPATIENT_CARE, size: '', species: '', serviceId: '' }));
    expect(cage).toMatchObject({ type: 2, size: null, species: null, service: null });
    expect((await call<PetRoom>(server.url, 'GET', `/pet-rooms/${cage.id}`, as('doctor'))).body).toEqual(cage);
  });

  it.each([
    ['no name', room({ name: '  ' }), 'name'],
    ['a name over 50 characters', room({ name: 'P'.repeat(51) }), 'name'],
    ['an unknown type', room({ type: 3 }), 'type'],
    ['an unknown size', room({ size: 'huge' }), 'size'],
    ['an unknown species', room({ species: 'bird' }), 'species'],
    ['a negative price', room({ dailyPrice: -1 }), 'dailyPrice'],
    ['a price in fractions of a đồng', room({ dailyPrice: 1000.5 }), 'dailyPrice'],
    ['no place', room({ capacity: 0 }), 'capacity'],
    ['more than 20 places', room({ capacity: 21 }), 'capacity'],
    ['a service id that is not an id', room({ serviceId: 'abc' }), 'serviceId'],
  ])('refuses %s with 400 under its field, writing nothing', async (_, body, field) => {
    await expectRejectedBody(server, '/pet-rooms', { ...as('owner'), body }, field);
  });

  it("refuses a service of the wrong kind or of another shop, in the caller's language", async () => {
    const grooming = await serviceNamed('Tắm vệ sinh chó dưới 5kg');
    const hotelService = await serviceNamed('Lưu chuồng khách sạn (ngày)');
    const foreign = (await call<{ items: Service[] }>(server.url, 'GET', '/services?pageSize=50', as('other', 'hanoi'))).body.items.find((s) => s.group === ServiceGroup.HOTEL)!;
    await expectNothingWritten(server.db, async () => {
      await expectRefused(call(server.url, 'POST', '/pet-rooms', { ...as('owner'), body: room({ serviceId: grooming.id }) }), 400, undefined, ['serviceId']);
      // a hotel service does not bill an inpatient cage
      const wrongBoard = await expectRefused(call(server.url, 'POST', '/pet-rooms', { ...as('owner'), body: room({ type: 2, serviceId: hotelService.id }) }), 400, undefined, ['serviceId']);
      expect(wrongBoard.errors?.[0].messages[0]).toMatch(/dịch vụ khách sạn/);
      const english = await expectRefused(call(server.url, 'POST', '/pet-rooms', { ...as('owner'), body: room({ serviceId: foreign.id }), lang: 'en' }), 400, undefined, ['serviceId']);
      expect(english.errors?.[0].messages[0]).toMatch(/hotel services/);
    });
  });

  it('refuses a name the board already has, however it is typed (409), while the other board and another shop may use it', async () => {
    await create(room({ name: 'Trùng 01' }));
    await expectNothingWritten(server.db, async () => {
      await expectRefused(call(server.url, 'POST', '/pet-rooms', { ...as('owner'), body: room({ name: 'TRÙNG 01' }) }), 409, 'Đã có phòng cùng tên trong danh sách này', ['name']);
    });
    await create(room({ name: 'Trùng 01', type: PetRoomType.INPATIENT_CARE }));
    await create(room({ name: 'Trùng 01' }), as('other', 'hanoi'));
  });

  it('is the shop admin\'s alone: 403 for the other roles, nothing written', async () => {
    await expectNothingWritten(server.db, async () => {
      for (const role of ['seller', 'doctor', 'accountant'] as const) {
        expect((await call(server.url, 'POST', '/pet-rooms', { ...as(role), body: room({ name: `Phòng ${role}` }) })).status).toBe(403);
      }
    });
  });
});

describe('PUT /pet-rooms/{id}', () => {
  it('changes a room, keeping its board', async () => {
    const made = await create(room({ name: 'Sửa 01' }));
    const res = await call<PetRoom>(server.url, 'PUT', `/pet-rooms/${made.id}`, { ...as('owner'), body: room({ name: 'Sửa 02', dailyPrice: 180_000, capacity: 3, isActive: false }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, name: 'Sửa 02', dailyPrice: 180_000, capacity: 3, isActive: false });
    const moved = await expectRefused(call(server.url, 'PUT', `/pet-rooms/${made.id}`, { ...as('owner'), body: room({ name: 'Sửa 02', type: PetRoomType.INPATIENT_CARE }) }), 400, undefined, ['type']);
    expect(moved.errors?.[0].messages[0]).toBe('Không thể đổi loại của phòng đã tạo');
  });

  it('refuses the name of another room of the board, and keeps the room as it was', async () => {
    const a = await create(room({ name: 'Đổi tên A' }));
    await create(room({ name: 'Đổi tên B' }));
    await expectRefused(call(server.url, 'PUT', `/pet-rooms/${a.id}`, { ...as('owner'), body: room({ name: 'đổi tên b' }) }), 409, undefined, ['name']);
    expect((await call<PetRoom>(server.url, 'GET', `/pet-rooms/${a.id}`, as('owner'))).body.name).toBe('Đổi tên A');
  });

  it("answers 404 for another shop's room and 403 to roles other than the shop admin, changing nothing", async () => {
    const foreign = await create(room({ name: 'Phòng Bí Mật 2' }), as('other', 'hanoi'));
    const own = await create(room({ name: 'Của mình' }));
    const before = await server.db.select().from(petRooms);
    const get = await call(server.url, 'GET', `/pet-rooms/${foreign.id}`, as('owner'));
    expect(get.status).toBe(404);
    expect(JSON.stringify(get.body)).not.toContain('Bí Mật');
    expect((await call(server.url, 'PUT', `/pet-rooms/${foreign.id}`, { ...as('owner'), body: room() })).status).toBe(404);
    expect((await call(server.url, 'PUT', `/pet-rooms/${own.id}`, { ...as('doctor'), body: room({ name: 'Bác sĩ đổi' }) })).status).toBe(403);
    expect(await server.db.select().from(petRooms)).toEqual(before);
  });
});

describe('DELETE /pet-rooms/{id}', () => {
  it('deletes a room no stay has used', async () => {
    const made = await create(room({ name: 'Xóa 01' }));
    const res = await call<DeleteResult>(server.url, 'DELETE', `/pet-rooms/${made.id}`, as('owner'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deleted: true });
    expect(await server.db.select().from(petRooms).where(eq(petRooms.id, made.id))).toEqual([]);
  });

  it("answers 404 for another shop's room and 403 to the other roles, deleting nothing", async () => {
    const foreign = await create(room({ name: 'Phòng Bí Mật 3' }), as('other', 'hanoi'));
    const own = await create(room({ name: 'Giữ lại' }));
    expect((await call(server.url, 'DELETE', `/pet-rooms/${foreign.id}`, as('owner'))).status).toBe(404);
    expect((await call(server.url, 'DELETE', `/pet-rooms/${own.id}`, as('seller'))).status).toBe(403);
    for (const id of [foreign.id, own.id]) expect(await server.db.select().from(petRooms).where(eq(petRooms.id, id))).toHaveLength(1);
  });
});
