import { http } from 'msw';
import { productBody, productListQuery, productOptionsQuery, productPage, productResponse } from '@/lib/contracts/products';
import type { MockProduct } from '../catalogue-data';
import { type MockShop, mockState } from '../data';
import { catalogueHandlers, newRecord } from './catalogue';
import { API, parseBody, queryOf, route } from './route';
import { conflict, matchesSearch, shopCall } from './shared';

// ---- products (/products, DESIGN §4), as server/modules/products: the shop admin and the accountant ----
// Stock on hand and average cost move only through the stock ledger: a body carrying either fails
// its contract, a new product starts with none, and an edit leaves them as they are.

/** A code, and a barcode when given, name one product of the shop (DESIGN §4). */
function assertUniqueProduct(shop: MockShop, input: { code: string; barcode: string | null }, exceptId?: string) {
  const others = Object.values(mockState.products).filter((p) => p.shopId === shop.id && p.id !== exceptId);
  if (others.some((p) => p.code === input.code)) throw conflict('code', 'errors.productCodeTaken');
  if (input.barcode !== null && others.some((p) => p.barcode === input.barcode)) throw conflict('barcode', 'errors.barcodeTaken');
}

const searchFields = (p: MockProduct) => [{ words: [p.name, p.code, p.barcode], digits: [p.barcode, p.code] }];
const item = (p: MockProduct) => productResponse.parse({ ...p, isLowStock: p.stockOnHand < p.minimumStock });

// a picker's first ten active matches, by name (every shop role: an activity's medicine); before
// /products/{id}, which would take "options" for an id
const optionsHandler = http.get(
  `${API}/products/options`,
  route((request) => {
    const { shop } = shopCall(request, 'HOME_ADD_CLINIC_ACTIVITIES');
    const { search } = parseBody(productOptionsQuery, queryOf(request));
    return Object.values(mockState.products)
      .filter((p) => p.shopId === shop.id && p.isActive && searchFields(p).some((f) => matchesSearch(f, search)))
      .sort((a, b) => a.name.localeCompare(b.name, 'vi'))
      .slice(0, 10)
      .map(item);
  }),
);

export const productHandlers = [optionsHandler, ...catalogueHandlers({
  path: '/products',
  table: () => mockState.products,
  permissions: { view: 'PRODUCT_VIEW_DETAILS', create: 'PRODUCT_CREATE', change: 'PRODUCT_UPDATE', remove: 'PRODUCT_UPDATE' },
  notFoundKey: 'errors.productNotFound',
  listQuery: productListQuery,
  // a scanned barcode lands in the search box
  searchFields,
  // `lowStock`: stock on hand below the minimum
  filter: (p, query) => (query.group === undefined || p.group === query.group) && (!query.lowStock || p.stockOnHand < p.minimumStock),
  body: productBody,
  check: (shop, body, product) => assertUniqueProduct(shop, body, product?.id),
  create: (shop, body): MockProduct => ({ ...newRecord(shop, body), stockOnHand: 0, averageCost: 0 }),
  item,
  page: productPage,
  // no document refers to products yet, so a delete always removes (server/modules/products/delete-product.ts)
})];
