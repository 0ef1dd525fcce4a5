import { adminShopListQuery, registerShopBody } from '@/lib/contracts/admin';
import { route } from '@/server/http/route';
import { listShops } from '@/server/modules/admin/list-shops';
import { registerShop } from '@/server/modules/admin/register-shop';

export const GET = route({ auth: 'admin', query: adminShopListQuery }, ({ db, query }) => listShops(db, query));

export const POST = route({ auth: 'admin', body: registerShopBody, audit: { idField: 'shopId' } }, ({ db, body }) => registerShop(db, { registration: body }));
