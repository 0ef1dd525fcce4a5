'use client';

import { useTranslations } from 'next-intl';
import { Card } from 'react-bootstrap';
import { FigureTable } from '@/components/reports/figure-table';
import type { OverviewResponse, OverviewTiles } from '@/lib/contracts/reports';
import { useFigureFormat } from './use-figure-format';

/** The chain's branches side by side (a shop admin reading all of them), and their sum. */
export function BranchTable({ answer }: { answer: OverviewResponse }) {
  const t = useTranslations('statistics');
  const f = useFigureFormat();
  const figures = (tiles: OverviewTiles) => [f.money(tiles.revenue), f.count(tiles.invoices), f.money(tiles.averageInvoice), f.count(tiles.activities), f.count(tiles.newCustomers)];
  return (
    <Card className="border-0 shadow-sm mb-3">
      <Card.Header className="bg-transparent">
        <h2 className="h6 mb-0">{t('branches.title')}</h2>
      </Card.Header>
      <Card.Body>
        <FigureTable
          caption={t('branches.title')}
          captionHidden
          head={t('branches.branch')}
          columns={(['revenue', 'invoices', 'averageInvoice', 'activities', 'newCustomers'] as const).map((k) => t(`tiles.${k}`))}
          rows={answer.branches.map(({ branch, report }) => ({ key: branch.id, label: branch.name, values: figures(report.tiles) }))}
          foot={{ label: t('table.total'), values: figures(answer.total.tiles) }}
        />
      </Card.Body>
    </Card>
  );
}
