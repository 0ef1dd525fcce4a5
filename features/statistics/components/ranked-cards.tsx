'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { FigureTable } from '@/components/reports/figure-table';
import type { Overview } from '@/lib/contracts/reports';
import { ChartCard } from './chart-card';
import { methodColour } from './charts/chart-colours';
import { RankedBars } from './charts/lazy-charts';
import { useFigureFormat } from './use-figure-format';

// The overview's rankings: money by payment method, the ten services and goods, the staff. Each
// is a bar per row with its value written beside it, and the same rows as a table.

/** Money taken by payment method (refunds counted back out), with each method's share. */
export function MethodsCard({ rows }: { rows: Overview['byMethod'] }) {
  const t = useTranslations('statistics');
  const tc = useTranslations('common.paymentMethods');
  const f = useFigureFormat();
  const total = rows.reduce((s, r) => s + r.amount, 0);
  const name = (method: string) => tc(method as 'CASH');
  return (
    <ChartCard
      title={t('charts.byMethod')}
      empty={rows.length === 0}
      chart={<RankedBars rows={rows.map((r) => ({ id: r.method, name: name(r.method), value: r.amount, colour: methodColour(r.method) }))} format={f.money} />}
      table={
        <FigureTable
          caption={t('charts.byMethod')}
          captionHidden
          head={t('table.method')}
          columns={[t('table.amount'), t('table.share')]}
          rows={rows.map((r) => ({ key: r.method, label: name(r.method), values: [f.money(r.amount), total ? f.percent(r.amount / total) : '—'] }))}
          foot={{ label: t('table.total'), values: [f.money(total), total ? f.percent(1) : '—'] }}
        />
      }
    />
  );
}

type Item = Overview['topServicesByRevenue'][number];

/** The ten services (or goods) that brought most revenue, or sold most, at the switch of a button. */
export function TopItemsCard({ title, byRevenue, byQuantity }: { title: string; byRevenue: Item[]; byQuantity: Item[] }) {
  const t = useTranslations('statistics');
  const f = useFigureFormat();
  const name = useId();
  const [by, setBy] = useState<'revenue' | 'quantity'>('revenue');
  const rows = by === 'revenue' ? byRevenue : byQuantity;
  const format = by === 'revenue' ? f.money : f.count;
  const controls = (
    <ToggleButtonGroup type="radio" name={name} value={by} onChange={setBy} size="sm" aria-label={t('tops.rankBy')}>
      {(['revenue', 'quantity'] as const).map((metric) => (
        <ToggleButton key={metric} id={`${name}-${metric}`} value={metric} variant="outline-primary">
          {t(`tops.${metric}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  return (
    <ChartCard
      title={title}
      controls={rows.length > 0 && controls}
      empty={rows.length === 0}
      chart={<RankedBars rows={rows.map((r) => ({ id: r.id, name: r.name, value: r[by] }))} format={format} />}
      table={
        <FigureTable
          caption={title}
          captionHidden
          head={t('table.name')}
          columns={[t('table.quantity'), t('table.revenue')]}
          rows={rows.map((r) => ({ key: r.id, label: r.name, values: [f.count(r.quantity), f.money(r.revenue)] }))}
        />
      }
    />
  );
}

/** Revenue by who did the work (an activity's assignee, else who issued the invoice). */
export function StaffCard({ rows }: { rows: Overview['byStaff'] }) {
  const t = useTranslations('statistics');
  const f = useFigureFormat();
  return (
    <ChartCard
      title={t('charts.byStaff')}
      empty={rows.length === 0}
      chart={<RankedBars rows={rows.map((r) => ({ id: r.id, name: r.name, value: r.revenue }))} format={f.money} />}
      table={
        <FigureTable
          caption={t('charts.byStaff')}
          captionHidden
          head={t('table.staff')}
          columns={[t('table.invoices'), t('table.revenue')]}
          rows={rows.map((r) => ({ key: r.id, label: r.name, values: [f.count(r.invoices), f.money(r.revenue)] }))}
          foot={{ label: t('table.total'), values: [f.count(rows.reduce((s, r) => s + r.invoices, 0)), f.money(rows.reduce((s, r) => s + r.revenue, 0))] }}
        />
      }
    />
  );
}
