import { idParams } from '@/lib/contracts/params';
import { stockTakeUpdateBody } from '@/lib/contracts/stock-takes';
import { route } from '@/server/http/route';
import { getStockTake } from '@/server/modules/stock-takes/get-stock-take';
import { updateStockTake } from '@/server/modules/stock-takes/update-stock-take';

export const GET = route({ auth: 'shop', permission: 'INVENTORY_WAREHOUSE', params: idParams }, ({ db, shop, params }) =>
  getStockTake(db, { shopId: shop.id, stockTakeId: params.id }),
);

// the counts of a draft, and `complete: true` to finish it; a completed sheet is read-only
export const PUT = route({ auth: 'shop', permission: 'INVENTORY_WAREHOUSE', params: idParams, body: stockTakeUpdateBody }, ({ db, shop, user, params, body }) =>
  updateStockTake(db, { shopId: shop.id, userId: user.id, stockTakeId: params.id, body }),
);
