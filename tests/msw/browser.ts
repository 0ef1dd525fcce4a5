import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The mock API in the browser (`npm run dev:mock`), served by public/mockServiceWorker.js. */
export const worker = setupWorker(...handlers);

/**
 * Starts the worker. Only /api/v1 is mocked: sign-in, session, pages, assets and socket.io go to the
 * dev server, and an /api/v1 call without a mock handler goes there too, with a console warning.
 */
export function startMockWorker() {
  return worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/v1/')) print.warning();
    },
  });
}
