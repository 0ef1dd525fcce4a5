'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { PetWeight } from '@/lib/contracts/pets';

const W = 600;
const H = 160;
const PAD = 28;

/** A small line chart of the weighings, oldest on the left (plain SVG: no chart library). */
export function WeightChart({ weights }: { weights: PetWeight[] }) {
  const t = useTranslations('pets');
  const format = useFormatter();
  const times = weights.map((w) => Date.parse(w.measuredAt));
  const values = weights.map((w) => w.weightKg);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [lo, hi] = [Math.min(...values), Math.max(...values)];
  const x = (time: number) => PAD + ((time - t0) / (t1 - t0 || 1)) * (W - 2 * PAD);
  const y = (kg: number) => H - PAD - ((kg - lo) / (hi - lo || 1)) * (H - 2 * PAD);
  const points = weights.map((w, i) => [x(times[i]), y(w.weightKg)] as const);
  const label = (kg: number) => t('kg', { kg: format.number(kg, { maximumFractionDigits: 2 }) });
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="w-100 mb-3" role="img" aria-label={t('detail.weights')} style={{ maxHeight: H }}>
      <polyline points={points.map(([px, py]) => `${px},${py}`).join(' ')} fill="none" stroke="var(--bs-primary)" strokeWidth={2} />
      {points.map(([px, py], i) => (
        <g key={weights[i].id}>
          <circle cx={px} cy={py} r={4} fill="var(--bs-primary)" />
          <text x={px} y={py - 8} textAnchor="middle" fontSize={12} fill="currentColor">
            {label(weights[i].weightKg)}
          </text>
        </g>
      ))}
    </svg>
  );
}
