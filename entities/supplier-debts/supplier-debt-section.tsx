'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Col, Row, Spinner } from 'react-bootstrap';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import { formatDate, formatVnd } from '@/lib/format';
import { OpenImportsTable } from './open-imports-table';
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
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <dl className="d-flex flex-wrap gap-4 mb-0">
          {figures.map(([label, value], i) => (
            <div key={label}>
              <dt className="small text-body-secondary fw-normal">{label}</dt>
              <dd className={`mb-0 fw-semibold ${i === 0 ? `fs-4 ${debt.debt > 0 ? 'text-danger' : ''}` : 'fs-5'}`}>{value}</dd>
            </div>
          ))}
        </dl>
        {debt.debt > 0 ? (
          <OpenerButton onClick={() => setPaying(true)}>
            <i className="bi bi-cash-coin me-2" aria-hidden="true" />
            {t('pay.button')}
          </OpenerButton>
        ) : (
          <span className="text-success">{t('panel.settled')}</span>
        )}
      </div>
      <Row className="g-4">
        <Col xs={12}>
          <h3 className="h6">{t('imports.title')}</h3>
          <OpenImportsTable shopId={shopId} imports={debt.imports} />
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
