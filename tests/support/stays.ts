import { and, asc, eq } from 'drizzle-orm';
import { minutesOfClock } from '@/lib/contracts/rules';
import type { PetRoomList } from '@/lib/contracts/pet-rooms';
import type { Stay } from '@/lib/contracts/stays';
import type { StayDaysRule } from '@/lib/books/stay-days';
import { PetRoomType } from '@/lib/enums/pet-rooms';
import { PetStatus } from '@/lib/enums/pets';
import { activityServices } from '@/server/db/schema/activities';
import { petRooms } from '@/server/db/schema/pet-rooms';
import { pets } from '@/server/db/schema/pets';
import { shops as shopTable } from '@/server/db/schema/shops';
import { call, type CallOptions, created } from './api-client';
import type { TestServer } from './test-server';

// What the stays suites share (tests/api/stays*.test.ts): the demo's rooms and pets, a stay's body,
// and the desk's calls, as the file's seller unless another caller is named.

export interface Party {
  customerId: string;
  petId: string;
}

const HOUR = 3_600_000;
/** An instant `h` hours from now, as the contracts take it. */
export const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

type DemoShop = 'q1' | 'hanoi';

export function staysKit(server: TestServer, shops: Record<DemoShop, string>, as: (name: 'seller' | 'owner') => CallOptions) {
  const roomOf = async (name: string, shop: DemoShop = 'q1') =>
    (await server.db.select({ id: petRooms.id, dailyPrice: petRooms.dailyPrice }).from(petRooms).where(and(eq(petRooms.shopId, shops[shop]), eq(petRooms.name, name))))[0];
  const board = async (type: number = PetRoomType.HOTEL) => (await call<PetRoomList>(server.url, 'GET', `/pet-rooms?type=${type}`, as('owner'))).body.items;
  return {
    /** a dozen living pets of the shop, each with its owner */
    partiesOf: async (shopId: string) => (await server.db.select({ petId: pets.id, customerId: pets.customerId }).from(pets).where(and(eq(pets.shopId, shopId), eq(pets.status, PetStatus.ALIVE))).limit(12)) as Party[],
    roomOf,
    roomId: async (name: string, shop: DemoShop = 'q1') => (await roomOf(name, shop)).id,
    /** a stay's body: a day from now unless the patch says otherwise */
    stay: (room: string, party: Party, patch: Record<string, unknown> = {}) => ({ roomId: room, ...party, endsAt: inHours(24), ...patch }),
    checkIn: (body: Record<string, unknown>, by: CallOptions = as('seller')) => created<Stay>(server.url, '/stays', body, by),
    getStay: (id: string, by: CallOptions = as('seller')) => call<Stay>(server.url, 'GET', `/stays/${id}`, by),
    board,
    /** the stays a room's card shows */
    staysIn: async (room: string, type: number = PetRoomType.HOTEL) => (await board(type)).find((r) => r.id === room)!.stays.map((s) => s.id),
    linesOf: (activityId: string) => server.db.select().from(activityServices).where(eq(activityServices.activityId, activityId)).orderBy(asc(activityServices.position)),
    /** Quận 1's rule for counting a stay's days, as it is now */
    shopRule: async (): Promise<StayDaysRule> => {
      const [shop] = await server.db.select({ timeZone: shopTable.timeZone, lateCheckOutAfter: shopTable.lateCheckOutAfter }).from(shopTable).where(eq(shopTable.id, shops.q1));
      return { timeZone: shop.timeZone, lateCheckOutAfter: minutesOfClock(shop.lateCheckOutAfter) };
    },
  };
}
