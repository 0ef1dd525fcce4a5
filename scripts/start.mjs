import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm start`: builds what is missing or stale (the Next.js bundle and the compiled server,
// scripts/ensure-build.ts) in a child process, so the TypeScript tooling that needs ends with it,
// then runs the compiled server (.next/server-dist, SERVER_ENTRY of scripts/build-state.ts) in
// this one: plain JavaScript. Migrations and the demo seed run on start; data is kept in ./data
// unless DATABASE_URL points at PostgreSQL.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const build = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'ensure-build.ts')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
await import(pathToFileURL(path.resolve('.next', 'server-dist', 'server.mjs')).href);
