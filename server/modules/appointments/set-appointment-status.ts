import { eq, sql } from 'drizzle-orm';
import type { Appointment } from '@/lib/contracts/appointments';
import { APPOINTMENT_STATUS_MOVES } from '@/lib/enums/appointments';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { AppError } from '../../core/app-error';
import { getAppointment } from './appointment-select';
import { lockAppointment } from './lock-appointment';

const MOVABLE = Object.keys(APPOINTMENT_STATUS_MOVES).map(Number);

/** Confirmed (or back to scheduled), canceled, missed, or — once arrived — done: only the moves of APPOINTMENT_STATUS_MOVES (409 otherwise). */
export async function setAppointmentStatus(db: DbOrTx, input: { shopId: string; id: string; status: number }): Promise<Appointment> {
  const row = await lockAppointment(db, { shopId: input.shopId, id: input.id, statuses: MOVABLE });
  if (!APPOINTMENT_STATUS_MOVES[row.status].includes(input.status as never)) throw new AppError('Conflict', 'errors.appointmentStatusNotAllowed', [], { status: row.status });
  await db.update(appointments).set({ status: input.status, updatedAt: sql`now()` }).where(eq(appointments.id, row.id));
  return (await getAppointment(db, input.shopId, row.id))!;
}
