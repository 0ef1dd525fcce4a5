import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findApiRouteFiles, HTTP_METHODS } from '@/server/http/api-routes';
import { handlers } from '../msw/handlers';

// The console is developed against the mock API (`npm run dev:mock`): every route the server serves
// has its msw handler, so a screen never meets a call the mocks do not know.

/**
 * Routes the screens never call through the API client: next-auth's session refreshes its own token
 * on the server, and stored files are loaded by <img> with the session cookie (the mock serves
 * pictures as data URLs).
 */
const NOT_CALLED_BY_SCREENS = new Set<string>(['POST /auth/refresh', 'GET /files/*']);

/** `/customers/[id]` and `*\/api/v1/customers/:id` alike, as `/customers/*`. */
const shape = (p: string) => p.replace(/^\*?\/api\/v1/, '').replace(/\[[^\]]+\]|:[A-Za-z]+/g, '*');

describe('the mock API', () => {
  it('answers every route of /api/v1', () => {
    const served = findApiRouteFiles(path.resolve(import.meta.dirname, '../../app/api/v1')).flatMap((route) => {
      const source = fs.readFileSync(route.file, 'utf8');
      return HTTP_METHODS.filter((m) => new RegExp(`export const ${m}\\b`).test(source)).map((m) => `${m} ${shape(route.path)}`);
    });
    const mocked = new Set(
      handlers.flatMap((h) => {
        const { method, path: p } = h.info as { method?: unknown; path?: unknown };
        return typeof method === 'string' && typeof p === 'string' ? [`${method} ${shape(p)}`] : [];
      }),
    );
    expect(served.filter((r) => !mocked.has(r) && !NOT_CALLED_BY_SCREENS.has(r))).toEqual([]);
  });
});
