import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for node (component tests); the setup starts it with `onUnhandledRequest: 'error'`. */
export const server = setupServer(...handlers);

export interface SeenRequest {
  method: string;
  path: string;
  shopId: string | null;
}

/** Records the requests msw sees from now on (the setup drops the listener after each test). */
export function trackRequests() {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, shopId: request.headers.get('shop-id') });
  });
  return {
    seen,
    count: (method: string, path: string) => seen.filter((r) => r.method === method && r.path === path).length,
  };
}
