import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Service, ServiceListQuery } from '@/lib/contracts/services';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/catalogue';
import { listOrder } from '../../db/sql/list-order';
import { idIn, recordsMatching, SEARCH_ENTITY } from '../../db/sql/search';
import { toServiceResponse } from './to-service-response';

const SORT_COLUMNS = { name: [services.nameOrder, services.name], group: services.serviceGroup, price: services.price, createdAt: services.createdAt };

/** The shop's services, found by name without regard to accents or case, optionally of one group. */
export async function listServices(db: DbOrTx, input: { shopId: string; query: ServiceListQuery }): Promise<Page<Service>> {
  const { shopId, query } = input;
  const conditions: SQL[] = [eq(services.shopId, shopId)];
  if (query.search) conditions.push(idIn(services.id, recordsMatching(shopId, SEARCH_ENTITY.service, query.search)));
  if (query.group !== undefined) conditions.push(eq(services.serviceGroup, query.group));
  if (query.active !== undefined) conditions.push(eq(services.isActive, query.active));
  const where = and(...conditions);
  const order = listOrder(SORT_COLUMNS, query.sort, 'name', services.id);

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(services).where(where),
  ]);
  return { items: rows.map(toServiceResponse), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}
