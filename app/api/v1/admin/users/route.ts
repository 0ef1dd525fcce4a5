import { adminUserListQuery } from '@/lib/contracts/admin';
import { route } from '@/server/http/route';
import { listUsers } from '@/server/modules/admin/list-users';

export const GET = route({ auth: 'admin', query: adminUserListQuery }, ({ db, query }) => listUsers(db, query));
