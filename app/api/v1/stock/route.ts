import { stockOverviewQuery } from '@/lib/contracts/stock';
import { route } from '@/server/http/route';
import { listStockOverview } from '@/server/modules/stock/list-stock-overview';

export const GET = route({ auth: 'shop', permission: 'INVENTORY_TRACKING', query: stockOverviewQuery }, ({ db, shop, query }) => listStockOverview(db, { shopId: shop.id, query }));
