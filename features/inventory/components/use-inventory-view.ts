'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/** The parts of "Theo dõi tồn kho", each a tab whose filters live in the URL beside `view`. */
export const INVENTORY_VIEWS = ['overview', 'low', 'expiring', 'card'] as const;
export type InventoryView = (typeof INVENTORY_VIEWS)[number];

const isView = (value: string | null): value is InventoryView => (INVENTORY_VIEWS as readonly (string | null)[]).includes(value);

/**
 * Which tab the URL shows (a product id alone opens its card), and moving between them: a tab
 * starts with its own filters, so the others' are dropped from the URL.
 */
export function useInventoryView() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const asked = params.get('view');
  const view: InventoryView = isView(asked) ? asked : params.get('productId') ? 'card' : 'overview';
  const hrefOf = (query: Record<string, string>) => {
    const qs = new URLSearchParams(query).toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const go = (query: Record<string, string>) => router.replace(hrefOf(query), { scroll: false });
  const cardQuery = (productId: string) => ({ view: 'card', productId });
  return {
    view,
    show: (next: InventoryView) => go(next === 'overview' ? {} : { view: next }),
    /** a product's card: a link for a new tab, and the tab switch for a plain click */
    card: (productId: string) => ({ href: hrefOf(cardQuery(productId)), open: () => go(cardQuery(productId)) }),
  };
}
