'use client';

import { useTranslations } from 'next-intl';
import { Card, Col, Row } from 'react-bootstrap';
import type { StockCard } from '@/lib/contracts/stock';
import { formatVnd } from '@/lib/format';

/** One figure of the card: its name over its value. */
function Figure({ label, value, className }: { label: string; value: string | number; className?: string }) {
  return (
    <div>
      <div className="small text-body-secondary">{label}</div>
      <div className={`fs-5 fw-semibold ${className ?? ''}`}>{value}</div>
    </div>
  );
}

const signed = (n: number, sign: '+' | '-') => (n === 0 ? '0' : `${sign}${n}`);

/**
 * The card's product (code, barcode, its base unit and the larger units it also comes in, stock and
 * average cost now) and the period's figures: opening balance, in, out and closing balance.
 */
export function StockCardSummary({ card }: { card: StockCard }) {
  const t = useTranslations('inventory.card');
  const { product } = card;
  const units = product.units.map((u) => t('unitFactor', { name: u.name, factor: u.factor, base: product.unit })).join(' · ');
  return (
    <Row className="g-3 mb-3">
      <Col lg={6}>
        <Card className="border-0 shadow-sm h-100">
          <Card.Body>
            <h2 className="h5 mb-1">{product.name}</h2>
            <div className="small text-body-secondary font-monospace mb-3">{[product.code, product.barcode].filter(Boolean).join(' · ')}</div>
            <dl className="row mb-0 small">
              <dt className="col-sm-5 fw-normal text-body-secondary">{t('baseUnit')}</dt>
              <dd className="col-sm-7">{product.unit}</dd>
              <dt className="col-sm-5 fw-normal text-body-secondary">{t('units')}</dt>
              <dd className="col-sm-7">{units || t('noUnits')}</dd>
              <dt className="col-sm-5 fw-normal text-body-secondary">{t('stockOnHand')}</dt>
              <dd className="col-sm-7">
                {product.stockOnHand} {product.unit}
              </dd>
              <dt className="col-sm-5 fw-normal text-body-secondary">{t('averageCost')}</dt>
              <dd className="col-sm-7 mb-0">{formatVnd(product.averageCost)}</dd>
            </dl>
          </Card.Body>
        </Card>
      </Col>
      <Col lg={6}>
        <Card className="border-0 shadow-sm h-100">
          <Card.Body>
            <h2 className="h6 text-body-secondary mb-3">{t('period')}</h2>
            <Row className="g-3" role="group" aria-label={t('period')}>
              <Col xs={6} sm={3}>
                <Figure label={t('opening')} value={card.opening} />
              </Col>
              <Col xs={6} sm={3}>
                <Figure label={t('totalIn')} value={signed(card.totalIn, '+')} className="text-success" />
              </Col>
              <Col xs={6} sm={3}>
                <Figure label={t('totalOut')} value={signed(card.totalOut, '-')} className="text-danger" />
              </Col>
              <Col xs={6} sm={3}>
                <Figure label={t('closing')} value={card.closing} />
              </Col>
            </Row>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
