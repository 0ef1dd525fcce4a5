import { idParams } from '@/lib/contracts/params';
import { supplierPaymentBody } from '@/lib/contracts/supplier-debts';
import { route } from '@/server/http/route';
import { paySupplier } from '@/server/modules/supplier-debts/pay-supplier';

export const POST = route({ auth: 'shop', permission: 'DEBT_PROCESS_SUPPLIER_PAYMENT', params: idParams, body: supplierPaymentBody }, ({ db, shop, user, params, body }) =>
  paySupplier(db, { shopId: shop.id, userId: user.id, supplierId: params.id, body }),
);
