import { and, count, eq, lt, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Product, ProductListQuery } from '@/lib/contracts/products';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { listOrder } from '../../db/sql/list-order';
import { idIn, recordsMatching, SEARCH_ENTITY } from '../../db/sql/search';
import { toProductResponse } from './to-product-response';

const SORT_COLUMNS = {
  name: [products.nameOrder, products.name],
  code: products.code,
  group: products.productGroup,
  salePrice: products.salePrice,
  stockOnHand: products.stockOnHand,
  createdAt: products.createdAt,
};

/** The shop's products, found by name, code or barcode (a scanned barcode lands in the search box). */
export async function listProducts(db: DbOrTx, input: { shopId: string; query: ProductListQuery }): Promise<Page<Product>> {
  const { shopId, query } = input;
  const conditions: SQL[] = [eq(products.shopId, shopId)];
  if (query.search) conditions.push(idIn(products.id, recordsMatching(shopId, SEARCH_ENTITY.product, query.search)));
  if (query.group !== undefined) conditions.push(eq(products.productGroup, query.group));
  if (query.lowStock) conditions.push(lt(products.stockOnHand, products.minimumStock));
  if (query.active !== undefined) conditions.push(eq(products.isActive, query.active));
  const where = and(...conditions);
  const order = listOrder(SORT_COLUMNS, query.sort, 'name', products.id);

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { items: rows.map(toProductResponse), total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}
