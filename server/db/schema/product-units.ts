import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MAX_EXTRA_UNITS } from '@/lib/enums/stock';
import { id } from './columns';
import { products } from './products';
import { shops } from './shops';

// The larger units a product is also counted in (hộp = 10 viên, DESIGN §6). The product's own unit
// is its base unit: the ledger counts in it. Documents copy a unit's name and factor onto their lines,
// so changing a unit here never changes a document already made.
export const productUnits = pgTable(
  'product_units',
  {
    id: id(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** base units in one of this unit */
    factor: integer('factor').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    uniqueIndex('product_units_product_id_name_key').on(t.productId, t.name),
    uniqueIndex('product_units_product_id_position_key').on(t.productId, t.position),
    check('product_units_factor_check', sql`${t.factor} >= 2`),
    check('product_units_position_check', sql`${t.position} between 1 and ${sql.raw(String(MAX_EXTRA_UNITS))}`),
  ],
);
