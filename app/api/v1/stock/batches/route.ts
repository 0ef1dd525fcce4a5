import { expiringBatchesQuery } from '@/lib/contracts/stock';
import { route } from '@/server/http/route';
import { listExpiringBatches } from '@/server/modules/stock/list-expiring-batches';

export const GET = route({ auth: 'shop', permission: 'INVENTORY_TRACKING', query: expiringBatchesQuery }, ({ db, shop, query }) =>
  listExpiringBatches(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);
