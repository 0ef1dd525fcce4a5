import { Role } from '@/lib/roles';
import { type MockShop, mockState, type MockUser } from './data';
import { forbidden } from './errors';

export interface MockReportBranch {
  id: string;
  name: string;
}

/**
 * The branches a report reads (server/modules/reports/report-branches.ts): the request's shop by
 * default; a chain's shop admin may ask for another branch of the chain, or `all` of them, in the
 * order of their aliases. Anyone else, or a shop outside the chain, is refused without saying
 * whether it exists.
 */
export function mockReportBranches(user: MockUser, shop: MockShop, branch?: string): MockReportBranch[] {
  if (!branch || branch === shop.id) return [{ id: shop.id, name: shop.name }];
  const chainAdmin = user.role === Role.SHOP_ADMIN && user.chainId !== null && shop.chainId === user.chainId;
  if (!chainAdmin) throw forbidden('errors.reportBranchForbidden');
  const chain = Object.values(mockState.shops)
    .filter((s) => s.chainId === user.chainId && !s.isLocked)
    .sort((a, b) => a.alias.localeCompare(b.alias, 'vi'))
    .map((s) => ({ id: s.id, name: s.name }));
  if (branch === 'all') return chain;
  const one = chain.find((s) => s.id === branch);
  if (!one) throw forbidden('errors.reportBranchForbidden');
  return [one];
}
