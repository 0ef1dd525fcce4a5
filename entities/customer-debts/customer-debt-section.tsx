'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert, Button, Col, Row, Spinner } from 'react-bootstrap';
import { DebtFigures } from '@/components/debts/debt-figures';
import { OwedDocumentsTable } from '@/components/debts/owed-documents-table';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import type { CustomerCollection } from '@/lib/contracts/customer-debts';
import { formatDate, formatVnd } from '@/lib/format';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { CollectionsTable } from './collections-table';
import { useCustomerDebt } from './customer-debt-query';
import { DebtAgesList } from './debt-ages';
import { printReceipt } from './print-receipt';

// the collection form loads with its code when first opened, not with the page
const CollectDebtModal = lazyDialog(() => import('./collect-debt-modal').then((m) => m.CollectDebtModal));

/**
 * What one customer owes (DESIGN §6, derived from their invoices): the debt and its age, the owing
 * invoices oldest first, what was collected, and "Thu nợ" — after which the receipt (PT) is offered
 * for printing. Shown in the debts list's panel and on the customer's page.
 */
export function CustomerDebtSection({ shopId, customerId }: { shopId: string; customerId: string }) {
  const t = useTranslations('customer-debts');
  const tc = useTranslations('common');
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { data: debt, isLoading } = useCustomerDebt(shopId, customerId);
  const [collecting, setCollecting] = useState(false);
  const [collected, setCollected] = useState<CustomerCollection | null>(null);
  const mayOpenHistory = useHasPermission('ACTIVITY_HISTORY_EXECUTE_SESSION');
  // the sales history opens no invoice by its address: a code leads to the history searched for it
  const historyOf = (code: string) => (mayOpenHistory ? shopPath(shopId, `/history/sales?search=${encodeURIComponent(code)}`) : undefined);

  if (isLoading || !debt) {
    return <div className="text-center py-4">{isLoading && <Spinner size="sm" role="status" aria-label={tc('loading')} />}</div>;
  }
  const figures: Array<[string, string]> = [
    [t('panel.debt'), formatVnd(debt.debt)],
    [t('panel.openInvoices'), String(debt.openInvoices)],
    [t('panel.since'), debt.oldestUnpaidAt ? formatDate(debt.oldestUnpaidAt, timeZone) : '-'],
  ];
  const action =
    debt.debt > 0 ? (
      <OpenerButton onClick={() => setCollecting(true)}>
        <i className="bi bi-cash-coin me-2" aria-hidden="true" />
        {t('pay.button')}
      </OpenerButton>
    ) : (
      <span className="text-success">{t('panel.settled')}</span>
    );
  return (
    <div>
      <DebtFigures figures={figures} owing={debt.debt > 0} action={action} />
      {collected && (
        <Alert variant="success" dismissible closeLabel={t('receipt.dismiss')} onClose={() => setCollected(null)} className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{t('pay.done', { amount: formatVnd(collected.amount), name: debt.customer.name, code: collected.code })}</span>
          <Button variant="success" size="sm" onClick={() => printReceipt(locale, shopId, collected.voucherId)}>
            <i className="bi bi-printer me-2" aria-hidden="true" />
            {t('receipt.print')}
          </Button>
        </Alert>
      )}
      {debt.debt > 0 && (
        <div className="mb-3">
          <DebtAgesList ages={debt.ages} />
        </div>
      )}
      <Row className="g-4">
        <Col xs={12}>
          <h3 className="h6">{t('documents.title')}</h3>
          <OwedDocumentsTable namespace="customer-debts" rows={debt.invoices.map((i) => ({ ...i, date: i.createdAt, href: historyOf(i.code) }))} />
        </Col>
        <Col xs={12}>
          <h3 className="h6">{t('collections.title')}</h3>
          <CollectionsTable shopId={shopId} collections={debt.collections} />
        </Col>
      </Row>
      {collecting && (
        <CollectDebtModal
          shopId={shopId}
          debt={debt}
          onCollected={(collection) => {
            setCollecting(false);
            setCollected(collection);
          }}
          onClose={() => setCollecting(false)}
        />
      )}
    </div>
  );
}
