'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Offcanvas } from 'react-bootstrap';
import { SupplierDebtSection } from '@/entities/supplier-debts/supplier-debt-section';
import type { SupplierDebtSummary } from '@/lib/contracts/supplier-debts';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';

/**
 * One supplier's debt beside the list: a panel from the right, wide enough for the imports table at
 * 1366 px and the whole screen on a tablet (768 px), so the list keeps its place behind it.
 */
export function SupplierDebtOffcanvas({ shopId, supplier, onClose }: { shopId: string; supplier: SupplierDebtSummary['supplier']; onClose: () => void }) {
  const t = useTranslations('supplier-debts');
  const tc = useTranslations('common');
  const titleId = useId();
  const mayViewSupplier = useHasPermission('SUPPLIER_VIEW_DETAILS');
  return (
    <Offcanvas show onHide={onClose} placement="end" aria-labelledby={titleId} style={{ width: 'min(100vw, 52rem)' }}>
      <Offcanvas.Header closeButton closeLabel={tc('close')}>
        <div>
          <Offcanvas.Title id={titleId}>{t('panel.title', { name: supplier.name })}</Offcanvas.Title>
          <div className="small text-body-secondary">
            {supplier.phone}
            {mayViewSupplier && (
              <>
                {' · '}
                <Link href={shopPath(shopId, `/suppliers/${supplier.id}`)}>{t('supplierPage')}</Link>
              </>
            )}
          </div>
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <SupplierDebtSection shopId={shopId} supplierId={supplier.id} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
