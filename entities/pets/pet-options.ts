'use client';

import { useTranslations } from 'next-intl';
import { GENDER_IDS } from '@/lib/enums/people';
import { PET_SPECIES, PET_STATUS_IDS } from '@/lib/enums/pets';

/** The species, status and gender choices, translated, for the filters and the form. */
export function usePetOptions() {
  const t = useTranslations('common');
  return {
    species: PET_SPECIES.map((s) => ({ value: s, label: t(`petSpecies.${s}`) })),
    status: PET_STATUS_IDS.map((s) => ({ value: s, label: t(`petStatus.${s}`) })),
    gender: GENDER_IDS.map((g) => ({ value: g, label: t(`petGender.${g}`) })),
  };
}
