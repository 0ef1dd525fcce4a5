'use client';

import { useTranslations } from 'next-intl';
import { Card, Col, Row } from 'react-bootstrap';
import { formatVnd } from '@/lib/format';
import { differenceClass, signed } from './stock-take-labels';
import type { StockTakeCounts } from './use-stock-take-counts';

function Total({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <Col xs={6} md={3}>
      <div className="small text-body-secondary">{label}</div>
      <div className={`fs-5 fw-semibold ${className ?? ''}`}>{value}</div>
    </Col>
  );
}

/** How far the counting got and what the differences are worth, as typed (saved or not); struck through once voided. */
export function StockTakeTotals({ counts, struck = false }: { counts: StockTakeCounts; struck?: boolean }) {
  const t = useTranslations('stock-takes.sheet.totals');
  const { totals, lines } = counts;
  const valueClass = (n: number) => [differenceClass(n), struck && 'text-decoration-line-through'].filter(Boolean).join(' ');
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Body>
        <Row className="g-3" role="group" aria-label={t('label')}>
          <Total label={t('counted')} value={t('countedOf', { counted: totals.counted, lines: lines.length })} />
          <Total label={t('missing')} value={formatVnd(totals.missing)} className={valueClass(totals.missing)} />
          <Total label={t('found')} value={signed(totals.found, formatVnd(totals.found))} className={valueClass(totals.found)} />
          <Total label={t('value')} value={signed(totals.value, formatVnd(totals.value))} className={valueClass(totals.value)} />
        </Row>
      </Card.Body>
    </Card>
  );
}
