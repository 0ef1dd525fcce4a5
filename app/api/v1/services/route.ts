import { serviceBody, serviceListQuery } from '@/lib/contracts/services';
import { route } from '@/server/http/route';
import { createService } from '@/server/modules/services/create-service';
import { listServices } from '@/server/modules/services/list-services';

export const GET = route({ auth: 'shop', permission: 'SERVICE_VIEW_DETAILS', query: serviceListQuery }, ({ db, shop, query }) =>
  listServices(db, { shopId: shop.id, query }),
);

export const POST = route({ auth: 'shop', permission: 'SERVICE_CREATE', body: serviceBody }, ({ db, shop, body }) =>
  createService(db, { shopId: shop.id, service: body }),
);
