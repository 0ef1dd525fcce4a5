import { route } from '@/server/http/route';
import { getShopChain } from '@/server/modules/shops/get-shop-chain';

// The selected shop, its branches and plan; loaded by the shell when a shop is selected.
export const GET = route({ auth: 'shop' }, ({ db, user, shop }) => getShopChain(db, { user, shop }));
