import { vi } from 'vitest';

// The `next/navigation` hooks the shell uses, driven by the test: the pathname and params of the
// "current" route, and a router whose calls the test asserts.

export const router = {
  push: vi.fn<(href: string) => void>(),
  replace: vi.fn<(href: string) => void>(),
  refresh: vi.fn<() => void>(),
  back: vi.fn<() => void>(),
  forward: vi.fn<() => void>(),
  prefetch: vi.fn<(href: string) => void>(),
};

const current: { pathname: string; params: Record<string, string> } = { pathname: '/vi', params: { locale: 'vi' } };

/** Params of an app route: `/{locale}/clinic-management/{shopId}/…`. */
export function paramsOf(pathname: string): Record<string, string> {
  const [, locale, area, shopId] = pathname.split('/');
  return { ...(locale ? { locale } : {}), ...(area === 'clinic-management' && shopId ? { shopId } : {}) };
}

/** Moves the mocked route; components see it on their next render. */
export function setRoute(pathname: string, params: Record<string, string> = paramsOf(pathname)): void {
  current.pathname = pathname;
  current.params = params;
}

export const nextNavigationMock = {
  useRouter: () => router,
  usePathname: () => current.pathname,
  useParams: () => current.params,
  useSearchParams: () => new URLSearchParams(),
  useSelectedLayoutSegment: () => null,
  useSelectedLayoutSegments: () => [],
  redirect: vi.fn(),
  permanentRedirect: vi.fn(),
  notFound: vi.fn(),
};
