'use client';

import { useTranslations } from 'next-intl';
import { DebtOffcanvas } from '@/components/debts/debt-offcanvas';
import { SupplierDebtSection } from '@/entities/supplier-debts/supplier-debt-section';
import type { SupplierDebtSummary } from '@/lib/contracts/supplier-debts';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';

/** One supplier's debt beside the list: its imports, its payments and "Thanh toán". */
export function SupplierDebtOffcanvas({ shopId, supplier, onClose }: { shopId: string; supplier: SupplierDebtSummary['supplier']; onClose: () => void }) {
  const t = useTranslations('supplier-debts');
  const mayViewSupplier = useHasPermission('SUPPLIER_VIEW_DETAILS');
  const subtitle = (
    <>
      {supplier.phone}
      {mayViewSupplier && (
        <>
          {' · '}
          <Link href={shopPath(shopId, `/suppliers/${supplier.id}`)}>{t('supplierPage')}</Link>
        </>
      )}
    </>
  );
  return (
    <DebtOffcanvas title={t('panel.title', { name: supplier.name })} subtitle={subtitle} onClose={onClose}>
      <SupplierDebtSection shopId={shopId} supplierId={supplier.id} />
    </DebtOffcanvas>
  );
}
