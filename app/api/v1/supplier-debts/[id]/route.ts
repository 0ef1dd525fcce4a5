import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { getSupplierDebt } from '@/server/modules/supplier-debts/get-supplier-debt';

// `id` is the supplier's
export const GET = route({ auth: 'shop', permission: 'DEBT_PROCESS_SUPPLIER_PAYMENT', params: idParams }, ({ db, shop, params }) =>
  getSupplierDebt(db, { shopId: shop.id, supplierId: params.id }),
);
