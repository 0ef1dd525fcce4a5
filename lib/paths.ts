import { landingSubPath, Role } from './roles';

export const shopPrefix = (locale: string, shopId: string) => `/${locale}/clinic-management/${shopId}`;
export const adminPrefix = (locale: string) => `/${locale}/admin`;

/** Where a signed-in user lands (SPEC §2): /admin for the system admin, else the role's shop page. */
export function landingPath(locale: string, user: { role: number; shopId: string | null }): string {
  if (user.role === Role.SYSTEM_ADMIN || !user.shopId) return adminPrefix(locale);
  const sub = landingSubPath(user.role);
  return sub ? `${shopPrefix(locale, user.shopId)}/${sub}` : shopPrefix(locale, user.shopId);
}
