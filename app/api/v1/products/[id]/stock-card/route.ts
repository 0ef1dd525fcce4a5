import { idParams } from '@/lib/contracts/params';
import { stockCardQuery } from '@/lib/contracts/stock';
import { route } from '@/server/http/route';
import { getStockCard } from '@/server/modules/stock/get-stock-card';

export const GET = route({ auth: 'shop', permission: 'INVENTORY_TRACKING', params: idParams, query: stockCardQuery }, ({ db, shop, params, query }) =>
  getStockCard(db, { shopId: shop.id, timeZone: shop.timeZone, productId: params.id, query }),
);
