import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that marks the given domains stale when it succeeds. `silent` keeps its errors from
 * the global handler (SPEC §8), for forms that put them under their fields instead.
 */
export function useInvalidatingMutation<I, O>(fn: (input: I) => Promise<O>, invalidates: QueryKey[], options: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { silent: options.silent ?? false },
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
