import { eq, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Service, ServiceListQuery } from '@/lib/contracts/services';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { catalogueListPlan } from '../../db/sql/catalogue-list';
import { SEARCH_ENTITY } from '../../db/sql/search';
import { toServiceResponse } from './to-service-response';

const SORT_COLUMNS = { name: [services.nameOrder, services.name], group: services.serviceGroup, price: services.price, createdAt: services.createdAt };

/** The shop's services, found by name without regard to accents or case, optionally of one group. */
export async function listServices(db: DbOrTx, input: { shopId: string; query: ServiceListQuery }): Promise<Page<Service>> {
  const { shopId, query } = input;
  const filters: SQL[] = [];
  if (query.group !== undefined) filters.push(eq(services.serviceGroup, query.group));
  if (query.active !== undefined) filters.push(eq(services.isActive, query.active));
  const plan = catalogueListPlan({ table: services, entity: SEARCH_ENTITY.service, shopId, query, sortColumns: SORT_COLUMNS, filters });

  const [rows, total] = await Promise.all([
    db.select().from(services).where(plan.where).orderBy(...plan.order).limit(query.limit).offset(plan.offset),
    plan.total(db),
  ]);
  return { items: rows.map(toServiceResponse), total, page: query.page, limit: query.limit };
}
