import { customerDebtListQuery } from '@/lib/contracts/customer-debts';
import { route } from '@/server/http/route';
import { exportCustomerDebts } from '@/server/modules/customer-debts/customer-debts-sheet';

// who owes, as filtered and sorted on screen, every page of it, as .xlsx; a list of customers with
// their phones leaves the shop only with those who may export its catalogues (lib/permissions.ts)
export const GET = route({ auth: 'shop', permission: 'CATALOGUE_EXPORT', query: customerDebtListQuery }, ({ db, shop, query, locale }) =>
  exportCustomerDebts(db, { shopId: shop.id, timeZone: shop.timeZone, query, locale }),
);
