'use client';

import { useTranslations } from 'next-intl';
import { PRODUCT_GROUP_IDS } from '@/lib/enums/products';

/** The five SPEC §3 product groups, translated. */
export function useProductGroupOptions() {
  const t = useTranslations('common.productGroups');
  return PRODUCT_GROUP_IDS.map((g) => ({ value: g, label: t(String(g)) }));
}
