import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { deactivated, deleted, type DeleteOutcome } from '../../core/delete-outcome';
import type { DbOrTx } from '../client';
import { isForeignKeyViolation } from './constraint-violation';

type DeactivatableTable = PgTable & { id: AnyPgColumn; isActive: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * Deletes a catalogue record, or deactivates it when a document still refers to it: the foreign
 * keys refuse the delete, which runs in a savepoint so that the refusal undoes only itself (and
 * `alsoDelete`, the records that go with it), and the record is kept, inactive, with its history.
 * The database decides what "in use" means, so a new document table needs no change here.
 */
export async function deleteOrDeactivate(
  db: DbOrTx,
  input: { table: DeactivatableTable; id: string; inUseKey: string; alsoDelete?: (tx: DbOrTx) => Promise<unknown> },
): Promise<DeleteOutcome> {
  const { table, id } = input;
  try {
    await db.transaction(async (tx) => {
      await input.alsoDelete?.(tx);
      await tx.delete(table).where(eq(table.id, id));
    });
    return deleted();
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    await db.update(table).set({ isActive: false, updatedAt: sql`now()` } as never).where(eq(table.id, id));
    return deactivated(input.inUseKey);
  }
}
