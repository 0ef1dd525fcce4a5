import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { getInvoice } from '@/server/modules/invoices/get-invoice';

export const GET = route({ auth: 'shop', permission: 'ACTIVITY_HISTORY_EXECUTE_SESSION', params: idParams }, ({ db, shop, params }) => getInvoice(db, { shopId: shop.id, invoiceId: params.id }));
