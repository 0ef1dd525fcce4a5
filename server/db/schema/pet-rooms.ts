import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MAX_ROOM_CAPACITY, PET_ROOM_SIZES } from '@/lib/enums/pet-rooms';
import { PET_SPECIES } from '@/lib/enums/pets';
import { createdAt, id, inList, money, updatedAt } from './columns';
import { vietnameseOrder } from './name-order';
import { services } from './services';
import { shops } from './shops';

// Hotel rooms and inpatient cages (DESIGN §4); type is a SPEC §3 pet room type. A stay bills the
// daily price per started day (lib/books/stay-days.ts), as the linked service when there is one.
export const petRooms = pgTable(
  'pet_rooms',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    size: text('size'),
    species: text('species'),
    dailyPrice: money('daily_price'),
    serviceId: uuid('service_id').references(() => services.id),
    capacity: integer('capacity').notNull().default(1),
    note: text('note'),
    isActive: boolean('is_active').notNull().default(true),
    nameOrder: vietnameseOrder('name_order', sql`name`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // one "P101" per board, however it is typed
    uniqueIndex('pet_rooms_shop_id_type_name_key').on(t.shopId, t.type, sql`lower(${t.name})`),
    // a service's delete checks no room bills as it
    index('pet_rooms_service_id_idx').on(t.serviceId),
    check('pet_rooms_type_check', sql`${t.type} in (1, 2)`),
    check('pet_rooms_size_check', sql`${t.size} in (${inList(PET_ROOM_SIZES)})`),
    check('pet_rooms_species_check', sql`${t.species} in (${inList(PET_SPECIES)})`),
    check('pet_rooms_capacity_check', sql`${t.capacity} between 1 and ${sql.raw(String(MAX_ROOM_CAPACITY))}`),
    check('pet_rooms_daily_price_check', sql`${t.dailyPrice} >= 0`),
  ],
);
