import { route } from '@/server/http/route';
import { getServiceStatics } from '@/server/modules/invoice-services/get-service-statics';

// Sidebar badge counts for the selected shop.
export const GET = route({ auth: 'shop' }, ({ db, shop }) => getServiceStatics(db, { shopId: shop.id, timeZone: shop.timeZone }));
