import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys, serviceLineKeys } from '@/entities/activities/activity-keys';
import { serviceStaticsKeys } from '@/entities/activities/service-statics';
import { productKeys } from '@/entities/products/product-keys';
import { stockKeys } from '@/entities/stock/stock-keys';
import type { Activity } from '@/lib/contracts/activities';

/**
 * A change to one activity (a move, its lines, its record, a file): its answer is the page at
 * once, and the board, the queues and their badges are stale; completing moves stock, so the
 * stock screens are too. `silent` keeps a refusal for the form that shows it under its fields.
 */
export function useActivityChange<I>(shopId: string, fn: (input: I) => Promise<Activity | void>, { silent = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent },
    onSuccess: (activity) => {
      if (activity) queryClient.setQueryData(activityKeys.detail(shopId, activity.id), activity);
      for (const queryKey of [activityKeys.lists(), serviceLineKeys.all, serviceStaticsKeys.all, stockKeys.all, productKeys.all]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
