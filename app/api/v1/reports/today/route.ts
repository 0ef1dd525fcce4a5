import { route } from '@/server/http/route';
import { readToday } from '@/server/modules/reports/read-today';

// Home's tiles for the owner and the accountant: today so far, and what needs doing
export const GET = route({ auth: 'shop', permission: 'REPORTS_VIEW_STATISTICS' }, ({ db, shop }) => readToday(db, shop));
