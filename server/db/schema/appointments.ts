import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { at, createdAt, id, updatedAt } from './columns';
import { customers } from './customers';
import { pets } from './pets';
import { services } from './services';
import { shops } from './shops';
import { users } from './users';

// An appointment (DESIGN §4, issue 19 §5): a customer's pet booked for a service with a staff member
// from `starts_at` for `duration_minutes`; arrival makes its activity (`activity_id`). The calendar
// reads a shop's span by start; the double-booking check, a staff member's.
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    code: text('code').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id),
    serviceId: uuid('service_id').references(() => services.id),
    staffId: uuid('staff_id').references(() => users.id),
    startsAt: at('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: smallint('status').notNull(),
    note: text('note'),
    activityId: uuid('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('appointments_shop_id_code_key').on(t.shopId, t.code),
    index('appointments_shop_id_starts_at_idx').on(t.shopId, t.startsAt),
    index('appointments_staff_id_starts_at_idx').on(t.staffId, t.startsAt),
    index('appointments_customer_id_idx').on(t.customerId),
    index('appointments_pet_id_idx').on(t.petId),
    index('appointments_service_id_idx').on(t.serviceId),
    index('appointments_activity_id_idx').on(t.activityId),
    check('appointments_status_check', sql`${t.status} between 1 and 6`),
    check('appointments_duration_check', sql`${t.durationMinutes} between 5 and 720`),
  ],
);
