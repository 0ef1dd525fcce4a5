import { stockOverviewQuery } from '@/lib/contracts/stock';
import { route } from '@/server/http/route';
import { exportStockOverview } from '@/server/modules/stock/stock-overview-sheet';

// the overview as filtered on screen, every page of it, as .xlsx
export const GET = route({ auth: 'shop', permission: 'INVENTORY_TRACKING', query: stockOverviewQuery }, ({ db, shop, query, locale }) =>
  exportStockOverview(db, { shopId: shop.id, query, locale }),
);
