import type { Service } from '@/lib/contracts/services';
import type { DbOrTx } from '../../db/client';
import { services } from '../../db/schema/services';
import { findInShop } from '../../db/sql/find-in-shop';
import { toServiceResponse } from './to-service-response';

/** A service of this shop, as its form shows it. */
export async function getService(db: DbOrTx, input: { shopId: string; serviceId: string }): Promise<Service> {
  return toServiceResponse(await findInShop(db, services, { shopId: input.shopId, id: input.serviceId }, 'errors.serviceNotFound'));
}
