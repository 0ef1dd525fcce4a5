import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { FieldIssue } from '../../core/app-error';
import type { ImportRow, UniqueColumn } from './sheet-definition';

// Keeps each IN list well under PostgreSQL's bind-parameter limit.
const CHUNK = 1000;

/**
 * Rows whose unique values (product code, customer phone…) repeat an earlier row of the sheet or
 * are already taken in the shop; the unique indexes still guard a race with another writer.
 */
export async function findTakenValues<I>(db: DbOrTx, shopId: string, uniques: ReadonlyArray<UniqueColumn>, rows: ReadonlyArray<ImportRow<I>>): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const unique of uniques) {
    const rowOfValue = new Map<string, number>();
    for (const { row, input } of rows) {
      const value = (input as Record<string, unknown>)[unique.key];
      if (typeof value !== 'string' || value === '') continue;
      if (rowOfValue.has(value)) issues.push({ field: `rows.${row}.${unique.key}`, messages: ['validation.duplicateInSheet'] });
      else rowOfValue.set(value, row);
    }
    const values = [...rowOfValue.keys()];
    for (let from = 0; from < values.length; from += CHUNK) {
      const taken = await db
        .select({ value: unique.column })
        .from(unique.table)
        .where(and(eq(unique.shopColumn, shopId), inArray(unique.column, values.slice(from, from + CHUNK))));
      for (const { value } of taken) issues.push({ field: `rows.${rowOfValue.get(String(value))}.${unique.key}`, messages: [unique.taken] });
    }
  }
  return issues;
}
