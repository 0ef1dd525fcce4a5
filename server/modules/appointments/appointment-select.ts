import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Appointment } from '@/lib/contracts/appointments';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';
import { SEARCHABLE } from '../../db/schema/searchable';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { containsLiteral } from '../../db/sql/fold';
import { idIn, recordsMatching } from '../../db/sql/search';

// What the calendar, the list and every answer show of an appointment, as one select.

export const appointmentColumns = {
  row: appointments,
  customer: { id: customers.id, name: customers.name, phone: customers.phone },
  pet: { id: pets.id, name: pets.name, species: pets.species },
  serviceName: services.name,
  serviceGroup: services.serviceGroup,
  staffName: users.name,
};

type AppointmentRow = {
  row: typeof appointments.$inferSelect;
  customer: { id: string; name: string; phone: string | null };
  pet: { id: string; name: string; species: string };
  serviceName: string | null;
  serviceGroup: number | null;
  staffName: string | null;
};

/** `from(appointments)` with the joins `appointmentColumns` read. */
export const selectAppointments = (db: DbOrTx) =>
  db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .innerJoin(pets, eq(pets.id, appointments.petId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(users, eq(users.id, appointments.staffId))
    .$dynamic();

export function toAppointment({ row, customer, pet, serviceName, serviceGroup, staffName }: AppointmentRow): Appointment {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    durationMinutes: row.durationMinutes,
    customer,
    pet,
    service: row.serviceId && serviceName !== null ? { id: row.serviceId, name: serviceName, group: serviceGroup ?? 0 } : null,
    staff: row.staffId && staffName !== null ? { id: row.staffId, name: staffName } : null,
    note: row.note,
    activityId: row.activityId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Appointments found by a search: their code, or their customer's name or phone or their pet's name, accents aside. */
export const appointmentMatching = (shopId: string, text: string): SQL =>
  sql`(${appointments.code} ilike ${containsLiteral(text)}
    or ${idIn(appointments.customerId, recordsMatching(shopId, SEARCHABLE.customer.entity, text))}
    or ${idIn(appointments.petId, recordsMatching(shopId, SEARCHABLE.pet.entity, text))})`;

/** One appointment of this shop, as answers show it. */
export async function getAppointment(db: DbOrTx, shopId: string, id: string): Promise<Appointment | undefined> {
  const [row] = await selectAppointments(db).where(and(eq(appointments.id, id), eq(appointments.shopId, shopId)));
  return row && toAppointment(row);
}
