import { stockTakeCreateBody, stockTakeListQuery } from '@/lib/contracts/stock-takes';
import { route } from '@/server/http/route';
import { createStockTake } from '@/server/modules/stock-takes/create-stock-take';
import { listStockTakes } from '@/server/modules/stock-takes/list-stock-takes';

export const GET = route({ auth: 'shop', permission: 'INVENTORY_WAREHOUSE', query: stockTakeListQuery }, ({ db, shop, query }) =>
  listStockTakes(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);

export const POST = route({ auth: 'shop', permission: 'INVENTORY_WAREHOUSE', body: stockTakeCreateBody }, ({ db, shop, user, body }) =>
  createStockTake(db, { shopId: shop.id, userId: user.id, body }),
);
