'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Col, Row, Spinner } from 'react-bootstrap';
import { DebtFigures } from '@/components/debts/debt-figures';
import { OwedDocumentsTable } from '@/components/debts/owed-documents-table';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import { formatDate, formatVnd } from '@/lib/format';
import { shopPath } from '@/lib/paths';
import { useSupplierDebt } from './supplier-debt-query';
import { SupplierPaymentsTable } from './supplier-payments-table';

// the payment form loads with its code when first opened, not with the page
const PaySupplierModal = lazyDialog(() => import('./pay-supplier-modal').then((m) => m.PaySupplierModal));

/**
 * What the shop owes one supplier (DESIGN §6, derived from the completed imports): the debt, the
 * open imports oldest first, the payment history, and "Thanh toán". Shown in the debts list's
 * panel and on the supplier's own page.
 */
export function SupplierDebtSection({ shopId, supplierId }: { shopId: string; supplierId: string }) {
  const t = useTranslations('supplier-debts');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  const { data: debt, isLoading } = useSupplierDebt(shopId, supplierId);
  const [paying, setPaying] = useState(false);

  if (isLoading || !debt) {
    return <div className="text-center py-4">{isLoading && <Spinner size="sm" role="status" aria-label={tc('loading')} />}</div>;
  }
  const figures: Array<[string, string]> = [
    [t('panel.debt'), formatVnd(debt.debt)],
    [t('panel.openImports'), String(debt.openImports)],
    [t('panel.since'), debt.oldestUnpaidAt ? formatDate(debt.oldestUnpaidAt, timeZone) : '-'],
  ];
  return (
    <div>
      <DebtFigures
        figures={figures}
        owing={debt.debt > 0}
        action={
          debt.debt > 0 ? (
            <OpenerButton onClick={() => setPaying(true)}>
              <i className="bi bi-cash-coin me-2" aria-hidden="true" />
              {t('pay.button')}
            </OpenerButton>
          ) : (
            <span className="text-success">{t('panel.settled')}</span>
          )
        }
      />
      <Row className="g-4">
        <Col xs={12}>
          <h3 className="h6">{t('documents.title')}</h3>
          <OwedDocumentsTable namespace="supplier-debts" rows={debt.imports.map((i) => ({ ...i, date: i.completedAt, href: shopPath(shopId, `/product-imports/${i.id}`) }))} />
        </Col>
        <Col xs={12}>
          <h3 className="h6">{t('payments.title')}</h3>
          <SupplierPaymentsTable payments={debt.payments} />
        </Col>
      </Row>
      {paying && <PaySupplierModal shopId={shopId} debt={debt} onClose={() => setPaying(false)} />}
    </div>
  );
}
