import { eq, inArray } from 'drizzle-orm';
import type { ActivityListQuery, ActivitySummary } from '@/lib/contracts/activities';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { customers } from '../../db/schema/customers';
import { pets } from '../../db/schema/pets';
import { users } from '../../db/schema/users';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { activityMatching, summaryColumns, summaryJoins, toSummary } from './activity-summary-select';

const SORT_COLUMNS = { createdAt: activities.createdAt, code: activities.code, status: activities.status, type: activities.type };

/**
 * A day's board, a type's history, a customer's or pet's activities: newest first, filtered by
 * type, statuses, assignee, customer or pet; searched by code, or by the customer's name or phone
 * or the pet's name, accents aside (through their search terms).
 */
export function listActivities(db: DbOrTx, input: { shopId: string; timeZone: string; query: ActivityListQuery }): Promise<Page<ActivitySummary>> {
  const { query, shopId } = input;
  const plan = listPlan({
    table: activities,
    shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: [
      query.type === undefined ? undefined : eq(activities.type, query.type),
      query.status?.length ? inArray(activities.status, query.status) : undefined,
      query.assigneeId ? eq(activities.assigneeId, query.assigneeId) : undefined,
      query.customerId ? eq(activities.customerId, query.customerId) : undefined,
      query.petId ? eq(activities.petId, query.petId) : undefined,
    ],
    search: { where: (text) => activityMatching(shopId, text) },
    days: { column: activities.createdAt, from: query.from, to: query.to, timeZone: input.timeZone },
  });
  const select = db
    .select(summaryColumns)
    .from(activities)
    .innerJoin(customers, summaryJoins.customer)
    .innerJoin(pets, summaryJoins.pet)
    .leftJoin(users, summaryJoins.assignee)
    .$dynamic();
  return readPage(db, plan, query, select, toSummary);
}
