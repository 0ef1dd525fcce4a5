export const adminKeys = {
  all: ['admin'] as const,
  shops: () => [...adminKeys.all, 'shops'] as const,
  shopList: (filters: object) => [...adminKeys.shops(), filters] as const,
  shopUsers: (shopId: string) => [...adminKeys.all, 'shop-users', shopId] as const,
  chains: () => [...adminKeys.all, 'chains'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: object) => [...adminKeys.users(), filters] as const,
};
