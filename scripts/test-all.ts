import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '@/tests/support/free-port';
import { ensureBuild } from './ensure-build';

// `npm test`: unit, API integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// socket, fault (servers killed, databases stopped: tests/faults) and Chromium end-to-end suites,
// then one summary line.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RESULTS = 'test-results';

function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log('Chromium is missing: installing Debian\'s chromium (apt-get install -y chromium)…');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' }) : update;
    if (install.status === 0 && fs.existsSync(CHROMIUM)) return;
  }
  console.error(`Chromium was not found at ${CHROMIUM}. Install it with:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary) and run npm test again.`);
  process.exit(1);
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Runs `step` and notes how long it took, for the closing summary (CI has a time budget). */
const took: string[] = [];
function timed<T>(label: string, step: () => T): T {
  const started = Date.now();
  const result = step();
  took.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  return result;
}

ensureChromium();
timed('build', ensureBuild);
fs.mkdirSync(RESULTS, { recursive: true });

const vitestStatus = timed('vitest', () => run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest.json`]));
const e2ePort = process.env.E2E_PORT ?? String(await freePort());
const e2eStatus = timed('playwright', () => run('npx', ['playwright', 'test'], { E2E_PORT: e2ePort }));

interface VitestFile {
  name: string;
  startTime: number;
  endTime: number;
}
const vitest = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; testResults?: VitestFile[] }>(`${RESULTS}/vitest.json`);
const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(`${RESULTS}/playwright.json`);
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0) + (e2e?.stats.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats.skipped ?? 0);
const broken = vitestStatus !== 0 || e2eStatus !== 0 || !vitest || !e2e;

console.log(`\nvitest (unit, components, api, socket, faults): exit ${vitestStatus}; playwright (e2e): exit ${e2eStatus}`);
console.log(`time: ${took.join(', ')}`);
const slowest = [...(vitest?.testResults ?? [])].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime)).slice(0, 5);
if (slowest.length) console.log(`slowest vitest files: ${slowest.map((f) => `${f.name.replace(`${process.cwd()}/`, '')} ${Math.round((f.endTime - f.startTime) / 1000)} s`).join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(broken ? 1 : 0);
