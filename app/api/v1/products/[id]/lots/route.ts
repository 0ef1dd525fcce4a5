import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { listProductLots } from '@/server/modules/stock/list-product-lots';

// the lots a doctor gives a vaccine from: whoever performs activities picks one
export const GET = route({ auth: 'shop', permission: 'ACTIVITY_EXECUTE', params: idParams }, ({ db, shop, params }) =>
  listProductLots(db, { shopId: shop.id, productId: params.id }),
);
