import { eq, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Service, ServiceListQuery } from '@/lib/contracts/services';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { SEARCH_ENTITY } from '../../db/schema/searchable';
import { BY_NAME } from '../../db/sql/list-order';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { toServiceResponse } from './to-service-response';

const SORT_COLUMNS = { name: [services.nameOrder, services.name], group: services.serviceGroup, price: services.price, createdAt: services.createdAt };

/** The shop's services, found by name without regard to accents or case, optionally of one group. */
export async function listServices(db: DbOrTx, input: { shopId: string; query: ServiceListQuery }): Promise<Page<Service>> {
  const { shopId, query } = input;
  const filters: SQL[] = [];
  if (query.group !== undefined) filters.push(eq(services.serviceGroup, query.group));
  if (query.active !== undefined) filters.push(eq(services.isActive, query.active));
  const plan = listPlan({
    table: services,
    shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: BY_NAME,
    filters,
    search: { terms: SEARCH_ENTITY.service, name: services.name },
  });

  return readPage(db, plan, query, (page) => db.select().from(services).where(page.where).orderBy(...page.order).limit(page.limit).offset(page.offset), toServiceResponse);
}
