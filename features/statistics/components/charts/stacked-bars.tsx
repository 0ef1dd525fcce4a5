'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { THEME } from './chart-colours';

export interface StackedBarsProps {
  /** one bar per entry: its label on the axis, and each series' part of it by key */
  bars: Array<{ label: string; values: Record<string, number> }>;
  series: Array<{ key: string; name: string; colour: string }>;
  format: (n: number) => string;
  /** the value axis' short numbers (1,2 Tr) */
  formatAxis: (n: number) => string;
  /** a bar's part clicked: the bar's index and the series' key */
  onSelect?: (index: number, key: string) => void;
}

const HEIGHT = 280;

/**
 * A bar per day (or month), stacked by business line or activity type. Recharts loads with this
 * file only, on the screens that chart (features/statistics/components/lazy-charts.ts).
 */
export default function StackedBars({ bars, series, format, formatAxis, onSelect }: StackedBarsProps) {
  const data = bars.map((b) => ({ label: b.label, ...b.values }));
  return (
    // jsdom and the first paint have no size yet: the initial one keeps the chart drawn meanwhile
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 640, height: HEIGHT }}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid vertical={false} stroke={THEME.grid} />
        <XAxis dataKey="label" tick={{ fill: THEME.muted, fontSize: 12 }} stroke={THEME.grid} />
        <YAxis tickFormatter={formatAxis} tick={{ fill: THEME.muted, fontSize: 12 }} stroke={THEME.grid} width={64} allowDecimals={false} />
        <Tooltip
          formatter={(value) => format(Number(value))}
          contentStyle={{ background: THEME.background, borderColor: THEME.grid, color: THEME.text }}
          cursor={{ fill: 'var(--bs-tertiary-bg)' }}
        />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            stackId="all"
            fill={s.colour}
            isAnimationActive={false}
            cursor={onSelect ? 'pointer' : undefined}
            onClick={onSelect ? (_bar, index) => onSelect(index, s.key) : undefined}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
