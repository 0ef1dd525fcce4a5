import { eq } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Service, ServiceListQuery } from '@/lib/contracts/services';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { cataloguePage } from '../../db/sql/catalogue-page';
import { toServiceResponse } from './to-service-response';

const SORT_COLUMNS = { name: [services.nameOrder, services.name], group: services.serviceGroup, price: services.price, createdAt: services.createdAt };

/** The shop's services, found by name without regard to accents or case, optionally of one group. */
export function listServices(db: DbOrTx, input: { shopId: string; query: ServiceListQuery }): Promise<Page<Service>> {
  const { group } = input.query;
  return cataloguePage(db, {
    ...input,
    table: services,
    searchable: 'service',
    sortColumns: SORT_COLUMNS,
    filters: [group === undefined ? undefined : eq(services.serviceGroup, group)],
    toItem: toServiceResponse,
  });
}
