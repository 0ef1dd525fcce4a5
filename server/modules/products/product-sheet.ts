import { type Product, productBody, type ProductInput, type ProductListQuery } from '@/lib/contracts/products';
import { PRODUCT_GROUP_IDS, ProductGroup } from '@/lib/enums/products';
import { products } from '../../db/schema/products';
import { onUniqueViolation } from '../../db/sql/constraint-violation';
import type { CatalogueSheet } from '../spreadsheets/sheet-definition';
import { PRODUCT_UNIQUE_KEYS } from './assert-unique-product';
import { listProducts } from './list-products';
import { productValues } from './product-values';

const label = (field: string) => `products.fields.${field}`;

/** Products as a spreadsheet: stock on hand and average cost are exported but never imported (the ledger keeps them). */
export const productSheet: CatalogueSheet<Product, ProductInput, ProductListQuery> = {
  name: 'products',
  title: 'spreadsheets.sheetTitles.products',
  contract: productBody,
  columns: [
    { key: 'code', label: label('code'), kind: { type: 'text' }, value: (p) => p.code, required: true, width: 14, example: 'SP000001' },
    { key: 'barcode', label: label('barcode'), kind: { type: 'text' }, value: (p) => p.barcode, width: 16, example: '8934567000011' },
    { key: 'name', label: label('name'), kind: { type: 'text' }, value: (p) => p.name, required: true, width: 36, example: 'Pate cho mèo Whiskas 85g' },
    {
      key: 'group',
      label: label('group'),
      kind: { type: 'enum', options: PRODUCT_GROUP_IDS.map((id) => ({ value: id, label: `common.productGroups.${id}` })) },
      value: (p) => p.group,
      required: true,
      width: 16,
      example: ProductGroup.SALE_GOODS,
    },
    { key: 'unit', label: label('unit'), kind: { type: 'text' }, value: (p) => p.unit, required: true, width: 10, example: 'gói' },
    { key: 'salePrice', label: label('salePrice'), kind: { type: 'number' }, value: (p) => p.salePrice, required: true, width: 14, example: 25000 },
    { key: 'averageCost', label: label('averageCost'), kind: { type: 'number' }, value: (p) => p.averageCost, exportOnly: true, width: 14 },
    { key: 'minimumStock', label: label('minimumStock'), kind: { type: 'number' }, value: (p) => p.minimumStock, required: true, width: 12, example: 10 },
    { key: 'stockOnHand', label: label('stockOnHand'), kind: { type: 'number' }, value: (p) => p.stockOnHand, exportOnly: true, width: 10 },
    { key: 'isActive', label: label('isActive'), kind: { type: 'boolean' }, value: (p) => p.isActive, width: 12, example: true },
  ],
  unique: [
    { key: 'code', table: products, shopColumn: products.shopId, column: products.code, taken: 'errors.productCodeTaken' },
    { key: 'barcode', table: products, shopColumn: products.shopId, column: products.barcode, taken: 'errors.barcodeTaken' },
  ],
  list: listProducts,
  insert: async (db, { shopId }, rows) => {
    await onUniqueViolation(() => db.insert(products).values(rows.map(({ input }) => productValues(shopId, input))), PRODUCT_UNIQUE_KEYS);
  },
};
