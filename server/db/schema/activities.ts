import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { customers } from './customers';
import { files } from './files';
import { pets } from './pets';
import { products } from './products';
import { services } from './services';
import { shops } from './shops';
import { productBatches } from './stock';
import { users } from './users';

const STATUS_CHECK = (column: unknown) => sql`${column} between 0 and 4`;
const staff = (name: string) => uuid(name).references(() => users.id);

// A visit or session (DESIGN §4): DRAFT → WAITING → IN_PROGRESS → COMPLETED, or CANCELED with a
// reason from any of the first three (lib/enums/activities.ts). `version` grows with every change,
// so two staff acting on what they saw cannot both win: the second gets 409 with the status now.
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
    version: integer('version').notNull().default(1),
    // the waiting room calls pets by this number: per shop and day, from 1
    ticketNo: integer('ticket_no').notNull().default(0),
    customerId: uuid('customer_id').references(() => customers.id),
    petId: uuid('pet_id').references(() => pets.id),
    assigneeId: staff('assignee_id'),
    note: text('note'),
    cancelReason: text('cancel_reason'),
    createdBy: staff('created_by'),
    waitingAt: at('waiting_at'),
    waitingBy: staff('waiting_by'),
    startedAt: at('started_at'),
    startedBy: staff('started_by'),
    completedAt: at('completed_at'),
    completedBy: staff('completed_by'),
    canceledAt: at('canceled_at'),
    canceledBy: staff('canceled_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('activities_shop_id_code_key').on(t.shopId, t.code),
    index('activities_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    index('activities_shop_id_status_idx').on(t.shopId, t.status),
    // the history of one type: completed or canceled, newest first
    index('activities_shop_id_type_created_at_idx').on(t.shopId, t.type, t.createdAt),
    // a customer's or pet's history, and the foreign keys' check when one is deleted
    index('activities_customer_id_idx').on(t.customerId),
    index('activities_pet_id_idx').on(t.petId, t.createdAt),
    check('activities_status_check', STATUS_CHECK(t.status)),
    check('activities_type_check', sql`${t.type} between 1 and 5`),
  ],
);

// Service lines of an activity, each with its own status, moved by its performer.
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
    position: integer('position').notNull().default(1),
    serviceId: uuid('service_id').references(() => services.id),
    // snapshot of the service's group so queues and badges need no join.
    serviceGroup: smallint('service_group').notNull(),
    name: text('name').notNull(),
    unit: text('unit'),
    quantity: integer('quantity').notNull().default(1),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(0),
    performerId: staff('performer_id'),
    result: text('result'),
    // a service done as part of a stay's log entry (issue 19 §4)
    logEntryId: uuid('log_entry_id').references((): AnyPgColumn => stayLogEntries.id),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('activity_services_shop_id_created_at_idx').on(t.shopId, t.createdAt),
    index('activity_services_shop_id_group_status_idx').on(t.shopId, t.serviceGroup, t.status),
    index('activity_services_activity_id_idx').on(t.activityId),
    index('activity_services_service_id_idx').on(t.serviceId),
    index('activity_services_log_entry_id_idx').on(t.logEntryId),
    check('activity_services_status_check', STATUS_CHECK(t.status)),
    check('activity_services_group_check', sql`${t.serviceGroup} between 1 and 11`),
    check('activity_services_quantity_check', sql`${t.quantity} > 0`),
    check('activity_services_price_check', sql`${t.price} >= 0`),
  ],
);

