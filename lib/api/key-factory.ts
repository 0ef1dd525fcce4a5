/**
 * react-query keys of one domain (TkDodo's key factory, STYLE 6): invalidating `all` refreshes its
 * lists, details and typeahead options at once.
 */
export function keyFactory<D extends string>(domain: D) {
  const all = [domain] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (shopId: string, filters: object) => [...all, 'list', shopId, filters] as const,
    detail: (shopId: string, id: string) => [...all, 'detail', shopId, id] as const,
  };
}
