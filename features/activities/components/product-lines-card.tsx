'use client';

import { useTranslations } from 'next-intl';
import { Card, Table } from 'react-bootstrap';
import type { Activity } from '@/lib/contracts/activities';
import { formatDay, formatVnd } from '@/lib/format';

/** The medicine and goods of a visit, with the dosage, the lot given and a vaccine's booster date, and the subtotal before checkout. */
export function ProductLinesCard({ activity }: { activity: Activity }) {
  const t = useTranslations('activities');
  const services = activity.serviceLines.filter((l) => l.status !== 4).reduce((s, l) => s + l.quantity * l.price, 0);
  const goods = activity.productLines.reduce((s, l) => s + l.quantity * l.price, 0);
  return (
    <Card className="mb-3" as="section" aria-labelledby="product-lines-title">
      <Card.Header>
        <h2 id="product-lines-title" className="h6 mb-0">
          {t('page.productLines')}
        </h2>
      </Card.Header>
      <Table responsive className="mb-0 align-middle">
        <thead>
          <tr>
            <th>{t('fields.products')}</th>
            <th className="text-end">{t('fields.quantity')}</th>
            <th>{t('fields.dosage')}</th>
            <th>{t('fields.batch')}</th>
            <th className="text-end">{t('fields.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {activity.productLines.length === 0 && (
            <tr>
              <td colSpan={5} className="text-body-secondary">
                {t('page.noProducts')}
              </td>
            </tr>
          )}
          {activity.productLines.map((l) => (
            <tr key={l.id}>
              <td>
                {l.name}
                {l.nextDueOn && (
                  <div className="small text-body-secondary">
                    <i className="bi bi-shield-check me-1" aria-hidden="true" />
                    {t('fields.nextDueOn')}: {formatDay(l.nextDueOn)}
                  </div>
                )}
              </td>
              <td className="text-end text-nowrap">
                {l.quantity} {l.unitName}
              </td>
              <td className="small">{l.dosage ?? ''}</td>
              <td className="small">{l.batchNo ?? ''}</td>
              <td className="text-end text-nowrap">{formatVnd(l.quantity * l.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="table-group-divider">
          <tr>
            <th colSpan={4}>{t('page.servicesTotal')}</th>
            <td className="text-end text-nowrap">{formatVnd(services)}</td>
          </tr>
          <tr>
            <th colSpan={4}>{t('page.productsTotal')}</th>
            <td className="text-end text-nowrap">{formatVnd(goods)}</td>
          </tr>
          <tr>
            <th colSpan={4}>{t('page.grandTotal')}</th>
            <td className="text-end text-nowrap fw-bold">{formatVnd(services + goods)}</td>
          </tr>
        </tfoot>
      </Table>
    </Card>
  );
}
