'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { readListFilters } from './list-filters';

/** List filters kept in the URL (shareable, back-button safe); a filter change goes to page 1. */
export function useListParams<K extends string>(keys: readonly K[]) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { values, page, limit, sort } = useMemo(() => readListFilters((k) => searchParams.get(k), keys), [keys, searchParams]);

  const set = useCallback(
    (patch: Partial<Record<K | 'page' | 'limit' | 'sort', string | number | null>>) => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [k, v] of Object.entries(patch)) {
        if (v === null || v === '' || v === undefined) next.delete(k);
        else next.set(k, String(v));
      }
      if (!('page' in patch)) next.delete('page');
      const qs = next.toString();
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [router, pathname, searchParams],
  );
  return { values, page, limit, sort, set };
}
