import { http } from 'msw';
import { type AdminUser, adminUser, adminUserListQuery, adminUserPage } from '@/lib/contracts/admin';
import { mockState, type MockUser } from '../data';
import { API, currentAdmin, parseBody, queryOf, route } from './route';
import { byId, byVietnameseName, fold, pageOf } from './shared';

// ---- system administration (/admin, DESIGN §4), as server/modules/admin/list-users: every account ----

function toAdminUser(user: MockUser): AdminUser {
  const shop = user.shopId ? mockState.shops[user.shopId] : undefined;
  const chain = shop?.chainId ? mockState.chains.find((c) => c.id === shop.chainId) : undefined;
  return adminUser.parse({
    id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    shop: shop ? { id: shop.id, name: shop.name, alias: shop.alias } : null,
    chain: chain ? { id: chain.id, name: chain.name } : null,
    isChainMember: !!chain && user.chainId === chain.id,
    isActive: user.isActive,
    createdAt: user.createdAt,
  });
}

export const adminUserHandlers = [
  http.get(
    `${API}/admin/users`,
    route((request) => {
      currentAdmin(request);
      const query = parseBody(adminUserListQuery, queryOf(request));
      const search = fold(query.search);
      const rows = Object.values(mockState.users).filter(
        (u) =>
          (!search || fold(u.name).includes(search) || fold(u.email).includes(search) || (u.phoneNumber ?? '').includes(search)) &&
          (!query.role || u.role === query.role) &&
          (!query.shopId || u.shopId === query.shopId) &&
          (query.status === 'all' || u.isActive === (query.status === 'active')),
      );
      const field = query.sort?.field ?? 'name';
      const dir = query.sort?.dir === 'desc' ? -1 : 1;
      rows.sort((a, b) => {
        if (field === 'name') return dir * byVietnameseName(a, b);
        const x = a[field];
        const y = b[field];
        return (x < y ? -dir : x > y ? dir : 0) || byId(a, b);
      });
      return adminUserPage.parse(pageOf(rows.map(toAdminUser), query));
    }),
  ),
];
