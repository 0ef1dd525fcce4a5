import { eq, sql } from 'drizzle-orm';
import type { Appointment, AppointmentChangeInput } from '@/lib/contracts/appointments';
import { OPEN_APPOINTMENT_STATUSES } from '@/lib/enums/appointments';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { checkActivityParties } from '../activities/activity-parties';
import { bookableService } from './bookable-service';
import { checkSlot } from './appointment-slot';
import { getAppointment } from './appointment-select';
import { lockAppointment } from './lock-appointment';

/**
 * An appointment still ahead, moved on the calendar (dragged to another hour or staff member, resized)
 * or its details changed: what is not sent stays; the slot it ends up in is checked as a new booking's
 * is, without counting itself.
 */
export async function changeAppointment(db: DbOrTx, input: { shopId: string; id: string; body: AppointmentChangeInput }): Promise<Appointment> {
  const { shopId, body } = input;
  const row = await lockAppointment(db, { shopId, id: input.id, statuses: OPEN_APPOINTMENT_STATUSES });
  const next = {
    customerId: body.customerId ?? row.customerId,
    petId: body.petId ?? row.petId,
    serviceId: body.serviceId === undefined ? row.serviceId : body.serviceId,
    staffId: body.staffId === undefined ? row.staffId : body.staffId,
    startsAt: body.startsAt ?? row.startsAt,
    durationMinutes: body.durationMinutes ?? row.durationMinutes,
    note: body.note === undefined ? row.note : body.note,
  };
  if (body.customerId) await checkActivityParties(db, { shopId, customerId: next.customerId, petId: next.petId });
  if (next.serviceId !== row.serviceId) await bookableService(db, shopId, next.serviceId);
  const moved = next.startsAt.getTime() !== row.startsAt.getTime() || next.durationMinutes !== row.durationMinutes || next.staffId !== row.staffId;
  if (moved) await checkSlot(db, { shopId, startsAt: next.startsAt, durationMinutes: next.durationMinutes, staffId: next.staffId, exceptId: row.id, allowDoubleBooking: body.allowDoubleBooking });
  await db.update(appointments).set({ ...next, updatedAt: sql`now()` }).where(eq(appointments.id, row.id));
  return (await getAppointment(db, shopId, row.id))!;
}
