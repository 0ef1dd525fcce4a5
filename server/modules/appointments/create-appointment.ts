import type { Appointment, AppointmentInput } from '@/lib/contracts/appointments';
import { AppointmentStatus } from '@/lib/enums/appointments';
import { DocumentKind } from '@/lib/enums/documents';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { nextDocumentCode } from '../../db/sql/next-document-code';
import { checkActivityParties } from '../activities/activity-parties';
import { bookableService } from './bookable-service';
import { checkSlot } from './appointment-slot';
import { getAppointment } from './appointment-select';

/**
 * Books a customer's pet (issue 19 §5): a service of this shop and one of its staff, within opening
 * hours, the staff member not booked then unless the desk chose to; coded LH, scheduled or already
 * confirmed.
 */
export async function createAppointment(db: DbOrTx, input: { shopId: string; userId: string; body: AppointmentInput }): Promise<Appointment> {
  const { shopId, body } = input;
  await checkActivityParties(db, { shopId, customerId: body.customerId, petId: body.petId });
  await bookableService(db, shopId, body.serviceId);
  await checkSlot(db, { shopId, startsAt: body.startsAt, durationMinutes: body.durationMinutes, staffId: body.staffId ?? null, allowDoubleBooking: body.allowDoubleBooking });
  const code = await nextDocumentCode(db, shopId, DocumentKind.APPOINTMENT);
  const [row] = await db
    .insert(appointments)
    .values({
      shopId,
      code,
      customerId: body.customerId,
      petId: body.petId,
      serviceId: body.serviceId ?? null,
      staffId: body.staffId ?? null,
      startsAt: body.startsAt,
      durationMinutes: body.durationMinutes,
      status: body.confirmed ? AppointmentStatus.CONFIRMED : AppointmentStatus.SCHEDULED,
      note: body.note,
      createdBy: input.userId,
    })
    .returning({ id: appointments.id });
  return (await getAppointment(db, shopId, row.id))!;
}
