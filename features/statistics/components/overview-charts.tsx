'use client';

import { useTranslations } from 'next-intl';
import type { Period } from '@/components/reports/report-period';
import type { Overview } from '@/lib/contracts/reports';
import { type SalesLink, seriesRows } from '../overview-series';
import { MethodsCard, StaffCard, TopItemsCard } from './ranked-cards';
import { SeriesCard } from './series-card';

interface OverviewChartsProps {
  overview: Overview;
  period: Period;
  /** the sales history of the branch read; none for the chain's sum, whose invoices no one list holds */
  link?: SalesLink;
}

/** The overview's charts: revenue and activities through the period, then how and by whom it was earned. */
export function OverviewCharts({ overview, period, link }: OverviewChartsProps) {
  const t = useTranslations('statistics.charts');
  const tk = useTranslations('invoices.kinds');
  const kind = (key: string) => tk(key as '1');
  const unit = t(overview.unit === 'day' ? 'perDay' : 'perMonth');
  return (
    <div className="row g-3 mb-3">
      <div className="col-12">
        <SeriesCard title={t('revenue', { unit })} rows={seriesRows(overview, period, 'revenueByKind')} unit={overview.unit} period={period} label={kind} money link={link} />
      </div>
      <div className="col-xl-7">
        <SeriesCard title={t('activities', { unit })} rows={seriesRows(overview, period, 'activitiesByType')} unit={overview.unit} period={period} label={kind} />
      </div>
      <div className="col-xl-5">
        <MethodsCard rows={overview.byMethod} />
      </div>
      <div className="col-xl-6">
        <TopItemsCard title={t('topServices')} byRevenue={overview.topServicesByRevenue} byQuantity={overview.topServicesByQuantity} />
      </div>
      <div className="col-xl-6">
        <TopItemsCard title={t('topProducts')} byRevenue={overview.topProductsByRevenue} byQuantity={overview.topProductsByQuantity} />
      </div>
      <div className="col-12">
        <StaffCard rows={overview.byStaff} />
      </div>
    </div>
  );
}
