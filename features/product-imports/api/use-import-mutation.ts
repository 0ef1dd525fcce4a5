import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productImportKeys } from '@/entities/product-imports/product-import-keys';
import { productKeys } from '@/entities/products/product-keys';
import type { ProductImport } from '@/lib/contracts/product-imports';

/**
 * A write of an import that answers the import as it now is: its page shows that answer at once,
 * and the lists (and the products, whose stock a completion or a void moves) are read again.
 * Silent: the screens put field errors under their fields and hand the rest to the error handler.
 */
export function useImportMutation<I>(shopId: string, write: (input: I) => Promise<ProductImport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(productImportKeys.detail(shopId, saved.id), saved);
      return Promise.all([productImportKeys.lists(), productKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
