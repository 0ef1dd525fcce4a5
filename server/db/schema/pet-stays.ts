import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { at, createdAt, id, updatedAt } from './columns';
import { petRooms } from './pet-rooms';
import { shops } from './shops';

// A stay (DESIGN §4): the activity of type hotel or inpatient care that holds a place in a room from
// `starts_at` until `ends_at` (the expected check-out, then the real one). Reserved and checked-in
// stays hold their place; the room's capacity bounds how many overlap (server/modules/stays).
// Deleting a reservation's activity (still waiting) deletes the reservation with it.
export const petStays = pgTable(
  'pet_stays',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => petRooms.id),
    status: smallint('status').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    checkedInAt: at('checked_in_at'),
    checkedOutAt: at('checked_out_at'),
    // when the pet came into the room it is in: the check-in, or its last move (the days before a
    // move are billed to the room it left, as a line of the stay's activity)
    roomSince: at('room_since'),
    // the days billed so far, every room together (each move's and the check-out's lines): the history's "days"
    billedDays: integer('billed_days').notNull().default(0),
    feedingNote: text('feeding_note'),
    careNote: text('care_note'),
    belongings: text('belongings'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pet_stays_activity_id_key').on(t.activityId),
    // the board: a room's stays that hold a place
    index('pet_stays_room_id_status_idx').on(t.roomId, t.status, t.startsAt),
    index('pet_stays_shop_id_status_idx').on(t.shopId, t.status),
    check('pet_stays_status_check', sql`${t.status} between 1 and 4`),
    check('pet_stays_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
