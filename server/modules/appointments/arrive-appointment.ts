import { eq, sql } from 'drizzle-orm';
import type { Activity } from '@/lib/contracts/activities';
import type { Appointment } from '@/lib/contracts/appointments';
import { InvoiceType, isStayType } from '@/lib/enums/activities';
import { AppointmentStatus, OPEN_APPOINTMENT_STATUSES } from '@/lib/enums/appointments';
import { ServiceGroup } from '@/lib/enums/services';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { services } from '../../db/schema/services';
import { validationError } from '../../core/app-error';
import type { ActivityActor } from '../activities/create-activity';
import { createActivity } from '../activities/create-activity';
import { getAppointment } from './appointment-select';
import { lockAppointment } from './lock-appointment';

/**
 * The customer came (issue 19 §5): the appointment's activity is made — its service as a line, its
 * staff member as assignee, waiting in the queue — and the appointment is marked arrived with it.
 * The activity's type is the one chosen, or follows the service (a spa service is a grooming, any
 * other a healthcare visit); a hotel or inpatient stay is checked in on its board instead (400).
 */
export async function arriveAppointment(db: DbOrTx, actor: ActivityActor & { id: string; type?: number }): Promise<{ appointment: Appointment; activity: Activity }> {
  const { shopId } = actor;
  const row = await lockAppointment(db, { shopId, id: actor.id, statuses: OPEN_APPOINTMENT_STATUSES });
  const [service] = row.serviceId ? await db.select({ group: services.serviceGroup }).from(services).where(eq(services.id, row.serviceId)) : [];
  const type = actor.type ?? (service?.group === ServiceGroup.SPA ? InvoiceType.GROOMING : InvoiceType.HEALTHCARE);
  if (isStayType(type) || service?.group === ServiceGroup.HOTEL) throw validationError([{ field: 'type', messages: ['validation.arriveAsStay'] }]);
  const activity = await createActivity(db, {
    ...actor,
    body: {
      customerId: row.customerId,
      petId: row.petId,
      type: type as 1 | 2 | 3,
      assigneeId: row.staffId,
      note: row.note,
      services: row.serviceId ? [{ serviceId: row.serviceId, quantity: 1 }] : [],
      products: [],
      submit: true,
    },
  });
  await db.update(appointments).set({ status: AppointmentStatus.ARRIVED, activityId: activity.id, updatedAt: sql`now()` }).where(eq(appointments.id, row.id));
  return { appointment: (await getAppointment(db, shopId, row.id))!, activity };
}
