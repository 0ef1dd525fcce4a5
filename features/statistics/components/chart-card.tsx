'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';

interface ChartCardProps {
  title: string;
  /** controls beside the view switch (the tops: by revenue or by quantity) */
  controls?: ReactNode;
  /** nothing to chart: a line saying so instead of an empty chart and table */
  empty?: boolean;
  chart: ReactNode;
  /** under the chart, always visible: what each colour is and its total */
  legend?: ReactNode;
  table: ReactNode;
}

/** A chart in a card titled for screen readers too, and the switch to its figures as a table. */
export function ChartCard({ title, controls, empty = false, chart, legend, table }: ChartCardProps) {
  const t = useTranslations('statistics');
  const tc = useTranslations('common');
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card as="section" aria-labelledby={headingId} className="border-0 shadow-sm h-100">
      <Card.Header className="bg-transparent d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h6 mb-0 me-auto">
          {title}
        </h2>
        {controls}
        {!empty && (
          <Button size="sm" variant="outline-secondary" onClick={() => setAsTable((v) => !v)}>
            <i className={`bi bi-${asTable ? 'bar-chart-line' : 'table'} me-1`} aria-hidden="true" />
            {t(asTable ? 'view.chart' : 'view.table')}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {empty ? (
          <p className="text-body-secondary text-center mb-0 py-3">{t('noFigures')}</p>
        ) : asTable ? (
          table
        ) : (
          <>
            <Suspense
              fallback={
                <div className="text-center py-5">
                  <Spinner size="sm" role="status" aria-label={tc('loading')} />
                </div>
              }
            >
              {chart}
            </Suspense>
            {legend}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
