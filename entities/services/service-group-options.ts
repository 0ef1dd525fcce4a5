'use client';

import { useTranslations } from 'next-intl';
import { SERVICE_GROUP_IDS } from '@/lib/enums/services';

/** The eleven SPEC §3 service groups, translated. */
export function useServiceGroupOptions() {
  const t = useTranslations('common.serviceGroups');
  return SERVICE_GROUP_IDS.map((g) => ({ value: g, label: t(String(g)) }));
}
