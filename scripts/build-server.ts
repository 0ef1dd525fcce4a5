import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { SERVER_DIST } from './build-state';

// Compiles the production server to plain JavaScript once, as `next build` does the console, so
// that the running process loads no TypeScript tooling: server.ts and every /api/v1 route file
// (app/api/v1/**/route.ts, which server/http/api-routes.ts loads from here in production) are
// entry points of one esbuild build with code splitting, so what they share (the database handle,
// the socket.io server, the caches) lands in shared chunks and exists once in the process, as it
// does under tsx. Packages stay in node_modules (`next` finds its own .next build as before).

const ROUTES = path.join('app', 'api', 'v1');

function routeEntries(): string[] {
  return fs
    .readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => path.join(ROUTES, file))
    .sort();
}

export function buildServer(): { files: number; bytes: number } {
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  const result = buildSync({
    entryPoints: ['server.ts', ...routeEntries()],
    outdir: SERVER_DIST,
    // each output keeps its source's relative path: app/api/v1/customers/route.mjs
    outbase: '.',
    // .mjs: .next/package.json, written by Next, says CommonJS
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    // stack traces name the TypeScript sources (server.ts enables source maps); the sources
    // themselves are beside the build, so the maps need not carry them
    sourcemap: 'linked',
    sourcesContent: false,
    // tells the route table where the compiled route files are (server/http/api-routes.ts)
    define: { 'process.env.PAWDESK_SERVER_DIST': JSON.stringify(SERVER_DIST) },
    metafile: true,
    logLevel: 'warning',
  });
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
  return { files: outputs.length, bytes: outputs.reduce((sum, [, output]) => sum + output.bytes, 0) };
}

if (process.argv[1]?.endsWith('build-server.ts')) {
  const started = Date.now();
  const { files, bytes } = buildServer();
  console.log(`Compiled the server into ${SERVER_DIST}: ${files} files, ${(bytes / 1024).toFixed(0)} KB, in ${Date.now() - started} ms.`);
}
