import { route } from '@/server/http/route';
import { getAdminStats } from '@/server/modules/admin/get-admin-stats';

export const GET = route({ auth: 'admin' }, ({ db }) => getAdminStats(db));
