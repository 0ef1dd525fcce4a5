import { voidBody } from '@/lib/contracts/book-rules';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { voidStockTake } from '@/server/modules/stock-takes/void-stock-take';

// a completed sheet voided with a reason: its adjustments reversed (DESIGN §6, void never edit)
export const POST = route({ auth: 'shop', permission: 'INVENTORY_WAREHOUSE', params: idParams, body: voidBody }, ({ db, shop, user, params, body }) =>
  voidStockTake(db, { shopId: shop.id, userId: user.id, stockTakeId: params.id, reason: body.reason }),
);
