import { useQueryClient } from '@tanstack/react-query';
import { productKeys } from '@/entities/products/product-keys';
import { stockKeys } from '@/entities/stock/stock-keys';
import { stockTakeKeys } from '@/entities/stock-takes/stock-take-keys';
import { useInvalidatingMutation } from '@/lib/api/use-invalidating-mutation';
import type { StockTake } from '@/lib/contracts/stock-takes';

/**
 * A change to one sheet (save, complete, cancel, void): its answer becomes the sheet on screen at
 * once, and the lists are stale; completing and voiding move stock, so the stock screens and
 * products are too.
 */
export function useSheetMutation<I extends { shopId: string; id: string }>(fn: (input: I) => Promise<StockTake>) {
  const queryClient = useQueryClient();
  const mutation = useInvalidatingMutation(fn, [stockTakeKeys.lists(), stockKeys.all, productKeys.all]);
  return {
    isPending: mutation.isPending,
    mutate: (input: I, onSaved: (sheet: StockTake) => void) =>
      mutation.mutate(input, {
        onSuccess: (sheet) => {
          queryClient.setQueryData(stockTakeKeys.detail(input.shopId, input.id), sheet);
          onSaved(sheet);
        },
      }),
  };
}
