export const employeeKeys = {
  all: ['employees'] as const,
  lists: () => [...employeeKeys.all, 'list'] as const,
  list: (shopId: string, filters: Record<string, string | number>) => [...employeeKeys.lists(), shopId, filters] as const,
};
