import { queryOptions } from '@tanstack/react-query';
import { stockKeys } from '@/entities/stock/stock-keys';
import { api } from '@/lib/api/client';
import { stockOverviewPage } from '@/lib/contracts/stock';

// The product typeahead of the stock card: every product of the shop (with stock or not) found by
// name, code or barcode, through the stock overview so the screen needs INVENTORY_TRACKING only.

const OPTIONS = 10;

export const stockProductsQuery = (shopId: string, search: string) =>
  queryOptions({
    queryKey: [...stockKeys.all, 'options', shopId, search] as const,
    queryFn: async () => {
      const params = { search, all: 'true', sort: 'name:asc', limit: OPTIONS };
      return stockOverviewPage.parse((await api.get('/stock', { params, headers: { 'shop-Id': shopId } })).data).items;
    },
  });
