'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Col, Row, Spinner } from 'react-bootstrap';
import { DetailHeader } from '@/components/ui/detail-header';
import { ActivitiesCard } from '@/entities/activities/activities-card';
import { RecordHistory } from '@/entities/audit-entries/record-history';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { useCustomer } from '@/entities/customers/customer-query';
import { CustomerDebtCard } from './customer-debt-card';
import { CustomerInfoCard } from './customer-info-card';
import { CustomerPetsCard } from './customer-pets-card';
import { InactiveBadge } from '@/components/ui/inactive-badge';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';

// dialogs load with their form code when first opened, not with the page
const CustomerFormModal = lazyDialog(() => import('@/entities/customers/customer-form-modal').then((m) => m.CustomerFormModal));
const PetFormModal = lazyDialog(() => import('@/entities/pets/pet-form-modal').then((m) => m.PetFormModal));

/** One customer: contact details and debt, their pets, what they owe and paid back (for those who collect), and their activities. */
export function CustomerDetailPage({ shopId, customerId }: { shopId: string; customerId: string }) {
  const t = useTranslations('customers');
  const tl = useTranslations('list');
  const { data: customer, isLoading } = useCustomer(shopId, customerId);
  const mayCollect = useHasPermission('DEBT_PROCESS_CUSTOMER_PAYMENT');
  const [dialog, setDialog] = useState<'edit' | 'addPet' | null>(null);
  const close = () => setDialog(null);

  if (isLoading || !customer) {
    return <div className="text-center py-5">{isLoading && <Spinner size="sm" aria-label={tl('loading')} />}</div>;
  }
  const title = (
    <>
      {customer.name}
      {!customer.isActive && <InactiveBadge label={t('detail.inactive')} large />}
    </>
  );
  return (
    <section>
      <DetailHeader title={title} backHref={shopPath(shopId, '/customers')}>
        <OpenerButton variant="outline-primary" onClick={() => setDialog('edit')}>
          <i className="bi bi-pencil me-2" aria-hidden="true" />
          {tl('edit')}
        </OpenerButton>
      </DetailHeader>
      <Row>
        <Col lg={5} xl={4}>
          <CustomerInfoCard customer={customer} />
        </Col>
        <Col lg={7} xl={8}>
          <CustomerPetsCard
            shopId={shopId}
            pets={customer.pets}
            actions={
              <OpenerButton size="sm" variant="outline-primary" onClick={() => setDialog('addPet')}>
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('detail.addPet')}
              </OpenerButton>
            }
          />
          {mayCollect && <CustomerDebtCard shopId={shopId} customer={customer} />}
          <ActivitiesCard shopId={shopId} filter={{ customerId: customer.id }} title={t('detail.history')} showPet />
          <RecordHistory shopId={shopId} entityId={customer.id} framed />
        </Col>
      </Row>
      {dialog === 'edit' && <CustomerFormModal customer={customer} onClose={close} />}
      {dialog === 'addPet' && <PetFormModal shopId={shopId} owner={{ id: customer.id, name: customer.name, phone: customer.phone }} onClose={close} />}
    </section>
  );
}
