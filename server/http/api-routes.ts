import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteHandler } from './route';

// The /api/v1 route files (app/api/v1/**/route.ts) as a table, matched the way Next.js matches
// them: a folder is a literal segment, `[id]` one dynamic segment, `[...path]` the rest of the path;
// a literal segment wins over a dynamic one, which wins over a catch-all.

export const API_PREFIX = '/api/v1';
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string } | { kind: 'rest'; name: string };

export interface ApiRouteFile {
  /** e.g. `/customers/[id]` */
  path: string;
  file: string;
  segments: Segment[];
  /** the module, imported on first use */
  load: () => Promise<Partial<Record<HttpMethod, RouteHandler>>>;
}

function toSegment(folder: string): Segment {
  const rest = /^\[\.\.\.(\w+)\]$/.exec(folder);
  if (rest) return { kind: 'rest', name: rest[1] };
  const param = /^\[(\w+)\]$/.exec(folder);
  return param ? { kind: 'param', name: param[1] } : { kind: 'literal', value: folder };
}

const RANK = { literal: 0, param: 1, rest: 2 } as const;

/** Literal before dynamic before catch-all, segment by segment; then shorter first. */
function bySpecificity(a: ApiRouteFile, b: ApiRouteFile): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const order = RANK[a.segments[i].kind] - RANK[b.segments[i].kind];
    if (order !== 0) return order;
  }
  return a.segments.length - b.segments.length;
}

// Set only in the compiled server (scripts/build-server.ts, `npm start`): the folder of its build,
// where each route file has its compiled counterpart (`route.mjs`) at the same relative path, so the
// production process loads no TypeScript. Run from the sources (`npm run dev`, the tests), it is unset.
const COMPILED_ROOT = process.env.PAWDESK_SERVER_DIST;

/** Every route file under `dir` (the app's `app/api/v1`), most specific first: the compiled ones in the compiled server. */
export function findApiRouteFiles(dir: string): ApiRouteFile[] {
  const root = COMPILED_ROOT ? path.resolve(COMPILED_ROOT, path.relative(process.cwd(), dir)) : dir;
  const name = COMPILED_ROOT ? 'route.mjs' : 'route.ts';
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => path.basename(f) === name);
  return files
    .map((relative) => {
      const folders = path.dirname(relative).split(path.sep).filter((f) => f !== '.');
      const file = path.join(root, relative);
      let loaded: ReturnType<ApiRouteFile['load']> | undefined;
      return {
        path: `/${folders.join('/')}`,
        file,
        segments: folders.map(toSegment),
        load: () => (loaded ??= import(pathToFileURL(file).href)),
      };
    })
    .sort(bySpecificity);
}

/** The route file serving `pathname` (below /api/v1) and its parameters, or null. */
export function matchApiRoute(routes: readonly ApiRouteFile[], pathname: string): { route: ApiRouteFile; params: Record<string, string | string[]> } | null {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  for (const route of routes) {
    const params: Record<string, string | string[]> = {};
    let matched = true;
    for (let i = 0; i < route.segments.length && matched; i++) {
      const segment = route.segments[i];
      if (segment.kind === 'rest') {
        params[segment.name] = parts.slice(i);
        matched = parts.length > i;
        break;
      }
      if (i >= parts.length) matched = false;
      else if (segment.kind === 'param') params[segment.name] = parts[i];
      else matched = segment.value === parts[i];
    }
    const last = route.segments.at(-1);
    if (matched && (last?.kind === 'rest' || parts.length === route.segments.length)) return { route, params };
  }
  return null;
}
