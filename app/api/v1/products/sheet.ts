import { productListQuery } from '@/lib/contracts/products';
import { sheetRoutes } from '@/server/http/sheet-routes';
import { productSheet } from '@/server/modules/products/product-sheet';

export const productSheetRoutes = sheetRoutes({ sheet: productSheet, listQuery: productListQuery, create: 'PRODUCT_CREATE' });
