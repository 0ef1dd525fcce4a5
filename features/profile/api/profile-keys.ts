export const profileKeys = {
  me: ['users', 'me'] as const,
  shopInfo: (shopId: string) => ['shops', 'info', shopId] as const,
};
