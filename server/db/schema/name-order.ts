import { type SQL, sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';
import { VIETNAMESE_ORDER } from '../sql/vietnamese-order';

/**
 * A stored generated column ordering a name in Vietnamese alphabetical order (sql/vietnamese-order.ts);
 * lists sort by it, then by the name, then by id.
 */
export const vietnameseOrder = (name: string, source: SQL) =>
  text(name)
    .notNull()
    .generatedAlwaysAs(sql`translate(${source}, '${sql.raw(VIETNAMESE_ORDER.from)}', '${sql.raw(VIETNAMESE_ORDER.to)}')`);
