import { api } from '@/lib/api/client';
import { type StockTake, stockTakeResponse } from '@/lib/contracts/stock-takes';
import { useSheetMutation } from './use-sheet-mutation';

/** POST /stock-takes/{id}/cancel: a draft set aside, nothing adjusted. */
export async function cancelStockTake(input: { shopId: string; id: string }): Promise<StockTake> {
  const { data } = await api.post(`/stock-takes/${input.id}/cancel`, {}, { headers: { 'shop-Id': input.shopId } });
  return stockTakeResponse.parse(data);
}

export const useCancelStockTake = () => useSheetMutation(cancelStockTake);
