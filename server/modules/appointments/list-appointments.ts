import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Appointment, AppointmentListQuery } from '@/lib/contracts/appointments';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { withinShopDays } from '../../db/sql/shop-days';
import { appointmentMatching, selectAppointments, toAppointment } from './appointment-select';

const SORT_COLUMNS = { startsAt: appointments.startsAt, code: appointments.code, status: appointments.status };

/** The schedule as a list: soonest first unless asked otherwise, by days, status and staff, searched by code, customer (name, phone) or pet. */
export function listAppointments(db: DbOrTx, input: { shopId: string; timeZone: string; query: AppointmentListQuery }): Promise<Page<Appointment>> {
  const { query, shopId } = input;
  const plan = listPlan({
    table: appointments,
    shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'startsAt', dir: 'asc' },
    filters: [query.status === undefined ? undefined : eq(appointments.status, query.status), query.staffId ? eq(appointments.staffId, query.staffId) : undefined],
    search: { where: (text) => appointmentMatching(shopId, text) },
    days: { column: appointments.startsAt, from: query.from, to: query.to, timeZone: input.timeZone },
  });
  return readPage(db, plan, query, selectAppointments(db), toAppointment);
}

/** Every appointment starting on the shop's days `from`–`to` (a calendar's day, week or month), of one staff member when asked. */
export async function calendarAppointments(db: DbOrTx, input: { shopId: string; timeZone: string; from: string; to: string; staffId?: string }): Promise<{ items: Appointment[] }> {
  const where: Array<SQL | undefined> = [
    eq(appointments.shopId, input.shopId),
    ...withinShopDays(appointments.startsAt, { from: input.from, to: input.to, timeZone: input.timeZone }),
    input.staffId ? eq(appointments.staffId, input.staffId) : undefined,
  ];
  const rows = await selectAppointments(db)
    .where(and(...where))
    .orderBy(asc(appointments.startsAt), asc(appointments.code));
  return { items: rows.map(toAppointment) };
}
