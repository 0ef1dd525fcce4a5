import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './customers';
import { pets } from './pets';
import { services } from './services';
import { shops } from './shops';
import { users } from './users';

const STATUS_CHECK = (column: unknown) => sql`${column} between 0 and 4`;

// A visit or session (DESIGN §4). The transitions are filled by the activity issue.
export const activities = pgTable(
  'activities',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(0),
    customerId: uuid('customer_id').references(() => customers.id),
    petId: uuid('pet_id').references(() => pets.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    note: text('note'),
    cancelReason: text('cancel_reason'),
    waitingAt: timestamp('waiting_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('activities_shop_id_code_key').on(t.shopId, t.code),
    index('activities_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    index('activities_shop_id_status_idx').on(t.shopId, t.status),
    // a customer's or pet's history, and the foreign keys' check when one is deleted
    index('activities_customer_id_idx').on(t.customerId),
    index('activities_pet_id_idx').on(t.petId),
    check('activities_status_check', STATUS_CHECK(t.status)),
    check('activities_type_check', sql`${t.type} between 1 and 5`),
  ],
);

// Service lines of an activity, each with its own status.
export const activityServices = pgTable(
  'activity_services',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id),
    // snapshot of the service's group so queues and badges need no join.
    serviceGroup: smallint('service_group').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(0),
    performerId: uuid('performer_id').references(() => users.id),
    result: text('result'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('activity_services_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    index('activity_services_shop_id_group_status_idx').on(t.shopId, t.serviceGroup, t.status),
    index('activity_services_activity_id_idx').on(t.activityId),
    index('activity_services_service_id_idx').on(t.serviceId),
    check('activity_services_status_check', STATUS_CHECK(t.status)),
    check('activity_services_group_check', sql`${t.serviceGroup} between 1 and 11`),
    check('activity_services_quantity_check', sql`${t.quantity} > 0`),
    check('activity_services_price_check', sql`${t.price} >= 0`),
  ],
);
