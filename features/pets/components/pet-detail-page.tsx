'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Col, Row, Spinner } from 'react-bootstrap';
import { DetailHeader } from '@/components/ui/detail-header';
import { ActivitiesCard } from '@/entities/activities/activities-card';
import { PetVaccinationsCard } from '@/entities/activities/pet-vaccinations-card';
import { shopPath } from '@/lib/paths';
import { usePet } from '../api/get-pet';
import { PetProfileCard } from './pet-profile-card';
import { PetWeightsCard } from './pet-weights-card';
import { InactiveBadge } from '@/components/ui/inactive-badge';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';

// dialogs load with their form code when first opened, not with the page
const PetFormModal = lazyDialog(() => import('@/entities/pets/pet-form-modal').then((m) => m.PetFormModal));

/** One pet: its profile, weight history and medical history (filled once healthcare activities exist). */
export function PetDetailPage({ shopId, petId }: { shopId: string; petId: string }) {
  const t = useTranslations('pets');
  const tl = useTranslations('list');
  const { data: pet, isLoading } = usePet(shopId, petId);
  const [editing, setEditing] = useState(false);

  if (isLoading || !pet) {
    return <div className="text-center py-5">{isLoading && <Spinner size="sm" aria-label={tl('loading')} />}</div>;
  }
  const title = (
    <>
      {pet.name}
      {!pet.isActive && <InactiveBadge large />}
    </>
  );
  return (
    <section>
      <DetailHeader title={title} backHref={shopPath(shopId, '/pets')}>
        <OpenerButton variant="outline-primary" onClick={() => setEditing(true)}>
          <i className="bi bi-pencil me-2" aria-hidden="true" />
          {tl('edit')}
        </OpenerButton>
      </DetailHeader>
      <Row>
        <Col lg={5}>
          <PetProfileCard shopId={shopId} pet={pet} />
        </Col>
        <Col lg={7}>
          <PetWeightsCard weights={pet.weights} />
          <PetVaccinationsCard shopId={shopId} petId={pet.id} />
          <ActivitiesCard shopId={shopId} filter={{ petId: pet.id }} title={t('detail.medical')} />
        </Col>
      </Row>
      {editing && <PetFormModal shopId={shopId} pet={pet} onClose={() => setEditing(false)} />}
    </section>
  );
}
