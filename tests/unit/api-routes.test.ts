import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findApiRouteFiles, HTTP_METHODS, matchApiRoute } from '@/server/http/api-routes';

// How the production server finds the route file of an /api/v1 path (server/http/api-routes.ts):
// as Next.js does, a literal folder before [id] before [...path].

const routes = findApiRouteFiles(path.resolve(import.meta.dirname, '../../app/api/v1'));
const served = (pathname: string) => {
  const match = matchApiRoute(routes, pathname);
  return match && { path: match.route.path, params: match.params };
};

describe('the /api/v1 route table', () => {
  it('holds every route file of app/api/v1', () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toContain('/customers');
    expect(paths).toContain('/customers/[id]');
    expect(paths).toContain('/customers/export');
    expect(paths).toContain('/[...path]');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('serves a literal segment before a dynamic one, and a dynamic one before the catch-all', () => {
    expect(served('/customers')).toEqual({ path: '/customers', params: {} });
    expect(served('/customers/export')).toEqual({ path: '/customers/export', params: {} });
    expect(served('/customers/0b5e0c3a-1111-4000-8000-000000000001')).toEqual({ path: '/customers/[id]', params: { id: '0b5e0c3a-1111-4000-8000-000000000001' } });
    expect(served('/customers/a/b')).toEqual({ path: '/[...path]', params: { path: ['customers', 'a', 'b'] } });
    expect(served('/no-such')).toEqual({ path: '/[...path]', params: { path: ['no-such'] } });
  });

  it('decodes path segments, and serves nothing at the bare prefix', () => {
    expect(served('/customers/a%20b')).toEqual({ path: '/customers/[id]', params: { id: 'a b' } });
    expect(served('/')).toBeNull();
    expect(served('')).toBeNull();
    expect(() => served('/customers/%E0%A4%A')).toThrow(URIError);
  });

  it('finds in every file handlers made by route(), each carrying its definition', async () => {
    for (const route of routes) {
      const handlers: Record<string, unknown> = await route.load();
      const methods = Object.keys(handlers).filter((name) => (HTTP_METHODS as readonly string[]).includes(name));
      expect(methods.length, route.path).toBeGreaterThan(0);
      for (const method of methods) expect((handlers[method] as { definition?: unknown }).definition, `${method} ${route.path}`).toBeDefined();
    }
    // it imports every route module of the server, with all they import: seconds on a busy machine
  }, 60_000);
});
