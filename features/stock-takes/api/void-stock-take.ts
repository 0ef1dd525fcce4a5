import { api } from '@/lib/api/client';
import { type StockTake, stockTakeResponse } from '@/lib/contracts/stock-takes';
import { useSheetMutation } from './use-sheet-mutation';

/** POST /stock-takes/{id}/void with a reason: a completed sheet's adjustments reversed (DESIGN §6). */
export async function voidStockTake(input: { shopId: string; id: string; reason: string }): Promise<StockTake> {
  const { data } = await api.post(`/stock-takes/${input.id}/void`, { reason: input.reason }, { headers: { 'shop-Id': input.shopId } });
  return stockTakeResponse.parse(data);
}

export const useVoidStockTake = () => useSheetMutation(voidStockTake);
