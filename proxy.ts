import { getToken } from 'next-auth/jwt';
import createIntlMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { safeCallbackPath } from '@/lib/auth/safe-callback';
import { isLocale } from '@/lib/i18n/config';
import { mayOpenShopPath, stripAreaPrefix } from '@/lib/menu/menu-access';
import { routing } from '@/lib/i18n/routing';
import { landingPath } from '@/lib/paths';

const intl = createIntlMiddleware(routing);

const redirectTo = (req: NextRequest, path: string) => NextResponse.redirect(new URL(path, req.url));

// Locale prefix, session and role redirects of SPEC §2 before any page renders.
export default async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const [, locale, area, shopId] = pathname.split('/');
  if (!isLocale(locale)) return intl(req);

  const token = await getToken({ req, secret: process.env.AUTH_SECRET });
  const user = token && !token.error ? token.user : null;
  const consoleArea = area === 'admin' || area === 'clinic-management';

  if (consoleArea && !user) {
    const signIn = new URL(`/${locale}/sign-in`, req.url);
    signIn.searchParams.set('callbackUrl', pathname + search);
    signIn.searchParams.set('error', 'SessionRequired');
    return NextResponse.redirect(signIn);
  }
  if (user) {
    const landing = landingPath(locale, user);
    // With an `error` the page was sent here because the session could not be used (e.g. its refresh
    // failed, which only the page can know): show the form instead of bouncing back in a loop.
    if (area === 'sign-in' && !req.nextUrl.searchParams.has('error')) {
      return redirectTo(req, safeCallbackPath(req.nextUrl.searchParams.get('callbackUrl')) ?? landing);
    }
    if (area === 'admin' && !user.isSysAdmin) return redirectTo(req, landing);
    // Signing in goes to /clinic-management, which sends each role to its landing page (the
    // accountant to statistics); the shop root itself stays reachable from the menu.
    if (area === 'clinic-management' && (user.isSysAdmin || !shopId)) return redirectTo(req, landing);
    if (area === 'clinic-management' && !mayOpenShopPath(stripAreaPrefix(pathname), user)) return redirectTo(req, `/${locale}/403`);
  }
  return intl(req);
}

export const config = {
  matcher: ['/((?!api|_next|socket\\.io|.*\\..*).*)'],
};
