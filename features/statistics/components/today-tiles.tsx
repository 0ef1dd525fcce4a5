'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import type { TodayTiles as Tiles } from '@/lib/contracts/reports';
import { ActivityStatus } from '@/lib/enums/activities';
import { EXPIRY_WINDOWS } from '@/lib/enums/stock';
import { DEFAULT_TIME_ZONE, todayIn } from '@/lib/format';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { useTodayTiles } from '../api/get-today-tiles';
import { StatTile } from './stat-tile';
import { useFigureFormat } from './use-figure-format';

type Tile = { key: keyof Tiles; icon: string; variant: 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary'; money?: true; path: (today: string) => string };

// Each figure opens where it is worked on: today's figures, the waiting board, the stock's tabs
// (the expiring window is the stock screen's shortest, as GET /reports/today counts it), the calls.
const TILES: Tile[] = [
  { key: 'revenue', icon: 'cash-stack', variant: 'primary', money: true, path: (d) => `/statistics?from=${d}&to=${d}` },
  { key: 'invoices', icon: 'receipt', variant: 'info', path: (d) => `/history/sales?from=${d}&to=${d}` },
  { key: 'activitiesWaiting', icon: 'hourglass-split', variant: 'warning', path: () => `/activities?status=${ActivityStatus.WAITING}` },
  { key: 'debtCollected', icon: 'cash-coin', variant: 'success', money: true, path: () => '/debt-management/customers' },
  { key: 'lowStock', icon: 'box-seam', variant: 'danger', path: () => '/inventory-tracking?view=low' },
  { key: 'expiring', icon: 'calendar-x', variant: 'danger', path: () => `/inventory-tracking?view=expiring&within=${EXPIRY_WINDOWS[0]}` },
  { key: 'remindersDue', icon: 'bell', variant: 'secondary', path: () => '/schedule?view=reminders' },
];

/** Home's "today" for those who read the statistics (the owner, the accountant): nothing for anyone else. */
export function TodayTiles({ shopId }: { shopId: string }) {
  const t = useTranslations('statistics.today');
  const f = useFigureFormat();
  const allowed = useHasPermission('REPORTS_VIEW_STATISTICS');
  const today = todayIn(useTimeZone() ?? DEFAULT_TIME_ZONE);
  const { data } = useTodayTiles(shopId, allowed);
  if (!allowed || !data) return null;
  return (
    <section aria-labelledby="today-tiles" className="mb-3">
      <h2 id="today-tiles" className="h5 mb-2">
        {t('title')}
      </h2>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3">
        {TILES.map(({ key, icon, variant, money, path }) => (
          <div className="col" key={key}>
            <StatTile label={t(key)} value={money ? f.money(data[key]) : f.count(data[key])} icon={icon} variant={variant} href={shopPath(shopId, path(today))} />
          </div>
        ))}
      </div>
    </section>
  );
}
