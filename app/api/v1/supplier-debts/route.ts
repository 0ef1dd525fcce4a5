import { supplierDebtListQuery } from '@/lib/contracts/supplier-debts';
import { route } from '@/server/http/route';
import { listSupplierDebts } from '@/server/modules/supplier-debts/list-supplier-debts';

export const GET = route({ auth: 'shop', permission: 'DEBT_PROCESS_SUPPLIER_PAYMENT', query: supplierDebtListQuery }, ({ db, shop, query }) =>
  listSupplierDebts(db, { shopId: shop.id, query }),
);
