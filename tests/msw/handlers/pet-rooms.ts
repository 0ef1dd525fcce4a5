import { http } from 'msw';
import { deleteResult } from '@/lib/contracts/delete-result';
import { type PetRoom, petRoomBody, type PetRoomInput, petRoomList, petRoomListQuery, petRoomResponse } from '@/lib/contracts/pet-rooms';
import { PET_ROOM_SERVICE_GROUP, type PetRoomTypeId } from '@/lib/enums/pet-rooms';
import { mockState, type MockShop } from '../data';
import { MockApiError } from '../errors';
import type { MockPetRoom } from '../pet-rooms-data';
import { findInShop } from './catalogue';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { byVietnameseName, conflict, shopCall } from './shared';
import { holdingStays, toStayOnBoard } from './stays';

// ---- pet rooms (/pet-rooms, issue 19 §1), as server/modules/pet-rooms: every shop role lists a ----
// board's rooms, the shop admin (PET_ROOMS_MANAGE) adds, edits and deletes them; a name is the
// board's only one whatever its case, the service a room bills as is the shop's and of its kind.

const VIEW = 'HOTEL_VIEW_PET_ROOM_LIST';
const MANAGE = 'PET_ROOMS_MANAGE';
const NOT_FOUND = 'errors.petRoomNotFound';

const toRoom = (row: MockPetRoom): PetRoom => {
  const service = row.serviceId ? mockState.services[row.serviceId] : undefined;
  return petRoomResponse.parse({ ...row, service: service ? { id: service.id, name: service.name } : null });
};

const find = (shop: MockShop, params: Parameters<typeof idOf>[0]) => findInShop(mockState.petRooms, shop, idOf(params), NOT_FOUND);

function check(shop: MockShop, body: PetRoomInput, id?: string) {
  if (body.serviceId) {
    const service = mockState.services[body.serviceId];
    if (service?.shopId !== shop.id || service.group !== PET_ROOM_SERVICE_GROUP[body.type as PetRoomTypeId]) {
      throw new MockApiError('ValidationException', 'errors.validation', [{ field: 'serviceId', messages: ['validation.petRoomService'] }]);
    }
  }
  const taken = Object.values(mockState.petRooms).some((r) => r.shopId === shop.id && r.type === body.type && r.id !== id && r.name.toLowerCase() === body.name.toLowerCase());
  if (taken) throw conflict('name', 'errors.petRoomNameTaken');
}

const written = ({ isActive, ...body }: PetRoomInput) => ({ ...body, ...(isActive === undefined ? {} : { isActive }) });

export const petRoomHandlers = [
  http.get(
    `${API}/pet-rooms`,
    route((request) => {
      const { shop } = shopCall(request, VIEW);
      const query = parseBody(petRoomListQuery, queryOf(request));
      const rows = Object.values(mockState.petRooms).filter((r) => r.shopId === shop.id && r.type === query.type && (query.active === undefined || r.isActive === query.active));
      return petRoomList.parse({ items: rows.sort(byVietnameseName).map((r) => ({ ...toRoom(r), stays: holdingStays(r.id).map(toStayOnBoard) })) });
    }),
  ),
  http.post(
    `${API}/pet-rooms`,
    route(async (request) => {
      const { shop } = shopCall(request, MANAGE);
      const body = parseBody(petRoomBody, await readJson(request));
      check(shop, body);
      const row: MockPetRoom = { isActive: true, ...written(body), id: crypto.randomUUID(), shopId: shop.id, createdAt: new Date().toISOString() };
      mockState.petRooms[row.id] = row;
      return toRoom(row);
    }),
  ),
  http.get(
    `${API}/pet-rooms/:id`,
    route((request, params) => toRoom(find(shopCall(request, VIEW).shop, params))),
  ),
  http.put(
    `${API}/pet-rooms/:id`,
    route(async (request, params) => {
      const { shop } = shopCall(request, MANAGE);
      const row = find(shop, params);
      const body = parseBody(petRoomBody, await readJson(request));
      if (body.type !== row.type) throw new MockApiError('ValidationException', 'errors.validation', [{ field: 'type', messages: ['validation.petRoomTypeFixed'] }]);
      check(shop, body, row.id);
      return toRoom(Object.assign(row, written(body)));
    }),
  ),
  http.delete(
    `${API}/pet-rooms/:id`,
    route((request, params) => {
      const row = find(shopCall(request, MANAGE).shop, params);
      delete mockState.petRooms[row.id];
      return deleteResult.parse({ deleted: true, deactivated: false });
    }),
  ),
];
