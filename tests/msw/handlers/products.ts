import { productBody, productListQuery, productPage, productResponse } from '@/lib/contracts/products';
import type { MockProduct } from '../catalogue-data';
import { type MockShop, mockState } from '../data';
import { catalogueHandlers, newRecord } from './catalogue';
import { conflict } from './shared';

// ---- products (/products, DESIGN §4), as server/modules/products: the shop admin and the accountant ----
// Stock on hand and average cost move only through the stock ledger: a body carrying either fails
// its contract, a new product starts with none, and an edit leaves them as they are.

/** A code, and a barcode when given, name one product of the shop (DESIGN §4). */
function assertUniqueProduct(shop: MockShop, input: { code: string; barcode: string | null }, exceptId?: string) {
  const others = Object.values(mockState.products).filter((p) => p.shopId === shop.id && p.id !== exceptId);
  if (others.some((p) => p.code === input.code)) throw conflict('code', 'errors.productCodeTaken');
  if (input.barcode !== null && others.some((p) => p.barcode === input.barcode)) throw conflict('barcode', 'errors.barcodeTaken');
}

export const productHandlers = catalogueHandlers({
  path: '/products',
  table: () => mockState.products,
  permissions: { view: 'PRODUCT_VIEW_DETAILS', create: 'PRODUCT_CREATE', change: 'PRODUCT_UPDATE', remove: 'PRODUCT_UPDATE' },
  notFoundKey: 'errors.productNotFound',
  listQuery: productListQuery,
  // a scanned barcode lands in the search box
  searchFields: (p) => [{ words: [p.name, p.code, p.barcode], digits: [p.barcode, p.code] }],
  // `lowStock`: stock on hand below the minimum
  filter: (p, query) => (query.group === undefined || p.group === query.group) && (!query.lowStock || p.stockOnHand < p.minimumStock),
  body: productBody,
  check: (shop, body, product) => assertUniqueProduct(shop, body, product?.id),
  create: (shop, body): MockProduct => ({ ...newRecord(shop, body), stockOnHand: 0, averageCost: 0 }),
  item: (p) => productResponse.parse({ ...p, isLowStock: p.stockOnHand < p.minimumStock }),
  page: productPage,
  // no document refers to products yet, so a delete always removes (server/modules/products/delete-product.ts)
});
