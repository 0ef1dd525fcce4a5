/** List filters as query parameters, leaving out the empty ones (DESIGN §3: absent = no filter). */
export function compactParams(filters: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '' && v !== undefined)) as Record<string, string | number>;
}
