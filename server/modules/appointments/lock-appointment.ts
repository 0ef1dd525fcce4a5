import { AppError } from '../../core/app-error';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { findInShop } from '../../db/sql/find-in-shop';

export type AppointmentRow = typeof appointments.$inferSelect;

/** This shop's appointment, locked until the transaction ends (404 otherwise), in one of `statuses` (409 errors.appointmentClosed otherwise). */
export async function lockAppointment(db: DbOrTx, input: { shopId: string; id: string; statuses: readonly number[] }): Promise<AppointmentRow> {
  const row = await findInShop(db, appointments, { shopId: input.shopId, id: input.id, forUpdate: true }, 'errors.appointmentNotFound');
  if (!input.statuses.includes(row.status)) throw new AppError('Conflict', 'errors.appointmentClosed', [], { status: row.status });
  return row;
}
