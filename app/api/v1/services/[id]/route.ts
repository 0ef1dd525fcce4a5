import { idParams } from '@/lib/contracts/params';
import { serviceBody } from '@/lib/contracts/services';
import { deleteAnswer } from '@/server/http/delete-answer';
import { route } from '@/server/http/route';
import { deleteService } from '@/server/modules/services/delete-service';
import { getService } from '@/server/modules/services/get-service';
import { updateService } from '@/server/modules/services/update-service';

export const GET = route({ auth: 'shop', permission: 'SERVICE_VIEW_DETAILS', params: idParams }, ({ db, shop, params }) =>
  getService(db, { shopId: shop.id, serviceId: params.id }),
);

export const PUT = route({ auth: 'shop', permission: 'SERVICE_UPDATE', params: idParams, body: serviceBody }, ({ db, shop, params, body }) =>
  updateService(db, { shopId: shop.id, serviceId: params.id, changes: body }),
);

// Deleting is part of editing the catalogue, so it takes SERVICE_UPDATE (SPEC §6 names create/update only).
export const DELETE = route({ auth: 'shop', permission: 'SERVICE_UPDATE', params: idParams }, async ({ db, shop, params, locale }) =>
  deleteAnswer(await deleteService(db, { shopId: shop.id, serviceId: params.id }), locale),
);
