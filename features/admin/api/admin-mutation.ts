import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** Every admin mutation refreshes the admin lists. */
export function useAdminMutation<I, O>(fn: (input: I) => Promise<O>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, meta: { silent }, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

