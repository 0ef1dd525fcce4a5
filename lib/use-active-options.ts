'use client';

import { useTranslations } from 'next-intl';

/** A status filter of in-use / not-in-use records (`active=true|false`), its label and choices translated. */
export function useActiveOptions() {
  const t = useTranslations('list');
  return {
    label: t('status'),
    allLabel: t('allStatuses'),
    options: [
      { value: 'true', label: t('active') },
      { value: 'false', label: t('inactive') },
    ],
  };
}
