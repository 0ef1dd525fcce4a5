'use client';

import { useFormatter, useTimeZone, useTranslations } from 'next-intl';
import { Card, Table } from 'react-bootstrap';
import type { PetWeight } from '@/lib/contracts/pets';
import { formatDateTime } from '@/lib/format';
import { WeightChart } from './weight-chart';

/** Every weighing, newest first, with the change since the one before; a line chart above it. */
export function PetWeightsCard({ weights }: { weights: PetWeight[] }) {
  const t = useTranslations('pets');
  const format = useFormatter();
  const timeZone = useTimeZone();
  const kg = (value: number) => t('kg', { kg: format.number(value, { maximumFractionDigits: 2 }) });
  const rows = weights.map((w, i) => ({ ...w, change: i === 0 ? null : Math.round((w.weightKg - weights[i - 1].weightKg) * 100) / 100 })).reverse();
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent fw-semibold">{t('detail.weights')}</Card.Header>
      <Card.Body>
        {weights.length === 0 ? (
          <p className="text-body-secondary text-center py-3 mb-0">{t('detail.noWeights')}</p>
        ) : (
          <>
            {weights.length > 1 && <WeightChart weights={weights} />}
            <Table size="sm" className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('detail.measuredAt')}</th>
                  <th scope="col" className="text-end">
                    {t('detail.weight')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('detail.change')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((w) => (
                  <tr key={w.id}>
                    <td>{formatDateTime(w.measuredAt, timeZone)}</td>
                    <td className="text-end">{kg(w.weightKg)}</td>
                    <td className={`text-end ${w.change && w.change > 0 ? 'text-success' : w.change && w.change < 0 ? 'text-danger' : 'text-body-secondary'}`}>
                      {w.change === null ? '-' : `${w.change > 0 ? '+' : ''}${kg(w.change)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
