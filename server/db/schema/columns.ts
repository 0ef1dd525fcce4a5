import { sql } from 'drizzle-orm';
import { bigint, customType, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Integer đồng (DESIGN §3). */
export const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
/** A point in time, when it has happened (a document's completion, a void). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The values of an enumeration as an SQL list for a check constraint: `status in ('A', 'B')`. */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
