'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { DetailList } from '@/components/ui/detail-list';
import { OpenerButton } from '@/components/ui/on-demand-dialog';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import { formatDateTime } from '@/lib/format';
import { ImportLinesTable } from './import-lines-table';
import { ImportPageHeader } from './import-page-header';
import { ImportPaymentsCard } from './import-payments-card';
import { ImportTotals, savedImportTotals } from './import-totals';
import { VoidImportDialog } from './void-import-dialog';

/**
 * A completed, canceled or voided import, read-only: who made it and who changed it and when, its
 * lines, sums and payments. A completed one can be voided with a reason; a voided one stays shown,
 * struck through, with who voided it, when and why.
 */
export function ImportView({ shopId, record }: { shopId: string; record: ProductImport }) {
  const t = useTranslations('product-imports');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  const [voiding, setVoiding] = useState(false);
  const voided = record.status === ImportStatus.VOIDED;
  const when = (at: string | null) => (at ? formatDateTime(at, timeZone) : null);
  const who = (staff: { name: string } | null) => staff?.name ?? null;
  const details: Array<[string, ReactNode]> = [
    [t('fields.supplier'), `${record.supplier.name} (${record.supplier.alias})`],
    [t('view.createdBy'), who(record.createdBy)],
    [t('view.createdAt'), when(record.createdAt)],
  ];
  if (record.completedAt) details.push([t('view.completedBy'), who(record.completedBy)], [t('view.completedAt'), when(record.completedAt)]);
  if (record.canceledAt) details.push([t('view.canceledBy'), who(record.canceledBy)], [t('view.canceledAt'), when(record.canceledAt)]);
  // a method with nothing paid by it would read as if something were
  details.push([t('view.payMethod'), record.payNow > 0 ? tc(`paymentMethods.${record.payMethod}`) : null], [t('fields.note'), record.note]);

  return (
    <section>
      <ImportPageHeader shopId={shopId} record={record}>
        {record.status === ImportStatus.COMPLETED && (
          <OpenerButton variant="outline-danger" onClick={() => setVoiding(true)}>
            <i className="bi bi-x-octagon me-2" aria-hidden="true" />
            {t('view.void')}
          </OpenerButton>
        )}
      </ImportPageHeader>
      {voided && (
        <Alert variant="danger">
          <div>{t('view.voidedNotice', { name: who(record.voidedBy) ?? '-', at: when(record.voidedAt) ?? '-' })}</div>
          <div>{t('view.voidedReason', { reason: record.voidReason ?? '' })}</div>
        </Alert>
      )}
      <Row>
        <Col lg={6}>
          <Card className="border-0 shadow-sm mb-3">
            <Card.Header className="bg-transparent fw-semibold">{t('view.info')}</Card.Header>
            <Card.Body>
              <DetailList items={details} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <ImportPaymentsCard payments={record.payments} />
        </Col>
      </Row>
      <Card className="border-0 shadow-sm mb-3">
        <Card.Header className="bg-transparent fw-semibold">
          {t('form.lines')} <span className="text-body-secondary fw-normal">({record.lines.length})</span>
        </Card.Header>
        <Card.Body>
          <div className="table-responsive">
            <ImportLinesTable lines={record.lines} struck={voided} />
          </div>
          <div className={`ms-auto mt-3 ${voided ? 'text-decoration-line-through' : ''}`} style={{ maxWidth: '24rem' }}>
            <ImportTotals
              rows={savedImportTotals(record)}
              emphasis="debt"
            />
          </div>
        </Card.Body>
      </Card>
      {voiding && <VoidImportDialog shopId={shopId} record={record} onClose={() => setVoiding(false)} />}
    </section>
  );
}
