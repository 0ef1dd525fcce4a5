'use client';

import { useTranslations } from 'next-intl';
import { FigureTable } from '@/components/reports/figure-table';
import type { Period } from '@/components/reports/report-period';
import { formatDay } from '@/lib/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { type SalesLink, type SeriesRow, seriesKeys } from '../overview-series';
import { ChartCard } from './chart-card';
import { kindColour } from './charts/chart-colours';
import { StackedBars } from './charts/lazy-charts';
import { useFigureFormat } from './use-figure-format';

interface SeriesCardProps {
  title: string;
  rows: SeriesRow[];
  unit: 'day' | 'month';
  /** the report's days: a business line's link lists the whole period */
  period: Period;
  /** a key's name: its business line or activity type */
  label: (key: string) => string;
  money?: boolean;
  /** drill-down to the sales history (a day, a business line); none for figures that are not invoices */
  link?: SalesLink;
}

/**
 * A figure per day (or month) stacked by business line or activity type, with each one's total
 * always shown under the chart; a bar, a day of the table or a business line opens its invoices.
 */
export function SeriesCard({ title, rows, unit, period, label, money = false, link }: SeriesCardProps) {
  const t = useTranslations('statistics.table');
  const router = useRouter();
  const f = useFigureFormat();
  const format = money ? f.money : f.count;
  const keys = seriesKeys(rows);
  const total = keys.reduce((s, k) => s + k.total, 0);
  // dd/MM on the axis, the whole day in the table; a month as MM/yyyy
  const name = (date: string) => (unit === 'day' ? formatDay(date) : formatDay(date).slice(3));
  const tick = (date: string) => (unit === 'day' ? formatDay(date).slice(0, 5) : name(date));

  const chart = (
    <StackedBars
      bars={rows.map((r) => ({ label: tick(r.date), values: r.values }))}
      series={keys.map(({ key }) => ({ key, name: label(key), colour: kindColour(key) }))}
      format={format}
      formatAxis={money ? f.axisMoney : f.count}
      onSelect={link && ((index, key) => router.push(link(rows[index].days, key)))}
    />
  );
  const legend = (
    <ul className="list-inline small mb-0 mt-2">
      {keys.map(({ key, total: sum }) => {
        const text = `${label(key)}: ${format(sum)}`;
        return (
          <li key={key} className="list-inline-item me-3">
            <span className="d-inline-block rounded-1 me-1 align-middle" style={{ width: '0.75rem', height: '0.75rem', background: kindColour(key) }} aria-hidden="true" />
            {link ? <Link href={link(period, key)}>{text}</Link> : text}
          </li>
        );
      })}
    </ul>
  );
  const table = (
    <FigureTable
      caption={title}
      captionHidden
      head={t(unit)}
      columns={[...keys.map(({ key }) => label(key)), t('total')]}
      rows={rows.map((r) => ({
        key: r.date,
        label: link ? <Link href={link(r.days)}>{name(r.date)}</Link> : name(r.date),
        values: [...keys.map(({ key }) => format(r.values[key] ?? 0)), format(r.total)],
      }))}
      foot={{ label: t('total'), values: [...keys.map((k) => format(k.total)), format(total)] }}
    />
  );
  return <ChartCard title={title} empty={keys.length === 0} chart={chart} legend={legend} table={table} />;
}
