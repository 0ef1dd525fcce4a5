import { idParams } from '@/lib/contracts/params';
import { stockCardQuery } from '@/lib/contracts/stock';
import { route } from '@/server/http/route';
import { exportStockCard } from '@/server/modules/stock/stock-card-sheet';

// the card of the period and reason on screen, with its opening and closing balance, as .xlsx
export const GET = route({ auth: 'shop', permission: 'INVENTORY_TRACKING', params: idParams, query: stockCardQuery }, ({ db, shop, params, query, locale }) =>
  exportStockCard(db, { shopId: shop.id, timeZone: shop.timeZone, productId: params.id, query, locale }),
);
