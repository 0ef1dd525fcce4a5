import { productListQuery, productOptionsQuery } from '@/lib/contracts/products';
import { route } from '@/server/http/route';
import { listProducts } from '@/server/modules/products/list-products';

// the first matches for a document's line (an activity's medicine at the front desk or in the exam
// room): every shop role picks products, only the back office keeps the catalogue
export const GET = route({ auth: 'shop', permission: 'HOME_ADD_CLINIC_ACTIVITIES', query: productOptionsQuery }, async ({ db, shop, query }) => {
  const list = productListQuery.parse({ search: query.search, limit: 10, active: 'true' });
  return (await listProducts(db, { shopId: shop.id, query: list })).items;
});
