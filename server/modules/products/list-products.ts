import { eq, lt } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Product, ProductListQuery } from '@/lib/contracts/products';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { cataloguePage } from '../../db/sql/catalogue-page';
import { toProductResponse } from './to-product-response';
import { unitsOf } from './product-units';

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
  const { query } = input;
  const page = await cataloguePage(db, {
    ...input,
    table: products,
    searchable: 'product',
    sortColumns: SORT_COLUMNS,
    filters: [query.group === undefined ? undefined : eq(products.productGroup, query.group), query.lowStock ? lt(products.stockOnHand, products.minimumStock) : undefined],
    toItem: (row) => row,
  });
  const units = await unitsOf(db, page.items.map((p) => p.id));
  return { ...page, items: page.items.map((row) => toProductResponse(row, units.get(row.id))) };
}
