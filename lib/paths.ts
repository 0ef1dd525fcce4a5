import { landingSubPath, Role } from './roles';

export const shopPrefix = (locale: string, shopId: string) => `/${locale}/clinic-management/${shopId}`;
export const adminPrefix = (locale: string) => `/${locale}/admin`;

/** Where a signed-in user lands (SPEC §2): /admin for the system admin, else the role's shop page. */
export function landingPath(locale: string, user: { role: number; shopId: string | null }): string {
  if (user.role === Role.SYSTEM_ADMIN || !user.shopId) return adminPrefix(locale);
  const sub = landingSubPath(user.role);
  return sub ? `${shopPrefix(locale, user.shopId)}/${sub}` : shopPrefix(locale, user.shopId);
}

/** The same page in another shop: the shop id is the second segment after the locale (SPEC §2). */
export function replaceShopId(pathname: string, shopId: string): string {
  const parts = pathname.split('/');
  if (parts[2] !== 'clinic-management' || parts.length < 4) return pathname;
  parts[3] = shopId;
  return parts.join('/');
}

/** The same page in another language: the first segment is the locale. */
export function replaceLocale(pathname: string, locale: string): string {
  const parts = pathname.split('/');
  parts[1] = locale;
  return parts.join('/') || `/${locale}`;
}

/** A page of a shop without the locale, for next-intl's Link and router (they add it). */
export const shopPath = (shopId: string, path: string) => `/clinic-management/${shopId}${path}`;
