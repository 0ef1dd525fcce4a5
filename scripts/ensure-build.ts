import { spawnSync } from 'node:child_process';
import { buildIsFresh, markBuilt, sourceHash } from './build-state';

/** Runs `next build` when the production bundle is missing or older than the sources. */
export function ensureBuild(): void {
  if (buildIsFresh()) return;
  const hash = sourceHash();
  console.log('Building the production bundle (next build)…');
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('next build failed');
    process.exit(result.status ?? 1);
  }
  markBuilt(hash);
}

if (process.argv[1]?.endsWith('ensure-build.ts')) ensureBuild();
