import path from 'node:path';
import { findApiRouteFiles, HTTP_METHODS, type HttpMethod } from '@/server/http/api-routes';
import type { RouteDefinition } from '@/server/http/route';

// Every /api/v1 route and method the production server serves, with the declaration route()
// attached to its handler (auth, permission, contracts): what the sweep and the fuzzing walk.

export interface DeclaredRoute {
  /** e.g. `/customers/[id]` */
  path: string;
  method: HttpMethod;
  definition: RouteDefinition<unknown, unknown, unknown>;
}

export async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const routes: DeclaredRoute[] = [];
  for (const file of findApiRouteFiles(path.resolve(import.meta.dirname, '../../app/api/v1'))) {
    const handlers = await file.load();
    for (const method of HTTP_METHODS) {
      const handler = handlers[method];
      if (!handler) continue;
      if (!handler.definition) throw new Error(`${method} ${file.path} has no declaration: make its handler with route()`);
      routes.push({ path: file.path, method, definition: handler.definition });
    }
  }
  return routes;
}

/** The route's path with its `[id]` filled in. */
export const concretePath = (route: DeclaredRoute, id: string) => route.path.replace('[id]', id);

export const takesId = (route: DeclaredRoute) => route.path.includes('[id]');
