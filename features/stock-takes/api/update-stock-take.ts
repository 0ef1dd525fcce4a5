import { api } from '@/lib/api/client';
import { type StockTake, stockTakeResponse, type StockTakeUpdateInput } from '@/lib/contracts/stock-takes';
import { useSheetMutation } from './use-sheet-mutation';

/** PUT /stock-takes/{id}: the counts changed since the last save, and `complete` to finish the sheet. */
export async function updateStockTake(input: { shopId: string; id: string; body: Pick<StockTakeUpdateInput, 'counts' | 'complete'> }): Promise<StockTake> {
  const { data } = await api.put(`/stock-takes/${input.id}`, input.body, { headers: { 'shop-Id': input.shopId } });
  return stockTakeResponse.parse(data);
}

export const useUpdateStockTake = () => useSheetMutation(updateStockTake);
