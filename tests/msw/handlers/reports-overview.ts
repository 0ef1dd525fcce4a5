import { http } from 'msw';
import { reminderCount } from '@/lib/contracts/reminders';
import { overviewResponse, type OverviewResponse, reportQuery, todayTiles } from '@/lib/contracts/reports';
import { mockReportBranches } from '../mock-report-branches';
import { mockOverview, mockToday } from '../mock-overview';
import { API, parseBody, queryOf, route } from './route';
import { shopCall } from './shared';

// ---- the statistics overview and Home's today (/reports/overview, /reports/today, issue "Reports") ----
// Every figure is computed from the mock world's invoices, payments, activities and customers
// (mock-overview.ts), for each branch asked for and over all of them together, as server/modules/reports.

const PERMISSION = 'REPORTS_VIEW_STATISTICS';

/** Each branch's overview and the overview of all of them (branch-reports.ts): one branch's total is its own. */
function overviewOf(request: Request): OverviewResponse {
  const { user, shop } = shopCall(request, PERMISSION);
  const { from, to, branch } = parseBody(reportQuery, queryOf(request));
  const branches = mockReportBranches(user, shop, branch).map((b) => ({ branch: b, report: mockOverview({ shopIds: [b.id], from, to }) }));
  const total = branches.length === 1 ? branches[0].report : mockOverview({ shopIds: branches.map((b) => b.branch.id), from, to });
  return overviewResponse.parse({ from, to, branches, total });
}

/** Home's count of reminders, asked of the mock API itself as read-today.ts asks countDueReminders: one count, never two. */
async function remindersDue(request: Request): Promise<number> {
  const answer = await fetch(new URL('/api/v1/reminders/count', request.url), { headers: request.headers });
  return reminderCount.parse(await answer.json()).due;
}

export const reportsOverviewHandlers = [
  http.get(
    `${API}/reports/overview`,
    route((request) => overviewOf(request)),
  ),

  http.get(
    `${API}/reports/today`,
    route(async (request) => {
      const { shop } = shopCall(request, PERMISSION);
      return todayTiles.parse({ ...mockToday(shop), remindersDue: await remindersDue(request) });
    }),
  ),
];
