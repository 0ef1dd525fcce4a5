'use client';

import { useTranslations } from 'next-intl';
import type { OverviewTiles as Tiles } from '@/lib/contracts/reports';
import { StatTile } from './stat-tile';
import { useFigureFormat } from './use-figure-format';

type Figure = Exclude<keyof Tiles, 'activitiesByType'>;

// The tiles in reading order; debt created is the one figure that is better when it goes down.
const TILES: Array<{ key: Figure; icon: string; variant: 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary'; money?: true; lowerIsBetter?: true }> = [
  { key: 'revenue', icon: 'cash-stack', variant: 'primary', money: true },
  { key: 'invoices', icon: 'receipt', variant: 'info' },
  { key: 'averageInvoice', icon: 'calculator', variant: 'secondary', money: true },
  { key: 'newCustomers', icon: 'person-plus', variant: 'success' },
  { key: 'activities', icon: 'clipboard2-pulse', variant: 'warning' },
  { key: 'debtCollected', icon: 'cash-coin', variant: 'success', money: true },
  { key: 'debtCreated', icon: 'journal-plus', variant: 'danger', money: true, lowerIsBetter: true },
];

const ARROWS = { up: '↑', down: '↓', same: '=' } as const;

/** The change from the period before, in percent; none when there was nothing before to compare with. */
function Change({ current, previous, lowerIsBetter = false }: { current: number; previous: number; lowerIsBetter?: boolean }) {
  const t = useTranslations('statistics.change');
  const { percent } = useFigureFormat();
  if (previous === 0) return null;
  const ratio = (current - previous) / Math.abs(previous);
  const direction = ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'same';
  const tone = direction === 'same' ? 'text-body-secondary' : (direction === 'up') !== lowerIsBetter ? 'text-success' : 'text-danger';
  const text = percent(Math.abs(ratio));
  return (
    <span className="d-block small">
      <span className={tone} aria-hidden="true">
        {ARROWS[direction]} {text}
      </span>
      <span className="visually-hidden">{t(direction, { percent: text })}</span> <span className="text-body-secondary">{t('vsPrevious')}</span>
    </span>
  );
}

/** The period's figures, each with its change from the period of the same length before it. */
export function OverviewTiles({ tiles, previous }: { tiles: Tiles; previous: Tiles }) {
  const t = useTranslations('statistics.tiles');
  const tk = useTranslations('invoices.kinds');
  const f = useFigureFormat();
  const types = Object.entries(tiles.activitiesByType).filter(([, n]) => n !== 0);
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3 mb-3">
      {TILES.map(({ key, icon, variant, money, lowerIsBetter }) => (
        <div className="col" key={key}>
          <StatTile label={t(key)} value={money ? f.money(tiles[key]) : f.count(tiles[key])} icon={icon} variant={variant}>
            <Change current={tiles[key]} previous={previous[key]} lowerIsBetter={lowerIsBetter} />
            {key === 'activities' && types.length > 0 && (
              <span className="d-block small text-body-secondary">{types.map(([type, n]) => t('typeCount', { type: tk(type as '1'), count: n })).join(' · ')}</span>
            )}
          </StatTile>
        </div>
      ))}
    </div>
  );
}