// Product lines: medicine used or given, supplies, goods sold with the visit. Stock moves through
// the ledger when the activity completes (reason service_use). A line with a next due date is a
// vaccination: the pet's timeline shows it with its batch.
export const activityProducts = pgTable(
  'activity_products',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(1),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    unitName: text('unit_name').notNull(),
    unitFactor: integer('unit_factor').notNull().default(1),
    quantity: integer('quantity').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    batchId: uuid('batch_id').references(() => productBatches.id),
    dosage: text('dosage'),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    // a medicine given in a stay's log entry: it left stock when the entry was written (inpatient_use),
    // not when the activity completes
    logEntryId: uuid('log_entry_id').references((): AnyPgColumn => stayLogEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_products_activity_id_idx').on(t.activityId),
    index('activity_products_product_id_idx').on(t.productId),
    index('activity_products_batch_id_idx').on(t.batchId),
    index('activity_products_log_entry_id_idx').on(t.logEntryId),
    check('activity_products_quantity_check', sql`${t.quantity} > 0 and ${t.unitFactor} > 0`),
    check('activity_products_price_check', sql`${t.price} >= 0`),
  ],
);

// The clinical record of a healthcare or home visit, and a grooming's notes: one per activity.
export const activityRecords = pgTable(
  'activity_records',
  {
    activityId: uuid('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    weightKg: numeric('weight_kg', { precision: 6, scale: 2, mode: 'number' }),
    temperatureC: numeric('temperature_c', { precision: 4, scale: 1, mode: 'number' }),
    heartRate: smallint('heart_rate'),
    respiratoryRate: smallint('respiratory_rate'),
    symptoms: text('symptoms'),
    diagnosis: text('diagnosis'),
    treatment: text('treatment'),
    notes: text('notes'),
    nextVisitOn: date('next_visit_on', { mode: 'string' }),
    updatedBy: staff('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('activity_records_weight_check', sql`${t.weightKg} is null or ${t.weightKg} > 0`)],
);

// Files of an activity: a service line's results (images, PDF), a grooming's before/after photos.
export const activityAttachments = pgTable(
  'activity_attachments',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    serviceLineId: uuid('service_line_id').references(() => activityServices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdBy: staff('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_attachments_activity_id_idx').on(t.activityId),
    index('activity_attachments_service_line_id_idx').on(t.serviceLineId),
    index('activity_attachments_file_id_idx').on(t.fileId),
    check('activity_attachments_kind_check', sql`${t.kind} in ('result', 'before', 'after')`),
  ],
);

// A waiting-room screen's link: whoever holds the token sees the shop's queue of today, nothing
// private; the shop admin revokes it. Only the token's hash is kept.
export const displayLinks = pgTable(
  'display_links',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: staff('created_by'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('display_links_token_hash_key').on(t.tokenHash), index('display_links_shop_id_idx').on(t.shopId)],
);

// A stay's log (issue 19 §4): a hotel pet's daily care (fed, walked, bathed, a photo) and an
// inpatient's treatment sheet (vital signs, note), kept on the stay's activity (one stay per
// activity). The medicines and services of an entry are lines of that activity carrying the entry's
// id: they are billed at check-out like any other line, and the medicines leave stock when the entry
// is written (reason inpatient_use). Entries are never edited: what was given was given.
export const stayLogEntries = pgTable(
  'stay_log_entries',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** when the care or treatment was given, and who gave it */
    at: at('at').notNull(),
    staffId: staff('staff_id').notNull(),
    fed: boolean('fed').notNull().default(false),
    walked: boolean('walked').notNull().default(false),
    bathed: boolean('bathed').notNull().default(false),
    temperatureC: numeric('temperature_c', { precision: 4, scale: 1, mode: 'number' }),
    weightKg: numeric('weight_kg', { precision: 6, scale: 2, mode: 'number' }),
    note: text('note'),
    photoFileId: uuid('photo_file_id').references(() => files.id),
    createdBy: staff('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stay_log_entries_activity_id_at_idx').on(t.activityId, t.at),
    index('stay_log_entries_photo_file_id_idx').on(t.photoFileId),
    check('stay_log_entries_vitals_check', sql`(${t.temperatureC} is null or ${t.temperatureC} > 0) and (${t.weightKg} is null or ${t.weightKg} > 0)`),
  ],
);
