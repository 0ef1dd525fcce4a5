'use client';

import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { THEME } from './chart-colours';

export interface RankedBarsProps {
  /** largest first, as the API ranks them */
  rows: Array<{ id: string; name: string; value: number; colour?: string }>;
  format: (n: number) => string;
}

const ROW_HEIGHT = 34;

/** One horizontal bar per row with its value written at its end, so nothing needs hovering to be read. */
export default function RankedBars({ rows, format }: RankedBarsProps) {
  const height = rows.length * ROW_HEIGHT + 8;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
      {/* room on the right for the longest value */}
      <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 120, left: 0, bottom: 0 }}>
        <XAxis type="number" hide />
        <YAxis type="category" dataKey="name" width={180} interval={0} tick={{ fill: THEME.text, fontSize: 12 }} tickLine={false} axisLine={false} />
        <Bar dataKey="value" isAnimationActive={false} barSize={18} fill={THEME.primary}>
          {rows.map((r) => (
            <Cell key={r.id} fill={r.colour ?? THEME.primary} />
          ))}
          <LabelList dataKey="value" position="right" formatter={(v) => format(Number(v))} fill={THEME.text} fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
