import { eq, inArray, sql } from 'drizzle-orm';
import type { QueueLine, ServiceLineListQuery } from '@/lib/contracts/activities';
import type { Page } from '@/lib/contracts/pagination';
import { SERVICE_QUEUE_GROUPS } from '@/lib/enums/services';
import type { DbOrTx } from '../../db/client';
import { activities, activityServices } from '../../db/schema/activities';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';
import { users } from '../../db/schema/users';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { activityMatching } from './activity-summary-select';
import { toServiceLine } from './get-service-line';

const SORT_COLUMNS = { createdAt: activityServices.createdAt, status: activityServices.status };

/** A service queue (/service-activities/<slug>): the lines of one group, or of every queue group, oldest first. */
export function listServiceLines(db: DbOrTx, input: { shopId: string; timeZone: string; query: ServiceLineListQuery }): Promise<Page<QueueLine>> {
  const { query, shopId } = input;
  const plan = listPlan({
    table: activityServices,
    shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'createdAt', dir: 'asc' },
    filters: [
      query.group === undefined ? inArray(activityServices.serviceGroup, SERVICE_QUEUE_GROUPS) : eq(activityServices.serviceGroup, query.group),
      query.status?.length ? inArray(activityServices.status, query.status) : undefined,
    ],
    // the count reads this table alone: the search names the activities it finds
    search: {
      where: (text) => sql`${activityServices.activityId} in (select ${activities.id} from ${activities} where ${activities.shopId} = ${shopId} and ${activityMatching(shopId, text)})`,
    },
    days: { column: activityServices.createdAt, from: query.from, to: query.to, timeZone: input.timeZone },
  });
  const select = db
    .select({
      line: activityServices,
      performerName: users.name,
      activity: { id: activities.id, code: activities.code, status: activities.status, ticketNo: activities.ticketNo },
      pet: { id: pets.id, name: pets.name, species: pets.species },
      customer: { id: customers.id, name: customers.name, phoneNumber: customers.phone },
    })
    .from(activityServices)
    .innerJoin(activities, eq(activities.id, activityServices.activityId))
    .innerJoin(customers, eq(customers.id, activities.customerId))
    .innerJoin(pets, eq(pets.id, activities.petId))
    .leftJoin(users, eq(users.id, activityServices.performerId))
    .$dynamic();
  return readPage(db, plan, query, select, ({ line, performerName, activity, pet, customer }) => ({
    ...toServiceLine(line, performerName),
    activity,
    pet,
    customer,
    createdAt: line.createdAt.toISOString(),
  }));
}
