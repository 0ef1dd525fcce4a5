import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { cancelStockTake } from '@/server/modules/stock-takes/cancel-stock-take';

export const POST = route({ auth: 'shop', permission: 'INVENTORY_WAREHOUSE', params: idParams }, ({ db, shop, user, params }) =>
  cancelStockTake(db, { shopId: shop.id, userId: user.id, stockTakeId: params.id }),
);
