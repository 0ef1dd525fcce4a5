'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { PetStatus } from '@/lib/enums/pets';
import { ageFrom } from '@/lib/format';

// How a pet's species, gender, status and age read, wherever pets are listed (pets, a customer's page).

const STATUS_VARIANT: Record<number, string> = { [PetStatus.ALIVE]: 'success', [PetStatus.DECEASED]: 'secondary', [PetStatus.MISSING]: 'warning' };

export function PetStatusBadge({ status }: { status: number }) {
  const t = useTranslations('common.petStatus');
  return (
    <Badge bg={STATUS_VARIANT[status] ?? 'secondary'} text={status === PetStatus.MISSING ? 'dark' : undefined}>
      {t(String(status))}
    </Badge>
  );
}

/** Age from the birth date: "3 tuổi" from a year on, "5 tháng" before; "-" without a date. */
export function PetAge({ birthDate }: { birthDate: string | null }) {
  const t = useTranslations('common.petAge');
  const age = ageFrom(birthDate);
  if (!age) return <>-</>;
  if (age.years > 0) return <>{t('years', { years: age.years })}</>;
  return <>{age.months > 0 ? t('months', { months: age.months }) : t('newborn')}</>;
}

/** Đực/Cái and Chó/Mèo/Khác, "-" when unknown. */
export function usePetLabels() {
  const t = useTranslations('common');
  return {
    species: (species: string) => t(`petSpecies.${species}`),
    gender: (gender: number | null) => (gender ? t(`petGender.${gender}`) : '-'),
  };
}
