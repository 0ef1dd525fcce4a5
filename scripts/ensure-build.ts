import { spawnSync } from 'node:child_process';
import { buildServer } from './build-server';
import { markBuilt, staleBuilds } from './build-state';

/**
 * Runs `next build` when the production bundle is missing or older than the sources, and compiles
 * the server (scripts/build-server.ts) when it is, or when Next's build just cleared it.
 */
export function ensureBuild(): void {
  const stale = staleBuilds();
  if (stale.next) {
    console.log('Building the production bundle (next build)…');
    const result = spawnSync('npx', ['next', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) {
      console.error('next build failed');
      process.exit(result.status ?? 1);
    }
    markBuilt('next', stale.next);
  }
  const server = stale.next ? staleBuilds().server : stale.server;
  if (server) {
    console.log('Compiling the server (scripts/build-server.ts)…');
    buildServer();
    markBuilt('server', server);
  }
}

if (process.argv[1]?.endsWith('ensure-build.ts')) ensureBuild();
