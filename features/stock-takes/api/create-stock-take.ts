import { stockTakeKeys } from '@/entities/stock-takes/stock-take-keys';
import { api } from '@/lib/api/client';
import { type StockTake, type StockTakeCreateInput, stockTakeResponse } from '@/lib/contracts/stock-takes';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';

/** POST /stock-takes: a new sheet over every active product, or one group. */
export async function createStockTake(input: { shopId: string; values: StockTakeCreateInput }): Promise<StockTake> {
  const { data } = await api.post('/stock-takes', input.values, { headers: { 'shop-Id': input.shopId } });
  return stockTakeResponse.parse(data);
}

// silent: the dialog puts field errors under their fields and toasts the rest itself
export const useCreateStockTake = () => useInvalidatingMutation(createStockTake, [stockTakeKeys.all], { silent: true });
