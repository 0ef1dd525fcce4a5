import { reportQuery } from '@/lib/contracts/reports';
import { route } from '@/server/http/route';
import { branchReports } from '@/server/modules/reports/branch-reports';
import { readOverview } from '@/server/modules/reports/read-overview';

// the statistics overview of a period: tiles, charts' figures, the tops, for a branch or the chain
export const GET = route({ auth: 'shop', permission: 'REPORTS_VIEW_STATISTICS', query: reportQuery }, ({ db, user, shop, query }) =>
  branchReports(db, { user, shop, query }, readOverview),
);
