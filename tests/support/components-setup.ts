import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { api, configureApi } from '@/lib/api/client';
import { resetMockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { setRoute } from './navigation';

// Component tests (vitest project `components`): jsdom, the real providers, msw for every request.

vi.mock('next/navigation', async () => (await import('./navigation')).nextNavigationMock);
// signOut navigates away in a browser; tests assert how it was called.
vi.mock('next-auth/react', async (importOriginal) => ({ ...(await importOriginal<typeof import('next-auth/react')>()), signOut: vi.fn() }));

// What jsdom lacks and the shell touches: media queries (sidebar breakpoint), ResizeObserver
// (simplebar), scrolling.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
// jsdom has no pseudo-elements; accessible-name lookups ask for them on every query.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// Role queries over the whole shell are slow on a busy machine: give async queries room.
configure({ asyncUtilTimeout: 3000 });

// axios under jsdom needs an absolute base URL.
api.defaults.baseURL = 'http://localhost/api/v1';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  resetMockState();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  setRoute('/vi');
  configureApi({ accessToken: null, shopId: null, locale: 'vi' });
  window.localStorage.clear();
  const html = document.documentElement;
  for (const attr of ['data-bs-theme', 'dir', 'data-menu-style', 'style']) html.removeAttribute(attr);
});
afterAll(() => server.close());
