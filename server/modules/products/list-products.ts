import { eq, lt, type SQL } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Product, ProductListQuery } from '@/lib/contracts/products';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { SEARCH_ENTITY } from '../../db/schema/searchable';
import { BY_NAME } from '../../db/sql/list-order';
import { listPlan, readPage } from '../../db/sql/list-plan';
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
  const filters: SQL[] = [];
  if (query.group !== undefined) filters.push(eq(products.productGroup, query.group));
  if (query.lowStock) filters.push(lt(products.stockOnHand, products.minimumStock));
  if (query.active !== undefined) filters.push(eq(products.isActive, query.active));
  const plan = listPlan({
    table: products,
    shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: BY_NAME,
    filters,
    search: { terms: SEARCH_ENTITY.product, name: products.name },
  });

  return readPage(db, plan, query, (page) => db.select().from(products).where(page.where).orderBy(...page.order).limit(page.limit).offset(page.offset), toProductResponse);
}
