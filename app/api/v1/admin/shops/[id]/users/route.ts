import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { listShopUsers } from '@/server/modules/admin/list-shop-users';

export const GET = route({ auth: 'admin', params: idParams }, ({ db, params }) => listShopUsers(db, params.id));
