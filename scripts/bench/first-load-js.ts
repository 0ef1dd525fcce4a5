import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// First-load JS per route as the build reports it: `.next/diagnostics/route-bundle-stats.json` lists,
// for every route, the chunks a first visit loads before the page can run (what later loads on
// demand — dialogs, the socket.io client — is not in it); each chunk counted once, gzipped.

export interface RouteJs {
  route: string;
  chunks: number;
  gzipBytes: number;
}

const STATS = '.next/diagnostics/route-bundle-stats.json';

export function firstLoadJs(root: string): RouteJs[] {
  const stats = JSON.parse(fs.readFileSync(path.join(root, STATS), 'utf8')) as Array<{ route: string; firstLoadChunkPaths: string[] }>;
  const gzipped = new Map<string, number>();
  const size = (chunk: string) => {
    if (!gzipped.has(chunk)) gzipped.set(chunk, zlib.gzipSync(fs.readFileSync(path.join(root, chunk))).length);
    return gzipped.get(chunk)!;
  };
  return stats
    .filter((s) => !s.route.startsWith('/api/') && s.route !== '/_not-found' && s.route !== '/_global-error')
    .map((s) => {
      const scripts = s.firstLoadChunkPaths.filter((chunk) => chunk.endsWith('.js'));
      return { route: s.route, chunks: scripts.length, gzipBytes: scripts.reduce((sum, chunk) => sum + size(chunk), 0) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The framework alone (React and the Next.js runtime): the first load of the bare not-found page. */
export function frameworkJs(root: string): number {
  const stats = JSON.parse(fs.readFileSync(path.join(root, STATS), 'utf8')) as Array<{ route: string; firstLoadChunkPaths: string[] }>;
  const notFound = stats.find((s) => s.route === '/_not-found');
  return (notFound?.firstLoadChunkPaths ?? []).filter((c) => c.endsWith('.js')).reduce((sum, c) => sum + zlib.gzipSync(fs.readFileSync(path.join(root, c))).length, 0);
}
