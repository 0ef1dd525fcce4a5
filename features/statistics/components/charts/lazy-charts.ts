import { lazy } from 'react';

// Recharts is loaded with these files only when a chart is first shown (ChartCard's Suspense), so
// no other page's first load carries it, and this one's table view does not need it.
export const StackedBars = lazy(() => import('./stacked-bars'));
export const RankedBars = lazy(() => import('./ranked-bars'));
