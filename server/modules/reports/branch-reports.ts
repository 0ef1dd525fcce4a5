import type { SessionUser } from '@/lib/contracts/session';
import type { ShopRow } from '../../auth/shop-access';
import type { DbOrTx } from '../../db/client';
import { readSnapshot } from '../../db/sql/read-snapshot';
import { reportBranches } from './report-branches';
import type { ReportScope } from './report-scope';

/**
 * A report for each branch asked for, and the same report over all of them together (not the sum
 * of each one's top tens): the chain's figures side by side and summed (issue "Reports" §3).
 */
export async function branchReports<T>(
  db: DbOrTx,
  input: { user: SessionUser; shop: ShopRow; query: { from: string; to: string; branch?: string } },
  read: (db: DbOrTx, scope: ReportScope) => Promise<T>,
) {
  const { from, to } = input.query;
  const branches = await reportBranches(db, { user: input.user, shop: input.shop, branch: input.query.branch });
  // one snapshot: a sale committed halfway through cannot make the branches disagree with the sum
  return readSnapshot(db, async (tx) => {
    const reports = [];
    for (const branch of branches) reports.push({ branch, report: await read(tx, { shopIds: [branch.id], from, to }) });
    const total = reports.length === 1 ? reports[0].report : await read(tx, { shopIds: branches.map((b) => b.id), from, to });
    return { from, to, branches: reports, total };
  });
}
