import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './customers';
import { files } from './files';
import { vietnameseOrder } from './name-order';
import { searchColumns } from './searchable';
import { shops } from './shops';
import { users } from './users';

// Pet species: dog, cat, other. Pet status (SPEC §3): 1 alive, 2 deceased, 3 missing. Gender 1 Đực, 2 Cái.
export const pets = pgTable(
  'pets',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    species: text('species').notNull(),
    breed: text('breed'),
    gender: smallint('gender'),
    birthDate: date('birth_date'),
    weightKg: numeric('weight_kg', { precision: 6, scale: 2, mode: 'number' }),
    colour: text('colour'),
    microchip: text('microchip'),
    isSterilised: boolean('is_sterilised').notNull().default(false),
    status: smallint('status').notNull().default(1),
    note: text('note'),
    // false once the pet is referenced by a document and its deletion was asked for
    isActive: boolean('is_active').notNull().default(true),
    photoFileId: uuid('photo_file_id').references(() => files.id),
    ...searchColumns('pet'),
    nameOrder: vietnameseOrder('name_order', sql`name`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('pets_shop_id_customer_id_idx').on(t.shopId, t.customerId),
    index('pets_shop_id_name_order_idx').on(t.shopId, t.nameOrder, t.name, t.id),
    check('pets_species_check', sql`${t.species} in ('dog', 'cat', 'other')`),
    check('pets_status_check', sql`${t.status} in (1, 2, 3)`),
    check('pets_gender_check', sql`${t.gender} is null or ${t.gender} in (1, 2)`),
    check('pets_weight_check', sql`${t.weightKg} is null or ${t.weightKg} > 0`),
  ],
);

// Every weighing, so the pet page can draw its weight over time.
export const petWeights = pgTable(
  'pet_weights',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    weightKg: numeric('weight_kg', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id),
  },
  (t) => [index('pet_weights_shop_id_pet_id_idx').on(t.shopId, t.petId, t.measuredAt), check('pet_weights_weight_check', sql`${t.weightKg} > 0`)],
);
