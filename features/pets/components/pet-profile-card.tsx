'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Card } from 'react-bootstrap';
import { DetailList } from '@/components/ui/detail-list';
import { PetAge, PetStatusBadge, usePetLabels } from '@/entities/pets/pet-labels';
import type { PetDetail } from '@/lib/contracts/pets';
import { formatDay } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

/** Hồ sơ: owner, species, breed, gender, birth date and age, weight and the rest of the record. */
export function PetProfileCard({ shopId, pet }: { shopId: string; pet: PetDetail }) {
  const t = useTranslations('pets');
  const format = useFormatter();
  const labels = usePetLabels();
  const birth = pet.birthDate && (
    <>
      {formatDay(pet.birthDate)} (<PetAge birthDate={pet.birthDate} />)
    </>
  );
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent fw-semibold">{t('detail.profile')}</Card.Header>
      <Card.Body>
        <DetailList
          items={[
            [
              t('fields.owner'),
              <Link key="owner" href={shopPath(shopId, `/customers/${pet.owner.id}`)} className="text-decoration-none">
                {pet.owner.name}
                {pet.owner.phone && ` · ${pet.owner.phone}`}
              </Link>,
            ],
            [t('fields.species'), labels.species(pet.species)],
            [t('fields.breed'), pet.breed],
            [t('fields.gender'), labels.gender(pet.gender)],
            [t('fields.birthDate'), birth],
            [t('detail.weight'), pet.weightKg === null ? null : t('kg', { kg: format.number(pet.weightKg) })],
            [t('fields.colour'), pet.colour],
            [t('fields.microchip'), pet.microchip],
            [t('fields.isSterilised'), pet.isSterilised ? t('yes') : t('no')],
            [t('fields.status'), <PetStatusBadge key="status" status={pet.status} />],
            [t('fields.note'), pet.note],
          ]}
        />
      </Card.Body>
    </Card>
  );
}
