'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card, Col, Row, Spinner } from 'react-bootstrap';
import { DetailHeader } from '@/components/ui/detail-header';
import { InactiveBadge } from '@/components/ui/inactive-badge';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import { SupplierDebtSection } from '@/entities/supplier-debts/supplier-debt-section';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { useSupplier } from '../api/get-supplier';
import { SupplierInfoCard } from './supplier-info-card';

// the edit form loads with its code when first opened, not with the page
const SupplierFormModal = lazyDialog(() => import('@/entities/suppliers/supplier-form-modal').then((m) => m.SupplierFormModal));

/**
 * One supplier (SUPPLIER_VIEW_DETAILS): contact and bank details, and what the shop owes them —
 * the same debt section as the debts list's panel, for those who may pay suppliers.
 */
export function SupplierDetailPage({ shopId, supplierId }: { shopId: string; supplierId: string }) {
  const t = useTranslations('suppliers');
  const tl = useTranslations('list');
  const { data: supplier, isLoading } = useSupplier(shopId, supplierId);
  const mayEdit = useHasPermission('SUPPLIER_CREATE');
  const mayPay = useHasPermission('DEBT_PROCESS_SUPPLIER_PAYMENT');
  const [editing, setEditing] = useState(false);

  if (isLoading || !supplier) {
    return <div className="text-center py-5">{isLoading && <Spinner size="sm" aria-label={tl('loading')} />}</div>;
  }
  const title = (
    <>
      {supplier.name}
      {!supplier.isActive && <InactiveBadge label={t('detail.inactive')} large />}
    </>
  );
  return (
    <section>
      <DetailHeader title={title} backHref={shopPath(shopId, '/suppliers')}>
        {mayEdit && (
          <OpenerButton variant="outline-primary" onClick={() => setEditing(true)}>
            <i className="bi bi-pencil me-2" aria-hidden="true" />
            {tl('edit')}
          </OpenerButton>
        )}
      </DetailHeader>
      <Row>
        <Col lg={5} xl={4}>
          <SupplierInfoCard supplier={supplier} />
        </Col>
        {mayPay && (
          <Col lg={7} xl={8}>
            <Card className="border-0 shadow-sm mb-3">
              <Card.Header className="bg-transparent fw-semibold">{t('detail.debt')}</Card.Header>
              <Card.Body>
                <SupplierDebtSection shopId={shopId} supplierId={supplier.id} />
              </Card.Body>
            </Card>
          </Col>
        )}
      </Row>
      {editing && <SupplierFormModal supplier={supplier} onClose={() => setEditing(false)} />}
    </section>
  );
}
