import { serviceLineListQuery } from '@/lib/contracts/activities';
import { route } from '@/server/http/route';
import { listServiceLines } from '@/server/modules/activities/list-service-lines';

// a service queue: the lines of one group (?group=3 ultrasound…) over the days asked
export const GET = route({ auth: 'shop', permission: 'ACTIVITY_EXECUTE', query: serviceLineListQuery }, ({ db, shop, query }) =>
  listServiceLines(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);
